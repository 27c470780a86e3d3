import Foundation
import Testing

/// How the generated `resolve(_:)` reads a URL (spec 8.1 and 8.2, Docs/DeepLinks.md): percent-
/// decoding, trailing `/`, fragments, query items, scheme and host case, and typed values.
/// Each expectation was checked against `navgen resolve` on the same URL.
@Suite("Deep links: normalising and parsing a URL")
struct DeepLinkNormalisationTests {
    static let recipeID = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"

    // MARK: percent-encoding

    @Test("a String path segment is percent-decoded after splitting: spaces, /, ?, #, %, non-ASCII")
    func stringSegmentDecoding() {
        let cases: [(String, String)] = [
            ("linen%20shirt", "linen shirt"),
            ("a%2Fb", "a/b"),
            ("%3F%23", "?#"),
            ("100%25", "100%"),
            ("caf%C3%A9", "café"),
            ("%E2%9C%93%20done%20%2F%20%3F", "✓ done / ?"),
            ("a+b", "a+b"),
        ]
        for (encoded, decoded) in cases {
            #expect(Shop.resolve(URL(string: "shop://products/\(encoded)")!)?.screen == .productDetail(slug: decoded), "\(encoded)")
            #expect(Todo.resolve(URL(string: "todo://tags/\(encoded)")!)?.screen == .taggedTodos(tag: decoded), "\(encoded)")
        }
    }

    @Test("a String query item is percent-decoded; + is not a space")
    func stringQueryDecoding() {
        let link = Recipes.resolve(URL(string: "recipes://search?q=caf%C3%A9%20%2F%3F%26%3D%23")!)
        #expect(link?.screen == .search(query: "café /?&=#", vegetarianOnly: nil))
        #expect(Recipes.resolve(URL(string: "recipes://search?q=a+b")!)?.screen == .search(query: "a+b", vegetarianOnly: nil))
        #expect(Recipes.resolve(URL(string: "recipes://search?q=%20")!)?.screen == .search(query: " ", vegetarianOnly: nil))
    }

    @Test("a URL parameter in a query item, percent-encoded or not")
    func urlQueryItem() {
        let encoded = Recipes.resolve(URL(string: "recipes://import?url=https%3A%2F%2Fx.com%2Fa%3Fb%3D1%26c%3D2")!)
        #expect(encoded?.screen == .importRecipe(source: URL(string: "https://x.com/a?b=1&c=2")!))
        let plain = Recipes.resolve(URL(string: "recipes://import?url=https://x.com/a?b=1")!)
        #expect(plain?.screen == .importRecipe(source: URL(string: "https://x.com/a?b=1")!))
        #expect(Recipes.resolve(URL(string: "recipes://import?url=mailto:cook@example.com")!) == nil, "only http and https")
        #expect(Recipes.resolve(URL(string: "recipes://import?url=javascript:alert(1)")!) == nil)
        #expect(Recipes.resolve(URL(string: "recipes://import?url=data:text/html,x")!) == nil)
    }

    @Test("percent-encoded literals, query names and values match their decoded text")
    func encodedLiterals() {
        #expect(Recipes.resolve(URL(string: "recipes://se%74tings")!)?.screen == .settings, "the custom scheme's host is the first segment")
        #expect(Recipes.resolve(URL(string: "https://recipes.example.com/se%74tings")!)?.screen == .settings)
        let url = URL(string: "recipes://recipes/\(Self.recipeID)/ratings?%70age=%35")!
        #expect(Recipes.resolve(url)?.screen == .ratings(recipeID: Fixture.recipeID, page: 5))
        #expect(Shop.resolve(URL(string: "shop://orders/%2D5")!)?.screen == .orderDetail(orderNumber: -5))
        #expect(Recipes.resolve(URL(string: "https://recipes.example.com/settings%2F")!) == nil, "an encoded / is part of the segment")
    }

    // MARK: trailing slash, fragment, query order, unknown items

    @Test("one trailing / is ignored, two are not")
    func trailingSlash() {
        #expect(Recipes.resolve(URL(string: "recipes://settings/")!)?.screen == .settings)
        #expect(Recipes.resolve(URL(string: "https://recipes.example.com/settings/")!)?.screen == .settings)
        #expect(Recipes.resolve(URL(string: "recipes://recipes/new/?servings=3")!)?.screen == .recipeEditor(servings: 3))
        let ratings = Recipes.resolve(URL(string: "recipes://recipes/\(Self.recipeID)/ratings/?page=4")!)
        #expect(ratings?.screen == .ratings(recipeID: Fixture.recipeID, page: 4))
        #expect(Recipes.resolve(URL(string: "recipes://settings//")!) == nil)
        #expect(Recipes.resolve(URL(string: "https://recipes.example.com//settings")!) == nil)
    }

    @Test("the fragment is ignored, even when it looks like a query item")
    func fragmentIgnored() {
        #expect(Recipes.resolve(URL(string: "recipes://settings#licenses")!)?.screen == .settings)
        let link = Recipes.resolve(URL(string: "recipes://search?q=x#vegetarian=true")!)
        #expect(link?.screen == .search(query: "x", vegetarianOnly: nil))
        #expect(Shop.resolve(URL(string: "https://shop.example.com/products/deals#top")!)?.screen == .deals)
    }

    @Test("query items match in any order; unknown ones are ignored; the first of a repeated one counts")
    func queryItems() {
        let expected = Recipes.Screen.search(query: "dal", vegetarianOnly: true)
        #expect(Recipes.resolve(URL(string: "recipes://search?q=dal&vegetarian=true")!)?.screen == expected)
        #expect(Recipes.resolve(URL(string: "recipes://search?vegetarian=true&q=dal")!)?.screen == expected)
        #expect(Recipes.resolve(URL(string: "recipes://search?utm_source=mail&vegetarian=true&ref=x&q=dal")!)?.screen == expected)
        #expect(Recipes.resolve(URL(string: "recipes://search?q=dal&q=tofu&vegetarian=true")!)?.screen == expected)
        #expect(Recipes.resolve(URL(string: "recipes://settings?from=widget")!)?.screen == .settings)
        #expect(Shop.resolve(URL(string: "shop://products?maxPrice=9&category=hats")!)?.screen == .productList(category: "hats", maxPrice: 9))
    }

    // MARK: schemes and hosts

    @Test("https and http: the host compares without regard to case; ports and user info are ignored")
    func hostCase() {
        #expect(Recipes.resolve(URL(string: "https://RECIPES.EXAMPLE.COM/settings")!)?.screen == .settings)
        #expect(Recipes.resolve(URL(string: "HTTPS://Recipes.Example.Com/settings")!)?.screen == .settings)
        #expect(Recipes.resolve(URL(string: "http://recipes.example.com/settings")!)?.screen == .settings)
        #expect(Recipes.resolve(URL(string: "https://user@recipes.example.com:8443/settings")!)?.screen == .settings)
        #expect(Shop.resolve(URL(string: "https://WWW.Shop.Example.COM/cart")!)?.screen == .cart, "the second listed host")
    }

    @Test("custom schemes and their host compare without regard to case (1.1 F.2); other literals do")
    func schemeCase() {
        #expect(Recipes.resolve(URL(string: "RECIPES://recipes/new")!)?.screen == .recipeEditor(servings: 4))
        #expect(Todo.resolve(URL(string: "Todo://todos")!)?.screen == .todoList(showCompleted: false))
        #expect(Recipes.resolve(URL(string: "recipes://RECIPES/new")!)?.screen == .recipeEditor(servings: 4))
        #expect(Recipes.resolve(URL(string: "recipes://recipes/NEW")!) == nil)
    }

    @Test("a custom scheme URL with the path after an empty host or no authority")
    func customSchemeForms() {
        #expect(Recipes.resolve(URL(string: "recipes:///settings")!)?.screen == .settings)
        #expect(Recipes.resolve(URL(string: "recipes:settings")!)?.screen == .settings)
        #expect(Recipes.resolve(URL(string: "recipes:/settings")!)?.screen == .settings)
    }

    @Test("a URL with no scheme matches nothing unless it is a path starting with /")
    func schemeless() {
        #expect(Recipes.resolve(URL(string: "/settings")!)?.screen == .settings)
        // A relative reference is not a path alone: navgen resolve says it has no scheme.
        #expect(Recipes.resolve(URL(string: "settings")!) == nil)
        #expect(Recipes.resolve(URL(string: "settings/")!) == nil)
        // A network-path reference has a host that nothing could check against urls.hosts.
        #expect(Recipes.resolve(URL(string: "//evil.example.com/settings")!) == nil)
    }

    // MARK: typed values

    @Test("Int: optional - and decimal digits within Int's range")
    func intValues() {
        #expect(Shop.resolve(URL(string: "shop://orders/-7")!)?.screen == .orderDetail(orderNumber: -7))
        #expect(Shop.resolve(URL(string: "shop://orders/007")!)?.screen == .orderDetail(orderNumber: 7))
        #expect(Shop.resolve(URL(string: "shop://orders/-0")!)?.screen == .orderDetail(orderNumber: 0))
        #expect(Shop.resolve(URL(string: "shop://orders/9223372036854775807")!)?.screen == .orderDetail(orderNumber: .max))
        #expect(Shop.resolve(URL(string: "shop://orders/-9223372036854775808")!)?.screen == .orderDetail(orderNumber: .min))
        for text in ["9223372036854775808", "-9223372036854775809", "99999999999999999999", "+5", "-", "1e3", "1.0", "%205", "%D9%A3", "0x1F"] {
            #expect(Shop.resolve(URL(string: "shop://orders/\(text)")!) == nil, "\(text)")
        }
        let ratings = Recipes.resolve(URL(string: "recipes://recipes/\(Self.recipeID)/ratings?page=-3")!)
        #expect(ratings?.screen == .ratings(recipeID: Fixture.recipeID, page: -3))
    }

    @Test("Double: 1, -2.5, 3e4, finite; not .5, 5., inf, nan, hex")
    func doubleValues() {
        let accepted: [(String, Double)] = [
            ("3e4", 30_000), ("3E4", 30_000), ("3e+4", 30_000), ("-2.5", -2.5), ("12", 12), ("0.125", 0.125), ("2.5e-3", 0.0025),
        ]
        for (text, value) in accepted {
            #expect(Shop.resolve(URL(string: "shop://products?maxPrice=\(text)")!)?.screen == .productList(category: nil, maxPrice: value), "\(text)")
        }
        for text in [".5", "5.", "inf", "nan", "Infinity", "0x10", "1_000", "%2B1", "1e400", "-1e400", "1e", "--1"] {
            #expect(Shop.resolve(URL(string: "shop://products?maxPrice=\(text)")!) == nil, "\(text)")
        }
        // An empty value leaves the optional parameter nil (1.1 F.12).
        #expect(Shop.resolve(URL(string: "shop://products?maxPrice=")!)?.screen == .productList(category: nil, maxPrice: nil))
    }

    @Test("Bool: true or false only")
    func boolValues() {
        #expect(Shop.resolve(URL(string: "shop://checkout/shipping?express=false")!)?.screen == .shipping(express: false))
        for text in ["TRUE", "True", "1", "yes"] {
            #expect(Shop.resolve(URL(string: "shop://checkout/shipping?express=\(text)")!) == nil, "\(text)")
        }
        // An empty value gives the defaulted parameter its default (1.1 F.12).
        #expect(Shop.resolve(URL(string: "shop://checkout/shipping?express=")!)?.screen == .shipping(express: false))
    }

    @Test("UUID: 8-4-4-4-12 hex digits, any case; values print upper-case")
    func uuidValues() {
        let lower = Recipes.resolve(URL(string: "recipes://recipes/3f2504e0-4f89-11d3-9a0c-0305e82c3301")!)
        #expect(lower?.screen == .recipeDetail(recipeID: Fixture.recipeID))
        let mixed = Recipes.resolve(URL(string: "recipes://recipes/3f2504E0-4F89-11d3-9A0C-0305e82c3301")!)
        #expect(mixed?.screen == .recipeDetail(recipeID: Fixture.recipeID))
        for text in [
            "3F2504E0-4F89-11D3-9A0C-0305E82C330", "3F2504E04F8911D39A0C0305E82C3301", "%7B3F2504E0-4F89-11D3-9A0C-0305E82C3301%7D",
            "3F2504E0-4F89-11D3-9A0C-0305E82C330G", "3F2504E0-4F89-11D3-9A0C-0305E82C33011", "not-a-uuid",
        ] {
            #expect(Recipes.resolve(URL(string: "recipes://recipes/\(text)")!) == nil, "\(text)")
        }
    }

    @Test("URL: an absolute URL only")
    func urlValues() {
        for text in ["foo", "1http://x", "http:", "http%3A%2F%2Fx%20y", "%2Frelative"] {
            #expect(Recipes.resolve(URL(string: "recipes://import?url=\(text)")!) == nil, "\(text)")
        }
    }
}
