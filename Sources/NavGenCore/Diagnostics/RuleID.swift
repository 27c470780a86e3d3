/// The stable id of a rule of the graph format (spec section 6), such as
/// `push-outside-stack`.
///
/// The raw value is what diagnostics print and what JSON and SARIF carry. Each id is
/// declared as a static member in the file of the rule that owns it, beside that
/// rule's `RuleDescription`; the rules the YAML reader and the decoder report are
/// declared in `Decoding/ReadingRules.swift`.
public struct RuleID: RawRepresentable, Hashable, Sendable, Codable, CaseIterable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Every id, in `RuleCatalog`'s order (spec section 6's).
    public static var allCases: [RuleID] { RuleCatalog.descriptions.map(\.id) }

    /// The severity the rule's description gives it.
    public var defaultSeverity: Severity { RuleCatalog.description(of: self).severity }
}
