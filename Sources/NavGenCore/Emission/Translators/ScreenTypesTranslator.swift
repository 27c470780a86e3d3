/// `Screen`, the enums of enum parameters, `Flow`, `ModalStyle` and `Modal`: the value
/// types of the namespace.
///
/// Each is `nonisolated`, so that any code may use it, whatever the default isolation
/// of the app's target (a new Xcode 26 app target's is the main actor); only `Modal`'s
/// numbering of presentations is on the main actor, with the coordinators.
struct ScreenTypesTranslator {
    let plan: EmissionPlan

    /// Renders the section; `Screen`'s cases one at a time, straight to the writer.
    func render(into renderer: inout SwiftRenderer) {
        renderer.open(SwiftType(kind: .extension, name: plan.namespace))
        renderer.add(.mark("Screens and flows"))
        renderer.open(SwiftType(
            doc: ["Every screen of the graph, with its parameters. Screens do not know the flow they are shown in."],
            access: plan.access, modifiers: ["nonisolated"], kind: .enum, name: "Screen",
            conformances: [SDKNames.hashable, SDKNames.sendable]
        ))
        let screens = plan.graph.screens
        for screen in screens.indices {
            let names = plan.names.screens[screen], params = screens[screen].params
            renderer.add(compact: true) { writer in
                writer.beginLine()
                writer.write("case ")
                writer.write(names.caseName)
                for position in params.indices {
                    writer.write(position == 0 ? "(" : ", ")
                    if names.labels[position] != "_" {
                        writer.write(names.labels[position])
                        writer.write(": ")
                    }
                    writer.write(params[position].type)
                    if let defaultValue = names.defaults[position] {
                        writer.write(" = ")
                        writer.write(defaultValue)
                    }
                }
                writer.write(params.isEmpty ? "" : ")")
                writer.endLine()
            }
        }
        renderer.close()
        for declaration in ParameterEnumTranslator(plan: plan).declarations() { renderer.add(declaration) }
        renderer.add(flowEnum())
        renderer.add(modalStyleEnum())
        renderer.add(modal())
        renderer.close()
    }

    private func flowEnum() -> SwiftDeclaration {
        var cases = plan.graph.flows.map { flow in
            SwiftDeclaration.enumCase(name: plan.names.caseName(flow.name.value), parameters: [], doc: [])
        }
        if let root = plan.index.screen(plan.graph.root.value) {
            cases.insert(.enumCase(name: plan.names.caseName(root.name.value), parameters: [], doc: ["The root screen's own coordinator."]), at: 0)
        }
        return .type(SwiftType(
            doc: ["The flows of the graph: one coordinator each."],
            access: plan.access, modifiers: ["nonisolated"], kind: .enum, name: "Flow",
            conformances: [SDKNames.hashable, SDKNames.sendable, SDKNames.caseIterable], members: cases
        ))
    }

    private func modalStyleEnum() -> SwiftDeclaration {
        .type(SwiftType(
            doc: ["How a modal is presented: `sheet`, full-screen `cover`, or `popover`."],
            access: plan.access, modifiers: ["nonisolated"], kind: .enum, name: "ModalStyle", conformances: [SDKNames.hashable, SDKNames.sendable],
            members: ["sheet", "cover", "popover"].map { .enumCase(name: $0, parameters: [], doc: []) }
        ))
    }

    private func modal() -> SwiftDeclaration {
        var contentCases: [SwiftDeclaration] = [
            .enumCase(name: "screen", parameters: [SwiftParameter("_", "Screen")], doc: ["A bare screen, owned by the presenting coordinator."]),
        ]
        for flow in plan.modalFlows {
            contentCases.append(.enumCase(name: plan.names.caseName(flow), parameters: [SwiftParameter("_", SwiftNames.coordinator(flow))],
                                          doc: ["The modal flow `\(flow)`, with its own coordinator."]))
        }
        let content = SwiftType(doc: ["What a modal shows."], access: plan.access, modifiers: ["nonisolated"], kind: .enum, name: "Content",
                                conformances: [SDKNames.sendable], members: contentCases)
        let access = plan.access
        return .type(SwiftType(
            doc: ["A modal presented by a coordinator. Coordinators keep them in `presented`, a stack: the last one is on top."],
            access: access, modifiers: ["nonisolated"], kind: .struct, name: "Modal", conformances: [SDKNames.identifiable, SDKNames.sendable],
            members: [
                .type(content),
                .variable(SwiftVariable(doc: ["Distinguishes presentations, for SwiftUI's `item:` bindings."], access: access, isLet: true, name: "id", type: SDKNames.int)),
                .variable(SwiftVariable(access: access, isLet: true, name: "style", type: "ModalStyle")),
                .variable(SwiftVariable(access: access, isLet: true, name: "content", type: "Content")),
                .variable(SwiftVariable(attributes: ["@MainActor"], access: .private, modifiers: ["static"], name: "nextID", type: SDKNames.int, initialValue: "0")),
                .variable(SwiftVariable(
                    doc: ["The screen this modal shows, when it is a bare screen."], access: access, name: "screen", type: "Screen?",
                    getter: [.block("if case .screen(let screen) = content", [.line("return screen")]), .line("return nil")]
                )),
                .variable(SwiftVariable(
                    doc: ["The coordinator of the modal flow this modal shows, when it is one."], access: access, name: "coordinator",
                    type: "(any \(SwiftNames.coordinatorProtocol))?",
                    getter: [.switchOver("content", cases: [(".screen", [.line("return nil")])] + plan.modalFlows.map { flow in
                        (".\(plan.names.caseName(flow))(let coordinator)", [.line("return coordinator")])
                    }, fallback: nil)]
                )),
                .function(SwiftFunction(
                    doc: ["A new presentation of `content` in `style`."],
                    attributes: ["@MainActor"], access: access, name: "init", parameters: [SwiftParameter("style", "ModalStyle"), SwiftParameter("content", "Content")],
                    body: [.line("Modal.nextID += 1"), .line("id = Modal.nextID"), .line("self.style = style"), .line("self.content = content")]
                )),
            ]
        ))
    }

    /// The default of a parameter in a case or method signature: its literal, or
    /// `nil` for an optional without one.
    static func defaultExpression(_ param: Parameter) -> String? {
        if let value = param.defaultValue { return SwiftLiteral.expression(value.value, as: param.type) }
        return param.type.isOptional ? "nil" : nil
    }
}
