import Testing
@testable import NavGenCore

@Suite("navgen diff: generated graphs")
struct GraphDiffScaleTests {
    typealias S = DiffTestSupport

    /// 1,200 patterns of every v1 shape (literals beside parameters, typed siblings,
    /// queries) against themselves: nothing; with one pattern removed: that pattern's
    /// URLs, and nothing else.
    @Test func aLargeGraphWithOnePatternRemoved() throws {
        let yaml = GeneratedGraphs.large(screens: 300)
        let removed = "      - { pattern: \"/t/7/{slug}?id={id}&key={key}\", via: Stack0 }\n"
        #expect(yaml.contains(removed))
        let old = try S.version(yaml, file: "old.nav.yaml")
        #expect(GraphDiff(old: old, new: try S.version(yaml, file: "new.nav.yaml")).findings.isEmpty)
        let new = try S.version(yaml.replacingOccurrences(of: removed, with: ""), file: "new.nav.yaml")
        let findings = S.findings(old: PublishedLinks(old.table), new: PublishedLinks(new.table))
        #expect(findings.map(\.rule) == [.urlRefused])
        #expect(findings.first?.example == "https://big.example.com/t/7/x?id=42&key=3F2504E0-4F89-11D3-9A0C-0305E82C3301")
        #expect(GraphDiff(old: old, new: new).findings.map(\.rule) == [.urlRefused])
    }
}
