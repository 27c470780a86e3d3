// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `Search`: it shows its parameters and a button per link.
@MainActor
struct SearchScreen: SwiftUI.View {
    let navigation: any Recipes.SearchNavigation
    let query: String
    let vegetarianOnly: Bool?

    var body: some SwiftUI.View {
        SwiftUI.VStack(spacing: 12) {
            SwiftUI.Text("Search")
            SwiftUI.Text("query: \(Swift.String(describing: query))")
            SwiftUI.Text("vegetarianOnly: \(Swift.String(describing: vegetarianOnly))")
            SwiftUI.Button("openRecipe") { navigation.openRecipe(recipeID: Foundation.UUID()) }
        }
        .navigationTitle("Search")
    }
}
