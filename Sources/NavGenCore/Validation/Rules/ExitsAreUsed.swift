/// `unused-exit` (warning): every exit a feature graph declares is the target of some
/// link of the feature (issue 40); an exit no link uses still has to be bound by
/// every app that imports the feature.
///
/// Warned:
/// ```yaml
/// feature: Account
/// exits: { ShowStatus: {} }     # no link is { exit: ShowStatus }
/// ```
struct ExitsAreUsed: ValidationRule {
    static let descriptions = [
        RuleDescription(
            id: .unusedExit, severity: .warning,
            summary: "a feature's exit is never linked to",
            failing: """
            navgen: 1
            feature: Account
            exits:
              ShowStatus: { params: { statusID: String } }
            screens:
              Profile: {}
            flows:
              ProfileStack: { stack: { root: Profile } }
            """,
            passing: RuleDescription.accountFeature),
    ]

    func check(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        let graph = context.graph
        guard graph.isFeature, !graph.exits.isEmpty else { return }
        var used: Set<String> = []
        for link in graph.screens.lazy.flatMap(\.links) + graph.flows.lazy.flatMap(\.links) where link.style.value == .exit {
            if let target = link.target?.value { used.insert(target) }
        }
        for exit in graph.exits where !used.contains(exit.name.value) {
            diagnostics.emit(.unusedExit, "no link of the feature '\(graph.name.value)' leaves through the exit '\(exit.name.value)'; link to it with '{ exit: \(exit.name.value) }', or remove it (every app that imports the feature must bind it)",
                             at: exit.name.location)
        }
    }
}

extension RuleID {
    /// An exit of a feature graph that no link of the feature names.
    public static let unusedExit = RuleID(rawValue: "unused-exit")
}
