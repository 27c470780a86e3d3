import Foundation
import NavGenRuntime
import Testing

/// The runtime matcher on the pattern forms of spec 1.1 section F, item by item: a URL
/// that matches, a near miss, and where it applies an overlap precedence settles.
@Suite("DeepLinkMatcher: 1.1 F pattern forms")
struct URLPatternFeatureTests {
    private func matcher(_ patterns: [DeepLinkPattern], schemes: [String] = [], hosts: [String] = [],
                         ignoresCase: Bool = false) -> DeepLinkMatcher {
        var matcher = DeepLinkMatcher(schemes: schemes, hosts: hosts, ignoresCase: ignoresCase)
        for pattern in patterns { matcher.add(pattern) }
        return matcher
    }

    private func matched(_ matcher: DeepLinkMatcher, _ url: String) -> String? {
        try? matcher.match(url).get().pattern.text
    }

    private func values(_ matcher: DeepLinkMatcher, _ url: String) -> [String: String]? {
        try? matcher.match(url).get().values
    }

    @Test("F.1 full-URL patterns match only their scheme and host, and capture a host")
    func fullURLPatterns() {
        let matcher = matcher([
            DeepLinkPattern("otpauth://totp/{label}", ["label": .string]),
            DeepLinkPattern("https://{instance}/@{handle}/{statusID}", ["handle": .string, "statusID": .string]),
            DeepLinkPattern("/settings"),
        ], schemes: ["icecubes"], hosts: ["example.com"])
        #expect(values(matcher, "otpauth://totp/alice") == ["label": "alice"])
        #expect(matched(matcher, "otpauth://settings/account_security") == nil, "a scoped scheme is not an accepted one")
        #expect(values(matcher, "https://Mastodon.Social:443/@swift/109") == ["instance": "mastodon.social", "handle": "swift", "statusID": "109"])
        #expect(matched(matcher, "http://mastodon.social/@swift/109") == nil, "http and https are distinct")
        #expect(matched(matcher, "icecubes://mastodon.social/tags/swift") == nil)
        #expect(matched(matcher, "https://example.com/settings") == "/settings")
        #expect(matched(matcher, "https://other.com/settings") == nil)
    }

    @Test("F.1 a literal host beats a parameter host; scoped beats unscoped")
    func hostPrecedence() {
        let matcher = matcher([
            DeepLinkPattern("https://{instance}/about", [:]),
            DeepLinkPattern("https://example.com/about"),
            DeepLinkPattern("/{page}", ["page": .string]),
            DeepLinkPattern("https://example.com/{page}", ["page": .string]),
        ], hosts: ["example.com"])
        #expect(matched(matcher, "https://example.com/about") == "https://example.com/about")
        #expect(matched(matcher, "https://other.org/about") == "https://{instance}/about")
        #expect(matched(matcher, "https://example.com/contact") == "https://example.com/{page}")
    }

    @Test("F.2 schemes, hosts and a custom scheme's host ignore case; other literals only with caseInsensitive")
    func caseRules() {
        let sensitive = matcher([DeepLinkPattern("/about/Team")], schemes: ["app"])
        #expect(matched(sensitive, "APP://ABOUT/Team") == "/about/Team")
        #expect(matched(sensitive, "app://about/team") == nil)
        let insensitive = matcher([DeepLinkPattern("/about/Team?tab=People"), DeepLinkPattern("/k/{kind}", ["kind": .oneOf(["totp"])])],
                                  schemes: ["app"], ignoresCase: true)
        #expect(matched(insensitive, "app://ABOUT/team?tab=people") == "/about/Team?tab=People")
        #expect(matched(insensitive, "app://about/team?TAB=People") == nil, "query item names keep their case")
        #expect(values(insensitive, "app://k/TOTP") == ["kind": "totp"], "an enum binds its listed spelling")
    }

    @Test("F.3 partial segments: a literal prefix or suffix, the non-empty rest typed")
    func partialSegments() {
        let matcher = matcher([
            DeepLinkPattern("/@{handle}", ["handle": .string]),
            DeepLinkPattern("/{id}.json", ["id": .int]),
            DeepLinkPattern("/v{major}/docs", ["major": .int]),
            DeepLinkPattern("/{name}", ["name": .string]),
            DeepLinkPattern("/about"),
        ])
        #expect(values(matcher, "/@swift") == ["handle": "swift"])
        #expect(values(matcher, "/42.json") == ["id": "42"])
        #expect(values(matcher, "/x.json") == ["name": "x.json"], "a rest that does not parse falls to the parameter")
        #expect(values(matcher, "/@") == ["name": "@"], "the rest is never empty")
        #expect(values(matcher, "/v2/docs") == ["major": "2"])
        #expect(matched(matcher, "/about") == "/about", "a literal beats a partial segment")
        #expect(matched(matcher, "/@about") == "/@{handle}", "a partial segment beats a parameter")
    }

    @Test("F.4 * takes one segment; {name...} and ** take one or more, last")
    func wildcards() {
        let matcher = matcher([
            DeepLinkPattern("/files/{path...}"),
            DeepLinkPattern("/files/*/raw"),
            DeepLinkPattern("/docs/**"),
            DeepLinkPattern("/files/readme"),
        ])
        #expect(values(matcher, "/files/a/b%2Fc/d") == ["path": "a/b/c/d"])
        #expect(matched(matcher, "/files") == nil, "a catch-all needs a segment")
        #expect(matched(matcher, "/files/x/raw") == "/files/*/raw", "* beats a catch-all")
        #expect(matched(matcher, "/files/readme") == "/files/readme")
        #expect(matched(matcher, "/docs/a/b") == "/docs/**")
        #expect(values(matcher, "/docs/a") == [:])
    }

    @Test("F.5 literal query items must be there with exactly their value; more of them win")
    func literalQueryItems() {
        let matcher = matcher([
            DeepLinkPattern("/add?type=totp&secret={secret}", ["secret": .string]),
            DeepLinkPattern("/add?type=hotp&secret={secret}", ["secret": .string]),
            DeepLinkPattern("/add?secret={secret}", ["secret": .string]),
            DeepLinkPattern("/flag?on=", [:]),
        ])
        #expect(matched(matcher, "/add?secret=x&type=totp") == "/add?type=totp&secret={secret}")
        #expect(matched(matcher, "/add?type=hotp&secret=x") == "/add?type=hotp&secret={secret}")
        #expect(matched(matcher, "/add?type=other&secret=x") == "/add?secret={secret}")
        #expect(matched(matcher, "/flag?on") == "/flag?on=")
        #expect(matched(matcher, "/flag?on=1") == nil)
        #expect(matched(matcher, "/flag") == nil)
    }

    @Test("F.7 enum parameters match exactly one of their texts")
    func enums() {
        let matcher = matcher([DeepLinkPattern("/add/{kind}", ["kind": .oneOf(["totp", "hotp", "two-factor"])])])
        #expect(values(matcher, "/add/two-factor") == ["kind": "two-factor"])
        #expect(matched(matcher, "/add/TOTP") == nil)
        #expect(matched(matcher, "/add/sms") == nil)
    }

    @Test("F.8 list parameters collect every occurrence in order; empty ones are skipped")
    func lists() throws {
        let matcher = matcher([DeepLinkPattern("/search?tag={tags}&id={ids}", ["tags": .string.list, "ids": .int.list])])
        let match = try matcher.match("/search?tag=a&id=1&tag=&tag=b&id=2").get()
        #expect(match.strings("tags") == ["a", "b"])
        #expect(match.ints("ids") == [1, 2])
        #expect(try matcher.match("/search").get().strings("tags") == [])
        #expect(matched(matcher, "/search?id=x") == nil, "a value that does not parse matches nothing")
    }

    @Test("F.9 fragment patterns match the fragment as a path; without # the fragment is ignored; # wins")
    func fragments() {
        let matcher = matcher([
            DeepLinkPattern("/docs#/section/{name}", ["name": .string]),
            DeepLinkPattern("/docs"),
            DeepLinkPattern("/page#top?mode={mode}", ["mode": .string.optional]),
        ])
        #expect(values(matcher, "/docs#/section/intro") == ["name": "intro"])
        #expect(values(matcher, "/docs#section/intro/") == ["name": "intro"], "#x and #/x are alike; a trailing / is ignored")
        #expect(matched(matcher, "/docs#elsewhere") == "/docs")
        #expect(matched(matcher, "/docs") == "/docs")
        #expect(values(matcher, "/page#top?mode=dark") == ["mode": "dark"])
        #expect(matched(matcher, "/page") == nil)
    }

    @Test("F.13 kinds decide at the first position where they differ")
    func kindPrecedence() {
        let matcher = matcher([
            DeepLinkPattern("/a/**"),
            DeepLinkPattern("/a/*/c"),
            DeepLinkPattern("/a/{b}/c", ["b": .string]),
            DeepLinkPattern("/a/x{b}/c", ["b": .string]),
            DeepLinkPattern("/a/xy/c"),
        ])
        #expect(matched(matcher, "/a/xy/c") == "/a/xy/c")
        #expect(matched(matcher, "/a/xz/c") == "/a/x{b}/c")
        #expect(matched(matcher, "/a/z/c") == "/a/{b}/c")
        #expect(matched(matcher, "/a/z/d") == "/a/**")
    }
}
