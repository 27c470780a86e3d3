// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `RecipeEditor`: it shows its parameters and a button per link.
struct RecipeEditorScreen: View {
    let navigation: any Recipes.RecipeEditorNavigation
    let servings: Int

    var body: some View {
        VStack(spacing: 12) {
            Text("RecipeEditor")
            Text("servings: \(String(describing: servings))")
            Button("pickIngredient") { navigation.pickIngredient() }
            Button("cancel") { navigation.cancel() }
        }
        .navigationTitle("RecipeEditor")
    }
}
