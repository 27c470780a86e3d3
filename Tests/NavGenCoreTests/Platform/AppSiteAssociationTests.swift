import Foundation
@testable import NavGenCore
import NavGenRuntime
import Testing

@Suite("apple-app-site-association")
struct AppSiteAssociationTests {
    /// The example file of Apple's "Supporting associated domains" (its `applinks`
    /// part): the shape navgen's file must have.
    static let applesExample = """
        {
          "applinks": {
              "details": [
                   {
                     "appIDs": [ "ABCDE12345.com.example.app", "ABCDE12345.com.example.app2" ],
                     "components": [
                       {
                          "#": "no_universal_links",
                          "exclude": true,
                          "comment": "Matches any URL with a fragment that equals no_universal_links and instructs the system not to open it as a universal link."
                       },
                       {
                          "/": "/buy/*",
                          "comment": "Matches any URL with a path that starts with /buy/."
                       },
                       {
                          "/": "/help/website/*",
                          "exclude": true,
                          "comment": "Matches any URL with a path that starts with /help/website/ and instructs the system not to open it as a universal link."
                       },
                       {
                          "/": "/help/*",
                          "?": { "articleNumber": "????" },
                          "comment": "Matches any URL with a path that starts with /help/ and that has a query item with name 'articleNumber' and a value of exactly four characters."
                       }
                     ]
                   }
               ]
           }
        }
        """

    private func association(_ patterns: [(String, [String: URLParameter])], schemes: [String] = [], hosts: [String] = [], ignoresCase: Bool = false) -> AppSiteAssociation {
        AppSiteAssociation(patterns: patterns.map { AppSiteAssociation.Pattern(DeepLinkPattern($0.0, $0.1), comment: $0.0) },
                           schemes: schemes, hosts: hosts, ignoresCase: ignoresCase)
    }

    private func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// Every key, with the type of its value, at every level, as paths:
    /// `applinks.details[].components[]./: string`.
    private func shape(_ value: Any, at path: String = "") -> Set<String> {
        switch value {
        case let dictionary as [String: Any]:
            return dictionary.reduce(into: Set<String>()) { $0.formUnion(shape($1.value, at: path + "." + $1.key)) }
        case let array as [Any]:
            return array.reduce(into: Set<String>()) { $0.formUnion(shape($1, at: path + "[]")) }
        case is Bool:
            return ["\(path): bool"]
        case is String:
            return ["\(path): string"]
        default:
            return ["\(path): \(type(of: value))"]
        }
    }

    @Test func theFileHasTheShapeOfApplesExample() throws {
        let file = association([
            ("/buy/**", [:]),
            ("/help/{topic}?articleNumber={number}", ["topic": .string, "number": .int]),
            ("/help/{topic}#{section}", ["topic": .string, "section": .string]),
            ("https://example.com/posts/{id}", ["id": .int]),
            ("app://posts/new", [:]),
        ], hosts: ["example.com"]).json(appIDs: ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"], host: "example.com")
        let ours = shape(try object(file)), apples = shape(try object(Self.applesExample))
        // The query item's name is data, not a key of the format.
        func general(_ paths: Set<String>) -> Set<String> {
            Set(paths.map { $0.replacingOccurrences(of: #"\.\?\.[^:]+:"#, with: ".?.NAME:", options: .regularExpression) })
        }
        #expect(general(ours) == general(apples))
    }

    @Test func aGraphsFileIsValidJSONThatRoundTrips() throws {
        let graph = """
            navgen: 1
            name: Shop
            root: Main
            urls:
              hosts: [shop.example.com]
            flows:
              Main:
                stack: { root: Home }
            screens:
              Home:
                url: /
                links:
                  product: { push: Product }
                  search: { push: Search }
              Product:
                params: { slug: String }
                url: /products/{slug}
              Search:
                params: { query: String, page: { type: Int, default: 1 } }
                url: /search?q={query}&page={page}
            """
        let analysis = Pipeline.analyze(file: "shop.nav.yaml", bytes: Array(graph.utf8))
        let table = try #require(analysis.deepLinks)
        let text = AppSiteAssociation(table: table).json(appIDs: ["ABCDE12345.com.example.shop"], host: "shop.example.com")
        let parsed = try object(text)
        let details = try #require((parsed["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        #expect(details.count == 1)
        #expect(details[0]["appIDs"] as? [String] == ["ABCDE12345.com.example.shop"])
        let components = try #require(details[0]["components"] as? [[String: Any]])
        #expect(components.map { $0["/"] as? String } == ["/", "/products/*", "/search"])
        #expect(components[2]["?"] as? [String: String] == ["q": "?*"])
        #expect(components.map { $0["comment"] as? String } == ["Home: /", "Product: /products/{slug}", "Search: /search?q={query}&page={page}"])
        // Written back by Foundation and read again, it is the same file.
        let again = try JSONSerialization.data(withJSONObject: parsed, options: [.sortedKeys])
        #expect(NSDictionary(dictionary: try object(String(decoding: again, as: UTF8.self))).isEqual(to: parsed))
    }

    @Test func aLiteralThatRoutesNothingOnTheHostIsExcludedBeforeTheWildcard() {
        let file = association([
            ("/posts/{id}", ["id": .int]),
            ("app://posts/new", [:]),
            ("https://other.example.com/posts/drafts", [:]),
            ("/posts/latest", [:]),
        ], hosts: ["example.com", "other.example.com"])
        let components = file.components(for: "example.com")
        #expect(components.map(\.path) == ["/posts/new", "/posts/drafts", "/posts/*", "/posts/latest"])
        #expect(components.map(\.exclude) == [true, true, false, false])
        let evaluator = AppLinkEvaluator(components: components)
        #expect(evaluator.opens(path: "/posts/42"))
        #expect(evaluator.opens(path: "/posts/latest"))
        #expect(!evaluator.opens(path: "/posts/new"))
        #expect(!evaluator.opens(path: "/posts/drafts"))
        #expect(!evaluator.opens(path: "/settings"))
        // On the host that routes /posts/drafts it is a component, not an exclusion.
        let other = file.components(for: "other.example.com")
        #expect(other.filter(\.exclude).map(\.path) == ["/posts/new"])
        #expect(AppLinkEvaluator(components: other).opens(path: "/posts/drafts"))
    }

    @Test func aStringSiblingNeedsNoExclusion() {
        let components = association([("/posts/{slug}", ["slug": .string]), ("app://posts/new", [:])]).components(for: nil)
        #expect(components.map(\.path) == ["/posts/*"])
    }

    @Test func noExclusionWhereAQueryItemCouldMakeTheURLRoute() {
        let components = association([("/posts/{id}?ref={ref}", ["id": .int, "ref": .string]), ("app://posts/new", [:])]).components(for: nil)
        #expect(components.filter(\.exclude).isEmpty)
    }

    @Test func patternsScopedToAHostGoOnlyToItsFile() {
        let file = association([
            ("/", [:]),
            ("https://a.example.com/only-a", [:]),
            ("https://{instance}/@{handle}", ["handle": .string]),
            ("http://a.example.com/plain-http", [:]),
            ("app://settings", [:]),
        ], hosts: ["a.example.com", "b.example.com"])
        #expect(file.components(for: "a.example.com").map(\.path) == ["/", "/only-a", "/@*"])
        #expect(file.components(for: "b.example.com").map(\.path) == ["/", "/@*"])
        // A host urls does not list gets only the patterns that capture the host.
        #expect(file.components(for: "c.example.com").map(\.path) == ["/@*"])
    }

    @Test func everyURLTheGraphRoutesOpensTheApp() {
        let patterns: [(String, [String: URLParameter])] = [
            ("/recipes/{id}", ["id": .uuid]),
            ("/recipes/new", [:]),
            ("/recipes/{id}/ratings?page={page}", ["id": .uuid, "page": URLParameter.int.optional]),
            ("/u/@{handle}", ["handle": .string]),
            ("/add?type=totp&secret={secret}", ["secret": .string]),
            ("/files/{path...}", [:]),
            ("app://recipes/featured", [:]),
        ]
        let file = association(patterns, schemes: ["app"], hosts: ["example.com"])
        var matcher = DeepLinkMatcher(schemes: ["app"], hosts: ["example.com"])
        for (text, parameters) in patterns { matcher.add(DeepLinkPattern(text, parameters)) }
        let evaluator = AppLinkEvaluator(components: file.components(for: "example.com"))
        let urls: [(path: String, query: [(String, String)])] = [
            ("/recipes/3F2504E0-4F89-11D3-9A0C-0305E82C3301", []),
            ("/recipes/new", []),
            ("/recipes/3F2504E0-4F89-11D3-9A0C-0305E82C3301/ratings", [("page", "2")]),
            ("/u/@ann", []),
            ("/add", [("type", "totp"), ("secret", "abc")]),
            ("/files/a/b/c", []),
            ("/recipes/featured", []),
            ("/add", [("type", "hotp"), ("secret", "abc")]),
            ("/elsewhere", []),
        ]
        for url in urls {
            let query = url.query.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
            let routed = (try? matcher.match("https://example.com\(url.path)\(query.isEmpty ? "" : "?" + query)").get()) != nil
            #expect(evaluator.opens(path: url.path, query: url.query) == routed, "\(url.path)?\(query): routed \(routed)")
        }
    }

    @Test func aCaseInsensitiveGraphSaysSoInDefaults() throws {
        let text = association([("/About", [:])], ignoresCase: true).json(appIDs: ["ABCDE12345.com.example.app"], host: nil)
        let details = try #require(((try object(text))["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        #expect(details[0]["defaults"] as? [String: Bool] == ["caseSensitive": false])
    }
}
