/// Gathers the diagnostics of one compilation, in the order they are found.
///
/// Stages append to it; nothing here prints. `sorted` gives file order for output.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    /// Records a diagnostic.
    public mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Records a diagnostic built from its parts.
    public mutating func emit(_ rule: RuleID, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(rule, message, at: location, notes: notes))
    }

    /// Records `other`'s diagnostics after this one's, in their order.
    public mutating func emit(contentsOf other: DiagnosticCollector) {
        diagnostics.append(contentsOf: other.diagnostics)
    }

    /// Whether any error has been recorded.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The diagnostics in file order (stable for equal locations).
    public var sorted: [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
