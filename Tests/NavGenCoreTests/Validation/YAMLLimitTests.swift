import NavGenCore
import Testing

@Suite("yaml-limit")
struct YAMLLimitTests {
    /// `screens:` with `depth` nested flow lists under the root mapping.
    static func nested(_ depth: Int, marker: Int? = nil) -> String {
        let opens = (1...depth).map { $0 == marker ? "1️⃣[" : "[" }.joined()
        return "navgen: 1\nname: App\nroot: Home\nscreens: \(opens)\(String(repeating: "]", count: depth))\n"
    }

    @Test func nestingDeeperThan128IsRejectedAtTheCollectionThatCrossesIt() {
        // The root mapping is level 1, so the 128th list is level 129.
        MarkedGraph(Self.nested(200, marker: 128)).expectFindings(.yamlLimit, messageContains: "128")
    }

    @Test func nestingOf128LevelsIsWithinTheLimit() {
        let graph = MarkedGraph(Self.nested(127))
        graph.expectNoFinding(.yamlLimit)
        #expect(graph.diagnostics(of: .invalidValue).count == 1)
    }

    @Test func aliasExpansionOver100000NodesIsRejectedAtTheAliasThatCrossesIt() {
        // Sizes: a = 11 nodes, b = 111, c = 1,111, d = 11,111. Expanded so far after d:
        // 110 + 1,110 + 11,110 = 12,330; each *d adds 11,111, so the 8th crosses 100,000.
        MarkedGraph("""
            a: &a [x, x, x, x, x, x, x, x, x, x]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
            d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
            e: &e [*d, *d, *d, *d, *d, *d, *d, 1️⃣*d, *d, *d]
            f: [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
            """).expectFindings(.yamlLimit, messageContains: "100000")
    }

    @Test func aliasExpansionUnderTheBudgetIsAccepted() {
        let graph = MarkedGraph("""
            a: &a [x, x, x, x, x, x, x, x, x, x]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
            d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
            e: &e [*d, *d, *d, *d, *d, *d, *d]
            """)
        graph.expectNoFinding(.yamlLimit)
        graph.expectNoFinding(.yamlSyntax)
    }
}
