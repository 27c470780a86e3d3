import Testing
import NavGenCore
import NavGenRuntime

@Suite("URL overlap and precedence")
struct URLOverlapAnalysisTests {
    private static let location = SourceLocation(file: "test", line: 1, column: 1)

    /// A pattern from a compact form: `lit`, `{String}`, `{Int}`… per segment; its
    /// text names the parameters `p1`, `p2`… by position.
    static func pattern(_ text: String, screen: String = "S") -> URLPattern {
        var written: [String] = []
        let segments = text.split(separator: "/").enumerated().map { index, part -> URLPattern.Segment in
            guard part.hasPrefix("{"), let type = BuiltinType(rawValue: String(part.dropFirst().dropLast())) else {
                written.append(String(part))
                return .literal(String(part))
            }
            written.append("{p\(index)}")
            return .parameter(name: "p\(index)", type: type)
        }
        let encoded = written.map { $0.hasPrefix("{") ? $0 : URLCharacters.percentEncoded($0, allowing: URLCharacters.isSegmentByte) }
        return URLPattern(screen: screen, text: "/" + encoded.joined(separator: "/"), segments: segments, query: [], via: nil, location: location)
    }

    private func conflicts(_ texts: [String]) -> [[Int]] {
        URLOverlapAnalysis.conflicts(among: texts.map { Self.pattern($0) }).map { [$0.other, $0.pattern] }
    }

    @Test func aLiteralWinsOverAParameter() {
        #expect(conflicts(["/posts/{String}", "/posts/new"]).isEmpty)
        #expect(conflicts(["/posts/new", "/posts/{String}"]).isEmpty)
    }

    @Test func theFirstDifferenceDecidesEvenWhenLaterSegmentsOverlap() {
        #expect(conflicts(["/{String}/b", "/a/{String}"]).isEmpty)
        // 1.1 F.13 compares kinds, so a later literal orders two patterns whose parameters overlap (v1 called this a conflict).
        #expect(conflicts(["/u/{Int}/a", "/u/{String}/{String}"]).isEmpty)
    }

    @Test func twoParametersAtTheFirstDifferenceConflictWhenTheirTypesOverlap() {
        #expect(conflicts(["/u/{Int}", "/u/{String}"]) == [[0, 1]])
        #expect(conflicts(["/u/{Int}", "/u/{Double}"]) == [[0, 1]])
        #expect(conflicts(["/u/{URL}", "/u/{String}"]) == [[0, 1]])
        #expect(conflicts(["/u/{Int}/a", "/u/{String}/a"]) == [[0, 1]])
    }

    @Test func intBoolUUIDAndURLArePairwiseDisjoint() {
        let types = ["Int", "Bool", "UUID", "URL"]
        for a in types {
            for b in types where a != b {
                #expect(conflicts(["/u/{\(a)}", "/u/{\(b)}"]).isEmpty, "\(a) and \(b)")
            }
        }
        #expect(conflicts(["/u/{Double}", "/u/{Bool}"]).isEmpty)
        #expect(conflicts(["/u/{Double}", "/u/{UUID}"]).isEmpty)
    }

    @Test func aParameterOverlapsOnlyTheLiteralsItAccepts() {
        // A UUID never accepts "new": no overlap at all (spec 8.3).
        #expect(conflicts(["/recipes/new", "/recipes/{UUID}"]).isEmpty)
        #expect(conflicts(["/a/{Int}/{Int}", "/a/{String}/{Double}"]) == [[0, 1]])
        #expect(conflicts(["/a/{Int}/{Bool}", "/a/{String}/{Int}"]).isEmpty)
    }

    @Test func differentLengthsNeverOverlap() {
        #expect(conflicts(["/a/{String}", "/a/{Int}/b"]).isEmpty)
    }

    @Test func theSamePatternTwiceConflicts() {
        #expect(conflicts(["/a/{Int}", "/a/{Int}"]) == [[0, 1]])
        #expect(URLOverlapAnalysis.conflicts(among: [Self.pattern("/"), Self.pattern("/")]).first?.isSameShape == true)
    }

    /// Literals are compared as `String`s are, by canonical equivalence.
    @Test func canonicallyEquivalentLiteralsAreTheSameLiteral() {
        #expect(conflicts(["/café/{Int}", "/cafe\u{301}/{Int}"]) == [[0, 1]])
        #expect(conflicts(["/\u{212A}itchen", "/Kitchen"]) == [[0, 1]])
        #expect(conflicts(["/cafe", "/café"]).isEmpty)
    }

    @Test func theExampleIsAURLBothMatch() {
        let found = URLOverlapAnalysis.conflicts(among: [Self.pattern("/u/{Int}/café"), Self.pattern("/u/{Double}/café")])
        #expect(found.first?.example == "/u/42/caf%C3%A9")
    }

    /// 10,000 patterns of a large app: sections, literals beside parameters,
    /// typed siblings; one deliberate conflict at the end.
    static func largeGraphPatterns() -> [URLPattern] {
        var texts: [String] = []
        for i in 0..<9_999 {
            switch i % 4 {
            case 0: texts.append("/c\(i / 40)/{String}/e\(i)")
            case 1: texts.append("/c\(i / 40)/new/e\(i)")
            case 2: texts.append("/c\(i / 40)/{Int}/r\(i)")
            default: texts.append("/c\(i / 40)/{UUID}/r\(i)")
            }
        }
        texts.append("/c0/{Double}/r2")
        return texts.map { pattern($0) }
    }

    /// 10,000 patterns of 14 segments, each `x` or `{String}`: every two overlap,
    /// and precedence resolves every pair.
    static func pairwiseOverlappingPatterns() -> [URLPattern] {
        (0..<10_000).map { mask in
            pattern("/" + (0..<14).map { bit in mask & (1 << bit) != 0 ? "x" : "{String}" }.joined(separator: "/"))
        }
    }

    @Test func tenThousandPatternsAreAnalysed() {
        let found = URLOverlapAnalysis.conflicts(among: Self.largeGraphPatterns())
        #expect(found.map { [$0.other, $0.pattern] } == [[2, 9_999]])
    }

    @Test func tenThousandPairwiseOverlappingPatternsResolvedByPrecedenceAreNoConflict() {
        #expect(URLOverlapAnalysis.conflicts(among: Self.pairwiseOverlappingPatterns()).isEmpty)
    }
}

@Suite("Deep links at scale")
struct DeepLinkScaleTests {
    @Test func aGraphWithTenThousandPatternsIsAnalysedWithARoutePerPattern() throws {
        let analysis = DeepLinkTestSupport.analyze(GeneratedGraphs.large(screens: 2_500))
        #expect(analysis.diagnostics.diagnostics.isEmpty)
        let table = try #require(analysis.deepLinks)
        #expect(table.routes.count == 10_000)
        #expect(table.routes.allSatisfy { $0.steps.count == 2 })
    }
}
