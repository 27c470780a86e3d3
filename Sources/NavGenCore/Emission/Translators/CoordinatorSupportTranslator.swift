/// What the coordinators of a graph share: NavGenRuntime's `Coordinator`,
/// `StackCoordinator`, `Modal` and `ModalStyle`, named in the namespace for the graph's
/// `ModalContent`, and that enum: a bare screen or one of the graph's modal flows.
///
/// The primitives links and deep links call (`present`, `dismiss`, `ancestor`, `push`,
/// `replace`, `pop`, `popToRoot`) are the runtime's protocol extensions, so the
/// generated call sites read as before: `present(.screen(.licenses), style: .sheet)`.
struct CoordinatorSupportTranslator {
    let plan: EmissionPlan

    func declarations() -> [SwiftDeclaration] {
        let access = plan.access, graph = plan.graph.name.value
        let runtime = "NavGenRuntime"
        let members: [SwiftDeclaration] = [
            .mark("Coordinators"),
            .typeAlias(name: SwiftNames.coordinatorProtocol, type: "\(runtime).Coordinator<ModalContent>", access: access,
                       doc: ["What every coordinator of `\(graph)` has: its modals and the coordinator that holds it."]),
            .typeAlias(name: SwiftNames.stackCoordinatorProtocol, type: "\(runtime).StackCoordinator<ModalContent>", access: access,
                       doc: ["A coordinator of `\(graph)` that owns a navigation stack."]),
            .typeAlias(name: "Modal", type: "\(runtime).Modal<ModalContent>", access: access,
                       doc: ["A modal presented by a coordinator of `\(graph)`."]),
            .typeAlias(name: "ModalStyle", type: "\(runtime).ModalStyle", access: access,
                       doc: ["How a modal is presented: `sheet`, full-screen `cover`, or `popover`."]),
            modalContent(),
        ]
        return [.type(SwiftType(kind: .extension, name: plan.namespace, members: members))] + ModalFlowTranslator(plan: plan).declarations()
    }

    /// `enum ModalContent`: `screen(Screen)` and a case per modal flow, with the
    /// runtime's `screen` and `coordinator` read from them.
    private func modalContent() -> SwiftDeclaration {
        let access = plan.access
        var members: [SwiftDeclaration] = [
            .enumCase(name: "screen", parameters: [SwiftParameter("_", "Screen")], doc: ["A bare screen, owned by the presenting coordinator."]),
        ]
        for flow in plan.modalFlows {
            members.append(.enumCase(name: plan.names.caseName(flow), parameters: [SwiftParameter("_", SwiftNames.coordinator(flow))],
                                     doc: ["The modal flow `\(flow)`, with its own coordinator."]))
        }
        members.append(.variable(SwiftVariable(
            access: access, name: "screen", type: "Screen?",
            getter: [.line("if case .screen(let screen) = self { screen } else { nil }")]
        )))
        // A graph without modal flows has only bare screens.
        let coordinator: [SwiftStatement] = plan.modalFlows.isEmpty ? [.line("nil")] : [
            .switchOver("self", cases: [(".screen", [.line("return nil")])] + plan.modalFlows.map { flow in
                (".\(plan.names.caseName(flow))(let coordinator)", [.line("return coordinator")])
            }, fallback: nil),
        ]
        members.append(.variable(SwiftVariable(
            access: access, name: "coordinator", type: "(any \(SwiftNames.coordinatorProtocol))?", getter: coordinator
        )))
        return .type(SwiftType(
            doc: ["What a modal shows."], access: access, modifiers: ["nonisolated"], kind: .enum, name: "ModalContent",
            conformances: ["NavGenRuntime.ModalContent"], members: members
        ))
    }
}
