import Foundation
import Testing

/// Scripted sessions on the vault graph's switch: a branch shown is one `show` event,
/// deep links deferred and refused are reported with their URL, a deferred link
/// applied when its branch is shown follows the `show`, and a `from: presenter` link
/// reports its two changes.
@MainActor
@Suite("Vault: navigation events through a switch")
struct VaultNavigationEventTests {
    static func url(_ text: String) -> URL { URL(string: text)! }

    @Test("showing a branch is one show event, though it drops the switch's modals")
    func showIsOneEvent() throws {
        let app = Vault.AppCoordinator(branch: .unlock)
        app.present(.screen(.passwordHealth), style: .sheet)
        let log = app.logNavigationEvents()

        (app as any Vault.UnlockNavigation).unlocked()
        (app as any Vault.UnlockNavigation).unlocked()

        #expect(log.events == [.show(.app(.main))])
        #expect(log.visibleScreens == [.vaultList])
        #expect(app.presented.isEmpty)
    }

    @Test("a link in a tab's stack reaches the root through the tab bar and the switch")
    func childEventsReachTheRoot() throws {
        let app = Vault.AppCoordinator(branch: .main)
        let main = try #require(app.main)
        let log = app.logNavigationEvents()

        main.selectedTab = .tools
        (main.tools as any Vault.GeneratorNavigation).openHistory()
        (main as any Vault.MainNavigation).checkPasswords()
        main.presented[modalAt: 0, style: .sheet] = nil

        #expect(log.events == [
            .select(.main(.tools)),
            .push(.generatorHistory, on: .tools),
            .present(.screen(.passwordHealth), style: .sheet, from: .main),
            .dismiss([.screen(.passwordHealth)], from: .main),
        ])
        #expect(log.visibleScreens == [.generator, .generatorHistory, .passwordHealth, .generatorHistory])
    }

    @Test("from: presenter reports its two changes: the sheet dismissed, then the push on the presenter")
    func presenterLinkReportsTwoChanges() throws {
        let app = Vault.AppCoordinator(branch: .main)
        let items = try #require(app.main).items
        (items as any Vault.VaultListNavigation).openItem(itemID: "wifi")
        (items as any Vault.ItemDetailNavigation).edit(itemID: "wifi")
        let log = app.logNavigationEvents()

        (items as any Vault.EditItemNavigation).saved(itemID: "wifi")

        #expect(log.events == [
            .dismiss([.screen(.editItem(itemID: "wifi"))], from: .items),
            .push(.passwordHistory(itemID: "wifi"), on: .items),
        ])
    }

    @Test("deferred, then applied when its branch is shown: the show, then the link opened without a URL")
    func deferredThenOpened() throws {
        let app = Vault.AppCoordinator(branch: .unlock)
        let log = app.logNavigationEvents()
        let url = Self.url("vault://items/github")
        let link = try #require(Vault.resolve(url))

        #expect(app.open(url) == .deferred)
        (app as any Vault.UnlockNavigation).unlocked()

        #expect(log.events == [.deepLinkDeferred(link, url: url), .show(.app(.main)), .deepLinkOpened(link, url: nil)])
        #expect(log.visibleScreens == [.unlock, .vaultList, .itemDetail(itemID: "github")])
    }

    @Test("refused: reported with the URL, nothing else")
    func refused() throws {
        let app = Vault.AppCoordinator(branch: .main)
        let log = app.logNavigationEvents()
        let url = Self.url("vault://reset")

        #expect(app.open(url) == .refused)

        #expect(log.events == [.deepLinkRefused(try #require(Vault.resolve(url)), url: url)])
    }

    @Test("a deep link that shows another branch and pushes is one deepLinkOpened")
    func deepLinkAcrossBranchesIsOneEvent() throws {
        let app = Vault.AppCoordinator(branch: .main)
        let main = try #require(app.main)
        main.selectedTab = .tools
        main.tools.push(.generatorHistory)
        app.present(.screen(.passwordHealth), style: .sheet)
        let log = app.logNavigationEvents()
        let url = Self.url("vault://lock")

        #expect(app.open(url, mode: .reset) == .opened)

        #expect(log.events == [.deepLinkOpened(try #require(Vault.resolve(url)), url: url)])
        #expect(log.visibleScreens == [.unlock])
    }
}
