import Foundation
import Testing

/// `Screen.url` (spec 7): for every screen with a pattern, the URL of its first pattern,
/// percent-encoded, such that resolving it gives the same screen back; `nil` for the others.
@Suite("Screen.url round-trips through resolve")
struct ScreenURLRoundTripTests {
    static let awkward = ["café & crème", "a/b", "?#", "100%", "x=1&y=2", "a+b", " spaced ", "日本語", "✓", "'quoted'", "~._-", "..."]

    // MARK: every screen with a pattern, several values each

    static let recipesScreens: [Recipes.Screen] = [
        .recipeDetail(recipeID: Fixture.recipeID),
        .recipeDetail(recipeID: Fixture.otherRecipeID),
        .recipeDetail(recipeID: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!),
        .ratings(recipeID: Fixture.recipeID),
        .ratings(recipeID: Fixture.recipeID, page: 1),
        .ratings(recipeID: Fixture.recipeID, page: 2),
        .ratings(recipeID: Fixture.otherRecipeID, page: 0),
        .ratings(recipeID: Fixture.otherRecipeID, page: -5),
        .ratings(recipeID: Fixture.otherRecipeID, page: .max),
        .ratings(recipeID: Fixture.otherRecipeID, page: .min),
        .search(query: "tofu"),
        .search(query: "tofu", vegetarianOnly: nil),
        .search(query: "tofu", vegetarianOnly: true),
        .search(query: "tofu", vegetarianOnly: false),
        .recipeEditor(),
        .recipeEditor(servings: 4),
        .recipeEditor(servings: 2),
        .recipeEditor(servings: -1),
        .recipeEditor(servings: .max),
        .importRecipe(source: Fixture.sourcePage),
        .importRecipe(source: URL(string: "https://x.com/a?b=1&c=2#step-3")!),
        .importRecipe(source: URL(string: "https://example.com/caf%C3%A9/r%C3%A9sum%C3%A9")!),
        .importRecipe(source: URL(string: "https://user:pw@example.com:8443/p;x?q=%2F&r=a+b")!),
        .settings,
    ] + awkward.map { .search(query: $0, vegetarianOnly: true) } + awkward.map { .search(query: $0) }

    static let shopScreens: [Shop.Screen] = [
        .productList(),
        .productList(category: "shoes"),
        .productList(category: "shoes", sort: .priceLow),
        .productList(sort: .newest),
        .productList(maxPrice: 30_000),
        .productList(category: "hats & caps", maxPrice: -2.5),
        .productList(category: nil, maxPrice: 0.1),
        .productList(category: nil, maxPrice: 1e-5),
        .productList(category: nil, maxPrice: 1e20),
        .productList(category: nil, maxPrice: .leastNonzeroMagnitude),
        .productList(category: nil, maxPrice: .greatestFiniteMagnitude),
        .productList(category: nil, maxPrice: -.greatestFiniteMagnitude),
        .productList(category: nil, maxPrice: 0),
        .productDetail(slug: "linen-shirt"),
        .productDetail(slug: "Deals"),
        .productDetail(slug: "deals2"),
        .deals,
        .cart,
        .shipping(),
        .shipping(express: true),
        .shipping(express: false),
        .orderList,
        .orderDetail(orderNumber: 1042),
        .orderDetail(orderNumber: 0),
        .orderDetail(orderNumber: -7),
        .orderDetail(orderNumber: .max),
        .orderDetail(orderNumber: .min),
    ] + awkward.map { .productDetail(slug: $0) } + awkward.map { .productList(category: $0, maxPrice: 1.5) }

    static let todoScreens: [Todo.Screen] = [
        .todoList(),
        .todoList(showCompleted: true),
        .todoDetail(todoID: Fixture.todoID),
        .todoDetail(todoID: Fixture.nextTodoID),
        .addTodo(),
        .addTodo(title: "Buy milk", dueInDays: 2),
        .addTodo(title: "Buy milk"),
        .addTodo(dueInDays: -1),
        .addTodo(title: nil, dueInDays: 0),
        .taggedTodos(tag: "errands"),
        .taggedTodos(tag: "new"),
    ] + awkward.map { .taggedTodos(tag: $0) } + awkward.map { .addTodo(title: $0, dueInDays: 3) }

    /// Values no URL can carry: a URL parameter that is not `http` or `https`, and a
    /// path segment that is a dot segment (1.1 F.10, F.11).
    @Test("values no URL can carry give no URL")
    func uncarriableValues() {
        #expect(Recipes.Screen.importRecipe(source: URL(string: "mailto:cook@example.com")!).url == nil)
        #expect(Recipes.Screen.importRecipe(source: URL(string: "file:///tmp/a%20b.txt")!).url == nil)
        #expect(Shop.Screen.productDetail(slug: "..").url == nil)
        #expect(Shop.Screen.productDetail(slug: ".").url == nil)
        #expect(Todo.Screen.taggedTodos(tag: ".").url == nil)
        #expect(Shop.Screen.productList(category: ".", maxPrice: nil).url != nil, "a query value is never a dot segment")
    }

    @Test("recipes: resolve(url) gives the screen back", arguments: recipesScreens)
    func recipes(_ screen: Recipes.Screen) throws {
        let url = try #require(screen.url)
        #expect(url.scheme == "recipes", "the first configured scheme")
        #expect(Recipes.resolve(url)?.screen == screen, "\(url.absoluteString)")
    }

    @Test("shop: resolve(url) gives the screen back", arguments: shopScreens)
    func shop(_ screen: Shop.Screen) throws {
        let url = try #require(screen.url)
        #expect(url.scheme == "shop")
        #expect(Shop.resolve(url)?.screen == screen, "\(url.absoluteString)")
    }

    @Test("todo: resolve(url) gives the screen back", arguments: todoScreens)
    func todo(_ screen: Todo.Screen) throws {
        let url = try #require(screen.url)
        #expect(url.scheme == "todo")
        #expect(Todo.resolve(url)?.screen == screen, "\(url.absoluteString)")
    }

    @Test("the url opens the screen: open(screen.url) shows it as resolve's route says")
    @MainActor
    func openScreenURL() throws {
        let home = Recipes.HomeCoordinator()
        #expect(home.open(try #require(Recipes.Screen.ratings(recipeID: Fixture.recipeID, page: 3).url)) == .opened)
        #expect(home.veggie.presented.last?.screen == .ratings(recipeID: Fixture.recipeID, page: 3))

        let main = Shop.MainCoordinator()
        #expect(main.open(try #require(Shop.Screen.shipping(express: true).url)) == .opened)
        #expect(main.catalog.presented.last?.checkout?.path == [.shipping(express: true)])
    }

    // MARK: the text of the URL

    @Test("the URL text: first scheme, pattern filled in, percent-encoded, nil optionals left out")
    func urlText() {
        #expect(Recipes.Screen.ratings(recipeID: Fixture.recipeID, page: 2).url?.absoluteString
            == "recipes://recipes/3F2504E0-4F89-11D3-9A0C-0305E82C3301/ratings?page=2", "Docs/GeneratedCode.md's example")
        #expect(Recipes.Screen.settings.url?.absoluteString == "recipes://settings")
        #expect(Recipes.Screen.search(query: "tofu").url?.absoluteString == "recipes://search?q=tofu")
        #expect(Recipes.Screen.search(query: "a b&c", vegetarianOnly: true).url?.absoluteString == "recipes://search?q=a%20b%26c&vegetarian=true")
        #expect(Recipes.Screen.recipeEditor().url?.absoluteString == "recipes://recipes/new?servings=4")
        #expect(Recipes.Screen.importRecipe(source: Fixture.sourcePage).url?.absoluteString == "recipes://import?url=https%3A%2F%2Fexample.com%2Fragu")
        #expect(Shop.Screen.productDetail(slug: "linen shirt/2").url?.absoluteString == "shop://products/linen%20shirt%2F2", "the first of two patterns")
        #expect(Shop.Screen.productList().url?.absoluteString == "shop://products?sort=featured", "a default is written, as for Todo's completed")
        #expect(Shop.Screen.productList(sort: .priceLow).url?.absoluteString == "shop://products?sort=price-low", "an enum writes its text")
        #expect(Shop.Screen.orderDetail(orderNumber: -7).url?.absoluteString == "shop://orders/-7")
        #expect(Todo.Screen.addTodo().url?.absoluteString == "todo://todos/new")
        #expect(Todo.Screen.todoList().url?.absoluteString == "todo://todos?completed=false")
    }

    // MARK: screens without a pattern

    @Test("screens without a pattern have no url")
    func noPattern() {
        let recipes: [Recipes.Screen] = [.source(address: Fixture.sourcePage), .ingredientPicker(), .ingredientPicker(filter: "sal"), .licenses]
        for screen in recipes { #expect(screen.url == nil, "\(screen)") }
        let shop: [Shop.Screen] = [
            .sizeGuide(category: "shirts"), .payment(total: 10), .confirmation(orderNumber: 1), .tracking(carrierPage: Fixture.sourcePage),
            .profile(showsLoyaltyCard: true), .addressBook, .addressEditor(), .addressEditor(addressID: 4),
        ]
        for screen in shop { #expect(screen.url == nil, "\(screen)") }
        #expect(Todo.Screen.attachment(file: Fixture.sourcePage).url == nil)
    }

    // MARK: values whose URL resolves elsewhere

    @Test("a slug equal to a literal sibling of the first pattern")
    func slugShadowedByLiteral() throws {
        // `/products/deals` wins over `/products/{slug}` by precedence (spec 8.3), so the URL
        // of the first pattern would open Deals: `url` takes the second pattern, `/p/{slug}`.
        let screen = Shop.Screen.productDetail(slug: "deals")
        let url = try #require(screen.url)
        #expect(url.absoluteString == "shop://p/deals")
        #expect(Shop.resolve(url)?.screen == screen)
        #expect(Shop.Screen.productDetail(slug: "linen").url?.absoluteString == "shop://products/linen")
    }

    @Test("values no URL can carry: url is nil or resolves back, never to another screen or nothing")
    func unrepresentableValues() {
        // Spec 8.2: a String segment or item is non-empty, a Double finite, a URL absolute.
        // A Screen can still hold such values; its url is then nil rather than a URL that
        // opens another screen or nothing.
        func honest<S: Equatable>(_ screen: S, _ url: URL?, _ resolve: (URL) -> S?) -> Bool {
            guard let url else { return true }
            return resolve(url) == screen
        }
        let shopCases: [Shop.Screen] = [.productDetail(slug: ""), .productList(category: ""), .productList(maxPrice: .infinity)]
        let recipesCases: [Recipes.Screen] = [.search(query: ""), .importRecipe(source: URL(string: "ragu")!)]
        let todoCases: [Todo.Screen] = [.taggedTodos(tag: ""), .addTodo(title: "")]
        for screen in shopCases {
            #expect(honest(screen, screen.url) { Shop.resolve($0)?.screen })
            #expect(screen.url == nil)
        }
        for screen in recipesCases {
            #expect(honest(screen, screen.url) { Recipes.resolve($0)?.screen })
            #expect(screen.url == nil)
        }
        for screen in todoCases {
            #expect(honest(screen, screen.url) { Todo.resolve($0)?.screen })
            #expect(screen.url == nil)
        }
    }
}
