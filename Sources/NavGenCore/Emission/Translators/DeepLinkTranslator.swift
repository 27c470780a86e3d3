import NavGenRuntime

/// The deep-link section of the generated file: `DeepLink`, `resolve(_:)`, and
/// `Routes`, which holds the graph's patterns in a `DeepLinkRouter` of the runtime
/// library and one function per pattern that makes its deep link.
/// `DeepLinkTranslator+Navigation` adds `Screen.url` and the root coordinator's
/// `open(_:)` and `apply(_:)`.
struct DeepLinkTranslator {
    let plan: EmissionPlan
    let table: DeepLinkTable

    /// Renders the whole section, in order.
    func render(into renderer: inout SwiftRenderer) {
        renderDeclarations(into: &renderer)
        renderNavigation(into: &renderer)
    }

    /// The namespace's extension with `DeepLink`, `resolve(_:)` and `Routes`.
    private func renderDeclarations(into renderer: inout SwiftRenderer) {
        let resolve = SwiftFunction(
            doc: ["The deep link of `url`, or `nil` when no pattern matches it."],
            access: plan.access, modifiers: ["nonisolated", "static"], name: "resolve",
            parameters: [SwiftParameter(label: "_", "url", "Foundation.URL")], returnType: "DeepLink?",
            body: [.line("Routes.router.resolve(url)")]
        )
        renderer.open(SwiftType(kind: .extension, name: plan.namespace))
        renderer.render([.mark("Deep links"), deepLinkType()] + openTypes() + [.function(resolve)])
        renderRoutes(into: &renderer)
        renderer.close()
    }

    /// `struct DeepLink` and its `Step`.
    private func deepLinkType() -> SwiftDeclaration {
        let access = plan.access
        let tabFlows = plan.graph.flows.filter { !$0.tabs.isEmpty }
        var members: [SwiftDeclaration] = []
        if !tabFlows.isEmpty {
            let cases = tabFlows.map { flow in
                SwiftDeclaration.enumCase(name: plan.names.caseName(flow.name.value),
                                          parameters: [SwiftParameter("_", "\(SwiftNames.coordinator(flow.name.value)).Tab")],
                                          doc: ["A tab of `\(flow.name.value)`."])
            }
            members.append(.type(SwiftType(doc: ["A tab to select, with the tab bar it belongs to."], access: access, kind: .enum,
                                           name: "TabSelection", conformances: ["Swift.Hashable", "Swift.Sendable"], members: cases)))
        }
        let switchFlows = plan.switchCoordinators.map(\.coordinator.name)
        if !switchFlows.isEmpty {
            let cases = switchFlows.map { flow in
                SwiftDeclaration.enumCase(name: plan.names.caseName(flow), parameters: [SwiftParameter("_", "\(SwiftNames.coordinator(flow)).Branch")],
                                          doc: ["A branch of `\(flow)`."])
            }
            members.append(.type(SwiftType(doc: ["A branch to show, with the switch flow it belongs to."], access: access, kind: .enum,
                                           name: "BranchSelection", conformances: ["Swift.Hashable", "Swift.Sendable"], members: cases)))
        }
        let launchBranches = launchBranchSelections()
        if !launchBranches.isEmpty {
            members.append(.type(SwiftType(
                doc: ["A switch's first branch, which it shows at launch, with a deep link's values: a `nil` one is the value the",
                      "switch has for it."],
                access: access, kind: .enum, name: "LaunchBranchSelection", conformances: ["Swift.Hashable", "Swift.Sendable"], members: launchBranches
            )))
        }
        var steps: [SwiftDeclaration] = []
        if !tabFlows.isEmpty {
            steps.append(.enumCase(name: "select", parameters: [SwiftParameter("_", "TabSelection")], doc: ["Selects a tab."]))
        }
        if !switchFlows.isEmpty {
            steps.append(.enumCase(name: "show", parameters: [SwiftParameter("_", "BranchSelection")], doc: ["Shows a branch of a switch flow."]))
        }
        if !launchBranches.isEmpty {
            steps.append(.enumCase(name: "showLaunchBranch", parameters: [SwiftParameter("_", "LaunchBranchSelection")],
                                   doc: ["Shows a switch's first branch with the link's values, the switch's own where the link has none."]))
        }
        steps += [
            .enumCase(name: "push", parameters: [SwiftParameter("_", "Screen"), SwiftParameter("on", "Flow")],
                      doc: ["Pushes a screen on a stack flow."]),
            .enumCase(name: "present", parameters: [SwiftParameter("_", "Screen"), SwiftParameter("style", "ModalStyle"), SwiftParameter("from", "Flow")],
                      doc: ["Presents a screen from a flow's coordinator."]),
            .enumCase(name: "presentFlow", parameters: [SwiftParameter("_", "Flow"), SwiftParameter("style", "ModalStyle"), SwiftParameter("from", "Flow")],
                      doc: ["Presents a modal flow from a flow's coordinator."]),
        ]
        if !plan.modalParameterFlows.isEmpty {
            steps.append(.enumCase(name: "presentStack", parameters: [SwiftParameter("_", "Screen"), SwiftParameter("flow", "Flow"), SwiftParameter("style", "ModalStyle"),
                                                                      SwiftParameter("from", "Flow")],
                                   doc: ["Presents a modal flow with parameters over a root with the link's values."]))
        }
        steps += [
            .enumCase(name: "showRoot", parameters: [SwiftParameter("_", "Screen"), SwiftParameter("on", "Flow")],
                      doc: ["Gives a stack's root the link's values, when the link targets the root of the stack it ends on."]),
        ]
        members.append(.type(SwiftType(doc: ["One navigation step."], access: access, kind: .enum, name: "Step",
                                       conformances: ["Swift.Hashable", "Swift.Sendable"], members: steps)))
        members += [
            .variable(SwiftVariable(doc: ["The screen the link shows."], access: access, isLet: true, name: "screen", type: "Screen")),
            .variable(SwiftVariable(doc: ["The URL pattern that matched, as written in the graph."], access: access, isLet: true,
                                    name: "pattern", type: "Swift.String")),
            .variable(SwiftVariable(doc: ["The steps from the launch state, tab selections and shown branches included."], access: access, isLet: true,
                                    name: "steps", type: "[Step]")),
        ]
        return .type(SwiftType(
            doc: ["A resolved deep link: the screen it shows and the steps that show it from any state."],
            access: access, modifiers: ["nonisolated"], kind: .struct, name: "DeepLink",
            conformances: ["Swift.Hashable", "Swift.Sendable"], members: members
        ))
    }

    /// The cases of `LaunchBranchSelection`, one per switch of `launchBranchSwitches`,
    /// carrying its first branch's values as optionals: `case app(mainAccountID: Swift.String?)`.
    private func launchBranchSelections() -> [SwiftDeclaration] {
        plan.switchCoordinators.compactMap { coordinator, branches in
            guard plan.launchBranchSwitches.contains(coordinator.name), let first = branches.first else { return nil }
            let parameters = plan.branchParameters(of: first).map { parameter in
                let type = plan.graph.screens[parameter.root].params[parameter.position].type
                return SwiftParameter(plan.launchLabel(flow: parameter.flow, root: parameter.root, position: parameter.position),
                                      (type.builtin.map { SDKNames.name(of: $0) } ?? type.name) + "?")
            }
            return .enumCase(name: plan.names.caseName(coordinator.name), parameters: parameters,
                             doc: ["The first branch of `\(coordinator.name)`, `\(first.target.value.name)`."])
        }
    }

    /// `enum Routes`: the router, the function that adds every pattern to it, and the
    /// function of each pattern. Each function is rendered as soon as it is made: built
    /// whole first, the section took several times the memory of its text.
    private func renderRoutes(into renderer: inout SwiftRenderer) {
        let schemes = "[" + table.schemes.map { SwiftLiteral.string($0.lowercased()) }.joined(separator: ", ") + "]"
        let hosts = "[" + table.hosts.map { SwiftLiteral.string($0.lowercased()) }.joined(separator: ", ") + "]"
        let names = routeFunctionNames()
        renderer.open(SwiftType(doc: ["The graph's URL patterns and the deep link of each."], modifiers: ["nonisolated"],
                                kind: .enum, name: "Routes"))
        renderer.render([
            .variable(SwiftVariable(doc: ["Accepted custom schemes."], modifiers: ["static"], isLet: true, name: "schemes",
                                    type: "[Swift.String]", initialValue: schemes)),
            .variable(SwiftVariable(doc: ["Accepted universal-link hosts."], modifiers: ["static"], isLet: true, name: "hosts",
                                    type: "[Swift.String]", initialValue: hosts)),
            .variable(SwiftVariable(
                doc: ["The graph's URL patterns, each with the function that makes its deep link."],
                modifiers: ["static"], isLet: true, name: "router",
                initialValue: "NavGenRuntime.DeepLinkRouter<DeepLink>(schemes: schemes, hosts: hosts"
                    + (table.ignoresCase ? ", ignoresCase: true" : "") + ", routes: addRoutes)"
            )),
        ])
        let addRoutes = SwiftFunction(
            doc: ["Adds every pattern of the graph, in the graph's order."],
            access: .private, modifiers: ["static"], name: "addRoutes",
            parameters: [SwiftParameter(label: "_", "routes", "inout NavGenRuntime.DeepLinkRouter<DeepLink>")],
            body: []
        )
        if table.routes.isEmpty {
            renderer.add(.function(addRoutes))
        } else {
            renderer.add(addRoutes) { writer in
                for position in table.routes.indices {
                    SwiftRenderer.render(addRouteStatement(position, function: names[position]), into: &writer)
                }
            }
        }
        var prefixes = StepPrefixes(after: renderer)
        for (position, route) in table.routes.enumerated() {
            renderer.add(routeFunction(route, name: names[position], prefixes: &prefixes))
        }
        prefixes.finish()
        renderer.add(rendered: prefixes.functions)
        renderer.close()
    }

    /// `routes.add("/recipes/{recipeID}", ["recipeID": .uuid]) { recipeDetailLink($0) }`, over several
    /// lines where one would pass 120 columns.
    private func addRouteStatement(_ position: Int, function: String) -> [SwiftStatement] {
        let pattern = table.routes[position].pattern
        let parameters = pattern.runtimeParameters
        var arguments = [SwiftLiteral.string(pattern.text)]
        if !parameters.isEmpty {
            let ordered = pattern.parameterNames.compactMap { name in parameters[name].map { (name, $0) } }
            arguments.append("[" + ordered.map { "\(SwiftLiteral.string($0.0)): \(Self.parameterExpression($0.1))" }.joined(separator: ", ") + "]")
        }
        let line = "routes.add(\(arguments.joined(separator: ", "))) { \(function)($0) }"
        guard !SwiftRenderer.fits(line, in: Self.routeLineWidth) else { return [.line(line)] }
        return [.line("routes.add("), .indented(arguments.dropLast().map { .line($0 + ",") } + [.line(arguments.last!)]),
                .line(") { \(function)($0) }")]
    }

    /// The columns left for a line in the body of a function of `Routes` or of a case of
    /// `Screen.url`, indented three levels.
    static let routeLineWidth = SwiftRenderer.width - 12

    /// `.uuid`, `.int.optional`: a parameter type as generated code writes it.
    static func parameterExpression(_ parameter: URLParameter) -> String {
        let kind: String
        switch parameter.kind {
        case .string: kind = ".string"
        case .int: kind = ".int"
        case .double: kind = ".double"
        case .bool: kind = ".bool"
        case .uuid: kind = ".uuid"
        case .url:
            let schemes = parameter.schemes.map(SwiftLiteral.string).joined(separator: ", ")
            kind = parameter.schemes == URLParameter.webSchemes ? ".url" : ".url(schemes: [\(schemes)])"
        case .choice(let texts):
            kind = ".oneOf([" + texts.map(SwiftLiteral.string).joined(separator: ", ") + "])"
        }
        if parameter.isList { return kind + ".list" }
        return parameter.isRequired ? kind : kind + ".optional"
    }

    /// The name of each pattern's function: its screen's lowerCamel name and `Link`,
    /// numbered from the second pattern of a screen on (`ratingsLink`, `ratingsLink2`).
    private func routeFunctionNames() -> [String] {
        var seen: [String: Int] = [:]
        return table.routes.map { route in
            let count = (seen[route.pattern.screen] ?? 0) + 1
            seen[route.pattern.screen] = count
            let base = NamingRules.lowerCamel(SwiftNames.flat(route.pattern.screen)) + "Link"
            return count == 1 ? base : base + String(count)
        }
    }
}
