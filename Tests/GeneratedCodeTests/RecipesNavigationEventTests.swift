import Foundation
import Testing

/// Scripted sessions on the recipes graph's coordinators, checking the exact
/// `NavigationEvent`s the root reports: one per change, whether a link, SwiftUI's
/// bindings (written here as SwiftUI writes them) or a deep link made it.
@MainActor
@Suite("Recipes: navigation events")
struct RecipesNavigationEventTests {
    let home = Recipes.HomeCoordinator()
    let detail = Recipes.Screen.recipeDetail(recipeID: Fixture.recipeID)

    @Test("links: a push, a sheet, a modal flow and a tab link report one event each")
    func linkSession() throws {
        let log = home.logNavigationEvents()
        let list: any Recipes.RecipeListNavigation = home.meat
        list.openRecipe(recipeID: Fixture.recipeID)
        let recipe: any Recipes.RecipeDetailNavigation = home.meat
        recipe.showRatings(recipeID: Fixture.recipeID, page: 2)
        let ratings: any Recipes.RatingsNavigation = home.meat
        ratings.close()
        list.newRecipe()
        let editor = try #require(home.meat.presented.last?.newRecipe)
        editor.pickIngredient()
        editor.done()
        editor.cancel()
        list.openSettings()

        #expect(log.events == [
            .push(detail, on: .meat),
            .present(.screen(.ratings(recipeID: Fixture.recipeID, page: 2)), style: .sheet, from: .meat),
            .dismiss([.screen(.ratings(recipeID: Fixture.recipeID, page: 2))], from: .meat),
            .present(.flow(.newRecipe), style: .sheet, from: .meat),
            .push(.ingredientPicker(filter: nil), on: .newRecipe),
            .pop([.ingredientPicker(filter: nil)], from: .newRecipe),
            .dismiss([.flow(.newRecipe)], from: .meat),
            .select(.home(.settings)),
        ])
        #expect(log.visibleScreens == [
            detail, .ratings(recipeID: Fixture.recipeID, page: 2), detail, .recipeEditor(servings: 4),
            .ingredientPicker(filter: nil), .recipeEditor(servings: 4), detail, .settings,
        ])
    }

    @Test("a back swipe: NavigationStack writes path without its top screen, reported as one pop")
    func backSwipe() {
        home.meat.openRecipe(recipeID: Fixture.recipeID)
        home.meat.showVegetarianRecipes()
        let log = home.logNavigationEvents()

        home.meat.path = Array(home.meat.path.dropLast())

        #expect(log.events == [.pop([.recipeList(vegetarian: true)], from: .meat)])
        #expect(log.visibleScreens == [detail])
    }

    @Test("popToRoot over two screens is one pop listing both, the topmost first")
    func popToRootIsOneEvent() {
        home.meat.openRecipe(recipeID: Fixture.recipeID)
        home.meat.showVegetarianRecipes()
        let log = home.logNavigationEvents()

        home.meat.backToList()

        #expect(log.events == [.pop([.recipeList(vegetarian: true), detail], from: .meat)])
        #expect(log.visibleScreens == [.recipeList(vegetarian: false)])
    }

    @Test("replace(with:) over a pushed screen reports the screens removed and the one in their place")
    func replaceIsOneEvent() {
        home.meat.openRecipe(recipeID: Fixture.recipeID)
        let log = home.logNavigationEvents()

        home.meat.replace(with: .search(query: "ragu", vegetarianOnly: nil))

        #expect(log.events == [.replace([detail], with: [.search(query: "ragu", vegetarianOnly: nil)], on: .meat)])
    }

    @Test("a swipe down: the sheet's binding set to nil is one dismiss; setting it again changes nothing")
    func swipeToDismiss() {
        home.meat.showSource(address: Fixture.sourcePage)
        let log = home.logNavigationEvents()

        home.meat.presented[modalAt: 0, style: .sheet] = nil
        home.meat.presented[modalAt: 0, style: .sheet] = nil

        #expect(log.events == [.dismiss([.screen(.source(address: Fixture.sourcePage))], from: .meat)])
        #expect(log.visibleScreens == [.recipeList(vegetarian: false)])
    }

    @Test("a tap on a tab: the selection binding reports a select; a tap on the selected tab reports nothing")
    func tabTap() {
        let log = home.logNavigationEvents()

        home.selectedTab = .veggie
        home.selectedTab = .veggie

        #expect(log.events == [.select(.home(.veggie))])
        #expect(log.visibleScreens == [.recipeList(vegetarian: true)])
    }

    @Test("a deep link that resets state is one deepLinkOpened, whatever it closed, popped, selected and pushed")
    func deepLinkIsOneEvent() throws {
        home.meat.openRecipe(recipeID: Fixture.recipeID)
        home.veggie.openRecipe(recipeID: Fixture.otherRecipeID)
        home.veggie.showSource(address: Fixture.sourcePage)
        let log = home.logNavigationEvents()
        let url = try #require(URL(string: "recipes://recipes/\(Fixture.recipeID.uuidString)/ratings?page=2"))

        #expect(home.open(url) == .opened)

        let link = try #require(Recipes.resolve(url))
        #expect(log.events == [.deepLinkOpened(link, url: url)])
        #expect(log.visibleScreens == [.ratings(recipeID: Fixture.recipeID, page: 2)])
        #expect(home.selectedTab == .veggie)
        #expect(home.veggie.path == [detail])
    }

    @Test("preserve pushes on the stack on top and reports the link alone; a resolved link has no URL")
    func preserveAndResolvedLink() throws {
        let log = home.logNavigationEvents()
        let url = try #require(URL(string: "recipes://recipes/\(Fixture.recipeID.uuidString)"))
        let link = try #require(Recipes.resolve(url))

        home.open(link, mode: .preserve)

        #expect(log.events == [.deepLinkOpened(link, url: nil)])
        #expect(home.meat.path == [detail])
    }

    @Test("an unmatched URL is reported with the URL, and changes nothing")
    func unmatched() throws {
        let log = home.logNavigationEvents()
        let url = try #require(URL(string: "recipes://nowhere"))

        #expect(home.open(url) == .unmatched)

        #expect(log.events == [.deepLinkUnmatched(url)])
        #expect(log.visibleScreens == [.recipeList(vegetarian: false)])
    }

    @Test("after a deep link, each change reports again; without a hook nothing is reported")
    func reportingResumes() throws {
        home.open(try #require(URL(string: "recipes://settings")))
        let log = home.logNavigationEvents()

        home.selectedTab = .meat

        #expect(log.events == [.select(.home(.meat))])
        home.onNavigationEvent = nil
        home.meat.openRecipe(recipeID: Fixture.recipeID)
        #expect(log.events.count == 1)
    }

    @Test("restoring a snapshot reports no events; the changes after it report again")
    func restoringIsNotNavigation() {
        let saved = Recipes.HomeCoordinator()
        saved.selectedTab = .veggie
        saved.veggie.openRecipe(recipeID: Fixture.recipeID)
        saved.veggie.showRatings(recipeID: Fixture.recipeID, page: 3)
        let log = home.logNavigationEvents()

        let report = home.restore(saved.snapshot())

        #expect(report.isComplete)
        #expect(home.visibleScreen == .ratings(recipeID: Fixture.recipeID, page: 3))
        #expect(log.events.isEmpty)
        home.veggie.dismiss()
        #expect(log.events == [.dismiss([.screen(.ratings(recipeID: Fixture.recipeID, page: 3))], from: .veggie)])
    }
}
