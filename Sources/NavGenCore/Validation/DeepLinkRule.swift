/// A check of a graph's deep links (spec sections 6 and 8), run on the
/// `DeepLinkAnalysis` that is computed once per graph.
public protocol DeepLinkRule: Sendable {
    /// The rules this check owns, one description per rule id (`RuleCatalog`
    /// gathers them). It may also report ids described elsewhere, such as `invalid-value`.
    static var descriptions: [RuleDescription] { get }
    func check(_ analysis: DeepLinkAnalysis, into diagnostics: inout DiagnosticCollector)
}

/// Runs the deep-link rules in a fixed order, after the graph rules.
public struct DeepLinkValidator: Sendable {
    /// The rules, in the order they run, which is the order of spec section 6 (the
    /// order `RuleCatalog` and SARIF list them in). A new rule is added here.
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
        URLLiteralsLookLikeText(),
    ]

    public init() {}

    public func validate(_ analysis: DeepLinkAnalysis, into diagnostics: inout DiagnosticCollector) {
        for rule in Self.rules {
            rule.check(analysis, into: &diagnostics)
        }
    }
}
