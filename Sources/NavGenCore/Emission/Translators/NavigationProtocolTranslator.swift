/// One `@MainActor protocol <Screen>Navigation: AnyObject` per screen with links:
/// all a screen's views may know of navigation.
struct NavigationProtocolTranslator {
    let plan: EmissionPlan

    /// Renders the section one screen at a time: the protocols in one extension of
    /// the namespace, then the extensions with their defaults.
    func render(into renderer: inout SwiftRenderer) {
        let screens = plan.graph.screens.lazy.filter { !$0.links.isEmpty }
        guard !screens.isEmpty else { return }
        renderer.open(SwiftType(kind: .extension, name: plan.namespace))
        renderer.add(.mark("Navigation protocols"))
        for screen in screens { renderer.add(navigationProtocol(for: screen)) }
        renderer.close()
        for screen in screens {
            if let overloads = defaultsExtension(for: screen) { renderer.add(overloads) }
        }
    }

    private func navigationProtocol(for screen: Screen) -> SwiftDeclaration {
        let requirements = screen.links.map { link in
            SwiftDeclaration.function(SwiftFunction(
                doc: [Self.summary(of: link)],
                name: SwiftNames.escaped(link.name.value),
                parameters: plan.methodSignature(plan.methodParameters(of: link))
            ))
        }
        return .type(SwiftType(
            doc: ["Navigation from `\(screen.name.value)`. Its views and view models depend on this protocol only;",
                  "every coordinator of a flow that shows `\(screen.name.value)` conforms to it."],
            attributes: ["@MainActor"], access: plan.access, kind: .protocol,
            name: SwiftNames.navigationProtocol(screen.name.value), conformances: ["AnyObject"], members: requirements
        ))
    }

    /// Overloads that leave out defaulted and optional parameters: protocol
    /// requirements cannot carry defaults themselves.
    private func defaultsExtension(for screen: Screen) -> SwiftDeclaration? {
        var overloads: [SwiftDeclaration] = []
        for link in screen.links {
            guard let parameters = plan.methodParameters(of: link) else { continue }
            let names = plan.names.screens[parameters.screen]
            let kept = parameters.positions.filter { names.defaults[$0] == nil }
            guard kept.count < parameters.positions.count else { continue }
            let arguments = parameters.positions.map { position in
                "\(names.labels[position]): " + (names.defaults[position] ?? names.labels[position])
            }
            overloads.append(.function(SwiftFunction(
                doc: ["`\(link.name.value)` with the target's defaults."],
                access: plan.access, name: SwiftNames.escaped(link.name.value),
                parameters: plan.methodSignature((parameters.screen, kept)),
                body: [.line("\(SwiftNames.escaped(link.name.value))(\(arguments.joined(separator: ", ")))")]
            )))
        }
        guard !overloads.isEmpty else { return nil }
        return .type(SwiftType(access: nil, kind: .extension, name: "\(plan.namespace).\(SwiftNames.navigationProtocol(screen.name.value))", members: overloads))
    }

    /// A doc line saying what a link does.
    static func summary(of link: Link) -> String {
        let target = link.target.map { "`\($0.value)`" } ?? ""
        switch link.style.value {
        case .push: return "Pushes \(target) on the stack."
        case .replace: return "Makes \(target) the only screen above the stack's root."
        case .sheet: return "Presents \(target) as a sheet."
        case .cover: return "Presents \(target) as a full-screen cover."
        case .popover: return "Presents \(target) as a popover."
        case .tab: return "Selects the tab \(target)."
        case .pop: return "Goes back one screen."
        case .popToRoot: return "Goes back to the stack's root."
        case .dismiss: return "Closes the modal that shows this screen."
        }
    }
}
