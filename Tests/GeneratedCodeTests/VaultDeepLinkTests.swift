import Foundation
import Testing

/// Deep links through the vault graph's switch (1.1 A): every `OpenResult`, a deferred
/// link applied on `show`, a refused link changing nothing; and `open(_:mode:)` with
/// `preserve` (1.1 E), the graph's default.
@MainActor
@Suite("Vault: deep links through a switch, and preserve")
struct VaultDeepLinkTests {
    static func url(_ text: String) -> URL { URL(string: text)! }

    @Test("resolve: the route shows the branch, then selects the tab")
    func resolveShowsBranch() throws {
        let link = try #require(Vault.resolve(Self.url("vault://items/github")))
        #expect(link.screen == .itemDetail(itemID: "github"))
        #expect(link.steps == [.show(.app(.main)), .select(.main(.items)), .push(.itemDetail(itemID: "github"), on: .items)])
        #expect(Vault.resolve(Self.url("vault://lock"))?.steps == [.show(.app(.unlock))])
    }

    @Test("opened: a link into the branch shown follows its route")
    func openedInShownBranch() throws {
        let app = Vault.AppCoordinator(branch: .main)
        #expect(app.open(Self.url("vault://generator/history"), mode: .reset) == .opened)
        let main = try #require(app.main)
        #expect(main.selectedTab == .tools)
        #expect(main.tools.path == [.generatorHistory])
    }

    @Test("opened: a deepLinks: switch branch is shown, dropping the branch it replaces")
    func openedSwitchesBranch() throws {
        let app = Vault.AppCoordinator(branch: .main)
        #expect(app.open(Self.url("vault://lock")) == .opened)
        #expect(app.branch == .unlock)
        #expect(app.main == nil)
    }

    @Test("unmatched: a URL no pattern matches changes nothing")
    func unmatched() throws {
        let app = Vault.AppCoordinator(branch: .main)
        let main = try #require(app.main)
        #expect(app.open(Self.url("vault://nowhere")) == .unmatched)
        #expect(app.branch == .main && app.main === main && main.items.path.isEmpty)
    }

    @Test("deferred: a link into Main while locked is kept, then applied from the root when Main is shown")
    func deferredThenAppliedOnShow() throws {
        let app = Vault.AppCoordinator(branch: .unlock)
        #expect(app.open(Self.url("vault://items/github")) == .deferred)
        #expect(app.branch == .unlock)
        #expect(app.main == nil)
        let pending = try #require(app.pendingDeepLink)
        #expect(pending.screen == .itemDetail(itemID: "github"))

        // A newer deferred link replaces it.
        #expect(app.open(Self.url("vault://items/gitlab/history")) == .deferred)
        #expect(app.pendingDeepLink?.screen == .passwordHistory(itemID: "gitlab"))

        // Showing another branch keeps it pending.
        app.show(.auth)
        #expect(app.pendingDeepLink != nil)

        (app as any Vault.UnlockNavigation).unlocked()
        #expect(app.branch == .main)
        #expect(app.pendingDeepLink == nil)
        let main = try #require(app.main)
        #expect(main.selectedTab == .items)
        #expect(main.items.path == [.itemDetail(itemID: "gitlab"), .passwordHistory(itemID: "gitlab")])
    }

    @Test("refused: a link into Auth while Main is shown changes nothing")
    func refusedChangesNothing() throws {
        let app = Vault.AppCoordinator(branch: .main)
        let main = try #require(app.main)
        main.selectedTab = .tools
        main.tools.push(.generatorHistory)
        app.present(.screen(.editItem(itemID: "x")), style: .sheet)
        let presented = app.presented.map(\.id)

        #expect(app.open(Self.url("vault://reset")) == .refused)
        #expect(app.branch == .main)
        #expect(app.main === main)
        #expect(app.auth == nil)
        #expect(main.selectedTab == .tools)
        #expect(main.tools.path == [.generatorHistory])
        #expect(app.presented.map(\.id) == presented)
        #expect(app.pendingDeepLink == nil)

        // With Auth shown, the same link opens.
        app.show(.auth)
        #expect(app.open(Self.url("vault://reset")) == .opened)
        #expect(try #require(app.auth).path == [.resetPassword])
    }

    @Test("preserve: the target is pushed on the selected tab's stack when a link there pushes it")
    func preservePushesOnCurrentTab() throws {
        let app = Vault.AppCoordinator(branch: .main)
        let main = try #require(app.main)
        main.selectedTab = .tools
        main.tools.push(.generatorHistory)
        #expect(app.open(Self.url("vault://items/github")) == .opened)
        #expect(main.selectedTab == .tools)
        #expect(main.tools.path == [.generatorHistory, .itemDetail(itemID: "github")])
        #expect(main.items.path.isEmpty)

        // The target already on top is pushed again.
        #expect(app.open(Self.url("vault://items/github"), mode: .preserve) == .opened)
        #expect(main.tools.path == [.generatorHistory, .itemDetail(itemID: "github"), .itemDetail(itemID: "github")])
    }

    @Test("preserve: the topmost modal flow's stack is the stack on top")
    func preservePushesInModalFlow() throws {
        let app = Vault.AppCoordinator(branch: .main)
        let main = try #require(app.main)
        (main.items as any Vault.VaultListNavigation).addItem()
        let newItem = try #require(main.items.presented.last?.coordinator as? Vault.NewItemCoordinator)
        #expect(app.open(Self.url("vault://new/icon")) == .opened)
        #expect(newItem.path == [.iconPicker])
        #expect(main.items.presented.count == 1)
    }

    @Test("preserve falls back to reset: the stack on top does not push the target")
    func preserveFallsBackToReset() throws {
        let app = Vault.AppCoordinator(branch: .main)
        let main = try #require(app.main)
        main.selectedTab = .preferences
        main.preferences.push(.account)
        #expect(app.open(Self.url("vault://items/github")) == .opened)
        #expect(main.selectedTab == .items)
        #expect(main.items.path == [.itemDetail(itemID: "github")])
        #expect(main.preferences.path == [.account])
    }

    @Test("preserve falls back to reset: a bare modal screen is on top")
    func preserveWithBareModalResets() throws {
        let app = Vault.AppCoordinator(branch: .main)
        let main = try #require(app.main)
        main.items.push(.itemDetail(itemID: "a"))
        (main.items as any Vault.ItemDetailNavigation).edit(itemID: "a")
        #expect(main.items.presented.count == 1)
        #expect(app.open(Self.url("vault://items/b")) == .opened)
        #expect(main.items.presented.isEmpty)
        #expect(main.items.path == [.itemDetail(itemID: "b")])
    }

    @Test("reset: the route is followed from the root whatever is on top")
    func resetIgnoresCurrentTab() throws {
        let app = Vault.AppCoordinator(branch: .main)
        let main = try #require(app.main)
        main.selectedTab = .tools
        #expect(app.open(Self.url("vault://items/github"), mode: .reset) == .opened)
        #expect(main.selectedTab == .items)
        #expect(main.items.path == [.itemDetail(itemID: "github")])
        #expect(main.tools.path.isEmpty)
    }
}
