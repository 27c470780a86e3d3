// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `Settings`: it shows its parameters and a button per link.
@MainActor
struct SettingsScreen: SwiftUI.View {
    let navigation: any Recipes.SettingsNavigation

    var body: some SwiftUI.View {
        SwiftUI.VStack(spacing: 12) {
            SwiftUI.Text("Settings")
            SwiftUI.Button("showLicenses") { navigation.showLicenses() }
        }
        .navigationTitle("Settings")
    }
}
