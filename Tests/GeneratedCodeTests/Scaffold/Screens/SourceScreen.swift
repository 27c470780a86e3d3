// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `Source`: it shows its parameters and a button per link.
@MainActor
struct SourceScreen: SwiftUI.View {
    let navigation: any Recipes.SourceNavigation
    let address: URL

    var body: some SwiftUI.View {
        SwiftUI.VStack(spacing: 12) {
            SwiftUI.Text("Source")
            SwiftUI.Text("address: \(Swift.String(describing: address))")
            SwiftUI.Button("close") { navigation.close() }
        }
        .navigationTitle("Source")
    }
}
