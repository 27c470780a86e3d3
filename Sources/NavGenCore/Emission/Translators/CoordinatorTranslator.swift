/// One `@MainActor @Observable final class <Flow>Coordinator` per flow: its launch
/// state, and the link methods of every screen placed in it, in a `@MainActor`
/// extension. A tab coordinator's `Tab` is `nonisolated`, a value any code may use.
struct CoordinatorTranslator {
    let plan: EmissionPlan

    /// Renders the section one coordinator at a time.
    func render(into renderer: inout SwiftRenderer) {
        for coordinator in plan.coordinators {
            renderer.add(.type(SwiftType(kind: .extension, name: plan.namespace, members: [classDeclaration(coordinator)])))
            renderLinkExtension(coordinator, into: &renderer)
        }
    }

    private func classDeclaration(_ coordinator: EmissionPlan.Coordinator) -> SwiftDeclaration {
        let access = plan.access
        var members: [SwiftDeclaration] = []
        var conformances = [SwiftNames.coordinatorProtocol]
        var initBody: [SwiftStatement] = []
        var initializer: SwiftFunction?
        var trailing: [SwiftDeclaration] = []
        let doc: [String]
        switch coordinator.kind {
        case .stack(let root, let args):
            doc = ["The navigation stack `\(coordinator.name)`, over `\(root.name.value)`."]
            conformances.append(SwiftNames.stackCoordinatorProtocol)
            members.append(.variable(SwiftVariable(
                doc: ["The screen at the bottom of the stack, always shown: the stack's `args` at launch; a deep link",
                      "to the root may give it the URL's values."], access: access, name: SwiftNames.rootScreenProperty,
                type: "Screen", initialValue: rootExpression(root, args: args)
            )))
            members.append(.variable(SwiftVariable(access: access, name: "path", type: "[Screen]", initialValue: "[]")))
        case .tabs(let tabs):
            doc = ["The tab bar `\(coordinator.name)`. The first tab is selected at launch."]
            members.append(.type(SwiftType(
                doc: ["The tabs, in order."], access: access, modifiers: ["nonisolated"], kind: .enum, name: "Tab",
                conformances: [SDKNames.hashable, SDKNames.sendable, SDKNames.caseIterable],
                members: tabs.map { .enumCase(name: plan.names.caseName($0.target.value.name), parameters: [], doc: []) }
            )))
            let first = tabs.first.map { plan.names.caseName($0.target.value.name) } ?? ""
            members.append(.variable(SwiftVariable(doc: ["The selected tab."], access: access, name: "selectedTab", type: "Tab", initialValue: ".\(first)")))
            for tab in tabs {
                guard case .flow(let flow) = tab.target.value else { continue }
                let property = plan.names.caseName(flow)
                members.append(.variable(SwiftVariable(doc: ["The coordinator of the tab `\(flow)`."], access: access, isLet: true, name: property, type: SwiftNames.coordinator(flow))))
                initBody.append(.line("\(property) = \(SwiftNames.coordinator(flow))()"))
            }
            for tab in tabs {
                guard case .flow(let flow) = tab.target.value else { continue }
                initBody.append(.line("\(plan.names.caseName(flow)).\(SwiftNames.parentProperty) = self"))
            }
            members.append(tabScreenFunction(tabs))
        case .switch(let branches):
            doc = ["The switch `\(coordinator.name)`: one branch shown at a time, the first at launch."]
            let parts = switchParts(coordinator, branches: branches)
            members += parts.members
            initializer = parts.initializer
            trailing = parts.trailing
        case .screen(let screen):
            doc = ["The coordinator of the root screen `\(screen.name.value)`, which has no stack."]
            members.append(.variable(SwiftVariable(
                doc: ["The root screen."], access: access, isLet: true, name: SwiftNames.rootScreenProperty,
                type: "Screen", initialValue: rootExpression(screen, args: [])
            )))
        }
        members.append(.variable(SwiftVariable(access: access, name: "presented", type: "[Modal]", initialValue: "[]")))
        members.append(.variable(SwiftVariable(
            attributes: ["@ObservationIgnored"], access: access, modifiers: ["weak"], name: SwiftNames.parentProperty, type: "(any \(SwiftNames.coordinatorProtocol))?"
        )))
        members.append(.function(initializer ?? SwiftFunction(doc: ["The launch state."], access: access, name: "init", body: initBody)))
        members += trailing
        return .type(SwiftType(
            doc: doc, attributes: ["@MainActor", SDKNames.observableMacro], access: access, kind: .finalClass,
            name: SwiftNames.coordinator(coordinator.name), conformances: conformances, members: members
        ))
    }

    /// `screen(for:)`: the screen a screen tab shows, with its `args`.
    private func tabScreenFunction(_ tabs: [Tab]) -> SwiftDeclaration {
        let cases = tabs.map { tab -> (pattern: String, body: [SwiftStatement]) in
            let pattern = ".\(plan.names.caseName(tab.target.value.name))"
            guard case .screen(let name) = tab.target.value, let screen = plan.index.screenID(name) else { return (pattern, [.line("return nil")]) }
            return (pattern, [.line("return \(plan.screenExpression(screen, values: plan.argumentValues(tab.args, of: screen)))")])
        }
        return .function(SwiftFunction(
            doc: ["The screen a tab shows, with the tab's `args`; `nil` for a tab that shows a flow."],
            access: plan.access, name: "screen", parameters: [SwiftParameter(label: "for", "tab", "Tab")], returnType: "Screen?",
            body: [.switchOver("tab", cases: cases, fallback: nil)]
        ))
    }

    /// `extension Recipes.MeatCoordinator: Recipes.RecipeListNavigation, …` with the
    /// link methods, whose signatures are written straight to the writer. Their docs are
    /// the protocols' requirements', as those of the stored properties the runtime's
    /// `Coordinator` and `StackCoordinator` require are the runtime's.
    private func renderLinkExtension(_ coordinator: EmissionPlan.Coordinator, into renderer: inout SwiftRenderer) {
        let ns = plan.namespace, screens = plan.graph.screens
        let protocols = coordinator.screens.filter { !screens[$0].links.isEmpty }.map {
            "\(ns).\(SwiftNames.navigationProtocol(screens[$0].name.value))"
        }
        guard !protocols.isEmpty else { return }
        renderer.open(SwiftType(attributes: ["@MainActor"], access: nil, kind: .extension, name: "\(ns).\(SwiftNames.coordinator(coordinator.name))",
                                conformances: protocols))
        for (screen, position) in coordinator.links {
            let links = screens[screen].links, style = links[position].style.value
            let parameters = plan.methodParameters(ofLink: position, on: screen)
            if let parameters, style.hasTarget, style != .tab, style != .switch {
                renderer.add { writer in
                    plan.writeMethodHead(ofLinkAt: position, in: links, access: plan.access, parameters: parameters, into: &writer)
                    writer.write(" {")
                    writer.endLine()
                    writer.indent()
                    writeScreenCall(style: style, args: links[position].args, parameters: parameters, into: &writer)
                    writer.close()
                }
                continue
            }
            guard let body = linkBody(links[position], in: coordinator) else { continue }
            renderer.add { writer in
                plan.writeMethodHead(ofLinkAt: position, in: links, access: plan.access, parameters: parameters, into: &writer)
                SwiftRenderer.writeBody(body, into: &writer)
            }
        }
        renderer.close()
    }

    /// `push(.detail(id: id))`, `replace(with: …)` or `present(.screen(…), style: .sheet)`:
    /// the body of a link of `style` that shows a screen, its parameters passed on and
    /// its `args` bound, written straight to the writer.
    private func writeScreenCall(style: LinkStyle, args: [ArgumentBinding], parameters: (screen: Int, positions: [Int]), into writer: inout SwiftWriter) {
        let screen = parameters.screen
        var values = plan.argumentValues(args, of: screen)
        for position in parameters.positions { values[position] = plan.names.screens[screen].labels[position] }
        writer.beginLine()
        switch style {
        case .push: writer.write("push(")
        case .replace: writer.write("replace(with: ")
        default: writer.write("present(.screen(")
        }
        var expression = ExpressionText()
        plan.appendScreenExpression(screen, to: &expression) { values[$0] }
        writer.write(expression)
        switch style {
        case .push, .replace: writer.write(")")
        default:
            writer.write("), style: .")
            writer.write(style.rawValue)
            writer.write(")")
        }
        writer.endLine()
    }

    /// The body of a link's method that does not show a screen (`writeScreenCall`);
    /// `nil` where the coordinator's own `pop`, `popToRoot` or `dismiss` already is
    /// that method.
    private func linkBody(_ link: Link, in coordinator: EmissionPlan.Coordinator) -> [SwiftStatement]? {
        let style = link.style.value
        if !style.hasTarget && link.name.value == style.rawValue { return nil }
        let ns = plan.namespace
        var body: [SwiftStatement]
        switch style {
        case .pop, .popToRoot, .dismiss:
            body = [.line("\(style.rawValue)()")]
        case .push, .replace, .sheet, .cover, .popover:
            guard let target = link.target?.value else { return nil }
            body = [
                .line("let flow = \(ns).\(SwiftNames.coordinator(target))()"),
                .line("flow.\(SwiftNames.parentProperty) = self"),
                .line("present(.\(plan.names.caseName(target))(flow), style: .\(style.rawValue))"),
            ]
        case .tab:
            guard let target = link.target?.value else { return nil }
            let owners = coordinator.enclosingTabFlows.filter { flow in
                plan.index.flow(flow)?.tabs.contains { $0.target.value.name == target } ?? false
            }
            if owners.count == 1 {
                body = [.line("ancestor(\(ns).\(SwiftNames.coordinator(owners[0])).self)?.selectedTab = .\(plan.names.caseName(target))")]
            } else {
                body = owners.map { owner in
                    .block("if let tabs = ancestor(\(ns).\(SwiftNames.coordinator(owner)).self)", [
                        .line("tabs.selectedTab = .\(plan.names.caseName(target))"),
                        .line("return"),
                    ])
                }
            }
        case .switch:
            guard let target = link.target?.value else { return nil }
            let owners = coordinator.enclosingTabFlows.filter { flow in
                plan.index.flow(flow)?.branches.contains { $0.target.value.name == target } ?? false
            }
            if owners.count == 1 {
                body = [.line("ancestor(\(ns).\(SwiftNames.coordinator(owners[0])).self)?.show(.\(plan.names.caseName(target)))")]
            } else {
                body = owners.map { owner in
                    .block("if let switcher = ancestor(\(ns).\(SwiftNames.coordinator(owner)).self)", [
                        .line("switcher.show(.\(plan.names.caseName(target)))"),
                        .line("return"),
                    ])
                }
            }
        }
        return body
    }

    /// A stack's or the root's screen, with `args`.
    private func rootExpression(_ screen: Screen, args: [ArgumentBinding]) -> String {
        guard let id = plan.index.screenID(screen.name.value) else { return "" }
        return plan.screenExpression(id, values: plan.argumentValues(args, of: id))
    }
}
