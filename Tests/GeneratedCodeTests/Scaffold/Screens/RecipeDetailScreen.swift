// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `RecipeDetail`: it shows its parameters and a button per link.
@MainActor
struct RecipeDetailScreen: SwiftUI.View {
    let navigation: any Recipes.RecipeDetailNavigation
    let recipeID: UUID

    var body: some SwiftUI.View {
        SwiftUI.VStack(spacing: 12) {
            SwiftUI.Text("RecipeDetail")
            SwiftUI.Text("recipeID: \(Swift.String(describing: recipeID))")
            SwiftUI.Button("showRatings") { navigation.showRatings(recipeID: Foundation.UUID()) }
            SwiftUI.Button("showSource") {
                navigation.showSource(address: Foundation.URL(string: "https://example.com")!)
            }
            SwiftUI.Button("showVegetarianRecipes") { navigation.showVegetarianRecipes() }
            SwiftUI.Button("backToList") { navigation.backToList() }
        }
        .navigationTitle("RecipeDetail")
    }
}
