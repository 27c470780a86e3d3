#if canImport(SwiftUI)
import SwiftUI

/// The Timeline feature's screens. Each view gets its navigation protocol and
/// navigates through it only: it knows neither the app nor the Account feature.
public struct TimelineViewFactory: Timeline.ViewFactory {
    public init() {}

    public func home(_ navigation: any Timeline.HomeNavigation) -> some View {
        List {
            Button("Status 42") { navigation.openStatus(statusID: "42") }
        }
        .toolbar { Button("New post") { navigation.compose() } }
        .navigationTitle("Home")
    }

    public func statusDetail(_ navigation: any Timeline.StatusDetailNavigation, statusID: String) -> some View {
        Button("Author of status \(statusID)") { navigation.openAuthor(accountID: "ada") }
    }

    public func compose(_ navigation: any Timeline.ComposeNavigation, replyTo: String) -> some View {
        Button("Post") { navigation.close() }
    }
}
#endif
