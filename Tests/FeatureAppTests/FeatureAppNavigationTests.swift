import AccountNavigation
import Foundation
import Testing
import TimelineNavigation

/// The app module of `mastodon.nav.yaml`, which imports the feature modules
/// TimelineNavigation and AccountNavigation: the app's coordinators hold the features'
/// flows, and the exits are the bound links of the composed graph.
@MainActor
@Suite("App module: the app's coordinators over two feature modules")
struct FeatureAppNavigationTests {
    let main = Mastodon.MainCoordinator()

    @Test("the tab bar holds the features' flows, each over its feature's screen")
    func tabsHoldTheFeatureFlows() {
        #expect(Mastodon.MainCoordinator.Tab.allCases == [.timelineHomeStack, .accountProfileStack, .settings])
        #expect(main.selectedTab == .timelineHomeStack)
        #expect(main.timelineHomeStack.rootScreen == .timeline(.home(filter: .all)))
        #expect(main.accountProfileStack.rootScreen == .account(.profile(accountID: "me", section: "posts")))
        #expect(main.timelineHomeStack.parentCoordinator === main)
        #expect(main.accountProfileStack.parentCoordinator === main)
    }

    @Test("a feature's own link works through its imported protocol")
    func inFeaturePush() {
        let home: any Timeline.HomeNavigation = main.timelineHomeStack
        home.openStatus(statusID: "42")
        #expect(main.timelineHomeStack.path == [.timeline(.statusDetail(statusID: "42"))])
    }

    @Test("Timeline.ShowAccount, bound to push Account.Profile, pushes the account on the timeline's stack")
    func crossFeaturePush() {
        let home: any Timeline.HomeNavigation = main.timelineHomeStack
        home.openStatus(statusID: "42")
        let status: any Timeline.StatusDetailNavigation = main.timelineHomeStack
        status.openAuthor(accountID: "ada")
        // The exit has no `section`: the target's default fills it.
        #expect(main.timelineHomeStack.path == [
            .timeline(.statusDetail(statusID: "42")),
            .account(.profile(accountID: "ada", section: "posts")),
        ])
        // Account's own links go on working on the timeline's stack, and back into Timeline.
        let profile: any Account.ProfileNavigation = main.timelineHomeStack
        profile.openFollowers(accountID: "ada")
        profile.openStatus(statusID: "7")
        #expect(main.timelineHomeStack.path.suffix(2) == [.account(.followers(accountID: "ada")), .timeline(.statusDetail(statusID: "7"))])
        #expect(main.accountProfileStack.path.isEmpty)
    }

    @Test("Account.Compose, bound to a sheet of Timeline.ComposeStack, presents the feature's modal flow; its close dismisses it")
    func sheetBindingPresentsAFeatureFlow() throws {
        let profile: any Account.ProfileNavigation = main.accountProfileStack
        profile.compose()
        let modal = try #require(main.accountProfileStack.presented.last)
        #expect(modal.style == .sheet)
        guard case .timelineComposeStack(let compose) = modal.content else {
            Issue.record("the sheet shows \(modal.content), not the compose flow")
            return
        }
        #expect(compose.rootScreen == .timeline(.compose(replyTo: "")))
        #expect(compose.parentCoordinator === main.accountProfileStack)
        (compose as any Timeline.ComposeNavigation).close()
        #expect(main.accountProfileStack.presented.isEmpty)
    }

    @Test("the app's state snapshot holds the features' screens and restores them")
    func restorationCoversFeatureScreens() throws {
        main.selectedTab = .accountProfileStack
        (main.accountProfileStack as any Account.ProfileNavigation).openStatus(statusID: "9")
        let restored = Mastodon.MainCoordinator()
        let report = restored.restore(from: try main.snapshot().jsonData())
        #expect(report.isComplete)
        #expect(restored.selectedTab == .accountProfileStack)
        #expect(restored.accountProfileStack.path == [.timeline(.statusDetail(statusID: "9"))])
    }

    @Test("navigation events name the features' screens and the app's flows")
    func navigationEvents() {
        var events: [Mastodon.NavigationEvent] = []
        main.onNavigationEvent = { events.append($0) }
        (main.timelineHomeStack as any Timeline.StatusDetailNavigation).openAuthor(accountID: "ada")
        #expect(events == [.push(.account(.profile(accountID: "ada", section: "posts")), on: .timelineHomeStack)])
    }
}
