/// A check of the graph, named after the invariant it guards. A rule reports every
/// finding it has, not only the first, and never stops the others.
public protocol ValidationRule: Sendable {
    /// The rules this check owns, one description per rule id (`RuleCatalog`
    /// gathers them). It may also report ids described elsewhere, such as `invalid-value`.
    static var descriptions: [RuleDescription] { get }
    func check(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector)
}

/// Runs the graph rules in a fixed order.
public struct Validator: Sendable {
    /// The rules, in the order they run, which is the order of spec section 6 (the
    /// order `RuleCatalog` and SARIF list them in). A new rule is added here.
    public static let rules: [any ValidationRule] = [
        NamesAreDistinct(),
        GeneratedNamesDoNotCollide(),
        ReferencesResolve(),
        StackLinksHaveAStack(),
        TabLinksHaveTabs(),
        SwitchLinksHaveABranch(),
        StackRootsAreBound(),
        LinksAgreeWithinAFlow(),
        FlowsDoNotContainThemselves(),
        EverythingIsReachable(),
        PresenterLinksHaveAPresenter(),
    ]

    public init() {}

    public func validate(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        for rule in Self.rules {
            rule.check(context, into: &diagnostics)
        }
    }
}
