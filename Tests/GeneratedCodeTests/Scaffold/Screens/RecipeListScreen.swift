// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `RecipeList`: it shows its parameters and a button per link.
struct RecipeListScreen: View {
    let navigation: any Recipes.RecipeListNavigation
    let vegetarian: Bool

    var body: some View {
        VStack(spacing: 12) {
            Text("RecipeList")
            Text("vegetarian: \(String(describing: vegetarian))")
            Button("openRecipe") { navigation.openRecipe(recipeID: UUID()) }
            Button("openSearch") { navigation.openSearch(query: "example") }
            Button("newRecipe") { navigation.newRecipe() }
            Button("importRecipe") { navigation.importRecipe(source: URL(string: "https://example.com")!) }
            Button("openSettings") { navigation.openSettings() }
        }
        .navigationTitle("RecipeList")
    }
}
