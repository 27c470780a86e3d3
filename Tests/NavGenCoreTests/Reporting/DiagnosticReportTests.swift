import Foundation
import NavGenCore
import Testing

@Suite("Diagnostic reports")
struct DiagnosticReportTests {
    static let location = NavGenCore.SourceLocation(file: "g.nav.yaml", line: 6, column: 3)
    static let duplicate = Diagnostic(.duplicateKey, "the key 'Home' appears twice", at: location,
                                      notes: [.init("'Home' is first defined here", at: .init(file: "g.nav.yaml", line: 5, column: 3))])
    static let warning = Diagnostic(.unreachableScreen, "the screen 'Orphan' is never shown", at: .init(file: "g.nav.yaml", line: 9, column: 3))

    @Test func textIsFileLineColumnSeverityMessageAndRuleThenNotes() {
        let report = DiagnosticReport([Self.duplicate, Self.warning])
        #expect(report.text() == """
            g.nav.yaml:6:3: error: the key 'Home' appears twice [duplicate-key]
            g.nav.yaml:5:3: note: 'Home' is first defined here
            g.nav.yaml:9:3: warning: the screen 'Orphan' is never shown [unreachable-screen]

            """)
    }

    @Test func warningsAloneDoNotFail() {
        #expect(!DiagnosticReport([Self.warning]).hasErrors)
        #expect(DiagnosticReport([Self.warning], warningsAsErrors: true).hasErrors)
        #expect(DiagnosticReport([Self.warning], warningsAsErrors: true).text().contains(": error: "))
    }

    @Test func jsonHasTheSpecsShapeAndEscapes() throws {
        var odd = Self.warning
        odd.message = "quote \" backslash \\ newline \n tab \t bell \u{7} emoji 🥩"
        let text = DiagnosticReport([Self.duplicate, odd]).json().serialized(pretty: true)
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let items = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(items.count == 2)
        #expect(Set(items[0].keys) == ["rule", "severity", "file", "line", "column", "message", "notes"])
        #expect(items[0]["rule"] as? String == "duplicate-key")
        #expect(items[0]["line"] as? Int == 6)
        let notes = try #require(items[0]["notes"] as? [[String: Any]])
        #expect(Set(notes[0].keys) == ["file", "line", "column", "message"])
        #expect(items[1]["message"] as? String == odd.message)
    }

    /// The rule ids of spec section 6 (version 1), in its order.
    static let specOrder = [
        "yaml-syntax", "yaml-limit", "duplicate-key", "unknown-key", "invalid-value", "missing-key", "invalid-name",
        "duplicate-name", "name-collision", "unknown-reference", "push-outside-stack", "tab-outside-tabs",
        "unbound-root-param", "link-conflict", "flow-cycle", "unreachable-screen", "unreachable-flow", "url-syntax",
        "url-unknown-param", "url-param-type", "url-missing-param", "url-conflict", "deeplink-unreachable",
        "deeplink-unbound-param", "deeplink-ambiguous",
    ]

    @Test func sarifIsVersion210WithRulesAndLocations() throws {
        let text = DiagnosticReport([Self.duplicate]).sarif(toolVersion: "9.9").serialized()
        let log = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "navgen")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids == RuleID.allCases.map(\.rawValue))
        // Spec section 6's rules keep its order (later rules may come between them).
        #expect(ids.filter(Self.specOrder.contains) == Self.specOrder)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "duplicate-key")
        #expect(rules[result["ruleIndex"] as? Int ?? -1]["id"] as? String == "duplicate-key")
        #expect(result["level"] as? String == "error")
        let region = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 6)
        #expect(region["startColumn"] as? Int == 3)
        #expect((result["relatedLocations"] as? [Any])?.count == 1)
    }

    @Test func sortedIsFileOrderAndStable() {
        var collector = DiagnosticCollector()
        collector.emit(Self.warning)
        collector.emit(Self.duplicate)
        collector.emit(.unknownKey, "second at the same place", at: Self.location)
        #expect(collector.sorted.map(\.rule) == [.duplicateKey, .unknownKey, .unreachableScreen])
    }
}
