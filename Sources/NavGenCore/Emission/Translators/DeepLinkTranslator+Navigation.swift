/// The parts of the deep-link translation that touch screens and coordinators:
/// `Screen.url` and the root coordinator's `open(_:)` and `apply(_:)`.
extension DeepLinkTranslator {
    /// Renders `Screen.url` and the root coordinator's `open(_:)` and `apply(_:)`, which
    /// follow what `renderRouteFunctions(into:)` renders.
    func renderNavigation(into renderer: inout SwiftRenderer) {
        renderScreenURL(into: &renderer)
        renderer.render(applyExtension())
    }

    /// Renders `var url: URL?` on `Screen`, a part at a time, each case written straight
    /// to the writer: the URL of the first of the screen's patterns that resolves back
    /// to the screen.
    private func renderScreenURL(into renderer: inout SwiftRenderer) {
        let ns = plan.namespace
        let screens = screensWithPatterns()
        let doc = ["The URL of the screen's first pattern that resolves back to it, or `nil`: for a screen without",
                   "a pattern, or values a URL cannot carry (an empty text, an infinite number)."]
        let function = SwiftFunction(doc: doc, access: plan.access, name: "url", returnType: "URL?")
        let chunked = ChunkedSwitch(function: function, subject: "self", caseCount: screens.count,
                                    writeCase: { writeURLCase(screens[$0].screen, routes: screens[$0].routes, into: &$1) },
                                    fallback: [.line("return nil")],
                                    coversAll: screens.count == plan.graph.screens.count, forward: { "return \($0)()" })
        renderer.open(SwiftType(kind: .extension, name: "\(ns).Screen"))
        chunked.render(into: &renderer, firstPartAs: SwiftVariable(doc: doc, access: plan.access, name: "url", type: "URL?", getter: []))
        renderer.close()
    }

    /// Each screen that has patterns, in file order, with the positions of its routes
    /// in the table: the table lists them screen by screen, in file order, so a
    /// screen's routes are one run of it.
    private func screensWithPatterns() -> [(screen: Int, routes: Range<Int>)] {
        var screens: [(screen: Int, routes: Range<Int>)] = []
        var previous = ""
        for position in table.routes.indices {
            let name = table.routes[position].pattern.screen
            if !screens.isEmpty, name == previous {
                screens[screens.count - 1].routes = screens[screens.count - 1].routes.lowerBound..<(position + 1)
            } else if let screen = plan.index.screenID(name) {
                screens.append((screen, position..<(position + 1)))
                previous = name
            }
        }
        return screens
    }

    /// Writes the case of screen number `id` in `Screen.url`, from the patterns of its
    /// routes (`routes`, positions in the table): the screen's parameters that some
    /// pattern reads are bound, the others matched with `_`.
    private func writeURLCase(_ id: Int, routes: Range<Int>, into writer: inout SwiftWriter) {
        let ns = plan.namespace
        let params = plan.graph.screens[id].params
        var used: [String] = []
        for route in routes {
            for segment in table.routes[route].pattern.segments {
                if case .parameter(let name, _) = segment, !used.contains(name) { used.append(name) }
            }
            for item in table.routes[route].pattern.query where !used.contains(item.parameter) { used.append(item.parameter) }
        }
        writer.beginLine()
        writer.write("case .")
        writer.write(plan.names.screens[id].caseName)
        if params.indices.contains(where: { used.contains(params[$0].name.value) }) {
            for position in params.indices {
                writer.write(position == 0 ? "(" : ", ")
                let name = params[position].name.value
                if used.contains(name) {
                    writer.write("let ")
                    writer.write(SwiftNames.binding(SwiftNames.escaped(name)))
                } else {
                    writer.write("_")
                }
            }
            writer.write(")")
        }
        writer.write(":")
        writer.endLine()
        writer.indented { writer in
            writer.beginLine()
            writer.write("return ")
            writer.write(ns)
            writer.write(".URLText.first(")
            writer.endLine()
            writer.indented { writer in
                writer.line("resolvingTo: self,")
                for route in routes {
                    writer.beginLine()
                    writeURLCandidate(segments: table.routes[route].pattern.segments, query: table.routes[route].pattern.query, params: params, into: &writer)
                    if route < routes.upperBound - 1 { writer.write(",") }
                    writer.endLine()
                }
            }
            writer.line(")")
        }
    }

    /// `NS.URLText.url(segments: […], query: […], schemes: …, hosts: …)`: the URL of
    /// a pattern's `segments` and `query` from the bound parameters of a screen,
    /// `params`. Path parameters are never optional (`url-param-type`). Takes the two
    /// fields it reads, not the pattern: a pattern passed whole was copied, a retain of
    /// each of its five strings and arrays.
    private func writeURLCandidate(segments: [URLPattern.Segment], query: [URLPattern.QueryItem], params: [Parameter], into writer: inout SwiftWriter) {
        let ns = plan.namespace
        writer.write(ns)
        writer.write(".URLText.url(segments: [")
        for (position, segment) in segments.enumerated() {
            if position > 0 { writer.write(", ") }
            switch segment {
            case .literal(let text):
                writer.writeStringLiteral(text)
            case .parameter(let name, let type):
                writer.write(ns)
                writer.write(".URLText.")
                writer.write(DeepLinkTranslator.parser(type))
                writer.write("Text(")
                writer.write(SwiftNames.binding(SwiftNames.escaped(name)))
                writer.write(")")
            }
        }
        writer.write("], query: [")
        for (position, item) in query.enumerated() {
            if position > 0 { writer.write(", ") }
            writer.write("(")
            writer.writeStringLiteral(item.name)
            writer.write(", ")
            writer.write(ns)
            if let param = params.indices.first(where: { params[$0].name.value == item.parameter }), params[param].type.isOptional {
                writer.write(".URLText.optional")
                writer.write(item.type.rawValue)
            } else {
                writer.write(".URLText.")
                writer.write(DeepLinkTranslator.parser(item.type))
            }
            writer.write("Text(")
            writer.write(SwiftNames.binding(SwiftNames.escaped(item.parameter)))
            writer.write("))")
        }
        writer.write("], schemes: ")
        writer.write(ns)
        writer.write(".Routes.schemes, hosts: ")
        writer.write(ns)
        writer.write(".Routes.hosts)")
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
            stepCases.append((".select(\(name): let tab)", body))
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
        stepCases.append((".showRoot(let screen, on: let flow)", [.line("(prepare(flow) as? any \(ns).\(SwiftNames.stackCoordinatorProtocol))?.\(SwiftNames.rootScreenProperty) = screen")]))
        let open = SwiftFunction(
            doc: ["Shows the screen of `url` by the same steps in-app navigation takes; `false`, changing nothing, when no pattern matches."],
            attributes: ["@discardableResult"], access: plan.access, name: "open", parameters: [SwiftParameter(label: "_", "url", "URL")], returnType: "Bool",
            body: [
                .line("guard let link = \(ns).resolve(url) else { return false }"),
                .line("apply(link)"),
                .line("return true"),
            ]
        )
        let apply = SwiftFunction(
            doc: ["Applies a deep link's steps: the modals and stacks of the flows on its route are cleared first."],
            access: plan.access, name: "apply", parameters: [SwiftParameter(label: "_", "link", "\(ns).DeepLink")],
            body: [
                .line("var live: [\(ns).Flow: any \(ns).\(SwiftNames.coordinatorProtocol)] = [.\(rootFlow): self]"),
                .line("var cleared: Set<\(ns).Flow> = []"),
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
                            members: [.function(open), .function(apply)])),
            modalFlowFactory(),
        ]
    }

    /// `Modal.flow(_:)`: a new coordinator for a modal flow, for deep links.
    private func modalFlowFactory() -> SwiftDeclaration {
        let ns = plan.namespace
        let cases = plan.modalFlows.map { flow -> (pattern: String, body: [SwiftStatement]) in
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
}
