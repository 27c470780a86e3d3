import Foundation
import Testing

/// State restoration (`restoration`, on by default): the root coordinator's
/// `snapshot()` as JSON, restored on a coordinator tree in its launch state.
@MainActor
@Suite("State restoration: snapshot, JSON, restore")
struct StateRestorationTests {
    @Test("vault: a switch branch, tabs, a stack, a modal flow with parameters and a tab bar's sheet round-trip")
    func vaultDeepTreeRoundTrips() throws {
        let app = Vault.AppCoordinator(branch: .main)
        let main = try #require(app.main)
        main.items.push(.itemDetail(itemID: "github"))
        main.items.share(itemID: "github")
        let share = try #require(main.items.presented.last?.coordinator as? Vault.ShareCoordinator)
        share.chooseRecipients()
        main.tools.push(.generatorHistory)
        main.selectedTab = .tools
        main.checkPasswords()

        let restored = Vault.AppCoordinator()
        let report = restored.restore(from: try app.snapshot().jsonData())
        #expect(report.isComplete)
        #expect(restored.snapshot() == app.snapshot())
        #expect(restored.branch == .main)
        let restoredMain = try #require(restored.main)
        #expect(restored.auth == nil)
        #expect(restoredMain.parentCoordinator === restored)
        #expect(restoredMain.selectedTab == .tools)
        #expect(restoredMain.presented.map(\.screen) == [.passwordHealth])
        #expect(restoredMain.items.path == [.itemDetail(itemID: "github")])
        #expect(restoredMain.tools.path == [.generatorHistory])
        let restoredShare = try #require(restoredMain.items.presented.last?.coordinator as? Vault.ShareCoordinator)
        #expect(restoredShare.parentCoordinator === restoredMain.items)
        #expect(restoredShare.rootScreen == .shareItem(itemID: "github"))
        #expect(restoredShare.path == [.shareRecipients])
        restoredShare.send()
        #expect(restoredMain.items.presented.isEmpty)
    }

    @Test("vault: a pending deep link is restored, and applied when its branch is shown")
    func vaultPendingDeepLinkIsRestored() throws {
        let app = Vault.AppCoordinator()
        app.show(.unlock)
        #expect(app.open(try #require(URL(string: "vault://items/github"))) == .deferred)
        let data = try app.snapshot().jsonData()
        #expect(String(decoding: data, as: UTF8.self).contains(#""pendingDeepLink":"vault://items/github""#))

        let restored = Vault.AppCoordinator()
        #expect(restored.restore(from: data).isComplete)
        #expect(restored.branch == .unlock)
        #expect(restored.pendingDeepLink?.screen == .itemDetail(itemID: "github"))
        restored.unlocked()
        #expect(restored.pendingDeepLink == nil)
        #expect(restored.main?.items.path == [.itemDetail(itemID: "github")])
    }

    @Test("recipes: the selected tab, both stacks, a sheet and a modal flow with a pushed screen round-trip")
    func recipesTabsStacksAndSheetsRoundTrip() throws {
        let id = try #require(UUID(uuidString: "6E1F3C5A-0000-4000-8000-000000000001"))
        let home = Recipes.HomeCoordinator()
        home.selectedTab = .veggie
        home.veggie.rootScreen = .recipeList(vegetarian: false)
        home.veggie.openRecipe(recipeID: id)
        home.veggie.showRatings(recipeID: id, page: 3)
        home.meat.newRecipe()
        let editor = try #require(home.meat.presented.last?.coordinator as? Recipes.NewRecipeCoordinator)
        editor.pickIngredient(filter: "salt")

        let restored = Recipes.HomeCoordinator()
        #expect(restored.restore(from: try home.snapshot().jsonData()).isComplete)
        #expect(RecipesSnapshot(restored).selectedTab == .veggie)
        #expect(restored.snapshot() == home.snapshot())
        #expect(restored.veggie.rootScreen == .recipeList(vegetarian: false))
        #expect(restored.veggie.path == [.recipeDetail(recipeID: id)])
        #expect(restored.veggie.presented.map(\.screen) == [.ratings(recipeID: id, page: 3)])
        let restoredEditor = try #require(restored.meat.presented.last?.coordinator as? Recipes.NewRecipeCoordinator)
        #expect(restoredEditor.path == [.ingredientPicker(filter: "salt")])
        #expect(restoredEditor.parentCoordinator === restored.meat)
    }

    @Test("shop: a screen tab selected, enum and custom-type parameters, two modal flows round-trip")
    func shopRoundTrip() throws {
        let main = Shop.MainCoordinator()
        main.catalog.push(.productList(category: "shoes", maxPrice: 99.5, sort: .priceLow))
        main.catalog.push(.productDetail(slug: "runner"))
        main.catalog.present(.screen(.sizeGuide(category: "shoes")), style: .popover)
        main.manageAddresses()
        let addresses = try #require(main.presented.last?.coordinator as? Shop.AddressesCoordinator)
        addresses.push(.addressEditor(addressID: 7))
        main.selectedTab = .profile

        let restored = Shop.MainCoordinator()
        #expect(restored.restore(from: try main.snapshot().jsonData()).isComplete)
        #expect(restored.snapshot() == main.snapshot())
        #expect(restored.selectedTab == .profile)
        #expect(restored.catalog.path == [.productList(category: "shoes", maxPrice: 99.5, sort: .priceLow), .productDetail(slug: "runner")])
        #expect(restored.catalog.presented.map(\.style) == [.popover])
        let restoredAddresses = try #require(restored.presented.last?.coordinator as? Shop.AddressesCoordinator)
        #expect(restoredAddresses.path == [.addressEditor(addressID: 7)])
    }

    @Test("todo: a stack with a replaced screen and a bare sheet round-trips")
    func todoRoundTrip() throws {
        let id = try #require(UUID(uuidString: "6E1F3C5A-0000-4000-8000-000000000003"))
        let todos = Todo.TodosCoordinator()
        todos.push(.taggedTodos(tag: "home"))
        todos.openNext(todoID: id)
        todos.addTodo(title: nil, dueInDays: 3)
        let restored = Todo.TodosCoordinator()
        #expect(restored.restore(from: try todos.snapshot().jsonData()).isComplete)
        #expect(restored.path == [.todoDetail(todoID: id)])
        #expect(restored.presented.map(\.screen) == [.addTodo(title: nil, dueInDays: 3)])
        #expect(restored.snapshot() == todos.snapshot())
    }

    @Test("branches: a branch carrying values, with a switch inside it, round-trips")
    func branchPayloadsRoundTrip() throws {
        let app = Branches.AppCoordinator(branch: .guest(exploreRegion: "eu", profileFlowHandle: "ann"))
        let restored = Branches.AppCoordinator(branch: .main(mainAccountID: "acct"))
        #expect(restored.restore(from: try app.snapshot().jsonData()).isComplete)
        #expect(restored.branch == .guest(exploreRegion: "eu", profileFlowHandle: "ann"))
        #expect(restored.main == nil)
        #expect(restored.snapshot() == app.snapshot())
    }

    @Test("an older vault's snapshot: a removed tab, screen and modal flow, a parameter whose type changed, are dropped; the rest is kept")
    func olderVaultSnapshotKeepsWhatStillExists() throws {
        // As a version of vault with a `Favorites` tab, an `ItemNotes` screen, an `Export`
        // modal flow and an Int `itemID` would have written it.
        let json = #"""
        {"flow": {"app": {}}, "selection": {"app": {"_0": {"main": {}}}},
         "children": [
          {"flow": {"main": {}}, "selection": {"main": {"_0": {"favorites": {}}}},
           "children": [
            {"flow": {"items": {}}, "rootScreen": {"vaultList": {}},
             "path": [{"itemDetail": {"itemID": "github"}}, {"itemNotes": {"itemID": "github"}}],
             "presented": [{"style": "sheet", "flow": {"flow": {"export": {}}, "rootScreen": {"exportForm": {}}}}]},
            {"flow": {"favorites": {}}, "rootScreen": {"favoriteList": {}}},
            {"flow": {"tools": {}}, "rootScreen": {"generator": {}},
             "path": [{"itemDetail": {"itemID": 7}}, {"passwordHistory": {"itemID": "7"}}]},
            {"flow": {"preferences": {}}, "rootScreen": {"settings": {}}, "path": [{"account": {}}]}
           ],
           "presented": [{"style": "sheet", "screen": {"passwordHealth": {}}}]}
         ]}
        """#
        let app = Vault.AppCoordinator()
        let report = app.restore(from: Data(json.utf8))
        #expect(report.failure == nil)
        let main = try #require(app.main)
        #expect(app.branch == .main)
        #expect(main.selectedTab == .items)
        #expect(main.items.path == [.itemDetail(itemID: "github")])
        #expect(main.items.presented.isEmpty)
        #expect(main.tools.path.isEmpty)
        #expect(main.preferences.path == [.account])
        #expect(main.presented.map(\.screen) == [.passwordHealth])
        #expect(Set(report.dropped.map(\.path)) == [
            "children[0].selection",
            "children[0].children[1]",
            "children[0].children[0].path[1]",
            "children[0].children[0].presented[0]",
            "children[0].children[2].path[0]",
            "children[0].children[2].path[1]",
        ])
        let notes = try #require(report.dropped.first { $0.path == "children[0].children[0].path[1]" })
        #expect(notes.reason.hasPrefix("'itemNotes' no longer decodes"))
    }

    @Test("an undecodable snapshot leaves the launch state and says why")
    func undecodableSnapshotLeavesTheLaunchState() throws {
        let app = Vault.AppCoordinator()
        let launch = app.snapshot()
        let truncated = app.restore(from: Data(#"{"flow": {"app": {}}, "children": ["#.utf8))
        #expect(truncated.failure != nil)
        let otherGraph = app.restore(from: Data(#"{"flow": {"home": {}}}"#.utf8))
        #expect(otherGraph.failure?.hasPrefix("flow:") == true)
        #expect(app.snapshot() == launch)
        #expect(app.branch == .auth)
        #expect(app.auth?.path.isEmpty == true)
    }

    @Test("Screen is Codable: enum, list, optional, URL and custom-type parameters round-trip; enums by raw value")
    func screensRoundTripThroughJSON() throws {
        let id = try #require(UUID(uuidString: "6E1F3C5A-0000-4000-8000-000000000002"))
        let page = try #require(URL(string: "https://example.com/a"))
        let params: [Params.Screen] = [
            .addItem(kind: .twoFactor, digits: .eight),
            .search(tags: ["a", "b"], pages: [1, 2], ids: [id], sources: [page]),
            .browser(page: page, fallback: nil),
            .find(term: "x", scope: "all", limit: 5),
            .home,
        ]
        let data = try JSONEncoder().encode(params)
        #expect(try JSONDecoder().decode([Params.Screen].self, from: data) == params)
        #expect(String(decoding: data, as: UTF8.self).contains(#""kind":"two-factor""#))
        let shop: [Shop.Screen] = [.addressEditor(addressID: 3), .addressEditor(addressID: nil), .productList(sort: .newest)]
        #expect(try JSONDecoder().decode([Shop.Screen].self, from: JSONEncoder().encode(shop)) == shop)
    }
}
