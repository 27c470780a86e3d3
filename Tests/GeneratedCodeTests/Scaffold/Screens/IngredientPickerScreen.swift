// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `IngredientPicker`: it shows its parameters and a button per link.
struct IngredientPickerScreen: View {
    let navigation: any Recipes.IngredientPickerNavigation
    let filter: String?

    var body: some View {
        VStack(spacing: 12) {
            Text("IngredientPicker")
            Text("filter: \(String(describing: filter))")
            Button("done") { navigation.done() }
        }
        .navigationTitle("IngredientPicker")
    }
}
