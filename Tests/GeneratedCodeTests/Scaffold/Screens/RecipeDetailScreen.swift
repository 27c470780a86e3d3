// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `RecipeDetail`: it shows its parameters and a button per link.
struct RecipeDetailScreen: View {
    let navigation: any Recipes.RecipeDetailNavigation
    let recipeID: UUID

    var body: some View {
        VStack(spacing: 12) {
            Text("RecipeDetail")
            Text("recipeID: \(String(describing: recipeID))")
            Button("showRatings") { navigation.showRatings(recipeID: UUID()) }
            Button("showSource") { navigation.showSource(address: URL(string: "https://example.com")!) }
            Button("showVegetarianRecipes") { navigation.showVegetarianRecipes() }
            Button("backToList") { navigation.backToList() }
        }
        .navigationTitle("RecipeDetail")
    }
}
