/// One `@MainActor protocol <Screen>Navigation: AnyObject` per screen with links:
/// all a screen's views may know of navigation.
struct NavigationProtocolTranslator {
    let plan: EmissionPlan

    /// Renders the section one screen at a time: the protocols in one extension of
    /// the namespace, then the extensions with their defaults. Requirements and
    /// overloads are written straight to the writer.
    func render(into renderer: inout SwiftRenderer) {
        let screens = plan.graph.screens.indices.filter { !plan.graph.screens[$0].links.isEmpty }
        guard !screens.isEmpty else { return }
        renderer.open(SwiftType(kind: .extension, name: plan.namespace))
        renderer.add(.mark("Navigation protocols"))
        for screen in screens { renderProtocol(for: plan.graph.screens[screen], at: screen, into: &renderer) }
        renderer.close()
        let ns = plan.namespace
        for screen in screens { renderDefaultsExtension(for: plan.graph.screens[screen], at: screen, namespace: ns, into: &renderer) }
    }

    /// `protocol <Screen>Navigation` for `screen`, number `position` in `graph.screens`.
    private func renderProtocol(for screen: Screen, at position: Int, into renderer: inout SwiftRenderer) {
        renderer.open(SwiftType(
            doc: ["Navigation from `\(screen.name.value)`. Its views and view models depend on this protocol only;",
                  "every coordinator of a flow that shows `\(screen.name.value)` conforms to it."],
            attributes: ["@MainActor"], access: plan.access, kind: .protocol,
            name: SwiftNames.navigationProtocol(screen.name.value), conformances: ["AnyObject"]
        ))
        for (number, link) in screen.links.enumerated() {
            renderer.add { writer in
                EmissionPlan.writeSummary(of: link, into: &writer)
                plan.writeMethodHead(link, access: nil, parameters: plan.methodParameters(ofLink: number, on: position), into: &writer)
                writer.endLine()
            }
        }
        renderer.close()
    }

    /// Overloads that leave out defaulted and optional parameters: protocol
    /// requirements cannot carry defaults themselves.
    private func renderDefaultsExtension(for screen: Screen, at position: Int, namespace ns: String, into renderer: inout SwiftRenderer) {
        var isOpen = false
        for (number, link) in screen.links.enumerated() {
            guard let parameters = plan.methodParameters(ofLink: number, on: position) else { continue }
            let names = plan.names.screens[parameters.screen]
            let kept = parameters.positions.filter { names.defaults[$0] == nil }
            guard kept.count < parameters.positions.count else { continue }
            if !isOpen {
                renderer.open(SwiftType(access: nil, kind: .extension, name: "\(ns).\(SwiftNames.navigationProtocol(screen.name.value))"))
                isOpen = true
            }
            renderer.add { writer in
                writer.beginLine()
                writer.write("/// `")
                writer.write(link.name.value)
                writer.write("` with the target's defaults.")
                writer.endLine()
                plan.writeMethodHead(link, access: plan.access, parameters: (parameters.screen, kept), into: &writer)
                writer.write(" {")
                writer.endLine()
                writer.indent()
                writer.beginLine()
                writer.write(SwiftNames.escaped(link.name.value))
                for (number, position) in parameters.positions.enumerated() {
                    writer.write(number == 0 ? "(" : ", ")
                    writer.write(names.labels[position])
                    writer.write(": ")
                    writer.write(names.defaults[position] ?? names.labels[position])
                }
                writer.write(parameters.positions.isEmpty ? "()" : ")")
                writer.endLine()
                writer.close()
            }
        }
        if isOpen { renderer.close() }
    }
}
