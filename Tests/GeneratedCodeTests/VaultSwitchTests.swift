import Foundation
import Testing

/// The switch flow `App` of the vault graph (1.1 A): launch in each branch, `show(_:)`
/// building a branch afresh and dropping the old one, and the in-app `switch` links.
@MainActor
@Suite("Vault: switch flows")
struct VaultSwitchTests {
    @Test("launch: the first branch by default, its coordinator built, the others nil")
    func launchInFirstBranch() throws {
        let app = Vault.AppCoordinator()
        #expect(app.branch == .auth)
        let auth = try #require(app.auth)
        #expect(auth.rootScreen == .login)
        #expect(auth.path.isEmpty)
        #expect(auth.parentCoordinator === app)
        #expect(app.main == nil)
        #expect(app.pendingDeepLink == nil)
        #expect(app.screen(for: .auth) == nil)
        #expect(Vault.AppCoordinator.Branch.allCases == [.auth, .unlock, .main])
    }

    @Test("launch in each branch: init(branch:) builds exactly that branch's coordinator")
    func launchInEachBranch() throws {
        let unlock = Vault.AppCoordinator(branch: .unlock)
        #expect(unlock.branch == .unlock)
        #expect(unlock.auth == nil && unlock.main == nil)
        #expect(unlock.screen(for: .unlock) == .unlock)

        let main = Vault.AppCoordinator(branch: .main)
        #expect(main.branch == .main)
        #expect(main.auth == nil)
        let tabs = try #require(main.main)
        #expect(tabs.selectedTab == .items)
        #expect(tabs.items.rootScreen == .vaultList)
        #expect(tabs.parentCoordinator === main)
    }

    @Test("show: another branch is built afresh in its launch state and the old state is dropped")
    func showDropsOldState() throws {
        let app = Vault.AppCoordinator(branch: .main)
        let oldMain = try #require(app.main)
        oldMain.selectedTab = .tools
        oldMain.tools.push(.generatorHistory)
        app.present(.screen(.editItem(itemID: "x")), style: .sheet)

        app.show(.auth)
        #expect(app.branch == .auth)
        #expect(app.main == nil)
        #expect(app.presented.isEmpty)
        #expect(try #require(app.auth).path.isEmpty)

        app.show(.main)
        let newMain = try #require(app.main)
        #expect(newMain !== oldMain)
        #expect(newMain.selectedTab == .items)
        #expect(newMain.tools.path.isEmpty)
        #expect(app.auth == nil)
    }

    @Test("show: the branch already shown keeps its state")
    func showShownBranchKeepsState() throws {
        let app = Vault.AppCoordinator(branch: .main)
        let main = try #require(app.main)
        main.selectedTab = .preferences
        main.preferences.push(.account)
        app.show(.main)
        #expect(app.main === main)
        #expect(main.selectedTab == .preferences)
        #expect(main.preferences.path == [.account])
    }

    @Test("switch links: a screen's protocol shows a branch of the enclosing switch")
    func switchLinks() throws {
        let app = Vault.AppCoordinator()
        (try #require(app.auth) as any Vault.LoginNavigation).signedIn()
        #expect(app.branch == .main)
        let main = try #require(app.main)
        (main.items as any Vault.VaultListNavigation).lock()
        #expect(app.branch == .unlock)
        #expect(app.main == nil)
        (app as any Vault.UnlockNavigation).unlocked()
        #expect(app.branch == .main)
        (try #require(app.main).preferences as any Vault.SettingsNavigation).signOut()
        #expect(app.branch == .auth)
    }
}
