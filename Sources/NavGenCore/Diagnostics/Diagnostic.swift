/// How serious a finding is.
public enum Severity: String, Sendable, Hashable, Codable {
    case error
    case warning
}

/// A finding about a graph file: a stable rule id, a place, a message and optional
/// notes pointing at related places ("first defined here").
public struct Diagnostic: Hashable, Sendable {
    /// A related place, printed as a `note:` line after its diagnostic.
    public struct Note: Hashable, Sendable {
        public var location: SourceLocation
        public var message: String

        /// `message` is kept to one line of bounded length (see `MessageText`).
        public init(_ message: String, at location: SourceLocation) {
            self.location = location
            self.message = MessageText.bounded(message)
        }
    }

    public var rule: RuleID
    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    public var notes: [Note]

    /// `message` is kept to one line of bounded length (see `MessageText`).
    public init(_ rule: RuleID, _ message: String, at location: SourceLocation, notes: [Note] = [], severity: Severity? = nil) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.location = location
        self.message = MessageText.bounded(message)
        self.notes = notes
    }
}

extension Diagnostic: CustomStringConvertible {
    /// The text form: `FILE:LINE:COLUMN: error: MESSAGE [rule-id]`, then one
    /// `FILE:LINE:COLUMN: note: MESSAGE` line per note.
    public var description: String {
        var lines = ["\(location): \(severity.rawValue): \(message) [\(rule.rawValue)]"]
        for note in notes {
            lines.append("\(note.location): note: \(note.message)")
        }
        return lines.joined(separator: "\n")
    }
}
