/// The parts of the deep-link translation that touch screens and coordinators:
/// `Screen.url` and the root coordinator's `open(_:mode:)` and `apply(_:)`.
extension DeepLinkTranslator {
    /// Renders `Screen.url`, then the root coordinator's `open(_:)` and `apply(_:)`.
    func renderNavigation(into renderer: inout SwiftRenderer) {
        renderScreenURL(into: &renderer)
        renderer.render(applyExtension())
    }

    /// Renders `var url: URL?` on `Screen`: the URL of the first of the screen's
    /// patterns that resolves back to the screen. A large graph's switch is split
    /// into parts (`ChunkedSwitch`).
    private func renderScreenURL(into renderer: inout SwiftRenderer) {
        let screens = screensWithPatterns()
        let doc = ["The URL of the screen's first pattern that resolves back to it, or `nil`: for a screen without",
                   "a pattern, or values a URL cannot carry (an empty text, an infinite number, a path or host",
                   "parameter still at its default)."]
        let function = SwiftFunction(doc: doc, access: plan.access, modifiers: ["nonisolated"], name: "url", returnType: "Foundation.URL?")
        let chunked = ChunkedSwitch(function: function, subject: "self", caseCount: screens.count,
                                    writeCase: { index, writer in
                                        SwiftRenderer.render(urlCase(screens[index].screen, routes: screens[index].routes), into: &writer)
                                    },
                                    fallback: [.line("return nil")],
                                    coversAll: screens.count == plan.graph.screens.count, forward: { "return \($0)()" })
        renderer.open(SwiftType(kind: .extension, name: "\(plan.namespace).Screen"))
        chunked.render(into: &renderer, firstPartAs: SwiftVariable(doc: doc, access: plan.access, modifiers: ["nonisolated"],
                                                                   name: "url", type: "Foundation.URL?", getter: []))
        renderer.close()
    }

    /// Each screen that has patterns that can build a URL, in file order, with the
    /// positions of its routes in the table: the table lists them screen by screen, in
    /// file order, so a screen's routes are one run of it (the ones with `*` or `**`
    /// left out, which the filter in `urlCase` skips again).
    private func screensWithPatterns() -> [(screen: Int, routes: Range<Int>)] {
        var screens: [(screen: Int, routes: Range<Int>)] = []
        var previous = ""
        for position in table.routes.indices {
            let name = table.routes[position].pattern.screen
            // A pattern with `*` or `**` has a segment no value fills: it never builds a URL.
            guard table.routes[position].pattern.canBuildURLs else { continue }
            if !screens.isEmpty, name == previous {
                screens[screens.count - 1].routes = screens[screens.count - 1].routes.lowerBound..<(position + 1)
            } else if let screen = plan.index.screenID(name) {
                screens.append((screen, position..<(position + 1)))
                previous = name
            }
        }
        return screens
    }

    /// The case of screen number `id` in `Screen.url`: each of its patterns filled with
    /// the screen's values, the first that resolves back to the screen winning.
    private func urlCase(_ id: Int, routes: Range<Int>) -> [SwiftStatement] {
        let params = plan.graph.screens[id].params
        let buildable = routes.filter { table.routes[$0].pattern.canBuildURLs }
        let used = Set(buildable.flatMap { table.routes[$0].pattern.parameterNames })
        var payload = ""
        if params.contains(where: { used.contains($0.name.value) }) {
            payload = "(" + params.map { used.contains($0.name.value) ? "let " + SwiftNames.binding(SwiftNames.escaped($0.name.value)) : "_" }
                .joined(separator: ", ") + ")"
        }
        let pattern = "case ." + plan.names.screens[id].spelled(payload)
        var body: [SwiftStatement] = []
        for route in buildable {
            let pattern = table.routes[route].pattern
            let text = SwiftLiteral.string(pattern.text)
            let captures = pattern.captureNames
            let names = pattern.parameterNames
            // An enum writes its raw value; a list, one query item per element (`lists:`).
            let values = names.filter { !pattern.lists.contains($0) }.map { name in
                let variable = SwiftNames.binding(SwiftNames.escaped(name))
                let text = pattern.choices[name] != nil ? "\(variable).rawValue" : "NavGenRuntime.URLValue.text(\(variable))"
                // A defaulted capture holding its default stands for "not known": it is never written into a URL.
                guard captures.contains(name), let param = params.first(where: { $0.name.value == name }), let value = param.defaultValue?.value,
                      value != .null
                else { return "\(SwiftLiteral.string(name)): \(text)" }
                return "\(SwiftLiteral.string(name)): \(variable) == \(SwiftLiteral.expression(value, as: param.type)) ? nil : \(text)"
            }
            let lists = names.filter { pattern.lists.contains($0) }.map { name in
                "\(SwiftLiteral.string(name)): \(SwiftNames.binding(SwiftNames.escaped(name))).map { NavGenRuntime.URLValue.text($0) }"
            }
            let call = "\(plan.namespace).Routes.router.url("
            let lead = route == buildable.first ? "return " : "?? "
            let check = " { $0.screen == self }"
            let listArgument = lists.isEmpty ? "" : ", lists: [" + lists.joined(separator: ", ") + "]"
            let line = lead + call + text + ", [" + (values.isEmpty ? ":" : values.joined(separator: ", ")) + "]" + listArgument + ")" + check
            // A `??` candidate stands one level deeper than the `return` one.
            let width = route == buildable.first ? Self.routeLineWidth : Self.routeLineWidth - 4
            let statements: [SwiftStatement] = SwiftRenderer.fits(line, in: width) ? [.line(line)] : [
                .line(lead + call),
                .indented([.line(text + ",")] + Self.dictionaryLines(values, last: lists.isEmpty)
                          + (lists.isEmpty ? [] : [.line("lists: [")] + [.indented(lists.map { .line($0 + ",") })] + [.line("]")])),
                .line(")" + check),
            ]
            body += route == buildable.first ? statements : [.indented(statements)]
        }
        return [.line(pattern + ":"), .indented(body)]
    }

    /// A dictionary argument of `Screen.url`, on one line when it has one entry or none;
    /// followed by `,` unless it is the `last` argument.
    private static func dictionaryLines(_ entries: [String], last: Bool) -> [SwiftStatement] {
        let comma = last ? "" : ","
        guard entries.count > 1 else { return [.line("[" + (entries.first ?? ":") + "]" + comma)] }
        return [.line("["), .indented(entries.map { .line($0 + ",") }), .line("]" + comma)]
    }

    /// `open(_:)` and `apply(_:)` on the root coordinator.
    func applyExtension() -> [SwiftDeclaration] {
        let ns = plan.namespace
        guard let root = plan.coordinator(plan.graph.root.value) else { return [] }
        let rootFlow = plan.names.caseName(root.name)
        var stepCases: [(pattern: String, body: [SwiftStatement])] = []
        for flow in plan.graph.flows where !flow.tabs.isEmpty {
            let name = plan.names.caseName(flow.name.value)
            var body: [SwiftStatement] = [
                .line("guard let tabs = prepare(.\(name)) as? \(ns).\(SwiftNames.coordinator(flow.name.value)) else { continue }"),
                .line("tabs.selectedTab = tab"),
            ]
            for tab in flow.tabs {
                guard case .flow(let child) = tab.target.value else { continue }
                body.append(.line("live[.\(plan.names.caseName(child))] = tabs.\(plan.names.caseName(child))"))
            }
            stepCases.append((".select(.\(name)(let tab))", body))
        }
        for (coordinator, branches) in plan.switchCoordinators {
            let name = plan.names.caseName(coordinator.name)
            let type = "\(ns).\(SwiftNames.coordinator(coordinator.name))"
            let branchCoordinators = branches.compactMap { branch -> SwiftStatement? in
                guard case .flow(let child) = branch.target.value else { return nil }
                let property = plan.names.caseName(child)
                return .line("live[.\(property)] = switcher.\(property)")
            }
            stepCases.append((".show(.\(name)(let branch))", [
                .line("guard let switcher = prepare(.\(name)) as? \(type) else { continue }"),
                .line("switcher.enter(branch)"),
            ] + branchCoordinators))
            if plan.launchBranchSwitches.contains(coordinator.name), let first = branches.first {
                let (pattern, call) = launchBranchCall(name, first)
                stepCases.append((pattern, [
                    .line("guard let switcher = prepare(.\(name)) as? \(type) else { continue }"),
                    .line("guard let branch = switcher.\(call) else { continue }"),
                    .line("switcher.enter(branch)"),
                ] + branchCoordinators))
            }
        }
        stepCases.append((".push(let screen, on: let flow)", [.line("(prepare(flow) as? any \(ns).\(SwiftNames.stackCoordinatorProtocol))?.push(screen)")]))
        stepCases.append((".present(let screen, let style, let flow)", [.line("prepare(flow)?.present(.screen(screen), style: style)")]))
        stepCases.append((".presentFlow(let target, let style, let flow)", [
            .line("guard let presenter = prepare(flow), let modal = \(ns).Modal.flow(target) else { continue }"),
            .line("modal.coordinator.\(SwiftNames.parentProperty) = presenter"),
            .line("presenter.present(modal.content, style: style)"),
            .line("live[target] = modal.coordinator"),
            .line("cleared.insert(target)"),
        ]))
        if !plan.modalParameterFlows.isEmpty {
            stepCases.append((".presentStack(let root, let target, let style, let flow)", [
                .line("guard let presenter = prepare(flow), let modal = \(ns).Modal.stack(target, root: root) else { continue }"),
                .line("modal.coordinator.\(SwiftNames.parentProperty) = presenter"),
                .line("presenter.present(modal.content, style: style)"),
                .line("live[target] = modal.coordinator"),
                .line("cleared.insert(target)"),
            ]))
        }
        stepCases.append((".showRoot(let screen, on: let flow)", [.line("(prepare(flow) as? any \(ns).\(SwiftNames.stackCoordinatorProtocol))?.\(SwiftNames.rootScreenProperty) = screen")]))
        let apply = SwiftFunction(
            doc: ["Applies a deep link's steps: the modals and stacks of the flows on its route are cleared first."],
            access: plan.access, name: "apply", parameters: [SwiftParameter(label: "_", "link", "\(ns).DeepLink")],
            body: [
                .line("var live: [\(ns).Flow: any \(ns).\(SwiftNames.coordinatorProtocol)] = [.\(rootFlow): self]"),
                .line("var cleared: Swift.Set<\(ns).Flow> = []"),
                .block("func prepare(_ flow: \(ns).Flow) -> (any \(ns).\(SwiftNames.coordinatorProtocol))?", [
                    .line("guard let coordinator = live[flow] else { return nil }"),
                    .block("if cleared.insert(flow).inserted", [
                        .line("coordinator.presented.removeAll()"),
                        .line("(coordinator as? any \(ns).\(SwiftNames.stackCoordinatorProtocol))?.popToRoot()"),
                    ]),
                    .line("return coordinator"),
                ]),
                .line("_ = prepare(.\(rootFlow))"),
                .block("for step in link.steps", [.switchOver("step", cases: stepCases, fallback: nil)]),
            ]
        )
        return [
            .type(SwiftType(access: nil, kind: .extension, name: "\(ns).\(SwiftNames.coordinator(root.name))",
                            members: openFunctions() + [.function(apply)])),
            modalFlowFactory(),
        ] + modalStackFactory()
    }

    /// `.showLaunchBranch(.app(let mainAccountID))` and `launchBranch(mainAccountID: mainAccountID)`:
    /// the pattern of a switch's `showLaunchBranch` step (`switcher` is its case name)
    /// and the call that fills the values it leaves out.
    func launchBranchCall(_ switcher: String, _ first: Branch) -> (pattern: String, call: String) {
        let labels = plan.branchLabels(of: first)
        return (".showLaunchBranch(.\(switcher)(\(labels.map { "let " + $0 }.joined(separator: ", "))))",
                "launchBranch(\(labels.map { "\($0): \($0)" }.joined(separator: ", ")))")
    }

    /// `Modal.flow(_:)`: a new coordinator for a modal flow, for deep links.
    private func modalFlowFactory() -> SwiftDeclaration {
        let ns = plan.namespace
        let cases = plan.modalFlows.filter { !plan.modalParameterFlows.contains($0) }.map { flow -> (pattern: String, body: [SwiftStatement]) in
            (".\(plan.names.caseName(flow))", [
                .line("let coordinator = \(ns).\(SwiftNames.coordinator(flow))()"),
                .line("return (.\(plan.names.caseName(flow))(coordinator), coordinator)"),
            ])
        }
        let flowCount = plan.graph.flows.count + (plan.index.isScreen(plan.graph.root.value) ? 1 : 0)
        let chunked = ChunkedSwitch(
            function: SwiftFunction(
                doc: ["The content and new coordinator of a modal flow; `nil` for a flow never presented modally."],
                attributes: ["@MainActor"], access: plan.access, modifiers: ["static"], name: "flow",
                parameters: [SwiftParameter(label: "_", "flow", "\(ns).Flow")],
                returnType: "(content: Content, coordinator: any \(ns).\(SwiftNames.coordinatorProtocol))?"
            ),
            subject: "flow", cases: cases, fallback: [.line("return nil")], coversAll: cases.count == flowCount,
            forward: { "return \($0)(flow)" }
        )
        return .type(SwiftType(access: nil, kind: .extension, name: "\(ns).Modal", members: chunked.declarations()))
    }

    /// `Modal.stack(_:root:)`: a new coordinator for a modal flow with parameters
    /// (1.1 B) over the root a deep link gives, its parameters read from that root.
    private func modalStackFactory() -> [SwiftDeclaration] {
        let ns = plan.namespace
        guard !plan.modalParameterFlows.isEmpty else { return [] }
        let cases = plan.modalParameterFlows.compactMap { flow -> (pattern: String, body: [SwiftStatement])? in
            guard let id = plan.index.flowID(flow), let own = plan.flowParameterPositions(ofFlow: id) else { return nil }
            let labels = plan.names.screens[own.root].labels
            let bound = plan.graph.screens[own.root].params.indices.map { own.positions.contains($0) ? "let " + SwiftNames.binding(labels[$0]) : "_" }
            let arguments = own.positions.map { "\(plan.initLabel(flow: id, root: own.root, position: $0)): \(SwiftNames.binding(labels[$0]))" }
            return (".\(plan.names.caseName(flow))", [
                .line("guard case .\(plan.names.screens[own.root].spelled("(\(bound.joined(separator: ", ")))")) = root else { return nil }"),
                .line("let coordinator = \(ns).\(SwiftNames.coordinator(flow))(\(arguments.joined(separator: ", ")))"),
                .line("coordinator.\(SwiftNames.rootScreenProperty) = root"),
                .line("return (.\(plan.names.caseName(flow))(coordinator), coordinator)"),
            ])
        }
        let function = SwiftFunction(
            doc: ["The content and new coordinator of a modal flow with parameters, over `root`; `nil` for another flow",
                  "or a root of another screen."],
            attributes: ["@MainActor"], access: plan.access, modifiers: ["static"], name: "stack",
            parameters: [SwiftParameter(label: "_", "flow", "\(ns).Flow"), SwiftParameter("root", "\(ns).Screen")],
            returnType: "(content: Content, coordinator: any \(ns).\(SwiftNames.coordinatorProtocol))?",
            body: [.switchOver("flow", cases: cases, fallback: [.line("return nil")])]
        )
        return [.type(SwiftType(access: nil, kind: .extension, name: "\(ns).Modal", members: [.function(function)]))]
    }
}
