/// Navigation events (issue 39): the graph's `NavigationEvent`, NavGenRuntime's enum
/// named for the graph's `ModalContent`, and what that content names for it. The
/// root's `visibleScreen`, which screen-view analytics read after each event, is the
/// runtime's (`NavigationEventRoot`), through the tab bars' and switches'
/// `ContainerCoordinator` conformances (`ContainerTranslator`).
///
/// ```swift
/// typealias NavigationEvent = NavGenRuntime.NavigationEvent<ModalContent>
///
/// extension Recipes.ModalContent: NavGenRuntime.NavigationEventContent {
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

    /// The event type and the content's conformance.
    func declarations() -> [SwiftDeclaration] {
        [
            .type(SwiftType(kind: .extension, name: plan.namespace, members: [.mark("Navigation events"), eventType()])),
            eventContent(),
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

    /// `typealias NavigationEvent`.
    private func eventType() -> SwiftDeclaration {
        .typeAlias(name: "NavigationEvent", type: "NavGenRuntime.NavigationEvent<ModalContent>", access: plan.access,
                   doc: ["A change of navigation state, reported once, after it, to the root coordinator's `onNavigationEvent`:",
                         "made by a link, by SwiftUI (a back swipe, a swipe down, a tap on a tab) or by a deep link."])
    }

    /// `ModalContent`'s `NavigationEventContent` conformance: the deep link a switch
    /// defers or refuses, in a graph with switches, and the flow a modal flow shows.
    private func eventContent() -> SwiftDeclaration {
        let ns = plan.namespace, access = plan.access
        var members: [SwiftDeclaration] = []
        if !plan.switchCoordinators.isEmpty {
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
}
