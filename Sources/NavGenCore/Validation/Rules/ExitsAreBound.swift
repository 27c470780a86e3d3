/// `unbound-exit` (error): an app graph binds every exit of every feature it imports
/// (issue 40). Reported at the feature's `features:` entry, with a note at the exit's
/// declaration in the feature graph. A `bind:` key that names no imported feature or
/// no exit of it is an `unknown-reference` at the key.
///
/// Rejected:
/// ```yaml
/// features: [Account]     # Account declares the exit ShowStatus
/// bind: {}
/// ```
struct ExitsAreBound: ValidationRule {
    static let descriptions = [
        RuleDescription(
            id: .unboundExit, severity: .error,
            summary: "an exit of an imported feature has no binding",
            failing: """
            navgen: 1
            name: App
            root: Account.ProfileStack
            features: [Account]
            """,
            passing: """
            navgen: 1
            name: App
            root: Account.ProfileStack
            features: [Account]
            screens:
              Status: { params: { statusID: String } }
            bind:
              Account.ShowStatus: { push: Status }
            """,
            failingParts: ["account.nav.yaml": RuleDescription.accountFeature],
            passingParts: ["account.nav.yaml": RuleDescription.accountFeature],
            features: ["Account": "account.nav.yaml"]),
    ]


    func check(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        let graph = context.graph
        guard !graph.featureEntries.isEmpty || !graph.bindings.isEmpty else { return }
        let bound = Set(graph.bindings.map(\.exit.value))
        for feature in graph.features {
            for exit in feature.exits where !bound.contains("\(feature.name.value).\(exit.name.value)") {
                let params = exit.params.map { "\($0.name.value): \($0.type)" }.joined(separator: ", ")
                diagnostics.emit(.unboundExit, "the feature '\(feature.name.value)' has the exit '\(exit.name.value)(\(params))', which 'bind:' does not bind; add '\(feature.name.value).\(exit.name.value): { push: Target }' (or another style) to 'bind:'",
                                 at: feature.name.location, notes: [.init("the exit is declared here", at: exit.name.location)])
            }
        }
        let imported = graph.features.map(\.name.value)
        // A feature listed but not read already has its error at its entry.
        let unread = Set(graph.featureEntries.map(\.value)).subtracting(imported)
        for binding in graph.bindings where !unread.contains(binding.featureName ?? "") {
            guard let featureName = binding.featureName, let feature = graph.features.first(where: { $0.name.value == featureName }) else {
                let name = binding.featureName ?? binding.exit.value
                let known = imported.isEmpty ? "the graph imports no feature; list it in 'features:'" : "the features imported are " + imported.map { "'\($0)'" }.joined(separator: ", ")
                diagnostics.emit(.unknownReference, "'\(binding.exit.value.excerpt)' binds an exit of '\(name.excerpt)', which is not an imported feature\(Suggestion.didYouMean(name, in: imported)); \(known)",
                                 at: binding.exit.location)
                continue
            }
            guard feature.exit(named: binding.exitName) == nil else { continue }
            let names = feature.exits.map(\.name.value)
            let known = names.isEmpty ? "it declares no exits" : "its exits are " + names.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.emit(.unknownReference, "the feature '\(featureName)' has no exit '\(binding.exitName.excerpt)'\(Suggestion.didYouMean(binding.exitName, in: names)); \(known)",
                             at: binding.exit.location)
        }
    }
}

extension RuleID {
    /// An exit of an imported feature that the app graph's `bind:` leaves unbound.
    public static let unboundExit = RuleID(rawValue: "unbound-exit")
}

extension RuleDescription {
    /// The feature graph the examples of the exit rules import: one exit, used by one link.
    static let accountFeature = """
        navgen: 1
        feature: Account
        exits:
          ShowStatus: { params: { statusID: String } }
        screens:
          Profile: { links: { openStatus: { exit: ShowStatus } } }
        flows:
          ProfileStack: { stack: { root: Profile } }
        """
}
