/// Renders the findings of `navgen diff` as text, JSON or SARIF 2.1.0, in the
/// shapes `DiagnosticReport` gives diagnostics.
public struct DiffReport: Sendable {
    public var diff: GraphDiff

    public init(_ diff: GraphDiff) {
        self.diff = diff
    }

    /// How many findings are breaking.
    public var breakingCount: Int { diff.findings.filter(\.rule.isBreaking).count }

    /// `FILE:LINE:COLUMN: error: MESSAGE [diff-id]` lines, with `note:` lines, and a
    /// closing count.
    public func text() -> String {
        let additions = diff.findings.count - breakingCount
        let summary = "\(breakingCount) breaking change\(breakingCount == 1 ? "" : "s"), \(additions) addition\(additions == 1 ? "" : "s")\n"
        return diff.findings.map { "\($0)\n" }.joined() + summary
    }

    /// `{"breaking": N, "findings": [...]}`; a URL finding has its `example`.
    public func json() -> JSONValue {
        .object([
            ("breaking", .int(breakingCount)),
            ("findings", .array(diff.findings.map { finding in
                var fields: [(String, JSONValue)] = [
                    ("rule", .string(finding.rule.id)),
                    ("severity", .string(finding.severity)),
                    ("breaking", .bool(finding.rule.isBreaking)),
                    ("file", .string(finding.location.file)),
                    ("line", .int(finding.location.line)),
                    ("column", .int(finding.location.column)),
                    ("message", .string(finding.message)),
                ]
                if let example = finding.example { fields.append(("example", .string(example))) }
                fields.append(("notes", .array(finding.notes.map { note in
                    .object([
                        ("file", .string(note.location.file)),
                        ("line", .int(note.location.line)),
                        ("column", .int(note.location.column)),
                        ("message", .string(note.message)),
                    ])
                })))
                return .object(fields)
            })),
        ])
    }

    /// A SARIF 2.1.0 log with one run whose rules are `DiffRule.all`.
    public func sarif(toolVersion: String) -> JSONValue {
        let rules = DiffRule.all.map { rule in
            JSONValue.object([
                ("id", .string(rule.id)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("defaultConfiguration", .object([("level", .string(rule.isBreaking ? "error" : "note"))])),
            ])
        }
        let results = diff.findings.map { finding in
            var fields: [(String, JSONValue)] = [
                ("ruleId", .string(finding.rule.id)),
                ("ruleIndex", .int(DiffRule.all.firstIndex(of: finding.rule) ?? 0)),
                ("level", .string(finding.severity)),
                ("message", .object([("text", .string(finding.message))])),
                ("locations", .array([DiagnosticReport.sarifLocation(finding.location, message: nil)])),
                ("relatedLocations", .array(finding.notes.enumerated().map { i, note in
                    DiagnosticReport.sarifLocation(note.location, message: note.message, id: i)
                })),
            ]
            if let example = finding.example { fields.append(("properties", .object([("example", .string(example))]))) }
            return JSONValue.object(fields)
        }
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("navgen diff")),
                    ("version", .string(toolVersion)),
                    ("rules", .array(rules)),
                ]))])),
                ("results", .array(results)),
            ])])),
        ])
    }
}
