import Foundation
import NavGenRuntime
import Testing

@Suite("DeepLinkMatcher: precedence, types and query items")
struct DeepLinkMatcherTests {
    private func matcher(_ patterns: [DeepLinkPattern], schemes: [String] = [], hosts: [String] = []) -> DeepLinkMatcher {
        var matcher = DeepLinkMatcher(schemes: schemes, hosts: hosts)
        for pattern in patterns { matcher.add(pattern) }
        return matcher
    }

    private func matched(_ matcher: DeepLinkMatcher, _ url: String) -> String? {
        try? matcher.match(url).get().pattern.text
    }

    @Test func aLiteralWinsOverAParameterAtTheFirstSegmentWhereTheyDiffer() {
        let matcher = matcher([
            DeepLinkPattern("/recipes/{slug}", ["slug": .string]),
            DeepLinkPattern("/recipes/new"),
        ])
        #expect(matched(matcher, "/recipes/new") == "/recipes/new")
        #expect(matched(matcher, "/recipes/soup") == "/recipes/{slug}")
    }

    @Test func narrowerTypesAreTriedFirstAndTheWalkBacktracks() {
        let matcher = matcher([
            DeepLinkPattern("/u/{name}/posts", ["name": .string]),
            DeepLinkPattern("/u/{id}", ["id": .int]),
        ])
        #expect(matched(matcher, "/u/42") == "/u/{id}")
        #expect(matched(matcher, "/u/42/posts") == "/u/{name}/posts")
        #expect(matched(matcher, "/u/ann") == nil)
    }

    @Test func requiredQueryItemsMustBePresentAndParse() throws {
        let matcher = matcher([DeepLinkPattern("/search?q={query}&page={page}", ["query": .string, "page": .int.optional])])
        #expect(matched(matcher, "/search") == nil)
        #expect(matched(matcher, "/search?q=") == nil)
        #expect(matched(matcher, "/search?q=soup&page=x") == nil)
        let match = try matcher.match("/search?q=soup%20pot&page=").get()
        #expect(match.string("query") == "soup pot")
        #expect(match.int("page") == nil)
    }

    @Test func schemesAndHostsAreAcceptedOnlyWhenConfigured() {
        let matcher = matcher([DeepLinkPattern("/settings")], schemes: ["recipes"], hosts: ["recipes.example.com"])
        #expect(matched(matcher, "recipes://settings") == "/settings")
        #expect(matched(matcher, "https://RECIPES.example.com/settings") == "/settings")
        #expect(matched(matcher, "https://evil.example.com/settings") == nil)
        #expect(matched(matcher, "other://settings") == nil)
        #expect(matched(matcher, "/settings") == "/settings")
        guard case .failure(.hostNotAccepted(let host, _)) = matcher.match("https://evil.example.com/settings") else {
            Issue.record("the host was not refused")
            return
        }
        #expect(host == "evil.example.com")
    }

    @Test func dotSegmentsNeverReachAParameter() {
        let matcher = matcher([DeepLinkPattern("/s/{name}", ["name": .string]), DeepLinkPattern("/a/b")])
        #expect(matched(matcher, "/s/..") == nil)
        #expect(matched(matcher, "/s/%2E%2E") == nil)
        #expect(matched(matcher, "/a/./b") == "/a/b")
        #expect(matched(matcher, "/a/x/../b") == "/a/b")
    }

    @Test func urlParametersRefuseScripts() {
        let matcher = matcher([DeepLinkPattern("/open?url={target}", ["target": .url])])
        #expect(matched(matcher, "/open?url=javascript%3Aalert(1)") == nil)
        #expect(matched(matcher, "/open?url=https%3A%2F%2Fexample.com") == "/open?url={target}")
    }

    @Test func literalSegmentsArePercentDecoded() {
        let matcher = matcher([DeepLinkPattern("/caf%C3%A9")])
        #expect(matched(matcher, "/caf%C3%A9") == "/caf%C3%A9")
    }

    @Test func manyPatternsAreFoundByTheirPath() {
        var patterns: [DeepLinkPattern] = []
        for number in 0..<2_000 {
            patterns.append(DeepLinkPattern("/section\(number)/{id}", ["id": .int]))
        }
        let matcher = matcher(patterns)
        #expect(matched(matcher, "/section1999/7") == "/section1999/{id}")
        #expect(matched(matcher, "/section2000/7") == nil)
    }
}
