import NavGenRuntime

/// The deep-link section of the generated file: `DeepLink`, the runtime's named for
/// the graph's `ModalContent`, the selections its steps carry, `resolve(_:)`, and
/// `Routes`, which holds the graph's patterns in a `DeepLinkRouter` of the runtime
/// library and one function per pattern that makes its deep link; then what
/// NavGenRuntime's `open(_:mode:)` and `apply(_:)` need to know of the graph
/// (`DeepLinkContent`). `DeepLinkTranslator+Navigation` renders `Screen.url`, which
/// follows them in the file.
struct DeepLinkTranslator {
    let plan: EmissionPlan
    let table: DeepLinkTable

    /// The namespace's extension with `DeepLink`, the selections its steps carry,
    /// `resolve(_:)` and `Routes`, then `ModalContent`'s `DeepLinkContent` conformance.
    func render(into renderer: inout SwiftRenderer) {
        let resolve = SwiftFunction(
            doc: ["The deep link of `url`, or `nil` when no pattern matches it."],
            access: plan.access, modifiers: ["nonisolated", "static"], name: "resolve",
            parameters: [SwiftParameter(label: "_", "url", "Foundation.URL")], returnType: "DeepLink?",
            body: [.line("Routes.router.resolve(url)")]
        )
        let deepLink = SwiftDeclaration.typeAlias(
            name: "DeepLink", type: "NavGenRuntime.DeepLink<ModalContent>", access: plan.access,
            doc: ["A resolved deep link: the screen it shows, the pattern that matched, and the steps that show it from any state."]
        )
        renderer.open(SwiftType(kind: .extension, name: plan.namespace))
        renderer.render([.mark("Deep links"), deepLink] + selectionTypes() + openTypes() + [.function(resolve)])
        renderRoutes(into: &renderer)
        renderer.close()
        renderer.render([deepLinkContent()])
    }

    /// The tab bars and the switches, by their case names in `Flow`.
    private var selectingFlows: (tabs: [String], switches: [String]) {
        (plan.graph.flows.filter { !$0.tabs.isEmpty }.map(\.name.value), plan.switchCoordinators.map(\.coordinator.name))
    }

    /// `TabSelection`, `BranchSelection` and `LaunchBranchSelection`, the values of the
    /// `select`, `show` and `showLaunchBranch` steps, for a graph that has them.
    private func selectionTypes() -> [SwiftDeclaration] {
        let access = plan.access, (tabFlows, switchFlows) = selectingFlows
        var types: [SwiftDeclaration] = []
        func selection(_ name: String, doc: [String], cases: [SwiftDeclaration]) -> SwiftDeclaration {
            .type(SwiftType(doc: doc, access: access, modifiers: ["nonisolated"], kind: .enum, name: name,
                            conformances: ["Swift.Hashable", "Swift.Sendable"], members: cases))
        }
        if !tabFlows.isEmpty {
            types.append(selection("TabSelection", doc: ["A tab a deep link selects, with the tab bar it belongs to."], cases: tabFlows.map { flow in
                .enumCase(name: plan.names.caseName(flow), parameters: [SwiftParameter("_", "\(SwiftNames.coordinator(flow)).Tab")],
                          doc: ["A tab of `\(flow)`."])
            }))
        }
        if !switchFlows.isEmpty {
            types.append(selection("BranchSelection", doc: ["A branch a deep link shows, with the switch flow it belongs to."], cases: switchFlows.map { flow in
                .enumCase(name: plan.names.caseName(flow), parameters: [SwiftParameter("_", "\(SwiftNames.coordinator(flow)).Branch")],
                          doc: ["A branch of `\(flow)`."])
            }))
        }
        let launchBranches = launchBranchSelections()
        if !launchBranches.isEmpty {
            types.append(selection(
                "LaunchBranchSelection",
                doc: ["A switch's first branch, which it shows at launch, with a deep link's values: a `nil` one is the value the",
                      "switch has for it."],
                cases: launchBranches
            ))
        }
        return types
    }

    /// `extension Recipes.ModalContent: NavGenRuntime.DeepLinkContent`: the selections,
    /// the root's flow, `urls.open` unless `reset`, `resolve(_:)`, and the tab bar or
    /// switch each selection step selects in, for a graph with either.
    private func deepLinkContent() -> SwiftDeclaration {
        let ns = plan.namespace, access = plan.access, (tabFlows, switchFlows) = selectingFlows
        var members: [SwiftDeclaration] = []
        if !tabFlows.isEmpty { members.append(.typeAlias(name: "TabSelection", type: "\(ns).TabSelection", access: access, doc: [])) }
        if !switchFlows.isEmpty { members.append(.typeAlias(name: "BranchSelection", type: "\(ns).BranchSelection", access: access, doc: [])) }
        if !plan.launchBranchSwitches.isEmpty {
            members.append(.typeAlias(name: "LaunchBranchSelection", type: "\(ns).LaunchBranchSelection", access: access, doc: []))
        }
        var cases: [(pattern: String, body: [SwiftStatement])] = tabFlows.map { flow in
            let name = plan.names.caseName(flow)
            return (".select(.\(name))", [.line("return .\(name)")])
        }
        for flow in switchFlows {
            let name = plan.names.caseName(flow)
            let launch = plan.launchBranchSwitches.contains(flow) ? ", .showLaunchBranch(.\(name))" : ""
            cases.append((".show(.\(name))\(launch)", [.line("return .\(name)")]))
        }
        members.append(.variable(SwiftVariable(access: access, modifiers: ["static"], name: "rootFlow", type: "\(ns).Flow",
                                               getter: [.line(".\(plan.names.caseName(plan.graph.root.value))")])))
        // The runtime's defaults: `reset`, and no tab bar or switch.
        if plan.graph.urls.openMode != .reset {
            members.append(.variable(SwiftVariable(access: access, modifiers: ["static"], name: "openMode", type: "NavGenRuntime.OpenMode",
                                                   getter: [.line(".\(plan.graph.urls.openMode.rawValue)")])))
        }
        members.append(.function(SwiftFunction(access: access, modifiers: ["static"], name: "resolve",
                                                parameters: [SwiftParameter(label: "_", "url", "Foundation.URL")], returnType: "\(ns).DeepLink?",
                                                body: [.line("\(ns).resolve(url)")])))
        if !cases.isEmpty {
            members.append(.function(SwiftFunction(access: access, modifiers: ["static"], name: "selectingFlow",
                                                    parameters: [SwiftParameter(label: "_", "step", "\(ns).DeepLink.Step")], returnType: "\(ns).Flow?",
                                                    body: [.switchOver("step", cases: cases, fallback: [.line("return nil")])])))
        }
        return .type(SwiftType(access: nil, kind: .extension, name: "\(ns).ModalContent", conformances: ["NavGenRuntime.DeepLinkContent"],
                               members: members))
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
