// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `ImportRecipe`: it shows its parameters and a button per link.
@MainActor
struct ImportRecipeScreen: SwiftUI.View {
    let navigation: any Recipes.ImportRecipeNavigation
    let source: URL

    var body: some SwiftUI.View {
        SwiftUI.VStack(spacing: 12) {
            SwiftUI.Text("ImportRecipe")
            SwiftUI.Text("source: \(Swift.String(describing: source))")
            SwiftUI.Button("close") { navigation.close() }
        }
        .navigationTitle("ImportRecipe")
    }
}
