import Foundation
import NavGenRuntime
import Testing

@Suite("DeepLinkURL: normalising a URL")
struct DeepLinkURLTests {
    private func segments(_ text: String) -> [String]? {
        try? DeepLinkURL.parse(text).get().segments
    }

    @Test func customSchemeHostIsTheFirstSegment() throws {
        let url = try DeepLinkURL.parse("Recipes://recipes/42?page=2#top").get()
        #expect(url.scheme == "recipes")
        #expect(url.host == nil)
        #expect(url.segments == ["recipes", "42"])
        #expect(url.query == [DeepLinkURL.QueryItem(name: "page", value: "2")])
    }

    @Test func webURLKeepsItsHostLowerCasedWithoutPortOrUser() throws {
        let url = try DeepLinkURL.parse("https://me@Recipes.Example.com:8443/recipes/").get()
        #expect(url.host == "recipes.example.com")
        #expect(url.segments == ["recipes"])
    }

    @Test func segmentsAreSplitBeforeTheyAreDecoded() {
        #expect(segments("/a%2Fb/c%20d") == ["a/b", "c d"])
    }

    @Test("dot segments are removed as RFC 3986 section 5.2.4 says", arguments: [
        ("/a/./b", ["a", "b"]),
        ("/a/b/../c", ["a", "c"]),
        ("/a/%2E/b", ["a", "b"]),
        ("/a/%2e%2E/b", ["b"]),
        ("/a/.%2E/b", ["b"]),
        ("/s/..", []),
        ("/a/b/.", ["a", "b"]),
        ("/a/.../b", ["a", "...", "b"]),
        ("/a/.b", ["a", ".b"]),
    ])
    func dotSegments(_ path: String, _ expected: [String]) {
        #expect(segments(path) == expected)
    }

    @Test func dotSegmentsAboveTheRootMatchNothing() {
        #expect(segments("/..") == nil)
        #expect(segments("/a/../..") == nil)
        #expect(segments("/%2E%2E/etc") == nil)
    }

    @Test func dotSegmentsNeverReachAcrossACustomSchemesHost() {
        #expect(segments("myapp://host/../x") == nil)
        #expect(segments("myapp://host/a/../x") == ["host", "x"])
    }

    @Test func anEncodedDotInsideASegmentIsText() {
        #expect(segments("/a/%2E%2Fb") == ["a", "./b"])
    }

    @Test func malformedInputSaysWhy() {
        guard case .failure(.malformed(let why)) = DeepLinkURL.parse("/a b") else {
            Issue.record("a space was accepted")
            return
        }
        #expect(why.contains("a space"))
        #expect(segments("/a%zz") == nil)
        #expect(segments("settings") == nil)
    }

    @Test func queryItemsWithoutEqualsHaveNoValueAndTheFirstRepeatCounts() throws {
        let url = try DeepLinkURL.parse("/s?flag&q=1&q=2&e=").get()
        #expect(url.value(of: "flag") == .some(nil))
        #expect(url.value(of: "q") == "1")
        #expect(url.value(of: "e") == "")
        #expect(url.value(of: "none") == nil)
    }
}
