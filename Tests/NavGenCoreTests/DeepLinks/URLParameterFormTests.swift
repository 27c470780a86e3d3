import Foundation
import NavGenCore
import NavGenRuntime
import Testing

/// The parameter forms of format 1.1 section F through `navgen resolve`'s
/// `URLResolver`, on the graph whose generated resolver
/// `GeneratedCodeTests/URLParameterTests` drives with the same URLs: fixed values
/// (F.6), enums (F.7), lists (F.8), URL values (F.11), empty query values (F.12).
@Suite("URL parameter forms through navgen resolve (1.1 F.6, F.7, F.8, F.11, F.12)")
struct URLParameterFormTests {
    static let resolver: URLResolver? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("GeneratedCodeTests/Graphs/urlparams.nav.yaml")
        let bytes = (try? Data(contentsOf: url)).map(Array.init) ?? []
        let analysis = Pipeline.analyze(file: "urlparams.nav.yaml", bytes: bytes)
        guard analysis.diagnostics.sorted.isEmpty, let table = analysis.deepLinks, let context = analysis.analyzed else { return nil }
        return URLResolver(table: table, index: context.index)
    }()

    /// The screen and its parameters' values, or `nil` when nothing matches.
    private func resolve(_ url: String) throws -> (screen: String, pattern: String, values: [String: Literal])? {
        guard case .success(let resolution) = try #require(Self.resolver).resolve(url) else { return nil }
        return (resolution.route.pattern.screen, resolution.route.pattern.text,
                Dictionary(uniqueKeysWithValues: resolution.params.map { ($0.name, $0.value) }))
    }

    @Test("F.6: a pattern's args bind its screen's parameters; the literal pattern wins the overlap")
    func fixedValues() throws {
        let small = try #require(try resolve("vault://widget/small"))
        #expect(small.pattern == "/widget/small")
        #expect(small.values == ["compact": .bool(true), "size": .string("small")])
        #expect(try resolve("vault://widget/large")?.values == ["compact": .bool(false), "size": .string("large")])
        #expect(try resolve("vault://widget/tiny")?.values == ["compact": .bool(false), "size": .string("tiny")])
        #expect(try resolve("vault://widget/Small")?.pattern == "/widget/{size}")
        #expect(try resolve("vault://widget") == nil)
    }

    @Test("F.6: the route's step carries the fixed values as literals")
    func fixedValuesInTheRoute() throws {
        let resolution = try #require(Self.resolver).resolve("vault://widget/small").get()
        #expect(resolution.route.target.map(\.source) == [.literal(.bool(true)), .literal(.string("small"))])
        guard case .push(_, "Widget", let params) = resolution.steps.last else {
            Issue.record("the route does not push Widget: \(resolution.steps)")
            return
        }
        #expect(params.map(\.value) == [.bool(true), .string("small")])
    }

    @Test("F.7: an enum matches exactly one of its texts; its default fills an absent or empty item")
    func enumValues() throws {
        #expect(try resolve("vault://add/two-factor?digits=eight")?.values == ["kind": .string("two-factor"), "digits": .string("eight")])
        #expect(try resolve("vault://add/totp")?.values == ["kind": .string("totp"), "digits": .string("six")])
        #expect(try resolve("vault://add/hotp?digits=")?.values["digits"] == .string("six"))
        for miss in ["vault://add/sms", "vault://add/TOTP", "vault://add/twoFactor", "vault://add/totp?digits=seven"] {
            #expect(try resolve(miss) == nil, "\(miss)")
        }
    }

    @Test("F.7 with caseInsensitive: an enum's text matches in any case and binds the listed spelling")
    func enumTextsIgnoringCase() throws {
        let resolver = try #require(DeepLinkTestSupport.resolver(DeepLinkTestSupport.stackGraph(pushing: ["Add"], screens: """
              Add:
                params: { kind: { enum: [totp, two-factor] }, tags: "[String]" }
                url: "/add/{kind}?tag={tags}"
            """, urls: "urls: { schemes: [vault], caseInsensitive: true }")))
        let found = try resolver.resolve("vault://ADD/Two-Factor?tag=A&tag=b").get()
        #expect(found.params.map(\.value) == [.string("two-factor"), .list([.string("A"), .string("b")])], "list elements keep their case")
        #expect(throws: NoMatchReason.self) { try resolver.resolve("vault://add/twofactor").get() }
    }

    @Test("F.8: a list collects every non-empty occurrence in order; absent is []")
    func listValues() throws {
        let id = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"
        let found = try #require(try resolve("vault://search?tag=b&page=2&tag=a&id=\(id.lowercased())&page=1&source=vault://x"))
        #expect(found.values == [
            "tags": .list([.string("b"), .string("a")]), "pages": .list([.int(2), .int(1)]),
            "ids": .list([.string(id)]), "sources": .list([.string("vault://x")]),
        ])
        #expect(try resolve("vault://search")?.values["tags"] == .list([]))
        #expect(try resolve("vault://search?tag=&tag=x&tag=")?.values["tags"] == .list([.string("x")]))
        #expect(try resolve("vault://search?page=1&page=two") == nil)
        #expect(try resolve("vault://search?source=http://example.com") == nil)
    }

    @Test("F.8: navgen resolve writes a list as a JSON array")
    func listsInJSON() throws {
        let resolution = try #require(Self.resolver).resolve("vault://search?tag=a&tag=b&page=3")
        let json = ResolutionReport([.init(url: "vault://search?tag=a&tag=b&page=3", result: resolution)]).json().serialized()
        #expect(json.contains(#""tags":["a","b"]"#), "\(json)")
        #expect(json.contains(#""pages":[3]"#))
        #expect(json.contains(#""ids":[]"#))
    }

    @Test("F.11: a URL value is http(s) unless its parameter lists schemes; never javascript or data")
    func urlValueSchemes() throws {
        #expect(try resolve("vault://open?url=https://a.example/x&fallback=myapp://y")?.values
            == ["page": .string("https://a.example/x"), "fallback": .string("myapp://y")])
        #expect(try resolve("vault://open?url=myapp://y") == nil)
        #expect(try resolve("vault://open?url=https://a.example&fallback=http://b.example") == nil)
        #expect(try resolve("vault://open?url=javascript:alert(1)") == nil)
        #expect(try resolve("vault://open?url=data:text/html,x") == nil)
        #expect(try resolve("vault://open?url=HTTPS://a.example")?.values["page"] == .string("HTTPS://a.example"))
    }

    @Test("F.12: ?q= is nil for an optional, the default for a defaulted one, and no match for a required one")
    func emptyQueryValues() throws {
        #expect(try resolve("vault://find?term=x&scope=&limit=")?.values == ["term": .string("x"), "scope": .null, "limit": .int(20)])
        #expect(try resolve("vault://find?term=x&scope&limit")?.values == ["term": .string("x"), "scope": .null, "limit": .int(20)])
        #expect(try resolve("vault://find?term=") == nil)
        #expect(try resolve("vault://find?term") == nil)
        #expect(try resolve("vault://find?term=x&limit=many") == nil)
    }
}
