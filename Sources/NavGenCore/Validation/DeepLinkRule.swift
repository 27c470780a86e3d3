/// A check of a graph's deep links (spec sections 6 and 8), run on the
/// `DeepLinkAnalysis` that is computed once per graph.
public protocol DeepLinkRule: Sendable {
    /// The rule ids the rule reports.
    static var rules: [RuleID] { get }
    func check(_ analysis: DeepLinkAnalysis, into diagnostics: inout DiagnosticCollector)
}

/// Runs the deep-link rules in a fixed order, after the graph rules.
public struct DeepLinkValidator: Sendable {
    /// The rules, in the order they run.
    public static let rules: [any DeepLinkRule] = [
        URLConfigurationIsValid(),
        URLPatternsAreWellFormed(),
        URLParametersAreKnown(),
        URLParametersHaveURLTypes(),
        URLPatternsBindRequiredParameters(),
        URLPatternsDoNotConflict(),
        DeepLinkTargetsAreReachable(),
        DeepLinkRoutesBindEveryParameter(),
        DeepLinkRoutesAreUnambiguous(),
    ]

    public init() {}

    public func validate(_ analysis: DeepLinkAnalysis, into diagnostics: inout DiagnosticCollector) {
        for rule in Self.rules {
            rule.check(analysis, into: &diagnostics)
        }
    }
}
