// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `Ratings`: it shows its parameters and a button per link.
@MainActor
struct RatingsScreen: SwiftUI.View {
    let navigation: any Recipes.RatingsNavigation
    let recipeID: UUID
    let page: Int

    var body: some SwiftUI.View {
        SwiftUI.VStack(spacing: 12) {
            SwiftUI.Text("Ratings")
            SwiftUI.Text("recipeID: \(Swift.String(describing: recipeID))")
            SwiftUI.Text("page: \(Swift.String(describing: page))")
            SwiftUI.Button("close") { navigation.close() }
        }
        .navigationTitle("Ratings")
    }
}
