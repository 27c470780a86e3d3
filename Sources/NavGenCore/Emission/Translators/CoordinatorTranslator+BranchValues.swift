/// What a switch coordinator whose `Branch` cases carry values (1.1 A, B) has for deep
/// links: `isShowing(_:)`, which compares a link's step with the branch shown case by
/// case, and, for a switch shown at launch whose first branch takes values,
/// `lastLaunchBranch` and `launchBranch(…)`, which fill the values a link leaves out.
///
/// ```swift
/// @ObservationIgnored private var lastLaunchBranch: Branch? = nil
/// fileprivate func launchBranch(mainAccountID: Swift.String?) -> Branch? { … }
/// fileprivate func isShowing(_ step: DeepLink.Step) -> Bool { … }
/// ```
extension CoordinatorTranslator {
    /// `lastLaunchBranch`: the first branch as last shown, kept by `build(_:)`.
    func lastLaunchBranchVariable() -> SwiftDeclaration {
        .variable(SwiftVariable(
            doc: ["The first branch, with the values it was last shown with (at `init(branch:)` or by `show(_:)`); `nil` while",
                  "it has never been shown. A deep link that leaves one of its values out takes it from here."],
            attributes: ["@ObservationIgnored"], access: .private, name: "lastLaunchBranch", type: "Branch?", initialValue: "nil"
        ))
    }

    /// `launchBranch(…)`: the first branch with a link's values, each `nil` one taken
    /// from `lastLaunchBranch`.
    func launchBranchFunction(_ first: Branch) -> SwiftDeclaration {
        let name = plan.names.caseName(first.target.value.name)
        let labels = plan.branchLabels(of: first)
        let parameters = plan.branchParameters(of: first).enumerated().map { position, parameter in
            SwiftParameter(labels[position], typeText(plan.graph.screens[parameter.root].params[parameter.position].type) + "?")
        }
        let last = labels.map { "last" + NamingRules.upperFirst($0) }
        let filled = zip(labels, last).map { "\($0): \($0) ?? \($1)" }
        let given = labels.map { "\($0): \($0)" }
        return .function(SwiftFunction(
            doc: ["The first branch with a deep link's values: a `nil` one is the value the branch was last shown with (its",
                  "live value while it is shown); `nil` when the link leaves a value out and the branch was never shown."],
            access: .fileprivate, name: "launchBranch", parameters: parameters, returnType: "Branch?",
            body: [
                .block("if case .\(name)(\(last.map { "let " + $0 }.joined(separator: ", ")))? = lastLaunchBranch", [
                    .line("return .\(name)(\(filled.joined(separator: ", ")))"),
                ]),
                .line("guard \(labels.map { "let " + $0 }.joined(separator: ", ")) else { return nil }"),
                .line("return .\(name)(\(given.joined(separator: ", ")))"),
            ]
        ))
    }

    /// `isShowing(_:)`: whether a deep link's step shows the branch shown, whatever
    /// values either carries; `launchBranch` is whether the switch has a
    /// `showLaunchBranch` step.
    func isShowingFunction(_ coordinator: EmissionPlan.Coordinator, branches: [Branch], launchBranch: Bool) -> SwiftDeclaration {
        let flow = plan.names.caseName(coordinator.name)
        var patterns = branches.map { branch in
            let name = plan.names.caseName(branch.target.value.name)
            return "(.show(.\(flow)(.\(name))), .\(name))"
        }
        if launchBranch, let first = branches.first {
            patterns.append("(.showLaunchBranch(.\(flow)), .\(plan.names.caseName(first.target.value.name)))")
        }
        return .function(SwiftFunction(
            doc: ["Whether a deep link's `step` shows the branch shown, whatever values the two carry."],
            access: .fileprivate, name: "isShowing", parameters: [SwiftParameter(label: "_", "step", "DeepLink.Step")], returnType: "Swift.Bool",
            body: [.switchOver("(step, branch)", cases: patterns.map { ($0, [.line("return true")]) }, fallback: [.line("return false")])]
        ))
    }
}
