import NavGenCore
import Testing

/// The URL rules as they apply to the parameter forms of 1.1 F: a pattern's fixed
/// `args` (F.6), enums (F.7) and lists (F.8), each finding with its line and column.
@Suite("URL rules of the parameter forms")
struct URLParameterFormRuleTests {
    /// A screen `Widget` with `params` and `url`, pushed by the root `Start`.
    private func graph(params: String, url: String) -> MarkedGraph {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            urls: { schemes: [app] }
            flows:
              Main: { stack: { root: Start } }
            screens:
              Start: { links: { show: { push: Widget } } }
              Widget:
                params: \(params)
                url: \(url)
            """)
    }

    @Test func aParameterBoundByThePatternAndItsArgsIsBoundTwice() {
        graph(params: "{ size: String }", url: "{ pattern: \"/widget/2️⃣{size}\", args: { 1️⃣size: small } }")
            .expectFindings(.urlUnknownParam, notes: [["2️⃣"]], messageContains: "bound twice")
    }

    @Test func argsNamingNoParameterAreUnknown() {
        graph(params: "{ compact: Bool }", url: "{ pattern: /widget, args: { compact: true, 1️⃣compakt: true } }")
            .expectFindings(.urlUnknownParam, messageContains: "did you mean 'compact'")
    }

    @Test func argsAreTypeCheckedLikeOtherArgs() {
        graph(params: "{ compact: Bool }", url: "{ pattern: /widget, args: { compact: 1️⃣yes } }")
            .expectFindings(.invalidValue, messageContains: "not a literal of type 'Bool'")
        graph(params: "{ kind: { enum: [small, large] } }", url: "{ pattern: /widget, args: { kind: 1️⃣medium } }")
            .expectFindings(.invalidValue, messageContains: "write one of 'small', 'large'")
    }

    @Test func argsBindARequiredParameterSoNoneIsMissing() {
        graph(params: "{ compact: Bool, size: String }", url: "{ pattern: \"/widget/{size}\", args: { compact: true } }").expectClean()
        graph(params: "{ compact: Bool, size: String }", url: "1️⃣/widget")
            .expectFindings(.urlMissingParam)
    }

    @Test func anEnumMayFillAPathSegmentOrAQueryItem() {
        graph(params: "{ kind: { enum: [a, b] }, mode: { enum: [x, y], default: x } }", url: "\"/w/{kind}?mode={mode}\"").expectClean()
    }

    @Test func aListFillsQueryItemsButNeverAPathSegment() {
        graph(params: "{ tags: \"[String]\" }", url: "\"/w?tag={tags}\"").expectClean()
        graph(params: "{ tags: \"[String]\" }", url: "\"/w/1️⃣{tags}\"")
            .expectFindings(.urlParamType, messageContains: "a list")
    }

    @Test func aPartialSegmentTakesAnEnumButNoList() {
        graph(params: "{ kind: { enum: [a, b] } }", url: "\"/w/v{kind}.json\"").expectClean()
        graph(params: "{ tags: \"[String]\" }", url: "\"/w/v1️⃣{tags}\"")
            .expectFindings(.urlParamType, messageContains: "a list")
    }

    @Test func aHostOrCatchAllBindsNeitherAnEnumNorAList() {
        graph(params: "{ kind: { enum: [a, b] } }", url: "\"https://1️⃣{kind}/w\"")
            .expectFindings(.urlParamType, messageContains: "a host binds text")
        graph(params: "{ kind: { enum: [a, b] } }", url: "\"/w/1️⃣{kind...}\"")
            .expectFindings(.urlParamType, messageContains: "a catch-all")
        graph(params: "{ tags: \"[String]\" }", url: "\"/w/1️⃣{tags...}\"")
            .expectFindings(.urlParamType, messageContains: "a catch-all")
    }

    @Test func aListNoPatternBindsIsMissingAndBelongsInTheQuery() {
        graph(params: "{ tags: \"[String]\" }", url: "1️⃣/w")
            .expectFindings(.urlMissingParam, messageContains: "add it to the query ('?tags={tags}')")
    }

    @Test func everyListOfTheSixIsAccepted() {
        graph(params: "{ a: \"[String]\", b: \"[Int]\", c: \"[Double]\", d: \"[Bool]\", e: \"[UUID]\", f: \"[URL]\" }",
              url: "\"/w?a={a}&b={b}&c={c}&d={d}&e={e}&f={f}\"").expectClean()
    }

    @Test func aListOfAnotherTypeOrAnOptionalListCannotBeBound() {
        graph(params: "{ ids: \"[Recipe.ID]\" }", url: "\"/w?id=1️⃣{ids}\"").expectFindings(.urlParamType)
        graph(params: "{ ids: \"[Int]?\" }", url: "\"/w?id=1️⃣{ids}\"").expectFindings(.urlParamType)
    }

    /// Screens `A` and `B` pushed by the root, each with one parameter and one pattern.
    private func twoPatterns(_ a: (params: String, url: String), _ b: (params: String, url: String), urls: String = "{ schemes: [app] }") -> MarkedGraph {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            urls: \(urls)
            flows:
              Main: { stack: { root: Start } }
            screens:
              Start: { links: { showA: { push: A }, showB: { push: B } } }
              A:
                params: \(a.params)
                url: \(a.url)
              B:
                params: \(b.params)
                url: \(b.url)
            """)
    }

    @Test func enumsOverlapOnlyWhereATextIsAValueOfTheOther() {
        let kind = (params: "{ kind: { enum: [totp, hotp] } }", url: "\"/x/{kind}\"")
        // Disjoint texts, or texts no Int or UUID accepts: no URL matches both.
        twoPatterns(kind, (params: "{ mode: { enum: [light, dark] } }", url: "\"/x/{mode}\"")).expectClean()
        twoPatterns(kind, (params: "{ n: Int }", url: "\"/x/{n}\"")).expectClean()
        twoPatterns(kind, (params: "{ id: UUID }", url: "\"/x/{id}\"")).expectClean()
        // A literal beside an enum is settled by precedence.
        twoPatterns(kind, (params: "{}", url: "/x/totp")).expectClean()
        // A shared text, or a String, conflicts; the example is a URL both match.
        let shared = twoPatterns(kind, (params: "{ other: { enum: [sms, hotp] } }", url: "\"1️⃣/x/{other}\""))
            .expectFindings(.urlConflict)
        #expect(shared.first?.message.contains("'/x/hotp'") == true, "\(shared)")
        let string = twoPatterns(kind, (params: "{ name: String }", url: "\"1️⃣/x/{name}\"")).expectFindings(.urlConflict)
        #expect(string.first?.message.contains("'/x/totp'") == true, "\(string)")
    }

    @Test func whereCaseIsIgnoredEnumTextsThatDifferInCaseOverlap() {
        let a = (params: "{ kind: { enum: [TOTP] } }", url: "\"/x/{kind}\"")
        let b = (params: "{ other: { enum: [totp] } }", url: "\"1️⃣/x/{other}\"")
        twoPatterns(a, b).expectClean()
        twoPatterns(a, b, urls: "{ schemes: [app], caseInsensitive: true }").expectFindings(.urlConflict)
    }

    @Test func anEnumsGeneratedNameMustNotCollide() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Home: { links: { a: { push: AB }, b: { push: A } } }
              AB:
                params: { 2️⃣c: { enum: [x] } }
              A:
                params: { 1️⃣bC: { enum: [y] } }
            flows:
              Main: { stack: { root: Home } }
            """).expectFindings(.nameCollision, notes: [["2️⃣"]], messageContains: "'ABC'")
        graph(params: "{ 1️⃣navigation: { enum: [x] } }", url: "\"/w/{navigation}\"")
            .expectFindings(.nameCollision, messageContains: "'WidgetNavigation'")
    }
}
