// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `ImportRecipe`: it shows its parameters and a button per link.
struct ImportRecipeScreen: View {
    let navigation: any Recipes.ImportRecipeNavigation
    let source: URL

    var body: some View {
        VStack(spacing: 12) {
            Text("ImportRecipe")
            Text("source: \(String(describing: source))")
            Button("close") { navigation.close() }
        }
        .navigationTitle("ImportRecipe")
    }
}
