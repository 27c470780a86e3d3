/// The members of a switch flow's coordinator (1.1 A): `Branch`, `branch`, one optional
/// coordinator per flow branch, `pendingDeepLink`, `init(branch:)` and `show(_:)`, and
/// what deep links ask of it (`enter(_:)`, `admit(_:into:)`).
///
/// ```swift
/// nonisolated enum Branch: Hashable, Sendable, CaseIterable { case unlock, main }
/// private(set) var branch: Branch = .unlock
/// private(set) var main: MainCoordinator? = nil
/// private(set) var pendingDeepLink: DeepLink? = nil
/// init(branch: Branch = .unlock) { … }
/// func show(_ branch: Branch) { … }
/// ```
///
/// A case of a branch with launch parameters (1.1 B) carries them, and the enum is no
/// longer `CaseIterable`: `case main(mainAccountID: Swift.String)`.
extension CoordinatorTranslator {
    /// The members before `presented` and `parentCoordinator`, the initialiser, and
    /// the members after it.
    func switchParts(_ coordinator: EmissionPlan.Coordinator, branches: [Branch])
        -> (members: [SwiftDeclaration], initializer: SwiftFunction, trailing: [SwiftDeclaration]) {
        let access = plan.access
        // A first branch with parameters has no value to start from: `init(branch:)` takes one.
        let first = branches.first.flatMap { plan.branchParameters(of: $0).isEmpty ? ".\(plan.names.caseName($0.target.value.name))" : nil }
        var members: [SwiftDeclaration] = [branchEnum(branches)]
        members.append(.variable(SwiftVariable(doc: ["The branch shown."], access: access, modifiers: ["private(set)"], name: "branch", type: "Branch", initialValue: first)))
        for flow in flowBranches(branches) {
            let name = plan.names.caseName(flow)
            // The Observation macro cannot track a property whose name is a keyword (`any`);
            // `branch`, observed, changes whenever the branch's coordinator does.
            let isKeyword = name.hasPrefix("`")
            members.append(.variable(SwiftVariable(
                doc: ["The coordinator of the branch `\(flow)`: non-nil exactly while it is shown."]
                    + (isKeyword ? ["Observed through `branch`, which changes with it."] : []),
                attributes: isKeyword ? ["@ObservationIgnored"] : [],
                access: access, modifiers: ["private(set)"], name: name, type: "\(SwiftNames.coordinator(flow))?", initialValue: "nil"
            )))
        }
        // A feature graph has no deep links of its own (they resolve through the app), so no pending one.
        let opensLinks = plan.hasRoot
        if opensLinks {
            members.append(.variable(SwiftVariable(
                doc: ["A deep link that arrived for a `deepLinks: defer` branch while another was shown: applied from the root",
                      "when its branch is shown, then cleared. A newer deferred link replaces it."],
                access: access, modifiers: ["private(set)"], name: "pendingDeepLink", type: "DeepLink?", initialValue: "nil"
            )))
        }
        let carriesValues = plan.branchesCarryValues(branches)
        let isLaunchBranchSwitch = plan.launchBranchSwitches.contains(coordinator.name)
        if isLaunchBranchSwitch { members.append(lastLaunchBranchVariable()) }
        members.append(branchScreenFunction(branches))
        let initializer = SwiftFunction(
            doc: ["The launch state, showing `branch`."], access: access, name: "init",
            parameters: [SwiftParameter("branch", "Branch", default: first)],
            body: [.line("self.branch = branch"), .line("build(branch)")]
        )
        let showFunction = SwiftFunction(
            doc: carriesValues
                ? ["Shows `branch`. Another branch than the one shown, or the one shown with other values, is built afresh",
                   "in its launch state, and the state it replaces is dropped; the branch shown with the same values keeps",
                   "its state. A pending deep link whose route passes `branch`, with any values, is then applied from the",
                   "root and cleared."]
                : ["Shows `branch`. Another branch than the one shown is built afresh in its launch state, and the state",
                   "of the branch it replaces is dropped; the branch shown keeps its state. A pending deep link whose",
                   "route passes `branch` is then applied from the root and cleared."],
            access: access, name: "show", parameters: [SwiftParameter(label: "_", "branch", "Branch")],
            body: [
                .line("enter(branch)"),
                // With values, the link's branch may carry others than the ones shown.
                .line(carriesValues ? "guard let link = pendingDeepLink, link.steps.contains(where: { isShowing($0) }) else { return }"
                    : "guard let link = pendingDeepLink, link.steps.contains(.show(.\(plan.names.caseName(coordinator.name))(branch))) else { return }"),
                .line("pendingDeepLink = nil"),
                .line("(rootCoordinator as? any \(NavigationEventTranslator.rootProtocol)<ModalContent>)?.open(link, mode: .reset)"),
            ]
        )
        let trailing: [SwiftDeclaration] = [
            .function(opensLinks ? showFunction : SwiftFunction(
                doc: ["Shows `branch`. Another branch than the one shown is built afresh in its launch state, and the state",
                      "of the branch it replaces is dropped; the branch shown keeps its state."],
                access: access, name: "show", parameters: [SwiftParameter(label: "_", "branch", "Branch")], body: [.line("enter(branch)")]
            )),
            .function(SwiftFunction(
                doc: ["Shows `branch` for a deep link's step, without applying the pending link; reported as one `show` event."],
                access: .fileprivate, name: "enter", parameters: [SwiftParameter(label: "_", "branch", "Branch")],
                body: [.line("guard branch != self.branch else { return }")] + reportingShow(coordinator, [
                    .line("self.branch = branch"),
                    .line("presented.removeAll()"),
                    .line("build(branch)"),
                ])
            )),
            buildFunction(branches, remembersFirst: isLaunchBranchSwitch),
        ] + (opensLinks ? [admitFunction(branches)] : [])
            + (isLaunchBranchSwitch ? branches.prefix(1).map(launchBranchFunction) : [])
            + (carriesValues && opensLinks ? [isShowingFunction(coordinator, branches: branches, launchBranch: isLaunchBranchSwitch)] : [])
        return (members, initializer, trailing)
    }

    /// `change`, reported as one `show` event where the graph reports events (not a
    /// feature's, `EmissionPlan.hasRoot`).
    private func reportingShow(_ coordinator: EmissionPlan.Coordinator, _ change: [SwiftStatement]) -> [SwiftStatement] {
        guard plan.hasRoot else { return change }
        return [.block("reportNavigation(.show(.\(plan.names.caseName(coordinator.name))(branch)))", change)]
    }

    /// The names of the flow branches, in order.
    private func flowBranches(_ branches: [Branch]) -> [String] {
        branches.compactMap { branch in
            if case .flow(let flow) = branch.target.value { return flow }
            return nil
        }
    }

    /// `enum Branch`: one case per branch, carrying the branch's launch parameters
    /// (1.1 B) by their launch labels; `CaseIterable` when no case carries any.
    private func branchEnum(_ branches: [Branch]) -> SwiftDeclaration {
        var carriesValues = false
        let cases = branches.map { branch -> SwiftDeclaration in
            let parameters = plan.branchParameters(of: branch).map { parameter in
                SwiftParameter(plan.launchLabel(flow: parameter.flow, root: parameter.root, position: parameter.position),
                               typeText(plan.graph.screens[parameter.root].params[parameter.position].type))
            }
            carriesValues = carriesValues || !parameters.isEmpty
            return .enumCase(name: plan.names.caseName(branch.target.value.name), parameters: parameters, doc: [])
        }
        return .type(SwiftType(
            doc: [carriesValues ? "The branches, in order; a flow branch's case carries the parameters it is built with." : "The branches, in order."],
            access: plan.access, modifiers: ["nonisolated"], kind: .enum, name: "Branch",
            conformances: [SDKNames.hashable, SDKNames.sendable] + (carriesValues ? [] : [SDKNames.caseIterable]) + plan.restorationConformances,
            members: cases
        ))
    }

    /// `screen(for:)`: the screen a screen branch shows, with the branch's `args`. The
    /// flow branches share one case, where the first of them is, as a tab bar's do.
    private func branchScreenFunction(_ branches: [Branch]) -> SwiftDeclaration {
        .function(SwiftFunction(
            doc: ["The screen a branch shows, with the branch's `args`; `nil` for a branch that shows a flow."],
            access: plan.access, name: "screen", parameters: [SwiftParameter(label: "for", "branch", "Branch")], returnType: "Screen?",
            body: [.switchOver("branch", cases: screenCases(branches.map { ($0.target.value, $0.args) }), fallback: nil)]
        ))
    }

    /// `build(_:)`: drops every branch's coordinator and makes the one of `branch`;
    /// with `remembersFirst`, keeps the first branch's values as `lastLaunchBranch`.
    private func buildFunction(_ branches: [Branch], remembersFirst: Bool) -> SwiftDeclaration {
        let flows = flowBranches(branches)
        var body: [SwiftStatement] = flows.map { .line("\(plan.names.caseName($0)) = nil") }
        let cases = branches.map { branch -> (pattern: String, body: [SwiftStatement]) in
            var pattern = ".\(plan.names.caseName(branch.target.value.name))"
            guard case .flow(let flow) = branch.target.value else { return (pattern, [.line("break")]) }
            let values = plan.branchParameters(of: branch).map { "let " + plan.launchLabel(flow: $0.flow, root: $0.root, position: $0.position) }
            if !values.isEmpty { pattern += "(\(values.joined(separator: ", ")))" }
            let remembers: [SwiftStatement] = remembersFirst && branch.target.value == branches.first?.target.value ? [.line("lastLaunchBranch = branch")] : []
            return (pattern, remembers + [
                .line("let coordinator = \(SwiftNames.coordinator(flow))(\(launchArguments(ofFlow: flow)))"),
                .line("coordinator.\(SwiftNames.parentProperty) = self"),
                // A branch `Coordinator`'s property is `coordinator`, which the local shadows.
                .line("\(plan.names.caseName(flow) == "coordinator" ? "self.coordinator" : plan.names.caseName(flow)) = coordinator"),
            ])
        }
        if !flows.isEmpty { body.append(.switchOver("branch", cases: cases, fallback: nil)) }
        return .function(SwiftFunction(
            doc: ["Builds the coordinator of `branch` in its launch state, dropping the others."],
            access: .private, name: "build", parameters: [SwiftParameter(label: "_", "branch", "Branch")], body: body
        ))
    }

    /// `admit(_:into:)`: what a deep link whose route passes `branch` does while another
    /// branch is shown, by the branch's `deepLinks`.
    private func admitFunction(_ branches: [Branch]) -> SwiftDeclaration {
        var cases: [(pattern: String, body: [SwiftStatement])] = []
        for policy in Branch.DeepLinkPolicy.allCases {
            let names = branches.filter { $0.deepLinks == policy }.map { ".\(plan.names.caseName($0.target.value.name))" }
            guard !names.isEmpty else { continue }
            let body: [SwiftStatement]
            switch policy {
            case .switch: body = [.line("return .opened")]
            case .defer: body = [.line("pendingDeepLink = link"), .line("return .deferred")]
            case .refuse: body = [.line("return .refused")]
            }
            cases.append((names.joined(separator: ", "), body))
        }
        let body: [SwiftStatement] = cases.count == 1 && cases[0].body.count == 1 ? cases[0].body : [.switchOver("branch", cases: cases, fallback: nil)]
        return .function(SwiftFunction(
            doc: ["What a deep link whose route shows `branch` does while another branch is shown: `.opened` to show it",
                  "(`deepLinks: switch`), `.deferred` keeping it as `pendingDeepLink`, or `.refused`."],
            access: .fileprivate, name: "admit",
            parameters: [SwiftParameter(label: "_", "link", "DeepLink"), SwiftParameter(label: "into", "branch", "Branch")],
            returnType: "OpenResult", body: body
        ))
    }
}
