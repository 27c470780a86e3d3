/// `Screen`, the enums of enum parameters and `Flow`: the value types of the namespace.
///
/// Each is `nonisolated`, so that any code may use it, whatever the default isolation
/// of the app's target (a new Xcode 26 app target's is the main actor).
struct ScreenTypesTranslator {
    let plan: EmissionPlan

    /// Renders the section; `Screen`'s cases one at a time, straight to the writer.
    func render(into renderer: inout SwiftRenderer) {
        renderer.open(SwiftType(kind: .extension, name: plan.namespace))
        renderer.add(.mark("Screens and flows"))
        renderer.open(SwiftType(
            doc: ["Every screen of the graph, with its parameters. Screens do not know the flow they are shown in."],
            access: plan.access, modifiers: ["nonisolated"], kind: .enum, name: "Screen",
            conformances: [SDKNames.hashable, SDKNames.sendable] + plan.restorationConformances
        ))
        let screens = plan.graph.screens
        for screen in screens.indices where !plan.isImported(screen: screen) {
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
        for feature in plan.graph.features {
            let name = feature.name.value
            renderer.add(.enumCase(name: SwiftNames.featureCase(name), parameters: [SwiftParameter("_", "\(name).Screen")],
                                   doc: ["A screen of the feature `\(name)`."]))
        }
        renderer.close()
        for declaration in ParameterEnumTranslator(plan: plan).declarations() { renderer.add(declaration) }
        renderer.add(flowEnum())
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
            conformances: [SDKNames.hashable, SDKNames.sendable, SDKNames.caseIterable] + plan.restorationConformances, members: cases
        ))
    }

    /// The default of a parameter in a case or method signature: its literal, or
    /// `nil` for an optional without one.
    static func defaultExpression(_ param: Parameter) -> String? {
        if let value = param.defaultValue { return SwiftLiteral.expression(value.value, as: param.type) }
        return param.type.isOptional ? "nil" : nil
    }
}
