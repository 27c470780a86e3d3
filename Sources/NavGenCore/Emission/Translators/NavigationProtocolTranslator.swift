/// One `@MainActor protocol <Screen>Navigation: Swift.AnyObject` per screen with
/// links: all a screen's views may know of navigation. Its extension with the
/// default overloads is `@MainActor` too.
struct NavigationProtocolTranslator {
    let plan: EmissionPlan

    /// Renders the protocols, one per screen with links, in one extension of the
    /// namespace. Requirements are written straight to the writer.
    func renderProtocols(into renderer: inout SwiftRenderer) {
        // A screen whose only links are flow links gets a protocol too (1.1 C). A
        // feature's screens and flows have theirs in the feature's module.
        let screens = plan.graph.screens.indices.filter { !plan.isImported(screen: $0) && !plan.protocolLinks(ofScreen: $0).isEmpty }
        let flows = plan.graph.flows.indices.filter { hasOwnProtocol(flow: $0) }
        guard !screens.isEmpty || !flows.isEmpty else { return }
        renderer.open(SwiftType(kind: .extension, name: plan.namespace))
        renderer.add(.mark("Navigation protocols"))
        for screen in screens {
            renderProtocol(named: plan.graph.screens[screen].name.value, links: plan.protocolLinks(ofScreen: screen), what: "which its views depend on; every coordinator that shows it conforms", into: &renderer)
        }
        for flow in flows {
            let links = plan.graph.flows[flow].links.indices.map { (-1 - flow, $0) }
            renderProtocol(named: plan.graph.flows[flow].name.value, links: links, what: "the flow's own links; its coordinator conforms", into: &renderer)
        }
        renderer.close()
    }

    /// Renders the protocols' extensions with their defaults, one per screen that has
    /// such overloads, each a declaration of the file's top level. Overloads are
    /// written straight to the writer.
    func renderDefaults(into renderer: inout SwiftRenderer) {
        let ns = plan.namespace
        for position in plan.graph.screens.indices where !plan.isImported(screen: position) {
            renderDefaultsExtension(of: plan.graph.screens[position].name.value, links: plan.protocolLinks(ofScreen: position), namespace: ns, into: &renderer)
        }
        for flow in plan.graph.flows.indices where hasOwnProtocol(flow: flow) {
            let links = plan.graph.flows[flow].links.indices.map { (-1 - flow, $0) }
            renderDefaultsExtension(of: plan.graph.flows[flow].name.value, links: links, namespace: ns, into: &renderer)
        }
    }

    /// Whether flow number `flow` gets its `<Flow>Navigation` here: it has links and a
    /// coordinator, and is no imported feature's.
    private func hasOwnProtocol(flow: Int) -> Bool {
        let name = plan.graph.flows[flow].name.value
        return !plan.graph.flows[flow].links.isEmpty && !EmissionPlan.isImported(name) && plan.coordinator(name) != nil
    }

    /// `protocol <Name>Navigation` for a screen, or a flow with links (1.1 C): one
    /// requirement per link, each an owner and position (`EmissionPlan.links(ofOwner:)`),
    /// its summary line over it and no blank line between them, written whole straight
    /// to the writer: built as a `SwiftType`, its doc lines and
    /// header cost more than its requirements. `what` ends its doc line: who depends on
    /// it and who conforms.
    private func renderProtocol(named name: String, links: [(screen: Int, link: Int)], what: String, into renderer: inout SwiftRenderer) {
        renderer.add { writer in
            writer.beginLine()
            writer.write("/// Navigation from `")
            writer.write(name)
            writer.write("`, ")
            writer.write(what)
            writer.write(".")
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
            for (owner, position) in links {
                let ownerLinks = plan.links(ofOwner: owner)
                EmissionPlan.writeSummary(ofLinkAt: position, in: ownerLinks, into: &writer)
                plan.writeMethodHead(ofLinkAt: position, in: ownerLinks, access: nil, parameters: plan.methodParameters(ofLink: position, on: owner), into: &writer)
                writer.endLine()
            }
            writer.close()
        }
    }

    /// Overloads that leave out defaulted and optional parameters, for the links of
    /// screen number `position`: protocol requirements cannot carry defaults
    /// themselves. The extension is written whole straight to the writer, if any link
    /// has such parameters.
    private func renderDefaultsExtension(of name: String, links protocolLinks: [(screen: Int, link: Int)], namespace ns: String,
                                         into renderer: inout SwiftRenderer) {
        var overloads: [(links: [Link], link: Int, screen: Int, positions: [Int], kept: [Int])] = []
        for (owner, number) in protocolLinks {
            guard let parameters = plan.methodParameters(ofLink: number, on: owner) else { continue }
            let defaults = plan.names.screens[parameters.screen].defaults
            let kept = parameters.positions.filter { defaults[$0] == nil }
            guard kept.count < parameters.positions.count else { continue }
            overloads.append((plan.links(ofOwner: owner), number, parameters.screen, parameters.positions, kept))
        }
        guard !overloads.isEmpty else { return }
        renderer.add { writer in
            writer.line("@MainActor")
            writer.beginLine()
            writer.write("extension ")
            writer.write(ns)
            writer.write(".")
            writer.writeNavigationProtocol(of: name)
            writer.write(" {")
            writer.endLine()
            writer.indent()
            for (number, overload) in overloads.enumerated() {
                if number > 0 { writer.line() }
                let links = overload.links, linkName = links[overload.link].name.value
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
                    writer.write(names.defaults[position] ?? SwiftNames.binding(names.labels[position]))
                }
                writer.write(overload.positions.isEmpty ? "()" : ")")
                writer.endLine()
                writer.close()
            }
            writer.close()
        }
    }
}
