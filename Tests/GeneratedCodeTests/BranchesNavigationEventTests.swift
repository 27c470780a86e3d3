import Foundation
import Testing

/// Navigation events of switches whose branches carry values (1.1 A, B), one of them
/// nested in a tab bar: each branch shown is one `show` carrying its values, and a
/// nested switch's reach the root through the tab bar and the outer switch.
@MainActor
@Suite("Branches: navigation events of switches with values")
struct BranchesNavigationEventTests {
    @Test("show(_:) with values is one show carrying them; the branch shown with the same values reports nothing")
    func showWithValues() throws {
        let app = Branches.AppCoordinator(branch: .auth)
        var events: [Branches.NavigationEvent] = []
        app.onNavigationEvent = { events.append($0) }

        app.show(.main(mainAccountID: "a"))
        try #require(app.main).openPost(accountID: "a", postID: 1)
        app.show(.main(mainAccountID: "a"))
        app.show(.main(mainAccountID: "b"))
        try #require(app.main).signOut()

        #expect(events == [
            .show(.app(.main(mainAccountID: "a"))),
            .push(.post(accountID: "a", postID: 1), on: .main),
            .show(.app(.main(mainAccountID: "b"))),
            .show(.app(.auth)),
        ])
    }

    @Test("a switch nested in a tab bar reports its branches to the root, and a tap on its tab is a select")
    func nestedSwitch() throws {
        let app = Branches.AppCoordinator(branch: .guest(exploreRegion: "eu", profileFlowHandle: "ada"))
        let guest = try #require(app.guest)
        var events: [Branches.NavigationEvent] = []
        app.onNavigationEvent = { events.append($0) }

        guest.selectedTab = .inner
        guest.inner.show(.locked)
        (guest.inner as any Branches.LockedNavigation).unlock(handle: "bo")

        #expect(events == [
            .select(.guest(.inner)),
            .show(.inner(.locked)),
            .show(.inner(.profileFlow(profileFlowHandle: "bo"))),
        ])
        #expect(app.visibleScreen == .profile(handle: "bo"))
    }
}
