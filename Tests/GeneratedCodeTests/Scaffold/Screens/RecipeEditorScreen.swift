// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `RecipeEditor`: it shows its parameters and a button per link.
@MainActor
struct RecipeEditorScreen: SwiftUI.View {
    let navigation: any Recipes.RecipeEditorNavigation
    let servings: Int

    var body: some SwiftUI.View {
        SwiftUI.VStack(spacing: 12) {
            SwiftUI.Text("RecipeEditor")
            SwiftUI.Text("servings: \(Swift.String(describing: servings))")
            SwiftUI.Button("pickIngredient") { navigation.pickIngredient() }
            SwiftUI.Button("cancel") { navigation.cancel() }
        }
        .navigationTitle("RecipeEditor")
    }
}
