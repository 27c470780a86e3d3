/// Navigation events (issue 39): the graph's `NavigationEvent`, NavGenRuntime's enum
/// named for the graph's `ModalContent`, what that content names for it, and the root's
/// `visibleScreen`, which screen-view analytics read after each event.
///
/// ```swift
/// typealias NavigationEvent = NavGenRuntime.NavigationEvent<ModalContent>
///
/// extension Recipes.ModalContent: NavGenRuntime.NavigationEventContent {
///     typealias DeepLink = Recipes.DeepLink
///     typealias TabSelection = Recipes.DeepLink.TabSelection
///     var flow: Recipes.Flow? { … }
/// }
/// ```
///
/// The coordinators report where their state is stored (`didSet` on `path`,
/// `presented` and `selectedTab`, written by `CoordinatorTranslator`) through the
/// runtime's `reportPathChange`, `reportModalChange` and `reportNavigation`, so a change
/// SwiftUI makes through a binding is reported like a link's. The root is the runtime's
/// `NavigationEventRoot`: it stores the app's `onNavigationEvent` and the count of
/// changes under way that report as one event (a deep link, a branch shown, a restore).
struct NavigationEventTranslator {
    let plan: EmissionPlan

    /// The runtime protocol the root coordinator conforms to.
    static let rootProtocol = "NavGenRuntime.NavigationEventRoot"

    /// The event type, the content's conformance and the root's `visibleScreen`.
    func declarations() -> [SwiftDeclaration] {
        [
            .type(SwiftType(kind: .extension, name: plan.namespace, members: [.mark("Navigation events"), eventType()])),
            eventContent(),
            .type(SwiftType(attributes: ["@MainActor"], kind: .extension, name: rootType, members: [onTop(), visibleScreen()])),
        ]
    }

    /// The members of the root coordinator's class that `NavigationEventRoot` requires:
    /// the app's hook and the counter.
    func rootMembers() -> [SwiftDeclaration] {
        [
            .variable(SwiftVariable(attributes: ["@ObservationIgnored"], access: plan.access, name: "onNavigationEvent",
                                    type: "((NavigationEvent) -> Swift.Void)?", initialValue: "nil")),
            .variable(SwiftVariable(attributes: ["@ObservationIgnored"], access: plan.access, name: "eventsHeld", initialValue: "0")),
        ]
    }

    /// `didSet` of a stack's `path`.
    static func pathObserver(flow: String) -> [SwiftStatement] {
        [.line("reportPathChange(from: oldValue, to: path, on: .\(flow))")]
    }

    /// `didSet` of `presented`.
    static func modalsObserver(flow: String) -> [SwiftStatement] {
        [.line("reportModalChange(from: oldValue, on: .\(flow))")]
    }

    /// `didSet` of a tab bar's `selectedTab`.
    static func selectionObserver(flow: String) -> [SwiftStatement] {
        [.line("if selectedTab != oldValue { reportNavigation(.select(.\(flow)(selectedTab))) }")]
    }

    private var rootType: String { "\(plan.namespace).\(SwiftNames.coordinator(plan.graph.root.value))" }

    /// `typealias NavigationEvent`.
    private func eventType() -> SwiftDeclaration {
        .typeAlias(name: "NavigationEvent", type: "NavGenRuntime.NavigationEvent<ModalContent>", access: plan.access,
                   doc: ["A change of navigation state, reported once, after it, to the root coordinator's `onNavigationEvent`:",
                         "made by a link, by SwiftUI (a back swipe, a swipe down, a tap on a tab) or by a deep link."])
    }

    /// `ModalContent`'s `NavigationEventContent` conformance: the types the events carry
    /// that the runtime cannot infer, and the flow a modal flow shows.
    private func eventContent() -> SwiftDeclaration {
        let ns = plan.namespace, access = plan.access
        var members: [SwiftDeclaration] = [.typeAlias(name: "DeepLink", type: "\(ns).DeepLink", access: access, doc: [])]
        if plan.graph.flows.contains(where: { !$0.tabs.isEmpty }) {
            members.append(.typeAlias(name: "TabSelection", type: "\(ns).DeepLink.TabSelection", access: access, doc: []))
        }
        if !plan.switchCoordinators.isEmpty {
            members.append(.typeAlias(name: "BranchSelection", type: "\(ns).DeepLink.BranchSelection", access: access, doc: []))
            members.append(.typeAlias(name: "SwitchedDeepLink", type: "\(ns).DeepLink", access: access, doc: []))
        }
        let cases: [(pattern: String, body: [SwiftStatement])] = [(".screen", [.line("return nil")])] + plan.modalFlows.map { flow in
            let name = plan.names.caseName(flow)
            return (".\(name)", [.line("return .\(name)")])
        }
        members.append(.variable(SwiftVariable(
            access: access, name: "flow", type: "\(ns).Flow?",
            getter: plan.modalFlows.isEmpty ? [.line("nil")] : [.switchOver("self", cases: cases, fallback: nil)]
        )))
        return .type(SwiftType(access: nil, kind: .extension, name: "\(ns).ModalContent",
                               conformances: ["NavGenRuntime.NavigationEventContent"], members: members))
    }

    /// `onTop`: the walk from the root to what is on top, which `visibleScreen` and
    /// `open(_:mode:)`'s `pushOnTop(_:)` share.
    private func onTop() -> SwiftDeclaration {
        let ns = plan.namespace
        var cases: [(pattern: String, body: [SwiftStatement])] = []
        for coordinator in plan.coordinators {
            let type = "\(ns).\(SwiftNames.coordinator(coordinator.name))"
            switch coordinator.kind {
            case .stack:
                continue
            case .tabs(let tabs):
                let inner = tabs.map { tab -> (pattern: String, body: [SwiftStatement]) in
                    let name = plan.names.caseName(tab.target.value.name)
                    guard case .flow = tab.target.value else { return (".\(name)", [.line("return (tabs, tabs.screen(for: .\(name)))")]) }
                    return (".\(name)", [.line("current = tabs.\(name)")])
                }
                cases.append(("let tabs as \(type)", [.switchOver("tabs.selectedTab", cases: inner, fallback: nil)]))
            case .switch(let branches):
                let inner = branches.map { branch -> (pattern: String, body: [SwiftStatement]) in
                    let name = plan.names.caseName(branch.target.value.name)
                    guard case .flow = branch.target.value else {
                        return (".\(name)", [.line("return (switcher, switcher.screen(for: switcher.branch))")])
                    }
                    return (".\(name)", [.line("guard let shown = switcher.\(name) else { return (switcher, nil) }"), .line("current = shown")])
                }
                cases.append(("let switcher as \(type)", [.switchOver("switcher.branch", cases: inner, fallback: nil)]))
            case .screen:
                cases.append(("let screen as \(type)", [.line("return (screen, screen.rootScreen)")]))
            }
        }
        let walk: SwiftStatement = cases.isEmpty
            ? .line("return (current, nil)")
            : .switchOver("current", cases: cases, fallback: [.line("return (current, nil)")])
        return .variable(SwiftVariable(
            doc: ["What is on top now: the coordinator of the topmost modal flow, else of the selected tab, else of the shown",
                  "branch; with the screen it shows over its own, when that is a bare modal screen, a tab's or a branch's."],
            access: .fileprivate, name: Self.onTopProperty,
            type: "(coordinator: any \(ns).\(SwiftNames.coordinatorProtocol), screen: \(ns).Screen?)",
            getter: [
                .line("var current: any \(ns).\(SwiftNames.coordinatorProtocol) = self"),
                .block("while true", [
                    .block("if let modal = current.presented.last", [
                        .line("guard let presented = modal.coordinator else { return (current, modal.screen) }"),
                        .line("current = presented"),
                        .line("continue"),
                    ]),
                    walk,
                ]),
            ]
        ))
    }

    /// The name of the root's `onTop`.
    static let onTopProperty = "onTop"

    /// `visibleScreen`: the screen `onTop` shows, else the top of the stack on top.
    private func visibleScreen() -> SwiftDeclaration {
        let ns = plan.namespace
        let hasStacks = plan.coordinators.contains { if case .stack = $0.kind { true } else { false } }
        let body: [SwiftStatement] = hasStacks ? [
            .line("let top = \(Self.onTopProperty)"),
            .line("if let screen = top.screen { return screen }"),
            .line("let stack = top.coordinator as? any \(ns).\(SwiftNames.stackCoordinatorProtocol)"),
            .line("return stack.map { $0.path.last ?? $0.rootScreen }"),
        ] : [.line("\(Self.onTopProperty).screen")]
        return .variable(SwiftVariable(
            doc: ["The screen on top now: the topmost modal's (a bare screen, or the screen on top of a modal flow), else",
                  "the selected tab's, else the shown branch's. Screen-view analytics read it after each navigation event."],
            access: plan.access, name: "visibleScreen", type: "\(ns).Screen?", getter: body
        ))
    }
}
