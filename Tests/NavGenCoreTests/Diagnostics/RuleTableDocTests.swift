import Foundation
import NavGenCore
import Testing

/// The rule table of `Docs/Diagnostics.md` is made from the rules' descriptions:
/// the lines between its two markers must be `RuleTableDocTests.table`. Re-record
/// with `NAVGEN_RECORD=1 swift test --filter RuleTableDocTests`.
@Suite("Docs/Diagnostics.md rule table")
struct RuleTableDocTests {
    static let document = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/Diagnostics.md")
    static let begin = "<!-- The rule table is generated from the rules' descriptions (RuleCatalog): "
        + "re-record with NAVGEN_RECORD=1 swift test --filter RuleTableDocTests -->"
    static let end = "<!-- End of the generated rule table. -->"

    /// One row per rule, in `RuleCatalog`'s order, each id linking to its section.
    static var table: String {
        var lines = ["| rule id | severity | summary |", "|---|---|---|"]
        for rule in RuleCatalog.descriptions {
            lines.append("| [`\(rule.id.rawValue)`](#\(rule.id.rawValue)) | \(rule.severity.rawValue) | \(rule.summary) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func tableIsMadeFromTheDescriptions() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin + "\n"), "no line '\(Self.begin)' in Docs/Diagnostics.md")
        let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex), "no line '\(Self.end)' after the first marker")
        guard text[start.upperBound..<stop.lowerBound] != Self.table else { return }
        if ProcessInfo.processInfo.environment["NAVGEN_RECORD"] == "1" {
            try text.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: Self.table)
                .write(to: Self.document, atomically: true, encoding: .utf8)
            return
        }
        Issue.record("""
            Docs/Diagnostics.md's rule table is not the one the descriptions give; \
            re-record with NAVGEN_RECORD=1 swift test --filter RuleTableDocTests. Expected between the markers:
            \(Self.table)
            """)
    }
}
