import Foundation
import Testing

/// A URL that matches nothing: `resolve` gives `nil`, and `open` returns `false` and changes
/// nothing, from launch and from a state with every flow busy (spec 8.4, last sentence).
/// "Nothing" is the whole coordinator tree: tabs, roots, paths, and every presented modal
/// with its identity (see CoordinatorSnapshots.swift).
@MainActor
@Suite("Deep links: refused URLs change nothing")
struct RefusedDeepLinkTests {
    nonisolated static let recipesRefused = [
        "recipes://nowhere",                                                         // unknown path
        "recipes://recipes/3F2504E0-4F89-11D3-9A0C-0305E82C3301/reviews",            // unknown last segment
        "recipes://settings/licenses",                                               // too many segments
        "https://recipes.example.com/Settings",                                      // literals are case-sensitive
        "https://example.com/settings",                                              // wrong host
        "https://recipes.example.com.evil.com/settings",                             // a host that only starts right
        "shop://settings",                                                           // wrong scheme
        "ftp://recipes.example.com/settings",                                        // wrong scheme for a host
        "recipes://recipes/3F2504E0-4F89-11D3-9A0C-0305E82C330",                     // malformed UUID: too short
        "recipes://recipes/3F2504E0-4F89-11D3-9A0C-0305E82C330G",                    // malformed UUID: not hex
        "recipes://recipes/not-a-uuid",                                              // malformed UUID
        "recipes://recipes/3F2504E0-4F89-11D3-9A0C-0305E82C3301/ratings?page=99999999999999999999", // Int overflow
        "recipes://recipes/3F2504E0-4F89-11D3-9A0C-0305E82C3301/ratings?page=two",   // not an Int
        "recipes://recipes/%2E%2E/settings",                                         // a dot segment climbing above the root
        "recipes://recipes/..",                                                      // and never a value
        "recipes://..",                                                              // nor climbs above the root
        "recipes://recipes/new?servings=99999999999999999999",                       // Int overflow
        "recipes://search",                                                          // missing required q
        "recipes://search?query=tofu",                                               // missing required q (wrong name)
        "recipes://search?q=",                                                       // empty String
        "recipes://search?q=tofu&vegetarian=yes",                                    // bad Bool
        "recipes://search?q=tofu&vegetarian=TRUE",                                   // bad Bool
        "recipes://import",                                                          // missing required url
        "recipes://import?url=ragu",                                                 // not an absolute URL
        "recipes://search/",                                                         // a trailing / does not add a query
        "recipes://",                                                                // empty path: no root pattern
        "https://recipes.example.com/",                                              // empty path: no root pattern
    ]

    nonisolated static let shopRefused = [
        "shop://orders/99999999999999999999",        // Int overflow
        "shop://orders/9223372036854775808",         // Int.max + 1
        "shop://orders/-9223372036854775809",        // Int.min - 1
        "shop://orders/twelve",                      // not an Int
        "shop://orders/12/items",                    // unknown path
        "shop://checkout/shipping?express=1",        // bad Bool
        "shop://checkout/shipping?express=maybe",    // bad Bool
        "shop://checkout",                           // a path prefix
        "shop://products?maxPrice=cheap",            // bad Double
        "shop://products?maxPrice=inf",              // not finite
        "https://m.shop.example.com/cart",           // unlisted host
        "https://recipes.example.com/cart",          // another graph's host
        "recipes://cart",                            // another graph's scheme
        "shop://p",                                  // missing segment
        "shop://p/x/y",                              // extra segment
    ]

    nonisolated static let todoRefused = [
        "todo://todos/not-a-uuid",                   // DeepLinks.md
        "todo://todos/00000000-0000-0000-0000-00000000000",  // malformed UUID
        "todo://todos/new?due=99999999999999999999", // Int overflow
        "todo://todos/new?due=soon",                 // not an Int
        "todo://todos?completed=maybe",              // bad Bool
        "todo://tags",                               // missing segment
        "todos://todos",                             // wrong scheme
        "recipes://todos",                           // another graph's scheme
    ]

    @Test("recipes: resolve gives nil and open changes nothing", arguments: recipesRefused)
    func recipes(_ text: String) throws {
        let url = try #require(URL(string: text))
        #expect(Recipes.resolve(url) == nil)
        for home in [Recipes.HomeCoordinator(), BusyState.recipes()] {
            let before = RecipesSnapshot(home)
            #expect(home.open(url) == .unmatched)
            #expect(RecipesSnapshot(home) == before)
        }
    }

    @Test("shop: resolve gives nil and open changes nothing", arguments: shopRefused)
    func shop(_ text: String) throws {
        let url = try #require(URL(string: text))
        #expect(Shop.resolve(url) == nil)
        for main in [Shop.MainCoordinator(), BusyState.shop()] {
            let before = ShopSnapshot(main)
            #expect(main.open(url) == .unmatched)
            #expect(ShopSnapshot(main) == before)
        }
    }

    @Test("todo: resolve gives nil and open changes nothing", arguments: todoRefused)
    func todo(_ text: String) throws {
        let url = try #require(URL(string: text))
        #expect(Todo.resolve(url) == nil)
        for todos in [Todo.TodosCoordinator(), BusyState.todo()] {
            let before = TodoSnapshot(todos)
            #expect(todos.open(url) == .unmatched)
            #expect(TodoSnapshot(todos) == before)
        }
    }

    @Test("the busy states really are busy, so an unchanged snapshot means something")
    func busyStatesAreBusy() throws {
        let recipes = RecipesSnapshot(BusyState.recipes())
        #expect(recipes.selectedTab == .veggie)
        #expect(recipes.presented.count == 1)
        #expect(recipes.meat.path.count == 2)
        let newRecipe = try #require(recipes.meat.presented.first?.flow)
        #expect(newRecipe.path == [.ingredientPicker(filter: "sal")])
        #expect(recipes.veggie.path.count == 1 && recipes.veggie.presented.count == 1)

        let shop = ShopSnapshot(BusyState.shop())
        #expect(shop.selectedTab == .orders)
        #expect(shop.catalog.path == [.deals, .productDetail(slug: "wool-scarf")])
        let checkout = try #require(shop.catalog.presented.first?.flow)
        #expect(checkout.path == [.shipping(express: false), .payment(total: 19.5)])
        #expect(shop.orders.path.count == 1 && shop.orders.presented.count == 1)
        let addresses = try #require(shop.presented.first?.flow)
        #expect(addresses.path == [.addressEditor(addressID: 3)])

        let todo = TodoSnapshot(BusyState.todo())
        #expect(todo.path.count == 2 && todo.presented.count == 1)
        #expect(todo.rootScreen == .todoList(showCompleted: true))
    }

    @Test("a snapshot sees a modal that was dismissed and presented again")
    func snapshotSeesRepresentation() {
        let home = BusyState.recipes()
        let before = RecipesSnapshot(home)
        (home.veggie as any Recipes.RatingsNavigation).close()
        (home.veggie as any Recipes.RecipeDetailNavigation).showRatings(recipeID: Fixture.otherRecipeID, page: 7)
        #expect(RecipesSnapshot(home) != before, "same screen and style, but a new presentation")
    }
}
