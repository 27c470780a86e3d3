import AccountNavigation
import Foundation
import Testing
import TimelineNavigation

/// Deep links of both features, resolved and opened through the app's root.
@MainActor
@Suite("App module: deep links into the features through the app's root")
struct FeatureAppDeepLinkTests {
    let main = Mastodon.MainCoordinator()

    @Test("a Timeline URL selects the timeline's tab and pushes the status on its stack")
    func openIntoTimeline() throws {
        main.selectedTab = .settings
        #expect(main.open(try #require(URL(string: "mastodon://statuses/42"))) == .opened)
        #expect(main.selectedTab == .timelineHomeStack)
        #expect(main.timelineHomeStack.rootScreen == .timeline(.home(filter: .all)))
        #expect(main.timelineHomeStack.path == [.timeline(.statusDetail(statusID: "42"))])
        #expect(main.visibleScreen == .timeline(.statusDetail(statusID: "42")))
    }

    @Test("a Timeline URL with an enum query value gives the feature's enum")
    func enumValueOfAFeature() throws {
        main.open(try #require(URL(string: "https://mastodon.social/home?filter=mentions")))
        #expect(main.timelineHomeStack.rootScreen == .timeline(.home(filter: .mentions)))
    }

    @Test("an Account URL selects the account's tab and pushes the followers over its launch root")
    func openIntoAccount() throws {
        #expect(main.open(try #require(URL(string: "https://mastodon.social/@ada/followers"))) == .opened)
        #expect(main.selectedTab == .accountProfileStack)
        #expect(main.accountProfileStack.rootScreen == .account(.profile(accountID: "me", section: "posts")))
        #expect(main.accountProfileStack.path == [.account(.followers(accountID: "ada"))])
    }

    @Test("an Account URL of the stack's root gives that root the URL's values")
    func openAccountRoot() throws {
        main.open(try #require(URL(string: "mastodon:///@ada")))
        #expect(main.selectedTab == .accountProfileStack)
        #expect(main.accountProfileStack.rootScreen == .account(.profile(accountID: "ada", section: "posts")))
        #expect(main.accountProfileStack.path.isEmpty)
    }

    @Test("Screen.url covers the features' screens, and resolves back to them")
    func screenURLs() throws {
        let status = Mastodon.Screen.timeline(.statusDetail(statusID: "42"))
        let url = try #require(status.url)
        #expect(url.absoluteString == "mastodon://statuses/42")
        #expect(Mastodon.resolve(url)?.screen == status)
        #expect(Mastodon.Screen.timeline(.compose(replyTo: "")).url == nil)
    }

    @Test(".preserve pushes an Account screen on the timeline's stack, where a bound exit pushes it")
    func preservePushesThroughABinding() throws {
        main.open(try #require(URL(string: "mastodon://statuses/42")))
        main.open(try #require(URL(string: "https://mastodon.social/@ada")), mode: .preserve)
        #expect(main.selectedTab == .timelineHomeStack)
        #expect(main.timelineHomeStack.path == [.timeline(.statusDetail(statusID: "42")), .account(.profile(accountID: "ada", section: "posts"))])
    }
}
