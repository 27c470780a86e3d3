/// Navigation events (issue 39): `enum NavigationEvent`, what the coordinators call to
/// report their changes to the root coordinator's `onNavigationEvent`, and the root's
/// `visibleScreen`, which screen-view analytics read after each event.
///
/// ```swift
/// nonisolated enum NavigationEvent: Swift.Hashable, Swift.Sendable {
///     case push(Screen, on: Flow)
///     case pop([Screen], from: Flow)
///     ...
/// }
/// ```
///
/// The coordinators report where their state is stored (`didSet` on `path`,
/// `presented` and `selectedTab`, written by `CoordinatorTranslator`), so a change
/// SwiftUI makes through a binding is reported like a link's. A deep link and a
/// switch showing a branch report themselves as one event and hold back those of
/// their parts (`reportNavigation(_:during:)`).
struct NavigationEventTranslator {
    let plan: EmissionPlan

    /// The name of the stored counter of changes under way that report as one event.
    static let heldProperty = "eventsHeld"

    /// The event type, the coordinators' reporting functions and `visibleScreen`.
    func declarations() -> [SwiftDeclaration] {
        [
            .type(SwiftType(kind: .extension, name: plan.namespace, members: [.mark("Navigation events"), eventType()])),
            .type(SwiftType(attributes: ["@MainActor"], kind: .extension, name: "\(plan.namespace).\(SwiftNames.coordinatorProtocol)",
                            members: reportFunctions())),
            .type(SwiftType(attributes: ["@MainActor"], kind: .extension, name: rootType,
                            members: [onTop(), visibleScreen()] + (plan.graph.restoresState ? [whileRestoring()] : []))),
        ]
    }

    /// The root's `whileRestoring(_:)` (`NavGenRuntime.RestorableCoordinator`): a
    /// restore reports no events.
    private func whileRestoring() -> SwiftDeclaration {
        .function(SwiftFunction(
            doc: ["Restoring brings back where the user was, so its changes are not reported as navigation events."],
            access: plan.access, name: "whileRestoring",
            parameters: [SwiftParameter(label: "_", "restoring", "() -> Swift.Void")],
            body: [
                .line("\(Self.heldProperty) += 1"),
                .line("defer { \(Self.heldProperty) -= 1 }"),
                .line("restoring()"),
            ]
        ))
    }

    /// The members of the root coordinator's class: the app's hook and the counter.
    func rootMembers() -> [SwiftDeclaration] {
        [
            .variable(SwiftVariable(
                doc: ["Called once for every change of navigation state, after it (see `NavigationEvent`); set by the app."],
                attributes: ["@ObservationIgnored"], access: plan.access, name: "onNavigationEvent",
                type: "((NavigationEvent) -> Swift.Void)?", initialValue: "nil"
            )),
            .variable(SwiftVariable(
                doc: ["How many changes reported as one event (a deep link, a branch shown) are under way."],
                attributes: ["@ObservationIgnored"], modifiers: ["fileprivate"], name: Self.heldProperty, initialValue: "0"
            )),
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

    /// `enum NavigationEvent` with its `Presentation`.
    private func eventType() -> SwiftDeclaration {
        let access = plan.access
        var presentationInit: [(pattern: String, body: [SwiftStatement])] = [(".screen(let screen)", [.line("self = .screen(screen)")])]
        for flow in plan.modalFlows {
            let name = plan.names.caseName(flow)
            presentationInit.append((".\(name)", [.line("self = .flow(.\(name))")]))
        }
        let presentation = SwiftType(
            doc: [plan.modalFlows.isEmpty ? "What a modal shows: a bare screen." : "What a modal shows: a bare screen, or a modal flow."],
            access: access, kind: .enum, name: "Presentation",
            conformances: [SDKNames.hashable, SDKNames.sendable],
            members: [
                .enumCase(name: "screen", parameters: [SwiftParameter("_", "Screen")], doc: []),
            ] + (plan.modalFlows.isEmpty ? [] : [.enumCase(name: "flow", parameters: [SwiftParameter("_", "Flow")], doc: [])]) + [
                .function(SwiftFunction(doc: ["What `content` shows."], access: access, name: "init",
                                        parameters: [SwiftParameter(label: "_", "content", "ModalContent")],
                                        body: [.switchOver("content", cases: presentationInit, fallback: nil)])),
            ]
        )
        var cases: [SwiftDeclaration] = [
            .type(presentation),
            event("push", [SwiftParameter("_", "Screen"), SwiftParameter("on", "Flow")], "A screen was pushed on a stack flow."),
            event("pop", [SwiftParameter("_", "[Screen]"), SwiftParameter("from", "Flow")],
                  "Screens were popped from a stack flow, the topmost first: `pop()`, `popToRoot()`, a back swipe."),
            event("replace", [SwiftParameter("_", "[Screen]"), SwiftParameter("with", "[Screen]"), SwiftParameter("on", "Flow")],
                  "A stack flow's pushed screens were replaced: those removed, the topmost first, by those pushed, bottom first."),
            event("present", [SwiftParameter("_", "Presentation"), SwiftParameter("style", "ModalStyle"), SwiftParameter("from", "Flow")],
                  "A flow's coordinator presented a modal."),
            event("dismiss", [SwiftParameter("_", "[Presentation]"), SwiftParameter("from", "Flow")],
                  "Modals of a flow's coordinator were dismissed, the topmost first: `dismiss()`, a swipe down."),
        ]
        if plan.graph.flows.contains(where: { !$0.tabs.isEmpty }) {
            cases.append(event("select", [SwiftParameter("_", "DeepLink.TabSelection")], "A tab was selected: by a link, or a tap on the tab bar."))
        }
        if !plan.switchCoordinators.isEmpty {
            cases.append(event("show", [SwiftParameter("_", "DeepLink.BranchSelection")], "A switch flow showed another branch, built afresh."))
        }
        cases.append(event("deepLinkOpened", [SwiftParameter("_", "DeepLink"), SwiftParameter("url", "Foundation.URL?")],
                           "A deep link was opened; its changes are this one event. `url` is `nil` for a link opened as a `DeepLink`."))
        if !plan.switchCoordinators.isEmpty {
            cases += [
                event("deepLinkDeferred", [SwiftParameter("_", "DeepLink"), SwiftParameter("url", "Foundation.URL?")],
                      "A switch kept a deep link as its `pendingDeepLink`."),
                event("deepLinkRefused", [SwiftParameter("_", "DeepLink"), SwiftParameter("url", "Foundation.URL?")],
                      "A switch refused a deep link; nothing changed."),
            ]
        }
        cases.append(event("deepLinkUnmatched", [SwiftParameter("_", "Foundation.URL")], "No pattern matches a URL opened; nothing changed."))
        return .type(SwiftType(
            doc: ["A change of navigation state, reported once, after it, to the root coordinator's `onNavigationEvent`:",
                  "made by a link, by SwiftUI (a back swipe, a swipe down, a tap on a tab) or by a deep link."],
            access: access, modifiers: ["nonisolated"], kind: .enum, name: "NavigationEvent",
            conformances: [SDKNames.hashable, SDKNames.sendable], members: cases
        ))
    }

    private func event(_ name: String, _ parameters: [SwiftParameter], _ doc: String) -> SwiftDeclaration {
        .enumCase(name: name, parameters: parameters, doc: [doc])
    }

    /// `reportNavigation(_:)`, `reportNavigation(_:during:)`, `reportPathChange(from:to:on:)`
    /// and `reportModalChange(from:on:)`, on every coordinator of the graph; `fileprivate`,
    /// as only the generated file calls them.
    private func reportFunctions() -> [SwiftDeclaration] {
        let ns = plan.namespace, root = rootType, held = Self.heldProperty
        return [
            .function(SwiftFunction(
                doc: ["Hands `event` to the root coordinator's `onNavigationEvent`, unless a change reported as one event is under way."],
                access: .fileprivate, name: "reportNavigation", parameters: [SwiftParameter(label: "_", "event", "\(ns).NavigationEvent")],
                body: [
                    .line("guard let root = rootCoordinator as? \(root), root.\(held) == 0 else { return }"),
                    .line("root.onNavigationEvent?(event)"),
                ]
            )),
            .function(SwiftFunction(
                doc: ["Makes `change` and reports it as `event` alone, holding back the events of its parts."],
                access: .fileprivate, name: "reportNavigation",
                parameters: [SwiftParameter(label: "_", "event", "\(ns).NavigationEvent"), SwiftParameter(label: "during", "change", "() -> Swift.Void")],
                body: [
                    .line("let root = rootCoordinator as? \(root)"),
                    .line("root?.\(held) += 1"),
                    .line("change()"),
                    .line("root?.\(held) -= 1"),
                    .line("reportNavigation(event)"),
                ]
            )),
            .function(SwiftFunction(
                doc: ["Reports how the stack of `flow` changed from `old` to `new`: a push, a pop or a replacement."],
                access: .fileprivate, name: "reportPathChange",
                parameters: [SwiftParameter(label: "from", "old", "[\(ns).Screen]"), SwiftParameter(label: "to", "new", "[\(ns).Screen]"),
                             SwiftParameter(label: "on", "flow", "\(ns).Flow")],
                body: [
                    .switchOver("NavGenRuntime.StackChange(from: old, to: new)", cases: [
                        (".push(let screen)?", [.line("reportNavigation(.push(screen, on: flow))")]),
                        (".pop(let screens)?", [.line("reportNavigation(.pop(screens, from: flow))")]),
                        (".replace(let removed, let added)?", [.line("reportNavigation(.replace(removed, with: added, on: flow))")]),
                        ("nil", [.line("break")]),
                    ], fallback: nil),
                ]
            )),
            .function(SwiftFunction(
                doc: ["Reports how the modals of `flow`'s coordinator changed from `old`: those dismissed, then each one presented."],
                access: .fileprivate, name: "reportModalChange",
                parameters: [SwiftParameter(label: "from", "old", "[\(ns).Modal]"), SwiftParameter(label: "on", "flow", "\(ns).Flow")],
                body: [
                    .line("let change = NavGenRuntime.ModalChange(from: old, to: presented)"),
                    .block("if !change.dismissed.isEmpty", [
                        .line("reportNavigation(.dismiss(change.dismissed.map { .init($0.content) }, from: flow))"),
                    ]),
                    .block("for modal in change.presented", [
                        .line("reportNavigation(.present(.init(modal.content), style: modal.style, from: flow))"),
                    ]),
                ]
            )),
        ]
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
