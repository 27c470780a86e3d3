// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `Search`: it shows its parameters and a button per link.
struct SearchScreen: View {
    let navigation: any Recipes.SearchNavigation
    let query: String
    let vegetarianOnly: Bool?

    var body: some View {
        VStack(spacing: 12) {
            Text("Search")
            Text("query: \(String(describing: query))")
            Text("vegetarianOnly: \(String(describing: vegetarianOnly))")
            Button("openRecipe") { navigation.openRecipe(recipeID: UUID()) }
        }
        .navigationTitle("Search")
    }
}
