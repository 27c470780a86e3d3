// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `Licenses`: it shows its parameters and a button per link.
@MainActor
struct LicensesScreen: SwiftUI.View {

    var body: some SwiftUI.View {
        SwiftUI.VStack(spacing: 12) {
            SwiftUI.Text("Licenses")
        }
        .navigationTitle("Licenses")
    }
}
