import Foundation
import Testing

/// `Recipes.resolve(_:)` and `HomeCoordinator.open(_:)` on the recipes graph (spec 8.4).
///
/// The documented `navgen resolve` output lists the steps to a stack root as "the steps to
/// its flow alone"; the generated `DeepLink` ends those with a `.showRoot` step that gives the
/// root the URL's values (Docs/GeneratedCode.md), which the expectations below include.
@MainActor
@Suite("Recipes: deep links")
struct RecipesDeepLinkTests {
    static let ratingsURL = URL(string: "recipes://recipes/3F2504E0-4F89-11D3-9A0C-0305E82C3301/ratings?page=2")!

    // MARK: resolve: the documented examples

    @Test("README and DeepLinks.md: the Ratings sheet over the Veggie stack")
    func resolveRatingsAsDocumented() throws {
        // $ navgen resolve graphs/recipes.nav.yaml recipes://recipes/3F25…/ratings?page=2
        //   matches /recipes/{recipeID}/ratings?page={page} → Ratings
        //   params: recipeID: "3F2504E0-4F89-11D3-9A0C-0305E82C3301", page: 2
        //   1. select Veggie in Home
        //   2. push RecipeDetail(recipeID: "3F25…") on Veggie
        //   3. present Ratings(recipeID: "3F25…", page: 2) as sheet from Veggie
        let link = try #require(Recipes.resolve(Self.ratingsURL))
        #expect(link.screen == .ratings(recipeID: Fixture.recipeID, page: 2))
        #expect(link.pattern == "/recipes/{recipeID}/ratings?page={page}")
        #expect(link.steps == [
            .select(.home(.veggie)),
            .push(.recipeDetail(recipeID: Fixture.recipeID), on: .veggie),
            .present(.ratings(recipeID: Fixture.recipeID, page: 2), style: .sheet, from: .veggie),
        ])
    }

    @Test("DeepLinks.md: a modal flow, its root's parameter taking its default")
    func resolveNewRecipeAsDocumented() throws {
        // $ navgen resolve graphs/recipes.nav.yaml recipes://recipes/new
        //   matches /recipes/new?servings={servings} → RecipeEditor
        //   params: servings: 4
        //   1. select Meat in Home
        //   2. present NewRecipe as sheet from Meat
        let link = try #require(Recipes.resolve(URL(string: "recipes://recipes/new")!))
        #expect(link.screen == .recipeEditor(servings: 4))
        #expect(link.pattern == "/recipes/new?servings={servings}")
        #expect(link.steps == [
            .select(.home(.meat)),
            .presentFlow(.newRecipe, style: .sheet, from: .meat),
            .showRoot(.recipeEditor(servings: 4), on: .newRecipe),
        ])
    }

    @Test("a defaulted query item that is absent takes the default")
    func ratingsDefaultPage() throws {
        let url = URL(string: "recipes://recipes/3F2504E0-4F89-11D3-9A0C-0305E82C3301/ratings")!
        let link = try #require(Recipes.resolve(url))
        #expect(link.screen == .ratings(recipeID: Fixture.recipeID, page: 1))
        #expect(link.steps.last == .present(.ratings(recipeID: Fixture.recipeID, page: 1), style: .sheet, from: .veggie))
    }

    @Test("/recipes/{recipeID} pushes the detail on the stack named by via: Veggie")
    func resolveDetail() throws {
        let link = try #require(Recipes.resolve(URL(string: "https://recipes.example.com/recipes/3F2504E0-4F89-11D3-9A0C-0305E82C3301")!))
        #expect(link.screen == .recipeDetail(recipeID: Fixture.recipeID))
        #expect(link.pattern == "/recipes/{recipeID}")
        #expect(link.steps == [.select(.home(.veggie)), .push(.recipeDetail(recipeID: Fixture.recipeID), on: .veggie)])
    }

    @Test("/search: a required query item and an optional one, via: Meat")
    func resolveSearch() throws {
        let plain = try #require(Recipes.resolve(URL(string: "recipes://search?q=tofu")!))
        #expect(plain.screen == .search(query: "tofu", vegetarianOnly: nil))
        #expect(plain.steps == [.select(.home(.meat)), .push(.search(query: "tofu", vegetarianOnly: nil), on: .meat)])

        let both = try #require(Recipes.resolve(URL(string: "recipes://search?vegetarian=false&q=tofu")!))
        #expect(both.screen == .search(query: "tofu", vegetarianOnly: false))
        #expect(both.pattern == "/search?q={query}&vegetarian={vegetarianOnly}")
    }

    @Test("/import: an absolute URL in a percent-encoded query item presents a bare sheet from Meat")
    func resolveImport() throws {
        let url = URL(string: "recipes://import?url=https%3A%2F%2Fexample.com%2Fragu%3Fserves%3D4%26lang%3Dit")!
        let link = try #require(Recipes.resolve(url))
        let source = URL(string: "https://example.com/ragu?serves=4&lang=it")!
        #expect(link.screen == .importRecipe(source: source))
        #expect(link.steps == [.select(.home(.meat)), .present(.importRecipe(source: source), style: .sheet, from: .meat)])
    }

    @Test("/settings: a screen tab is reached by selecting it")
    func resolveSettings() throws {
        let link = try #require(Recipes.resolve(URL(string: "recipes://settings")!))
        #expect(link.screen == .settings)
        #expect(link.steps == [.select(.home(.settings))])
    }

    // MARK: open: applying routes to live coordinators

    @Test("open: tab + push + sheet (README's ratings URL)")
    func openRatings() throws {
        let home = Recipes.HomeCoordinator()
        #expect(home.open(Self.ratingsURL) == .opened)
        #expect(home.selectedTab == .veggie)
        #expect(home.veggie.rootScreen == .recipeList(vegetarian: true))
        #expect(home.veggie.path == [.recipeDetail(recipeID: Fixture.recipeID)])
        #expect(home.veggie.presented.count == 1)
        let sheet = try #require(home.veggie.presented.last)
        #expect(sheet.style == .sheet)
        #expect(sheet.screen == .ratings(recipeID: Fixture.recipeID, page: 2))
        #expect(home.meat.path.isEmpty && home.meat.presented.isEmpty)
        #expect(home.presented.isEmpty)
    }

    @Test("open: the opened state is what in-app navigation produces")
    func openMatchesInAppNavigation() {
        let opened = Recipes.HomeCoordinator()
        opened.open(Self.ratingsURL)

        let tapped = Recipes.HomeCoordinator()
        tapped.selectedTab = .veggie
        (tapped.veggie as any Recipes.RecipeListNavigation).openRecipe(recipeID: Fixture.recipeID)
        (tapped.veggie as any Recipes.RecipeDetailNavigation).showRatings(recipeID: Fixture.recipeID, page: 2)

        #expect(opened.selectedTab == tapped.selectedTab)
        #expect(opened.veggie.path == tapped.veggie.path)
        #expect(opened.veggie.presented.map(\.screen) == tapped.veggie.presented.map(\.screen))
        #expect(opened.veggie.presented.map(\.style) == tapped.veggie.presented.map(\.style))
    }

    @Test("open: a deep link to a stack root presents the modal flow with the URL's values at its root")
    func openNewRecipe() throws {
        let home = Recipes.HomeCoordinator()
        #expect(home.open(URL(string: "recipes://recipes/new?servings=2")!) == .opened)
        #expect(home.selectedTab == .meat)
        #expect(home.meat.path.isEmpty)
        #expect(home.meat.presented.count == 1)
        let modal = try #require(home.meat.presented.last)
        #expect(modal.style == .sheet)
        let flow = try #require(modal.newRecipe)
        #expect(flow.rootScreen == .recipeEditor(servings: 2))
        #expect(flow.path.isEmpty && flow.presented.isEmpty)
        #expect(flow.parentCoordinator === home.meat)

        // The flow works like one presented in the app: its dismiss link closes it.
        (flow as any Recipes.RecipeEditorNavigation).cancel()
        #expect(home.meat.presented.isEmpty)
    }

    @Test("open: a screen tab selects it and leaves both recipe stacks alone")
    func openSettingsTab() {
        let home = BusyState.recipes()
        let before = RecipesSnapshot(home)
        #expect(home.open(URL(string: "https://recipes.example.com/settings")!) == .opened)
        #expect(home.selectedTab == .settings)
        #expect(home.presented.isEmpty, "Home is on the route: the Licenses sheet over Settings is dismissed")
        #expect(RecipesStackSnapshot(home.meat) == before.meat)
        #expect(RecipesStackSnapshot(home.veggie) == before.veggie)
    }

    @Test("open clears the modals and stack of the flows on the route and leaves the others alone")
    func openClearsRouteOnly() throws {
        let home = BusyState.recipes()
        let before = RecipesSnapshot(home)
        #expect(!before.veggie.path.isEmpty && !before.veggie.presented.isEmpty && !before.presented.isEmpty)

        #expect(home.open(Self.ratingsURL) == .opened)
        #expect(home.selectedTab == .veggie)
        #expect(home.presented.isEmpty)
        #expect(home.veggie.path == [.recipeDetail(recipeID: Fixture.recipeID)])
        #expect(home.veggie.presented.map(\.screen) == [.ratings(recipeID: Fixture.recipeID, page: 2)])
        #expect(RecipesStackSnapshot(home.meat) == before.meat, "Meat is not on the route")
    }

    @Test("open of a modal-flow route replaces the flow already presented on that stack")
    func openNewRecipeFromBusyState() throws {
        let home = BusyState.recipes()
        let before = RecipesSnapshot(home)
        let oldFlow = try #require(home.meat.presented.last?.newRecipe)

        #expect(home.open(URL(string: "recipes://recipes/new")!) == .opened)
        #expect(home.selectedTab == .meat)
        #expect(home.presented.isEmpty)
        #expect(home.meat.path.isEmpty, "Meat is on the route: its stack is emptied")
        #expect(home.meat.presented.count == 1)
        let flow = try #require(home.meat.presented.last?.newRecipe)
        #expect(flow !== oldFlow, "a fresh coordinator, at the route's state")
        #expect(flow.rootScreen == .recipeEditor(servings: 4))
        #expect(flow.path.isEmpty)
        #expect(RecipesStackSnapshot(home.veggie) == before.veggie, "Veggie is not on the route")
    }

    @Test("opening the same URL twice gives the same state, not a second sheet")
    func openIsIdempotent() {
        let home = Recipes.HomeCoordinator()
        home.open(Self.ratingsURL)
        home.open(Self.ratingsURL)
        #expect(home.veggie.path == [.recipeDetail(recipeID: Fixture.recipeID)])
        #expect(home.veggie.presented.map(\.screen) == [.ratings(recipeID: Fixture.recipeID, page: 2)])
    }

    @Test("open of a search link pushes on Meat with the optional item bound")
    func openSearch() {
        let home = BusyState.recipes()
        let before = RecipesSnapshot(home)
        #expect(home.open(URL(string: "recipes://search?q=dal&vegetarian=true")!) == .opened)
        #expect(home.selectedTab == .meat)
        #expect(home.meat.path == [.search(query: "dal", vegetarianOnly: true)])
        #expect(home.meat.presented.isEmpty)
        #expect(RecipesStackSnapshot(home.veggie) == before.veggie)
    }

    @Test("apply performs a hand-built DeepLink the same way")
    func applyDeepLink() {
        let home = Recipes.HomeCoordinator()
        let link = Recipes.DeepLink(
            screen: .recipeDetail(recipeID: Fixture.otherRecipeID),
            pattern: "/recipes/{recipeID}",
            steps: [.select(.home(.veggie)), .push(.recipeDetail(recipeID: Fixture.otherRecipeID), on: .veggie)]
        )
        home.apply(link)
        #expect(home.selectedTab == .veggie)
        #expect(home.veggie.path == [.recipeDetail(recipeID: Fixture.otherRecipeID)])
    }
}
