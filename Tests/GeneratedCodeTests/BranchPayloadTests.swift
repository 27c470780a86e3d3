import Foundation
import Testing

/// The switch `App` of the branches graph, whose branches take launch parameters
/// (1.1 A, B): launch in a branch with values, `show(_:)` with values, the switch links
/// that pass them, and a tab bar branch that passes its tabs' on, a switch's among them.
@MainActor
@Suite("Branches: branch payloads")
struct BranchPayloadTests {
    @Test("launch in a branch with parameters: init(branch:) builds its coordinator with the case's values")
    func launchInBranchWithParameters() throws {
        let app = Branches.AppCoordinator(branch: .main(mainAccountID: "a"))
        #expect(app.branch == .main(mainAccountID: "a"))
        let main = try #require(app.main)
        #expect(main.rootScreen == .timeline(accountID: "a"))
        #expect(main.path.isEmpty)
        #expect(main.parentCoordinator === app)
        #expect(app.auth == nil && app.guest == nil)
    }

    @Test("show(.main(mainAccountID:)) builds the branch afresh with the values; other values build it again")
    func showWithValues() throws {
        let app = Branches.AppCoordinator(branch: .auth)
        #expect(app.main == nil)
        app.show(.main(mainAccountID: "a"))
        let first = try #require(app.main)
        #expect(first.rootScreen == .timeline(accountID: "a"))
        first.push(.post(accountID: "a", postID: 1))

        app.show(.main(mainAccountID: "a"))
        #expect(app.main === first)
        #expect(first.path == [.post(accountID: "a", postID: 1)])

        app.show(.main(mainAccountID: "b"))
        let second = try #require(app.main)
        #expect(second !== first)
        #expect(second.rootScreen == .timeline(accountID: "b"))
        #expect(second.path.isEmpty)
        #expect(app.auth == nil)
    }

    @Test("a switch link to a stack branch with parameters passes the method's arguments")
    func switchLinkPassesValues() throws {
        let app = Branches.AppCoordinator(branch: .auth)
        try #require(app.auth).signedIn(accountID: "c")
        #expect(app.branch == .main(mainAccountID: "c"))
        #expect(try #require(app.main).rootScreen == .timeline(accountID: "c"))

        try #require(app.main).signOut()
        #expect(app.branch == .auth)
        #expect(app.main == nil)
    }

    @Test("a tab bar branch passes its tabs' launch parameters on, a switch tab's first branch's included")
    func tabBarBranch() throws {
        let app = Branches.AppCoordinator(branch: .guest(exploreRegion: "eu", profileFlowHandle: "ada"))
        let guest = try #require(app.guest)
        #expect(guest.explore.rootScreen == .trending(region: "eu"))
        #expect(guest.inner.branch == .profileFlow(profileFlowHandle: "ada"))
        #expect(try #require(guest.inner.profileFlow).rootScreen == .profile(handle: "ada"))

        guest.inner.show(.locked)
        #expect(guest.inner.profileFlow == nil)
        guest.inner.unlock(handle: "grace")
        #expect(guest.inner.branch == .profileFlow(profileFlowHandle: "grace"))
        #expect(try #require(guest.inner.profileFlow).rootScreen == .profile(handle: "grace"))
    }

    @Test("a deep link through a branch without parameters shows it, dropping the branch with values")
    func deepLinkToBranchWithoutParameters() throws {
        let app = Branches.AppCoordinator(branch: .main(mainAccountID: "a"))
        #expect(app.open(URL(string: "branches://login")!) == .opened)
        #expect(app.branch == .auth)
        #expect(app.main == nil)
        #expect(try #require(app.auth).rootScreen == .login)
    }
}
