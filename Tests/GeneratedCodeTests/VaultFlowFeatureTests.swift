import Foundation
import Testing

/// Format 1.1 B to D on the vault graph: the `Share` flow takes the item's id, the
/// `Items` flow's link on its screens, the tab bar's own sheet, and `EditItem.saved`
/// closing its sheet before pushing on the stack behind it.
@MainActor
@Suite("Vault: flow parameters, flow links, links through the presenter")
struct VaultFlowFeatureTests {
    @Test("a flow with parameters is opened with them: share(itemID:) presents Share over that item")
    func flowOpenedWithItsParameters() throws {
        let app = Vault.AppCoordinator(branch: .main)
        let items = try #require(app.main).items
        (items as any Vault.ItemDetailNavigation).share(itemID: "github")
        let share = try #require(items.presented.last?.coordinator as? Vault.ShareCoordinator)
        #expect(items.presented.last?.style == .sheet)
        #expect(share.rootScreen == .shareItem(itemID: "github"))
        #expect(share.parentCoordinator === items)
    }

    @Test("a flow link belongs to every screen of the flow: Share's cancel from its pushed screen")
    func flowLinkThroughAScreensProtocol() throws {
        let app = Vault.AppCoordinator(branch: .main)
        let items = try #require(app.main).items
        (items as any Vault.ItemDetailNavigation).share(itemID: "github")
        let share = try #require(items.presented.last?.coordinator as? Vault.ShareCoordinator)
        (share as any Vault.ShareItemNavigation).chooseRecipients()
        #expect(share.path == [.shareRecipients])
        (share as any Vault.ShareRecipientsNavigation).cancel()
        #expect(items.presented.isEmpty)

        (items as any Vault.VaultListNavigation).openItem(itemID: "mail")
        #expect(items.path == [.itemDetail(itemID: "mail")])
    }

    @Test("a tab bar presents its own sheet, over every tab, and the sheet's screen closes it")
    func tabBarPresentsItsOwnSheet() throws {
        let app = Vault.AppCoordinator(branch: .main)
        let main = try #require(app.main)
        main.selectedTab = .tools
        (main as any Vault.MainNavigation).checkPasswords()
        #expect(main.presented.map(\.screen) == [.passwordHealth])
        #expect(main.selectedTab == .tools)
        (main as any Vault.PasswordHealthNavigation).close()
        #expect(main.presented.isEmpty)
    }

    @Test("from: presenter closes the sheet, then pushes on the stack that presented it")
    func presenterLinkClosesThenPushes() throws {
        let app = Vault.AppCoordinator(branch: .main)
        let main = try #require(app.main)
        main.selectedTab = .tools
        let tools = main.tools
        (tools as any Vault.GeneratorNavigation).useForItem(itemID: "wifi")
        (tools as any Vault.ItemDetailNavigation).edit(itemID: "wifi")
        #expect(tools.presented.map(\.screen) == [.editItem(itemID: "wifi")])
        (tools as any Vault.EditItemNavigation).saved(itemID: "wifi")
        #expect(tools.presented.isEmpty)
        #expect(tools.path == [.itemDetail(itemID: "wifi"), .passwordHistory(itemID: "wifi")])
        #expect(main.items.path.isEmpty)
    }

    @Test("a deep link binds the flow's parameter from the URL and presents it with that value")
    func deepLinkBindsTheFlowParameter() throws {
        let app = Vault.AppCoordinator(branch: .main)
        #expect(app.open(URL(string: "vault://items/github/share")!, mode: .reset) == .opened)
        let items = try #require(app.main).items
        #expect(items.path == [.itemDetail(itemID: "github")])
        let share = try #require(items.presented.last?.coordinator as? Vault.ShareCoordinator)
        #expect(share.rootScreen == .shareItem(itemID: "github"))

        #expect(app.open(URL(string: "vault://health")!) == .opened)
        #expect(try #require(app.main).presented.map(\.screen) == [.passwordHealth])
    }
}
