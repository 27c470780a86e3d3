/// Renders diagnostics as text, JSON or SARIF 2.1.0 (spec section 9).
public struct DiagnosticReport: Sendable {
    public var diagnostics: [Diagnostic]

    /// `warningsAsErrors` reports every warning as an error.
    public init(_ diagnostics: [Diagnostic], warningsAsErrors: Bool = false) {
        self.diagnostics = diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if warningsAsErrors { diagnostic.severity = .error }
            return diagnostic
        }
    }

    /// Whether the run fails: some diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// `FILE:LINE:COLUMN: error: MESSAGE [rule-id]` lines, with `note:` lines.
    public func text() -> String {
        diagnostics.map { "\($0)\n" }.joined()
    }

    /// `{"diagnostics": [...]}` exactly as the spec gives it.
    public func json() -> JSONValue {
        .object([("diagnostics", .array(diagnostics.map { diagnostic in
            .object([
                ("rule", .string(diagnostic.rule.rawValue)),
                ("severity", .string(diagnostic.severity.rawValue)),
                ("file", .string(diagnostic.location.file)),
                ("line", .int(diagnostic.location.line)),
                ("column", .int(diagnostic.location.column)),
                ("message", .string(diagnostic.message)),
                ("notes", .array(diagnostic.notes.map { note in
                    .object([
                        ("file", .string(note.location.file)),
                        ("line", .int(note.location.line)),
                        ("column", .int(note.location.column)),
                        ("message", .string(note.message)),
                    ])
                })),
            ])
        }))])
    }

    /// A SARIF 2.1.0 log with one run, for code-scanning services.
    public func sarif(toolVersion: String) -> JSONValue {
        let rules = RuleCatalog.descriptions.map { rule in
            JSONValue.object([
                ("id", .string(rule.id.rawValue)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
            ])
        }
        let results = diagnostics.map { diagnostic in
            JSONValue.object([
                ("ruleId", .string(diagnostic.rule.rawValue)),
                ("ruleIndex", .int(RuleCatalog.index(of: diagnostic.rule))),
                ("level", .string(diagnostic.severity.rawValue)),
                ("message", .object([("text", .string(diagnostic.message))])),
                ("locations", .array([Self.sarifLocation(diagnostic.location, message: nil)])),
                ("relatedLocations", .array(diagnostic.notes.enumerated().map { i, note in
                    Self.sarifLocation(note.location, message: note.message, id: i)
                })),
            ])
        }
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("navgen")),
                    ("version", .string(toolVersion)),
                    ("rules", .array(rules)),
                ]))])),
                ("results", .array(results)),
            ])])),
        ])
    }

    /// A SARIF `location` (with `id` and `message` for a related one); `DiffReport` shares it.
    static func sarifLocation(_ location: SourceLocation, message: String?, id: Int? = nil) -> JSONValue {
        var fields: [(String, JSONValue)] = []
        if let id { fields.append(("id", .int(id))) }
        fields.append(("physicalLocation", .object([
            ("artifactLocation", .object([("uri", .string(location.file))])),
            ("region", .object([("startLine", .int(location.line)), ("startColumn", .int(location.column))])),
        ])))
        if let message { fields.append(("message", .object([("text", .string(message))]))) }
        return .object(fields)
    }
}
