// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `IngredientPicker`: it shows its parameters and a button per link.
@MainActor
struct IngredientPickerScreen: SwiftUI.View {
    let navigation: any Recipes.IngredientPickerNavigation
    let filter: String?

    var body: some SwiftUI.View {
        SwiftUI.VStack(spacing: 12) {
            SwiftUI.Text("IngredientPicker")
            SwiftUI.Text("filter: \(Swift.String(describing: filter))")
            SwiftUI.Button("done") { navigation.done() }
        }
        .navigationTitle("IngredientPicker")
    }
}
