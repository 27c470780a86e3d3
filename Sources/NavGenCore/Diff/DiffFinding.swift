/// One change between two versions of a graph, placed in the file where it shows:
/// the old file for what was removed or no longer resolves, the new file for what
/// was added or changed.
public struct DiffFinding: Sendable, Hashable {
    public var rule: DiffRule
    public var location: SourceLocation
    public var message: String
    /// For a URL finding, the URL that shows it (the runtime matcher resolved it with
    /// both graphs before it was reported).
    public var example: String?
    /// Related places: the other version's pattern, screen or link.
    public var notes: [Diagnostic.Note]

    public init(_ rule: DiffRule, _ message: String, at location: SourceLocation, example: String? = nil, notes: [Diagnostic.Note] = []) {
        self.rule = rule
        self.location = location
        self.message = MessageText.bounded(message)
        self.example = example
        self.notes = notes
    }

    /// `error` for a breaking change, `note` for an addition (SARIF's levels).
    public var severity: String { rule.isBreaking ? "error" : "note" }
}

extension DiffFinding: CustomStringConvertible {
    /// `FILE:LINE:COLUMN: error: MESSAGE [diff-id]`, then one `note:` line per note.
    public var description: String {
        var lines = ["\(location): \(severity): \(message) [\(rule.id)]"]
        for note in notes {
            lines.append("\(note.location): note: \(note.message)")
        }
        return lines.joined(separator: "\n")
    }
}
