// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `Ratings`: it shows its parameters and a button per link.
struct RatingsScreen: View {
    let navigation: any Recipes.RatingsNavigation
    let recipeID: UUID
    let page: Int

    var body: some View {
        VStack(spacing: 12) {
            Text("Ratings")
            Text("recipeID: \(String(describing: recipeID))")
            Text("page: \(String(describing: page))")
            Button("close") { navigation.close() }
        }
        .navigationTitle("Ratings")
    }
}
