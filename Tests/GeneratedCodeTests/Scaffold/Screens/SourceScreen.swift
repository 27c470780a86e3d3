// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `Source`: it shows its parameters and a button per link.
struct SourceScreen: View {
    let navigation: any Recipes.SourceNavigation
    let address: URL

    var body: some View {
        VStack(spacing: 12) {
            Text("Source")
            Text("address: \(String(describing: address))")
            Button("close") { navigation.close() }
        }
        .navigationTitle("Source")
    }
}
