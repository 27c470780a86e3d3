// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `RecipeList`: it shows its parameters and a button per link.
@MainActor
struct RecipeListScreen: SwiftUI.View {
    let navigation: any Recipes.RecipeListNavigation
    let vegetarian: Bool

    var body: some SwiftUI.View {
        SwiftUI.VStack(spacing: 12) {
            SwiftUI.Text("RecipeList")
            SwiftUI.Text("vegetarian: \(Swift.String(describing: vegetarian))")
            SwiftUI.Button("openRecipe") { navigation.openRecipe(recipeID: Foundation.UUID()) }
            SwiftUI.Button("openSearch") { navigation.openSearch(query: "example") }
            SwiftUI.Button("newRecipe") { navigation.newRecipe() }
            SwiftUI.Button("importRecipe") {
                navigation.importRecipe(source: Foundation.URL(string: "https://example.com")!)
            }
            SwiftUI.Button("openSettings") { navigation.openSettings() }
        }
        .navigationTitle("RecipeList")
    }
}
