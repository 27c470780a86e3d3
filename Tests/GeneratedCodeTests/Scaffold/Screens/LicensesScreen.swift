// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `Licenses`: it shows its parameters and a button per link.
struct LicensesScreen: View {

    var body: some View {
        VStack(spacing: 12) {
            Text("Licenses")
        }
        .navigationTitle("Licenses")
    }
}
