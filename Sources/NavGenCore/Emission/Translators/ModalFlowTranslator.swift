/// `ModalContent`'s `FlowContent` conformance: the graph's `Flow`, and
/// `modalFlow(_:root:)`, which builds a new coordinator for a modal flow. NavGenRuntime
/// calls it for a deep link's `presentFlow` and `presentStack` steps and for a restored
/// modal, so a graph writes it once for both; a graph with neither deep links nor state
/// restoration (a feature module's, `restoration: false`) has none, and a graph without
/// modal flows gives only its `Flow`: the runtime's default `modalFlow` builds none.
///
/// ```swift
/// extension Vault.ModalContent: NavGenRuntime.FlowContent {
///     typealias Flow = Vault.Flow
///     @MainActor
///     static func modalFlow(_ flow: Vault.Flow, root: Vault.Screen?) -> (content: Self, coordinator: any Vault.Coordinator)? {
///         switch flow {
///         case .share:
///             guard case .shareItem(let itemID)? = root else { return nil }
///             let coordinator = Vault.ShareCoordinator(itemID: itemID)
///             return (.share(coordinator), coordinator)
///         …
/// ```
struct ModalFlowTranslator {
    let plan: EmissionPlan

    /// The conformance, or nothing for a graph that needs none.
    func declarations() -> [SwiftDeclaration] {
        guard plan.hasRoot || plan.graph.restoresState else { return [] }
        let ns = plan.namespace
        let cases = plan.modalFlows.map { flow -> ChunkedSwitch.Case in
            let name = plan.names.caseName(flow), type = "\(ns).\(SwiftNames.coordinator(flow))"
            var body: [SwiftStatement] = []
            var arguments = ""
            if let id = plan.index.flowID(flow), let own = plan.flowParameterPositions(ofFlow: id) {
                // A flow with parameters (1.1 B) takes them from its root screen.
                let labels = plan.names.screens[own.root].labels
                let bound = plan.graph.screens[own.root].params.indices.map { own.positions.contains($0) ? "let " + SwiftNames.binding(labels[$0]) : "_" }
                body.append(.line("guard case .\(plan.names.screens[own.root].spelled("(\(bound.joined(separator: ", ")))"))? = root else { return nil }"))
                arguments = own.positions.map { "\(plan.initLabel(flow: id, root: own.root, position: $0)): \(SwiftNames.binding(labels[$0]))" }
                    .joined(separator: ", ")
            }
            body += [.line("let coordinator = \(type)(\(arguments))"), .line("return (.\(name)(coordinator), coordinator)")]
            return (".\(name)", body)
        }
        let flowCount = plan.graph.flows.count + (plan.index.isScreen(plan.graph.root.value) ? 1 : 0)
        let function = SwiftFunction(
            doc: ["The content and new coordinator, in its launch state, of a modal flow; a flow with parameters takes them",
                  "from `root`. `nil` for a flow never presented modally, or a root that does not give the parameters."],
            attributes: ["@MainActor"], access: plan.access, modifiers: ["static"], name: "modalFlow",
            parameters: [SwiftParameter(label: "_", "flow", "\(ns).Flow"), SwiftParameter("root", "\(ns).Screen?")],
            returnType: "(content: Self, coordinator: any \(ns).\(SwiftNames.coordinatorProtocol))?"
        )
        var members: [SwiftDeclaration] = [.typeAlias(name: "Flow", type: "\(ns).Flow", access: plan.access, doc: [])]
        // Without modal flows, the runtime's default `modalFlow` builds none.
        if !cases.isEmpty {
            members += ChunkedSwitch(function: function, subject: "flow", cases: cases, fallback: [.line("return nil")],
                                     coversAll: cases.count == flowCount, forward: { "return \($0)(flow, root: root)" }).declarations()
        }
        return [.type(SwiftType(access: nil, kind: .extension, name: "\(ns).ModalContent", conformances: ["NavGenRuntime.FlowContent"],
                                members: members))]
    }
}
