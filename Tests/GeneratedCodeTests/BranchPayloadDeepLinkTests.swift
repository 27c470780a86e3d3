import Foundation
import Testing

/// Deep links through the branches of `App` in the branches graph, whose `Branch` cases
/// carry values (1.1 A, B): a URL binds them by name and type; `Main`, shown at launch,
/// keeps the values it has (or last had) where the URL gives none.
@MainActor
@Suite("Branches: deep links through branches with values")
struct BranchPayloadDeepLinkTests {
    private func open(_ app: Branches.AppCoordinator, _ url: String) -> Branches.OpenResult {
        app.open(URL(string: url)!)
    }

    @Test("a URL that binds a later branch's values shows that branch with them")
    func laterBranchFromURL() throws {
        let app = Branches.AppCoordinator(branch: .main(mainAccountID: "a"))
        #expect(open(app, "branches://lists/7") == .opened)
        #expect(app.branch == .shared(sharedListID: 7))
        #expect(try #require(app.shared).rootScreen == .sharedList(listID: 7))
        #expect(app.main == nil)
    }

    @Test("a URL without the launch branch's values keeps the live ones and the branch's coordinator")
    func launchBranchKeepsLiveValues() throws {
        let app = Branches.AppCoordinator(branch: .main(mainAccountID: "a"))
        let main = try #require(app.main)
        main.push(.post(accountID: "a", postID: 1))
        #expect(open(app, "branches://settings") == .opened)
        #expect(app.branch == .main(mainAccountID: "a"))
        #expect(app.main === main)
        #expect(main.rootScreen == .timeline(accountID: "a"))
        #expect(main.path == [.settings])
    }

    @Test("the branch shown with the URL's values keeps its coordinator; other values build it afresh")
    func sameValuesKeepOtherValuesRebuild() throws {
        let app = Branches.AppCoordinator(branch: .main(mainAccountID: "a"))
        let first = try #require(app.main)
        #expect(open(app, "branches://accounts/a/posts/2") == .opened)
        #expect(app.main === first)
        #expect(first.path == [.post(accountID: "a", postID: 2)])

        #expect(open(app, "branches://accounts/b/posts/3") == .opened)
        let second = try #require(app.main)
        #expect(second !== first)
        #expect(app.branch == .main(mainAccountID: "b"))
        #expect(second.rootScreen == .timeline(accountID: "b"))
        #expect(second.path == [.post(accountID: "b", postID: 3)])
    }

    @Test("from another branch, the launch branch takes the values it was last shown with")
    func launchBranchLastValues() throws {
        let app = Branches.AppCoordinator(branch: .main(mainAccountID: "a"))
        app.show(.auth)
        #expect(open(app, "branches://settings") == .opened)
        #expect(app.branch == .main(mainAccountID: "a"))
        #expect(try #require(app.main).path == [.settings])

        app.show(.main(mainAccountID: "b"))
        app.show(.guest(exploreRegion: "eu", profileFlowHandle: "ada"))
        #expect(open(app, "branches://settings") == .opened)
        #expect(app.branch == .main(mainAccountID: "b"))
        #expect(try #require(app.main).rootScreen == .timeline(accountID: "b"))
    }

    @Test("a launch branch whose values the switch never had is refused and changes nothing")
    func neverKnownValuesRefused() throws {
        let app = Branches.AppCoordinator(branch: .auth)
        let auth = try #require(app.auth)
        auth.push(.login)
        #expect(open(app, "branches://settings") == .refused)
        #expect(app.branch == .auth)
        #expect(app.auth === auth)
        #expect(auth.path == [.login])
        #expect(app.main == nil)
        #expect(app.pendingDeepLink == nil)

        // Once a URL gave them, the switch has them.
        #expect(open(app, "branches://accounts/c/posts/1") == .opened)
        app.show(.auth)
        #expect(open(app, "branches://settings") == .opened)
        #expect(app.branch == .main(mainAccountID: "c"))
    }

    @Test("a deferred link into a branch with values waits, and showing that branch applies it")
    func deferredLinkWithValues() throws {
        let app = Branches.AppCoordinator(branch: .main(mainAccountID: "a"))
        let main = try #require(app.main)
        #expect(open(app, "branches://guest/eu/ada/topics/swift") == .deferred)
        #expect(app.branch == .main(mainAccountID: "a"))
        #expect(app.main === main)
        #expect(app.pendingDeepLink?.screen == .topic(region: "eu", handle: "ada", name: "swift"))

        app.show(.guest(exploreRegion: "eu", profileFlowHandle: "ada"))
        let guest = try #require(app.guest)
        #expect(app.pendingDeepLink == nil)
        #expect(guest.selectedTab == .explore)
        #expect(guest.explore.path == [.topic(region: "eu", handle: "ada", name: "swift")])
    }

    @Test("a deferred link applied when its branch is shown with other values shows it with the link's")
    func deferredLinkWithOtherValues() throws {
        let app = Branches.AppCoordinator(branch: .main(mainAccountID: "a"))
        #expect(open(app, "branches://guest/eu/ada/topics/swift") == .deferred)
        app.show(.guest(exploreRegion: "us", profileFlowHandle: "bob"))
        #expect(app.pendingDeepLink == nil)
        #expect(app.branch == .guest(exploreRegion: "eu", profileFlowHandle: "ada"))
        let guest = try #require(app.guest)
        #expect(guest.explore.rootScreen == .trending(region: "eu"))
        #expect(guest.explore.path == [.topic(region: "eu", handle: "ada", name: "swift")])
    }

    @Test("while the deferring branch is shown, its link opens at once; with other values it builds the branch afresh")
    func linkIntoShownDeferringBranch() throws {
        let app = Branches.AppCoordinator(branch: .guest(exploreRegion: "eu", profileFlowHandle: "ada"))
        let guest = try #require(app.guest)
        #expect(open(app, "branches://guest/eu/ada/topics/a") == .opened)
        #expect(app.guest === guest)
        #expect(guest.explore.path == [.topic(region: "eu", handle: "ada", name: "a")])

        #expect(open(app, "branches://guest/us/ada/topics/b") == .opened)
        #expect(app.guest !== guest)
        #expect(app.branch == .guest(exploreRegion: "us", profileFlowHandle: "ada"))
        #expect(app.pendingDeepLink == nil)
    }
}
