/// One `@MainActor @Observable final class <Flow>Coordinator` per flow: its launch
/// state, and the link methods of every screen placed in it, in a `@MainActor`
/// extension. A tab coordinator's `Tab` is `nonisolated`, a value any code may use.
struct CoordinatorTranslator {
    let plan: EmissionPlan
    /// The link methods written in extensions instead of the coordinators' own.
    var shared = SharedLinkMethods.none

    init(plan: EmissionPlan) {
        self.plan = plan
    }

    /// Renders the section one coordinator at a time.
    func render(into renderer: inout SwiftRenderer) {
        for (number, coordinator) in plan.coordinators.enumerated() {
            renderer.add(.type(SwiftType(kind: .extension, name: plan.namespace, members: [classDeclaration(coordinator)])))
            if let conformance = ContainerTranslator(plan: plan).conformance(coordinator) { renderer.add(conformance) }
            renderLinkExtension(number, into: &renderer)
        }
    }

    private func classDeclaration(_ coordinator: EmissionPlan.Coordinator) -> SwiftDeclaration {
        let access = plan.access
        var members: [SwiftDeclaration] = []
        var conformances = [SwiftNames.coordinatorProtocol]
        var initBody: [SwiftStatement] = []
        var initializer: SwiftFunction?
        var trailing: [SwiftDeclaration] = []
        var initParameters: [SwiftParameter] = []
        var initDoc = ["The launch state."]
        let flowID = plan.index.flowID(coordinator.name)
        let isRoot = coordinator.name == plan.graph.root.value
        let flowCase = plan.names.caseName(coordinator.name)
        let doc: [String]
        switch coordinator.kind {
        case .stack(let root, let args):
            doc = ["The navigation stack `\(coordinator.name)`, over `\(root.name.value)`."]
            conformances.append(SwiftNames.stackCoordinatorProtocol)
            var initialRoot: String? = rootExpression(root, args: args)
            if let flowID, let own = plan.flowParameterPositions(ofFlow: flowID) {
                // The flow's parameters (1.1 B) come from whoever shows it; the root
                // coordinator's are labelled after the flow, as launch parameters.
                var values = plan.argumentValues(args, of: own.root)
                for position in own.positions {
                    let name = isRoot ? plan.launchLabel(flow: flowID, root: own.root, position: position) : plan.names.screens[own.root].labels[position]
                    initParameters.append(SwiftParameter(name, typeText(plan.graph.screens[own.root].params[position].type)))
                    values[position] = name
                }
                initialRoot = nil
                initBody.append(.line("\(SwiftNames.rootScreenProperty) = \(plan.screenExpression(own.root, values: values))"))
                initDoc = ["The launch state, over a root with the flow's parameters."]
            }
            members.append(.variable(SwiftVariable(
                doc: [plan.hasRoot
                      ? "The screen at the bottom of the stack: the stack's `args` at launch, or a deep link's values."
                      : "The screen at the bottom of the stack: the stack's `args` at launch."],
                access: access, name: SwiftNames.rootScreenProperty,
                type: "Screen", initialValue: initialRoot
            )))
            members.append(.variable(SwiftVariable(access: access, name: "path", type: "[Screen]", initialValue: "[]",
                                                   didSet: plan.hasRoot ? NavigationEventTranslator.pathObserver(flow: flowCase) : nil)))
        case .tabs(let tabs):
            doc = ["The tab bar `\(coordinator.name)`. The first tab is selected at launch."]
            members.append(.type(SwiftType(
                doc: ["The tabs, in order."], access: access, modifiers: ["nonisolated"], kind: .enum, name: "Tab",
                conformances: [SDKNames.hashable, SDKNames.sendable, SDKNames.caseIterable] + plan.restorationConformances,
                members: tabs.map { .enumCase(name: plan.names.caseName($0.target.value.name), parameters: [], doc: []) }
            )))
            let first = tabs.first.map { plan.names.caseName($0.target.value.name) } ?? ""
            members.append(.variable(SwiftVariable(doc: ["The selected tab."], access: access, name: "selectedTab", type: "Tab", initialValue: ".\(first)",
                                                   didSet: plan.hasRoot ? NavigationEventTranslator.selectionObserver(flow: flowCase) : nil)))
            for tab in tabs {
                guard case .flow(let flow) = tab.target.value else { continue }
                let property = plan.names.caseName(flow)
                members.append(.variable(SwiftVariable(doc: ["The coordinator of the tab `\(flow)`."], access: access, isLet: true, name: property, type: SwiftNames.coordinator(flow))))
                initBody.append(.line("\(property) = \(SwiftNames.coordinator(flow))(\(launchArguments(ofFlow: flow)))"))
            }
            if let flowID {
                // The launch parameters of the flows in its tabs (1.1 B), passed on to them.
                for parameter in plan.launchParameters(ofFlow: flowID) {
                    let type = plan.graph.screens[parameter.root].params[parameter.position].type
                    initParameters.append(SwiftParameter(plan.launchLabel(flow: parameter.flow, root: parameter.root, position: parameter.position), typeText(type)))
                }
                if !initParameters.isEmpty { initDoc = ["The launch state, with the parameters of the flows its tabs show at launch."] }
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
        members.append(.variable(SwiftVariable(access: access, name: "presented", type: "[Modal]", initialValue: "[]",
                                               didSet: plan.hasRoot ? NavigationEventTranslator.modalsObserver(flow: flowCase) : nil)))
        members.append(.variable(SwiftVariable(
            attributes: ["@ObservationIgnored"], access: access, modifiers: ["weak"], name: SwiftNames.parentProperty, type: "(any \(SwiftNames.coordinatorProtocol))?"
        )))
        if plan.graph.restoresState {
            conformances += plan.restorableCoordinatorConformance
            members.append(RestorationTranslator.restorationFlow(flowCase, access: access))
        }
        var initFunction = initializer ?? SwiftFunction(doc: initDoc, access: access, name: "init", parameters: initParameters, body: initBody)
        if plan.graph.isFeature {
            conformances.append(ExitsTranslator.reachingProtocol)
            members.append(exitsMember(coordinator, init: &initFunction))
        }
        // An internal class whose properties all have their launch values gets the same
        // `init()` from Swift; a public or package one needs it written to export it.
        let implicitInit = initializer == nil && initFunction.parameters.isEmpty && initFunction.body?.isEmpty == true && access == .internal
        if !implicitInit { members.append(.function(initFunction)) }
        members += trailing
        if isRoot && plan.hasRoot {
            conformances.append(NavigationEventTranslator.rootProtocol)
            members += NavigationEventTranslator(plan: plan).rootMembers()
        }
        if let pushes = ContainerTranslator(plan: plan).pushesFunction(coordinator) { members.append(pushes) }
        return .type(SwiftType(
            doc: doc, attributes: ["@MainActor", SDKNames.observableMacro], access: access, kind: .finalClass,
            name: SwiftNames.coordinator(coordinator.name), conformances: conformances, members: members
        ))
    }

    /// A feature coordinator's `exits`: given to `init` for a flow the feature does
    /// not create itself, else its holder's.
    private func exitsMember(_ coordinator: EmissionPlan.Coordinator, init initFunction: inout SwiftFunction) -> SwiftDeclaration {
        let type = "(any Exits)?"
        guard !ExitsTranslator.createdFlows(plan.graph).contains(coordinator.name) else {
            return .variable(SwiftVariable(
                doc: ["The feature's exits, reached through the coordinator that holds this one."], access: plan.access, name: "exits", type: type,
                getter: [.line("(\(SwiftNames.parentProperty) as? any \(ExitsTranslator.reachingProtocol))?.exits")]
            ))
        }
        initFunction.parameters.insert(SwiftParameter("exits", "any Exits"), at: 0)
        initFunction.body?.insert(.line("self.exits = exits"), at: 0)
        initFunction.doc = initFunction.doc.dropLast() + [(initFunction.doc.last.map { String($0.dropLast()) } ?? "The launch state")
            + "; `exits` is how the feature leaves (the app's, or a test's `RecordingExits`)."]
        return .variable(SwiftVariable(doc: ["How the feature leaves, given by whoever created the coordinator."], attributes: ["@ObservationIgnored"],
                                       access: plan.access, isLet: true, name: "exits", type: type))
    }

    /// `screen(for:)`: the screen a screen tab shows, with its `args`.
    private func tabScreenFunction(_ tabs: [Tab]) -> SwiftDeclaration {
        .function(SwiftFunction(
            doc: ["The screen a tab shows, with the tab's `args`; `nil` for a tab that shows a flow."],
            access: plan.access, name: "screen", parameters: [SwiftParameter(label: "for", "tab", "Tab")], returnType: "Screen?",
            body: [.switchOver("tab", cases: screenCases(tabs.map { ($0.target.value, $0.args) }), fallback: nil)]
        ))
    }

    /// The cases of a tab bar's or switch's `screen(for:)`: a screen tab or branch
    /// returns its screen with its `args`; the flow ones share one case, where the
    /// first of them is, returning `nil`.
    func screenCases(_ targets: [(target: Tab.Target, args: [ArgumentBinding])]) -> [(pattern: String, body: [SwiftStatement])] {
        /// The screen of a screen target; `nil` for a flow.
        func screen(_ target: Tab.Target) -> Int? {
            guard case .screen(let name) = target else { return nil }
            return plan.index.screenID(name)
        }
        return TargetCases.make(targets, caseName: { plan.names.caseName($0.target.name) }, isShared: { screen($0.target) == nil },
                                shared: [.line("return nil")]) { target, args in
            let screen = screen(target)!
            return [.line("return \(plan.screenExpression(screen, values: plan.argumentValues(args, of: screen)))")]
        }
    }

    /// `extension Recipes.MeatCoordinator: Recipes.RecipeListNavigation, …` with the
    /// link methods no protocol extension implements (`SharedLinkMethods`), whose
    /// signatures are written straight to the writer. Their docs are the protocols'
    /// requirements', as those of the stored properties the runtime's `Coordinator`
    /// and `StackCoordinator` require are the runtime's. A flow with links conforms to
    /// its own `<Flow>Navigation` too (1.1 C).
    private func renderLinkExtension(_ number: Int, into renderer: inout SwiftRenderer) {
        let coordinator = plan.coordinators[number]
        let ns = plan.namespace, screens = plan.graph.screens
        var protocols = coordinator.screens.filter { !plan.protocolLinks(ofScreen: $0).isEmpty }.map {
            plan.navigationProtocol(of: screens[$0].name.value)
        }
        if let flow = plan.index.flowID(coordinator.name), !plan.graph.flows[flow].links.isEmpty {
            protocols.insert(plan.navigationProtocol(of: coordinator.name), at: 0)
        }
        guard !protocols.isEmpty else { return }
        renderer.open(SwiftType(attributes: ["@MainActor"], access: nil, kind: .extension, name: "\(ns).\(SwiftNames.coordinator(coordinator.name))",
                                conformances: protocols))
        let sharedNames = shared.byCoordinator[number]
        for (owner, position) in coordinator.links where !sharedNames.contains(plan.links(ofOwner: owner)[position].name.value) {
            renderMethod(ofLinkAt: position, of: owner, in: coordinator, into: &renderer)
        }
        renderer.close()
    }

    /// `extension Recipes.StackCoordinator` with the link methods several protocols
    /// declare alike, then `extension Recipes.RecipeListNavigation where Self:
    /// Recipes.StackCoordinator`, one per screen, with the link methods written once
    /// for every coordinator that shows it (`SharedLinkMethods`). They follow the
    /// coordinators, as the protocols' default overloads do (see
    /// `SwiftEmitter.renderDeclarations`).
    func renderSharedMethods(into renderer: inout SwiftRenderer) {
        let ns = plan.namespace
        if !shared.onStacks.isEmpty {
            renderer.open(SwiftType(
                doc: ["The link methods that several navigation protocols declare alike."], attributes: ["@MainActor"], kind: .extension,
                name: "\(ns).\(SwiftNames.stackCoordinatorProtocol)"
            ))
            for method in shared.onStacks {
                renderMethod(ofLinkAt: method.link, of: method.owner, in: plan.coordinators[method.coordinator], into: &renderer)
            }
            renderer.close()
        }
        for screen in plan.graph.screens.indices {
            guard let methods = shared.byScreen[screen] else { continue }
            let requirement = methods.needsStack ? SwiftNames.stackCoordinatorProtocol : SwiftNames.coordinatorProtocol
            renderer.open(SwiftType(
                attributes: ["@MainActor"], kind: .extension, name: plan.navigationProtocol(of: plan.graph.screens[screen].name.value),
                whereClause: "Self: \(ns).\(requirement)"
            ))
            let links = plan.protocolLinks(ofScreen: screen)
            for number in methods.links {
                renderMethod(ofLinkAt: links[number].link, of: links[number].screen, in: plan.coordinators[methods.host], into: &renderer)
            }
            renderer.close()
        }
    }

    /// The method of link number `position` of `owner`, as `coordinator` implements it.
    private func renderMethod(ofLinkAt position: Int, of owner: Int, in coordinator: EmissionPlan.Coordinator, into renderer: inout SwiftRenderer) {
        guard let write = methodWriter(ofLinkAt: position, of: owner, in: coordinator) else { return }
        renderer.add(write)
    }

    /// The text of link number `position` of `owner`'s method, as the coordinator at
    /// position `coordinator` implements it; empty when it has none.
    func methodText(ofLinkAt position: Int, of owner: Int, in coordinator: Int) -> String {
        guard let write = methodWriter(ofLinkAt: position, of: owner, in: plan.coordinators[coordinator]) else { return "" }
        var writer = SwiftWriter()
        write(&writer)
        return writer.text
    }

    /// What writes the method of link number `position` of `owner`, as `coordinator`
    /// implements it; `nil` when the runtime's method of the link's name is its method.
    private func methodWriter(ofLinkAt position: Int, of owner: Int, in coordinator: EmissionPlan.Coordinator) -> ((inout SwiftWriter) -> Void)? {
        let links = plan.links(ofOwner: owner), style = links[position].style.value
        let parameters = plan.methodParameters(ofLink: position, on: owner)
        if let parameters, case .screen = plan.target(ofLink: position, of: owner), style.hasTarget, style != .tab, style != .switch {
            return { writer in
                plan.writeMethodHead(ofLinkAt: position, in: links, access: plan.access, parameters: parameters, into: &writer)
                writer.write(" {")
                writer.endLine()
                writer.indent()
                writeScreenCall(style: style, args: links[position].args, parameters: parameters, from: presenterExpression(links[position]), into: &writer)
                writer.close()
            }
        }
        guard let body = linkBody(links[position], parameters: parameters, in: coordinator) else { return nil }
        return { writer in
            plan.writeMethodHead(ofLinkAt: position, in: links, access: plan.access, parameters: parameters, into: &writer)
            SwiftRenderer.writeBody(body, into: &writer)
        }
    }

    /// What a link acts on: `nil` for the coordinator itself; for a `from: presenter`
    /// link (1.1 D), the presenter `dismissToPresenter()` returns, as the style needs it.
    private func presenterExpression(_ link: Link) -> String? {
        guard link.isFromPresenter else { return nil }
        if link.style.value.needsStack { return "(dismissToPresenter() as? any \(plan.namespace).\(SwiftNames.stackCoordinatorProtocol))?" }
        return "dismissToPresenter()?"
    }

    /// `push(.detail(id: id))`, `replace(with: …)` or `present(.screen(…), style: .sheet)`:
    /// the body of a link of `style` that shows a screen, its parameters passed on and
    /// its `args` bound, written straight to the writer; `receiver` prefixes the call.
    private func writeScreenCall(style: LinkStyle, args: [ArgumentBinding], parameters: (screen: Int, positions: [Int]), from receiver: String? = nil,
                                 into writer: inout SwiftWriter) {
        let screen = parameters.screen
        var values = plan.argumentValues(args, of: screen)
        for position in parameters.positions { values[position] = SwiftNames.binding(plan.names.screens[screen].labels[position]) }
        writer.beginLine()
        if let receiver {
            writer.write(receiver)
            writer.write(".")
        }
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
    /// that method. `parameters` are those of a flow's root the method takes (1.1 B).
    private func linkBody(_ link: Link, parameters: (screen: Int, positions: [Int])?, in coordinator: EmissionPlan.Coordinator) -> [SwiftStatement]? {
        let style = link.style.value
        if !style.hasTarget && link.name.value == style.rawValue && !link.isFromPresenter { return nil }
        let ns = plan.namespace
        var body: [SwiftStatement]
        switch style.kind {
        case .back:
            body = [.line("\(presenterExpression(link).map { $0 + "." } ?? "")\(style.rawValue)()")]
        case .stack, .modal:
            guard let target = link.target?.value else { return nil }
            var creation = "\(ns).\(SwiftNames.coordinator(target))()"
            if let parameters, let flow = plan.index.flowID(target), let own = plan.flowParameterPositions(ofFlow: flow) {
                let values = plan.argumentValues(link.args, of: own.root), labels = plan.names.screens[own.root].labels
                let arguments = own.positions.map { position in
                    "\(plan.initLabel(flow: flow, root: own.root, position: position)): \(parameters.positions.contains(position) ? SwiftNames.binding(labels[position]) : values[position] ?? "nil")"
                }
                creation = "\(ns).\(SwiftNames.coordinator(target))(\(arguments.joined(separator: ", ")))"
            }
            let presenter = link.isFromPresenter ? "presenter" : "self"
            body = link.isFromPresenter ? [.line("guard let presenter = dismissToPresenter() else { return }")] : []
            body += [
                .line("let flow = \(creation)"),
                .line("flow.\(SwiftNames.parentProperty) = \(presenter)"),
                .line("\(link.isFromPresenter ? "presenter." : "")present(.\(plan.names.caseName(target))(flow), style: .\(style.rawValue))"),
            ]
        case .selection where style == .tab:
            guard let target = link.target?.value else { return nil }
            body = selection(link, in: coordinator, variable: "tabs", change: "selectedTab = .\(plan.names.caseName(target))")
        case .exit:
            guard let target = link.target?.value, let exit = plan.graph.exit(named: target) else { return nil }
            body = [.line("exits?.\(ExitsTranslator.methodName(exit))(\(plan.exitArguments(of: link, exit: exit)))")]
        case .selection:
            guard let target = link.target?.value else { return nil }
            body = selection(link, in: coordinator, variable: "switcher", change: "show(\(branchValue(target, parameters: parameters)))")
        }
        return body
    }

    /// The body of a `tab` or `switch` link: `change` (`selectedTab = .x`, `show(.x)`)
    /// applied to the enclosing tab bar or switch that owns the target
    /// (`EmissionPlan.selectedFlows(of:from:)`), reached by `ancestor(_:)`; with
    /// several candidates, the first that holds the coordinator.
    private func selection(_ link: Link, in coordinator: EmissionPlan.Coordinator, variable: String, change: String) -> [SwiftStatement] {
        let ns = plan.namespace
        let owners = plan.selectedFlows(of: link, from: coordinator)
        if owners.count == 1 {
            let start = link.isFromPresenter ? "dismissToPresenter()?." : ""
            return [.line("\(start)ancestor(\(ns).\(SwiftNames.coordinator(owners[0])).self)?.\(change)")]
        }
        var body: [SwiftStatement] = link.isFromPresenter ? [.line("let presenter = dismissToPresenter()")] : []
        body += owners.map { owner in
            .block("if let \(variable) = \(link.isFromPresenter ? "presenter?." : "")ancestor(\(ns).\(SwiftNames.coordinator(owner)).self)", [
                .line("\(variable).\(change)"),
                .line("return"),
            ])
        }
        return body
    }

    /// `.main(mainAccountID: accountID)`: the `Branch` value a switch link to `target`
    /// shows, a stack branch's flow parameters (1.1 B) taken from the link method's
    /// `parameters`.
    private func branchValue(_ target: String, parameters: (screen: Int, positions: [Int])?) -> String {
        let name = "." + plan.names.caseName(target)
        guard parameters != nil, let flow = plan.index.flowID(target), let own = plan.flowParameterPositions(ofFlow: flow) else { return name }
        // A switch link has no `args` (`unknown-reference`): the method takes every flow parameter.
        let labels = plan.names.screens[own.root].labels
        let arguments = own.positions.map { "\(plan.launchLabel(flow: flow, root: own.root, position: $0)): \(SwiftNames.binding(labels[$0]))" }
        return "\(name)(\(arguments.joined(separator: ", ")))"
    }

    /// The arguments a tab or switch coordinator passes the coordinator of its flow
    /// `flow` when it builds it: the launch parameters of that flow (1.1 B), each held
    /// in a value named by its launch label, by the labels the flow's `init` takes (a
    /// switch's, in its first `Branch` case).
    func launchArguments(ofFlow flow: String) -> String {
        guard let id = plan.index.flowID(flow) else { return "" }
        let parameters = plan.launchParameters(ofFlow: id)
        guard !parameters.isEmpty else { return "" }
        let isStack = plan.graph.flows[id].stack != nil
        let arguments = parameters.map { parameter in
            let label = plan.launchLabel(flow: parameter.flow, root: parameter.root, position: parameter.position)
            return "\(isStack ? SwiftNames.label(plan.names.screens[parameter.root].labels[parameter.position]) : label): \(label)"
        }.joined(separator: ", ")
        guard let first = plan.graph.flows[id].branches.first else { return arguments }
        return "branch: .\(plan.names.caseName(first.target.value.name))(\(arguments))"
    }

    /// A parameter's type as the generated code spells it (`Swift.String`, `Recipe.ID?`).
    func typeText(_ type: ParameterType) -> String {
        (type.builtin.map { SDKNames.name(of: $0) } ?? type.name) + (type.isOptional ? "?" : "")
    }

    /// A stack's or the root's screen, with `args`.
    private func rootExpression(_ screen: Screen, args: [ArgumentBinding]) -> String {
        guard let id = plan.index.screenID(screen.name.value) else { return "" }
        return plan.screenExpression(id, values: plan.argumentValues(args, of: id))
    }
}
