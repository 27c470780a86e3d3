/// `exit-mismatch` (error): a binding passes an exit's parameters to its target by
/// name (issue 40). Each exit parameter is a parameter of the target, of the same
/// type (or the target takes it optional: `String` fills `String?`), and every
/// required target parameter is filled, by the exit or by the binding's `args`.
/// Reported at the binding's target in the app graph, with notes at the exit's
/// parameter and at the target's.
///
/// Rejected:
/// ```yaml
/// bind:
///   Account.ShowStatus: { push: Status }   # ShowStatus passes statusID: String, Status takes id: String
/// ```
struct ExitBindingsMatch: ValidationRule {
    static let descriptions = [
        RuleDescription(
            id: .exitMismatch, severity: .error,
            summary: "an exit's parameters do not fit the target its binding shows",
            failing: """
            navgen: 1
            name: App
            root: Account.ProfileStack
            features: [Account]
            screens:
              Status: { params: { id: String } }
            bind:
              Account.ShowStatus: { push: Status }
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
        for binding in graph.bindings {
            guard let featureName = binding.featureName, let feature = graph.features.first(where: { $0.name.value == featureName }),
                  let exit = feature.exit(named: binding.exitName),
                  let target = Self.parameters(of: binding.target.value, in: context.index) else { continue }
            let name = binding.exit.value, targetName = binding.target.value
            for param in exit.params {
                guard let taken = target.first(where: { $0.name.value == param.name.value }) else {
                    let names = target.map(\.name.value)
                    let known = names.isEmpty ? "it takes no parameters" : "it takes " + names.map { "'\($0)'" }.joined(separator: ", ")
                    diagnostics.emit(.exitMismatch, "the exit '\(name)' passes '\(param.name.value)', but '\(targetName)' has no parameter '\(param.name.value)'\(Suggestion.didYouMean(param.name.value, in: names)); \(known): an exit's parameters fill the target's by name",
                                     at: binding.target.location, notes: [.init("'\(param.name.value)' is declared here", at: param.name.location)])
                    continue
                }
                guard Self.fits(param.type, into: taken.type) else {
                    diagnostics.emit(.exitMismatch, "the exit '\(name)' passes '\(param.name.value)' as '\(param.type)', but '\(targetName)' takes it as '\(taken.type)'; the types must be the same (or the target's the optional of the exit's)",
                                     at: binding.target.location, notes: [.init("the exit's '\(param.name.value)' is declared here", at: param.name.location),
                                                                          .init("the target's '\(taken.name.value)' is declared here", at: taken.name.location)])
                    continue
                }
            }
            let filled = Set(exit.params.map(\.name.value) + binding.args.map(\.name.value))
            for param in target where param.isRequired && !filled.contains(param.name.value) {
                diagnostics.emit(.exitMismatch, "'\(targetName)' needs '\(param.name.value): \(param.type)', which neither the exit '\(name)' passes nor the binding's 'args' fix; add it to the exit's 'params', or bind it in 'args'",
                                 at: binding.target.location, notes: [.init("'\(param.name.value)' is declared here", at: param.name.location)])
            }
        }
    }

    /// The parameters a binding's target takes: a screen's, or a stack flow's `params`
    /// as its root declares them; `nil` for a name that is neither (`unknown-reference`).
    static func parameters(of target: String, in index: GraphIndex) -> [Parameter]? {
        if let screen = index.screen(target) { return screen.params }
        guard let flow = index.flow(target) else { return nil }
        let root = flow.stack.flatMap { index.screen($0.root.value) }
        return flow.params.compactMap { root?.param(named: $0.value) }
    }

    /// Whether a value of the exit's type can be passed as the target's: the same
    /// type, or the target's is the exit's made optional.
    static func fits(_ type: ParameterType, into target: ParameterType) -> Bool {
        type == target || (!type.isOptional && target.isOptional && target.name == type.name)
    }
}

extension RuleID {
    /// A binding whose target's parameters do not fit its exit's.
    public static let exitMismatch = RuleID(rawValue: "exit-mismatch")
}
