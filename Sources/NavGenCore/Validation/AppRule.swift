/// A check of a graph against the app that ships it (`navgen check-app`): the URL
/// schemes of its Info.plist and the associated domains of its entitlements.
public protocol AppRule: Sendable {
    /// The rules this check owns, one description per rule id, each with the apps
    /// its examples are checked against (`RuleDescription.app`).
    static var descriptions: [RuleDescription] { get }
    func check(_ routing: AppRouting, against app: AppDeclarations, into diagnostics: inout DiagnosticCollector)
}

/// Runs the app rules in a fixed order: what `navgen check-app` does once the graph
/// has been analysed without errors.
public struct AppValidator: Sendable {
    /// The rules, in the order they run (and `RuleCatalog` lists them). A new rule is
    /// added here.
    public static let rules: [any AppRule] = [
        AppSchemesMatchTheGraph(),
        AppDomainsMatchTheGraph(),
    ]

    public init() {}

    public func validate(_ routing: AppRouting, against app: AppDeclarations, into diagnostics: inout DiagnosticCollector) {
        for rule in Self.rules {
            rule.check(routing, against: app, into: &diagnostics)
        }
    }

    /// The graph of `analysis` checked against `app`; `nil` when the graph has
    /// errors, so there is no deep-link table to check.
    public func validate(_ analysis: Analysis, against app: AppDeclarations) -> DiagnosticCollector? {
        guard let table = analysis.deepLinks, let context = analysis.analyzed else { return nil }
        var diagnostics = DiagnosticCollector()
        validate(AppRouting(graph: context.index.graph, table: table), against: app, into: &diagnostics)
        return diagnostics
    }
}
