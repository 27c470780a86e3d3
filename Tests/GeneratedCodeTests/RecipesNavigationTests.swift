import Foundation
import Testing

/// In-app navigation of the recipes graph, always through the per-screen
/// protocols that screens and view models depend on.
@MainActor
@Suite("Recipes: navigation through the screen protocols")
struct RecipesNavigationTests {
    let home = Recipes.HomeCoordinator()

    @Test("a push link appends to its own stack only")
    func pushAppendsToOwnStack() {
        let list: any Recipes.RecipeListNavigation = home.meat
        list.openRecipe(recipeID: Fixture.recipeID)
        #expect(home.meat.path == [.recipeDetail(recipeID: Fixture.recipeID)])
        #expect(home.veggie.path.isEmpty)
        #expect(home.selectedTab == .meat)
    }

    @Test("the same screen pushes on whichever stack shows it")
    func sameScreenOnBothStacks() {
        let veggieList: any Recipes.RecipeListNavigation = home.veggie
        veggieList.openRecipe(recipeID: Fixture.recipeID)
        let search: any Recipes.SearchNavigation = home.veggie
        search.openRecipe(recipeID: Fixture.otherRecipeID)
        #expect(home.veggie.path == [.recipeDetail(recipeID: Fixture.recipeID), .recipeDetail(recipeID: Fixture.otherRecipeID)])
        #expect(home.meat.path.isEmpty)
    }

    @Test("a link whose target has defaults has an overload without them")
    func defaultsOverloads() {
        let list: any Recipes.RecipeListNavigation = home.meat
        list.openSearch(query: "ragu")
        list.openSearch(query: "soup", vegetarianOnly: true)
        #expect(home.meat.path == [.search(query: "ragu", vegetarianOnly: nil), .search(query: "soup", vegetarianOnly: true)])

        let detail: any Recipes.RecipeDetailNavigation = home.meat
        detail.showRatings(recipeID: Fixture.recipeID)
        #expect(home.meat.presented.last?.screen == .ratings(recipeID: Fixture.recipeID, page: 1))
        detail.showRatings(recipeID: Fixture.recipeID, page: 3)
        #expect(home.meat.presented.last?.screen == .ratings(recipeID: Fixture.recipeID, page: 3))
    }

    @Test("args fix parameters: showVegetarianRecipes() pushes the vegetarian list")
    func argsBoundLink() {
        let detail: any Recipes.RecipeDetailNavigation = home.meat
        detail.showVegetarianRecipes()
        #expect(home.meat.path == [.recipeList(vegetarian: true)])
    }

    @Test("a bare screen is presented as a sheet on the presenting coordinator and closes itself")
    func bareSheetAndDismiss() throws {
        let list: any Recipes.RecipeListNavigation = home.meat
        list.openRecipe(recipeID: Fixture.recipeID)
        let detail: any Recipes.RecipeDetailNavigation = home.meat
        detail.showSource(address: Fixture.sourcePage)

        let modal = try #require(home.meat.presented.last)
        #expect(modal.style == .sheet)
        #expect(modal.screen == .source(address: Fixture.sourcePage))
        #expect(home.presented.isEmpty)

        let source: any Recipes.SourceNavigation = home.meat
        source.close()
        #expect(home.meat.presented.isEmpty)
        #expect(home.meat.path == [.recipeDetail(recipeID: Fixture.recipeID)], "dismiss leaves the stack alone")
    }

    @Test("dismiss closes only the topmost modal")
    func dismissTopmostOnly() {
        let detail: any Recipes.RecipeDetailNavigation = home.meat
        detail.showSource(address: Fixture.sourcePage)
        detail.showRatings(recipeID: Fixture.recipeID)
        let ratings: any Recipes.RatingsNavigation = home.meat
        ratings.close()
        #expect(home.meat.presented.map { $0.screen } == [.source(address: Fixture.sourcePage)])
    }

    @Test("each presentation has its own id")
    func presentationIDs() {
        let list: any Recipes.RecipeListNavigation = home.meat
        list.importRecipe(source: Fixture.sourcePage)
        list.importRecipe(source: Fixture.sourcePage)
        let ids = home.meat.presented.map { $0.id }
        #expect(ids.count == 2)
        #expect(Set(ids).count == 2)
    }

    @Test("a tab link selects the tab of the enclosing tab coordinator")
    func tabLinkSelectsTab() {
        let list: any Recipes.RecipeListNavigation = home.veggie
        list.openSettings()
        #expect(home.selectedTab == .settings)
    }

    @Test("a screen tab's links are the tab coordinator's")
    func screenTabLinks() throws {
        let settings: any Recipes.SettingsNavigation = home
        settings.showLicenses()
        let modal = try #require(home.presented.last)
        #expect(modal.style == .sheet)
        #expect(modal.screen == .licenses)
        home.dismiss()
        #expect(home.presented.isEmpty)
    }

    @Test("pop goes back one screen; at the root it does nothing")
    func pop() {
        let list: any Recipes.RecipeListNavigation = home.meat
        list.openRecipe(recipeID: Fixture.recipeID)
        list.openSearch(query: "ragu")
        home.meat.pop()
        #expect(home.meat.path == [.recipeDetail(recipeID: Fixture.recipeID)])
        home.meat.pop()
        home.meat.pop()
        #expect(home.meat.path.isEmpty)
    }

    @Test("a popToRoot link empties the stack")
    func popToRootLink() {
        let list: any Recipes.RecipeListNavigation = home.meat
        list.openRecipe(recipeID: Fixture.recipeID)
        let detail: any Recipes.RecipeDetailNavigation = home.meat
        detail.showVegetarianRecipes()
        list.openRecipe(recipeID: Fixture.otherRecipeID)
        #expect(home.meat.path.count == 3)
        detail.backToList()
        #expect(home.meat.path.isEmpty)
    }
}
