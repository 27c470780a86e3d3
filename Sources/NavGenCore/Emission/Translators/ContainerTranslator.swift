/// What a graph with deep links tells NavGenRuntime of its coordinators, so that the
/// root's `visibleScreen`, `open(_:mode:)` and `apply(_:)` are written once in the
/// runtime: each stack coordinator's `pushes(_:)`, the screens its links push, and the
/// `ContainerCoordinator` conformance of each tab bar, switch and root screen, which
/// says what it shows and follows a deep link's step through it.
///
/// ```swift
/// @MainActor
/// extension Recipes.HomeCoordinator: NavGenRuntime.ContainerCoordinator {
///     var shownCoordinator: (any Recipes.Coordinator)? { … }
///     var shownScreen: Recipes.Screen? { screen(for: selectedTab) }
///     var childCoordinators: [Recipes.Flow: (any Recipes.Coordinator)?] { [.meat: meat, .veggie: veggie] }
///     func follow(_ step: Recipes.DeepLink.Step) -> Swift.Bool { … }
/// }
/// ```
struct ContainerTranslator {
    let plan: EmissionPlan

    /// The runtime protocol of tab bars, switches and root screens.
    static let containerProtocol = "NavGenRuntime.ContainerCoordinator"

    /// `pushes(_:)` of a stack coordinator whose links push screens; `nil` for one whose
    /// links push none (the runtime's default), or in a graph without deep links.
    func pushesFunction(_ coordinator: EmissionPlan.Coordinator) -> SwiftDeclaration? {
        guard plan.hasRoot, case .stack = coordinator.kind, !coordinator.pushedScreens.isEmpty else { return nil }
        let body: [SwiftStatement]
        if coordinator.pushedScreens.count < plan.graph.screens.count {
            let names = coordinator.pushedScreens.map { "." + plan.names.screens[$0].spelled("") }
            body = [.switchOver("screen", cases: [(names.joined(separator: ", "), [.line("return true")])], fallback: [.line("return false")])]
        } else {
            body = [.line("true")]
        }
        return .function(SwiftFunction(
            doc: ["Whether a link of this stack pushes `screen`; `open(_:mode:)` with `.preserve` asks."],
            access: plan.access, name: "pushes", parameters: [SwiftParameter(label: "_", "screen", "Screen")], returnType: "Swift.Bool",
            body: body
        ))
    }

    /// The `ContainerCoordinator` conformance of a tab bar, switch or root screen; `nil`
    /// for a stack, or in a graph without deep links.
    func conformance(_ coordinator: EmissionPlan.Coordinator) -> SwiftDeclaration? {
        guard plan.hasRoot else { return nil }
        let members: [SwiftDeclaration]
        switch coordinator.kind {
        case .stack:
            return nil
        case .tabs(let tabs):
            members = tabMembers(coordinator, tabs)
        case .switch(let branches):
            members = switchMembers(coordinator, branches)
        case .screen:
            members = [
                shownCoordinator([.line("nil")]),
                shownScreen(SwiftNames.rootScreenProperty),
                childCoordinators([]),
                follow([.line("false")]),
            ]
        }
        return .type(SwiftType(attributes: ["@MainActor"], kind: .extension,
                               name: "\(plan.namespace).\(SwiftNames.coordinator(coordinator.name))",
                               conformances: [Self.containerProtocol], members: members))
    }

    /// A tab bar's members: its selected tab's coordinator or screen, its flow tabs, and
    /// `follow(_:)`, which selects a `select` step's tab.
    private func tabMembers(_ coordinator: EmissionPlan.Coordinator, _ tabs: [Tab]) -> [SwiftDeclaration] {
        let name = plan.names.caseName(coordinator.name)
        return [
            shownCoordinator(shownSwitch("selectedTab", tabs.map(\.target.value))),
            shownScreen("screen(for: selectedTab)"),
            childCoordinators(tabs.map(\.target.value)),
            follow([
                .line("guard case .select(.\(name)(let tab)) = step else { return false }"),
                .line("selectedTab = tab"),
                .line("return true"),
            ]),
        ]
    }

    /// A switch's members; with a `showLaunchBranch` step, it fills the values the link
    /// leaves out (`launchBranch(…)`), and with values in its branches, it asks
    /// `isShowing(_:)` whether the step's branch is the one shown, whatever the values.
    private func switchMembers(_ coordinator: EmissionPlan.Coordinator, _ branches: [Branch]) -> [SwiftDeclaration] {
        let ns = plan.namespace, name = plan.names.caseName(coordinator.name)
        let launch = plan.launchBranchSwitches.contains(coordinator.name) ? branches.first.map { launchBranchCall(name, $0) } : nil
        let followBody: [SwiftStatement]
        var admitBody: [SwiftStatement]
        if let launch {
            followBody = [
                .switchOver("step", cases: [
                    (".show(.\(name)(let branch))", [.line("enter(branch)")]),
                    (launch.pattern, [.line("guard let branch = \(launch.call) else { return false }"), .line("enter(branch)")]),
                ], fallback: [.line("return false")]),
                .line("return true"),
            ]
            admitBody = [
                .line("let branch: Branch"),
                .switchOver("step", cases: [
                    (".show(.\(name)(let shown))", [.line("branch = shown")]),
                    (launch.pattern, [.line("guard let launch = \(launch.call) else { return .refused }"), .line("branch = launch")]),
                ], fallback: [.line("return nil")]),
            ]
        } else {
            followBody = [
                .line("guard case .show(.\(name)(let branch)) = step else { return false }"),
                .line("enter(branch)"),
                .line("return true"),
            ]
            admitBody = []
        }
        if plan.branchesCarryValues(branches) {
            // The branch shown with other values is built afresh: the link opens, and nothing past it is asked.
            if launch == nil { admitBody.append(.line("guard case .show(.\(name)(let branch)) = step else { return nil }")) }
            admitBody += [
                .line("guard isShowing(step) else { return admit(link, into: branch) }"),
                .line("return branch == self.branch ? nil : .opened"),
            ]
        } else {
            admitBody = [
                .line("guard case .show(.\(name)(let branch)) = step, branch != self.branch else { return nil }"),
                .line("return admit(link, into: branch)"),
            ]
        }
        let admit = SwiftFunction(
            access: plan.access, name: "admit",
            parameters: [SwiftParameter(label: "_", "step", "\(ns).DeepLink.Step"), SwiftParameter(label: "of", "link", "\(ns).DeepLink")],
            returnType: "\(ns).OpenResult?", body: admitBody
        )
        return [
            shownCoordinator(shownSwitch("branch", branches.map(\.target.value))),
            shownScreen("screen(for: branch)"),
            childCoordinators(branches.map(\.target.value)),
            follow(followBody),
            .function(admit),
        ]
    }

    /// `.showLaunchBranch(.app(let mainAccountID))` and `launchBranch(mainAccountID: mainAccountID)`:
    /// the pattern of a switch's `showLaunchBranch` step (`switcher` is its case name)
    /// and the call that fills the values it leaves out.
    private func launchBranchCall(_ switcher: String, _ first: Branch) -> (pattern: String, call: String) {
        let labels = plan.branchLabels(of: first)
        return (".showLaunchBranch(.\(switcher)(\(labels.map { "let " + $0 }.joined(separator: ", "))))",
                "launchBranch(\(labels.map { "\($0): \($0)" }.joined(separator: ", ")))")
    }

    /// `switch selectedTab { case .meat: return meat … }`: the coordinator of each flow
    /// target, `nil` for the screen targets, which share one case.
    private func shownSwitch(_ subject: String, _ targets: [Tab.Target]) -> [SwiftStatement] {
        let cases = TargetCases.make(targets, caseName: { plan.names.caseName($0.name) }, isShared: { target in
            if case .screen = target { return true }
            return false
        }, shared: [.line("return nil")]) { [.line("return \(plan.names.caseName($0.name))")] }
        return [.switchOver(subject, cases: cases, fallback: nil)]
    }

    /// `shownCoordinator`, with `getter` as its body.
    private func shownCoordinator(_ getter: [SwiftStatement]) -> SwiftDeclaration {
        .variable(SwiftVariable(access: plan.access, name: "shownCoordinator",
                                type: "(any \(plan.namespace).\(SwiftNames.coordinatorProtocol))?", getter: getter))
    }

    /// `shownScreen`, read by `getter`: `screen(for:)` of the selection, or the root screen.
    private func shownScreen(_ getter: String) -> SwiftDeclaration {
        .variable(SwiftVariable(access: plan.access, name: "shownScreen", type: "\(plan.namespace).Screen?", getter: [.line(getter)]))
    }

    /// `childCoordinators`: the property of each flow target, by its flow.
    private func childCoordinators(_ targets: [Tab.Target]) -> SwiftDeclaration {
        let entries = targets.compactMap { target -> String? in
            guard case .flow(let flow) = target else { return nil }
            let name = plan.names.caseName(flow)
            return ".\(name): \(name)"
        }
        let ns = plan.namespace
        return .variable(SwiftVariable(
            access: plan.access, name: "childCoordinators", type: "[\(ns).Flow: (any \(ns).\(SwiftNames.coordinatorProtocol))?]",
            getter: [.line("[" + (entries.isEmpty ? ":" : entries.joined(separator: ", ")) + "]")]
        ))
    }

    /// `follow(_:)`, with `body`.
    private func follow(_ body: [SwiftStatement]) -> SwiftDeclaration {
        .function(SwiftFunction(access: plan.access, name: "follow", parameters: [SwiftParameter(label: "_", "step", "\(plan.namespace).DeepLink.Step")],
                                returnType: "Swift.Bool", body: body))
    }
}
