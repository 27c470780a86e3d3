#if canImport(SwiftUI)
import AccountNavigation
import SwiftUI
import Testing
import TimelineNavigation

/// The app's `ViewFactory`: its own screens, and each feature's factory.
@MainActor
final class AppViews: Mastodon.ViewFactory {
    let timeline = TimelineViews()
    let account = AccountViews()

    func settings(_ navigation: any Mastodon.SettingsNavigation) -> SwiftUI.Text { SwiftUI.Text(verbatim: "Settings") }
    func about() -> SwiftUI.Text { SwiftUI.Text(verbatim: "About") }
}

/// The app's screen dispatch builds a feature's screen with the feature's factory,
/// handing it the app's coordinator as the feature's navigation protocol.
@MainActor
@Suite("App module: the SwiftUI layer builds the features' screens with their factories")
struct FeatureAppViewTests {
    let main = Mastodon.MainCoordinator()
    let views = AppViews()

    @Test("a feature screen on the app's stack is built by its feature's factory, navigating through that stack")
    func featureScreenBuiltByItsFactory() throws {
        _ = main.timelineHomeStack.view(for: .timeline(.statusDetail(statusID: "42")), factory: views)
        _ = main.timelineHomeStack.view(for: .account(.profile(accountID: "ada", section: "posts")), factory: views)
        let status = try #require(views.timeline.built.last)
        #expect(status.screen == .statusDetail(statusID: "42"))
        #expect(status.navigation === main.timelineHomeStack)
        let profile = try #require(views.account.built.last)
        #expect(profile.screen == .profile(accountID: "ada", section: "posts"))
        #expect(profile.navigation === main.timelineHomeStack)
    }

    @Test("a screen the coordinator does not show is an empty view: nothing is built")
    func screenElsewhereIsNotBuilt() {
        _ = main.view(for: .timeline(.compose(replyTo: "")), factory: views)
        #expect(views.timeline.built.isEmpty)
    }
}
#endif
