import Testing
import Foundation
import NavGenCore
import NavGenRuntime

@Suite("URL resolution")
struct URLResolverTests {
    typealias S = DeepLinkTestSupport

    static let yaml = """
    navgen: 1
    name: Blog
    root: Main
    urls: { schemes: [blog], hosts: [blog.example.com] }
    screens:
      Home:
        links: { a: { push: Post }, b: { push: New }, c: { push: Number }, d: { push: Search }, e: { push: Flag }, f: { push: Link }, g: { push: Root } }
      Post:
        params: { slug: String }
        url: /posts/{slug}
      New:
        url: /posts/new
      Number:
        params: { n: Int, ratio: Double, id: UUID }
        url: /n/{n}/{ratio}/{id}
      Search:
        params: { q: String, page: { type: Int, default: 1 }, exact: Bool? }
        url: /search?q={q}&page={page}&exact={exact}
      Flag:
        params: { on: Bool }
        url: /flag/{on}
      Link:
        params: { target: URL }
        url: /link/{target}
      Root:
        url: /
    flows:
      Main: { stack: { root: Home } }
    """

    private func resolve(_ url: String) throws -> Result<URLResolver.Resolution, NoMatchReason> {
        try #require(S.resolver(Self.yaml)).resolve(url)
    }

    private func match(_ url: String) throws -> (screen: String, values: [String: Literal]) {
        let resolution = try resolve(url).get()
        return (resolution.route.pattern.screen, Dictionary(uniqueKeysWithValues: resolution.params.map { ($0.name, $0.value) }))
    }

    private func reason(_ url: String) throws -> NoMatchReason? {
        if case .failure(let reason) = try resolve(url) { return reason }
        return nil
    }

    @Test func aLiteralWinsOverAParameterThatAcceptsIt() throws {
        #expect(try match("blog://posts/new").screen == "New")
        #expect(try match("blog://posts/news").screen == "Post")
    }

    @Test func theHostOfACustomSchemeIsTheFirstSegment() throws {
        #expect(try match("blog://posts/hello").values == ["slug": .string("hello")])
        #expect(try match("https://blog.example.com/posts/hello").values == ["slug": .string("hello")])
        #expect(try match("/posts/hello").values == ["slug": .string("hello")])
    }

    @Test func schemesAndHostsIgnoreCase() throws {
        #expect(try match("BLOG://posts/a").screen == "Post")
        #expect(try match("HTTPS://Blog.Example.COM/posts/a").screen == "Post")
    }

    @Test func segmentsArePercentDecodedAfterSplitting() throws {
        #expect(try match("blog://posts/a%2Fb").values == ["slug": .string("a/b")])
        #expect(try match("blog://posts/caf%C3%A9%20au%20lait").values == ["slug": .string("café au lait")])
        #expect(try match("blog://posts/%6Eew").screen == "New")   // decoded, then matched
    }

    @Test func typedSegmentsFollowTheTable() throws {
        let values = try match("blog://n/-42/3e4/3f2504e0-4f89-11d3-9a0c-0305e82c3301").values
        #expect(values == ["n": .int(-42), "ratio": .double(30_000), "id": .string("3F2504E0-4F89-11D3-9A0C-0305E82C3301")])
        #expect(try match("blog://n/1/-2.5/3F2504E0-4F89-11D3-9A0C-0305E82C3301").values["ratio"] == .double(-2.5))
        #expect(try match("blog://flag/true").values == ["on": .bool(true)])
        #expect(try match("blog://link/https%3A%2F%2Fexample.com%2Fa").values == ["target": .string("https://example.com/a")])
    }

    @Test(arguments: [
        "blog://n/9223372036854775808/1/3F2504E0-4F89-11D3-9A0C-0305E82C3301",   // Int overflow
        "blog://n/1.5/1/3F2504E0-4F89-11D3-9A0C-0305E82C3301",                   // not an Int
        "blog://n/1/1e999/3F2504E0-4F89-11D3-9A0C-0305E82C3301",                 // not finite
        "blog://n/1/1/3F2504E0-4F89-11D3-9A0C-0305E82C330",                      // short UUID
        "blog://flag/TRUE", "blog://flag/yes",
        "blog://link/example.com",                                                // not absolute
        "blog://posts", "blog://posts/a/b", "blog://posts//",
    ])
    func segmentsThatDoNotParseMatchNothing(url: String) throws {
        #expect(try reason(url) != nil)
    }

    @Test func negativeAndExtremeIntsParse() throws {
        #expect(try match("blog://n/-9223372036854775808/0/3F2504E0-4F89-11D3-9A0C-0305E82C3301").values["n"] == .int(Int.min))
    }

    @Test func aTrailingSlashAndTheFragmentAreIgnored() throws {
        #expect(try match("blog://posts/a/").values == ["slug": .string("a")])
        #expect(try match("blog://posts/a#comments").values == ["slug": .string("a")])
        #expect(try match("blog://").screen == "Root")
        #expect(try match("https://blog.example.com/").screen == "Root")
    }

    /// A custom scheme's host compares ignoring case, other literals do not (1.1 F.2).
    @Test func literalsAreCaseSensitiveButACustomSchemesHostIsNot() throws {
        #expect(try match("blog://POSTS/a").values == ["slug": .string("a")])
        #expect(try reason("https://blog.example.com/POSTS/a") != nil)
    }

    @Test func theWrongHostOrSchemeMatchesNothing() throws {
        #expect(try reason("https://evil.example.com/posts/a") == .hostNotAccepted(host: "evil.example.com", accepted: ["blog.example.com"]))
        #expect(try reason("ftp://posts/a") == .schemeNotAccepted(scheme: "ftp", accepted: ["blog"]))
    }

    @Test(arguments: ["posts/a", "blog://posts/a b", "blog://posts/%zz", "blog://posts/%FF", "blog://posts/é", "://x", "1blog://posts/a"])
    func malformedURLsMatchNothing(url: String) throws {
        guard case .malformed = try reason(url) else {
            Issue.record("\(url) was not reported as malformed")
            return
        }
    }

    @Test func queryItems() throws {
        // A required item is mandatory; optional and defaulted ones are not.
        #expect(try reason("blog://search") != nil)
        #expect(try match("blog://search?q=swift").values == ["q": .string("swift"), "page": .int(1), "exact": .null])
        #expect(try match("blog://search?q=a%26b&page=3&exact=true&utm=x").values == ["q": .string("a&b"), "page": .int(3), "exact": .bool(true)])
        // A value that does not parse means no match; `+` is not a space.
        #expect(try reason("blog://search?q=swift&page=two") != nil)
        // An empty value gives nil to an optional and its default to a defaulted one (1.1 F.12).
        #expect(try match("blog://search?q=swift&exact=&page=").values == ["q": .string("swift"), "page": .int(1), "exact": .null])
        #expect(try reason("blog://search?q=") != nil)
        #expect(try match("blog://search?q=a+b").values["q"] == .string("a+b"))
        // The first of repeated items counts.
        #expect(try match("blog://search?q=a&q=b").values["q"] == .string("a"))
    }

    @Test func stepsCarryConcreteValues() throws {
        let resolution = try resolve("blog://search?q=swift").get()
        let params = [
            URLResolver.Value(name: "q", type: ParameterType(name: "String", isOptional: false), value: .string("swift")),
            URLResolver.Value(name: "page", type: ParameterType(name: "Int", isOptional: false), value: .int(1)),
            URLResolver.Value(name: "exact", type: ParameterType(name: "Bool", isOptional: true), value: .null),
        ]
        #expect(resolution.steps == [.push(flow: "Main", screen: "Search", params: params)])
    }

    @Test func theSpecExampleResolvesThroughTheVeggieStack() throws {
        let yaml = try String(contentsOfFile: S.graphsDirectory + "/recipes.nav.yaml", encoding: .utf8)
        let resolver = try #require(S.resolver(yaml))
        let resolution = try resolver.resolve("recipes://recipes/3F2504E0-4F89-11D3-9A0C-0305E82C3301/ratings?page=2").get()
        #expect(resolution.route.pattern.screen == "Ratings")
        #expect(resolution.params.map(\.value) == [.string("3F2504E0-4F89-11D3-9A0C-0305E82C3301"), .int(2)])
        #expect(resolution.steps.count == 3)
        #expect(try resolver.resolve("recipes://recipes/new").get().route.pattern.screen == "RecipeEditor")
    }
}
