/// One `@MainActor protocol <Screen>Navigation: Swift.AnyObject` per screen with
/// links: all a screen's views may know of navigation. Its extension with the
/// default overloads is `@MainActor` too.
struct NavigationProtocolTranslator {
    let plan: EmissionPlan

    /// Renders the protocols, one per screen with links, in one extension of the
    /// namespace. Requirements are written straight to the writer.
    func renderProtocols(into renderer: inout SwiftRenderer) {
        let screens = plan.graph.screens.indices.filter { !plan.graph.screens[$0].links.isEmpty }
        guard !screens.isEmpty else { return }
        renderer.open(SwiftType(kind: .extension, name: plan.namespace))
        renderer.add(.mark("Navigation protocols"))
        for screen in screens { renderProtocol(at: screen, into: &renderer) }
        renderer.close()
    }

    /// Renders the protocols' extensions with their defaults, one per screen that has
    /// such overloads, each a declaration of the file's top level. Overloads are
    /// written straight to the writer.
    func renderDefaults(into renderer: inout SwiftRenderer) {
        let ns = plan.namespace
        for position in plan.graph.screens.indices {
            renderDefaultsExtension(at: position, namespace: ns, into: &renderer)
        }
    }

    /// `protocol <Screen>Navigation` for screen number `position` in `graph.screens`,
    /// written whole straight to the writer: built as a `SwiftType`, its doc lines and
    /// header cost more than its requirements. The screen is read by position, field
    /// by field: passed whole, each screen was copied, a retain of each of its arrays.
    private func renderProtocol(at position: Int, into renderer: inout SwiftRenderer) {
        let name = plan.graph.screens[position].name.value, links = plan.graph.screens[position].links
        renderer.add { writer in
            writer.beginLine()
            writer.write("/// Navigation from `")
            writer.write(name)
            writer.write("`, which its views depend on; every coordinator that shows it conforms.")
            writer.endLine()
            writer.line("@MainActor")
            writer.beginLine()
            writer.write(plan.access.prefix)
            writer.write("protocol ")
            writer.writeNavigationProtocol(of: name)
            writer.write(": ")
            writer.write(SDKNames.anyObject)
            writer.write(" {")
            writer.endLine()
            writer.indent()
            for number in links.indices {
                if number > 0 { writer.line() }
                EmissionPlan.writeSummary(ofLinkAt: number, in: links, into: &writer)
                plan.writeMethodHead(ofLinkAt: number, in: links, access: nil, parameters: plan.methodParameters(ofLink: number, on: position), into: &writer)
                writer.endLine()
            }
            writer.close()
        }
    }

    /// Overloads that leave out defaulted and optional parameters, for the links of
    /// screen number `position`: protocol requirements cannot carry defaults
    /// themselves. The extension is written whole straight to the writer, if any link
    /// has such parameters.
    private func renderDefaultsExtension(at position: Int, namespace ns: String, into renderer: inout SwiftRenderer) {
        let links = plan.graph.screens[position].links
        var overloads: [(link: Int, screen: Int, positions: [Int], kept: [Int])] = []
        for number in links.indices {
            guard let parameters = plan.methodParameters(ofLink: number, on: position) else { continue }
            let defaults = plan.names.screens[parameters.screen].defaults
            let kept = parameters.positions.filter { defaults[$0] == nil }
            guard kept.count < parameters.positions.count else { continue }
            overloads.append((number, parameters.screen, parameters.positions, kept))
        }
        guard !overloads.isEmpty else { return }
        renderer.add { writer in
            writer.line("@MainActor")
            writer.beginLine()
            writer.write("extension ")
            writer.write(ns)
            writer.write(".")
            writer.writeNavigationProtocol(of: plan.graph.screens[position].name.value)
            writer.write(" {")
            writer.endLine()
            writer.indent()
            for (number, overload) in overloads.enumerated() {
                if number > 0 { writer.line() }
                let linkName = links[overload.link].name.value
                let names = plan.names.screens[overload.screen]
                writer.beginLine()
                writer.write("/// `")
                writer.write(linkName)
                writer.write("` with the target's defaults.")
                writer.endLine()
                plan.writeMethodHead(ofLinkAt: overload.link, in: links, access: plan.access, parameters: (overload.screen, overload.kept), into: &writer)
                writer.write(" {")
                writer.endLine()
                writer.indent()
                writer.beginLine()
                writer.write(SwiftNames.escaped(linkName))
                for (number, position) in overload.positions.enumerated() {
                    writer.write(number == 0 ? "(" : ", ")
                    writer.write(SwiftNames.label(names.labels[position]))
                    writer.write(": ")
                    writer.write(names.defaults[position] ?? names.labels[position])
                }
                writer.write(overload.positions.isEmpty ? "()" : ")")
                writer.endLine()
                writer.close()
            }
            writer.close()
        }
    }
}
