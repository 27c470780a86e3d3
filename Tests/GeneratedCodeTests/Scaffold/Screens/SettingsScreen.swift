// Written by navgen scaffold. It is yours now: navgen never overwrites it.

import SwiftUI

/// A placeholder for `Settings`: it shows its parameters and a button per link.
struct SettingsScreen: View {
    let navigation: any Recipes.SettingsNavigation

    var body: some View {
        VStack(spacing: 12) {
            Text("Settings")
            Button("showLicenses") { navigation.showLicenses() }
        }
        .navigationTitle("Settings")
    }
}
