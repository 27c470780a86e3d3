#if canImport(SwiftUI)
import SwiftUI

/// The Account feature's screens. Each view gets its navigation protocol and
/// navigates through it only: it knows neither the app nor the Timeline feature.
public struct AccountViewFactory: Account.ViewFactory {
    public init() {}

    public func profile(_ navigation: any Account.ProfileNavigation, accountID: String) -> some View {
        List {
            Button("Followers") { navigation.openFollowers(accountID: accountID) }
            Button("Pinned status") { navigation.openStatus(statusID: "1") }
            Button("New post") { navigation.compose() }
        }
        .navigationTitle("@\(accountID)")
    }

    public func followers(accountID: String) -> some View {
        Text("Followers of @\(accountID)")
    }
}
#endif
