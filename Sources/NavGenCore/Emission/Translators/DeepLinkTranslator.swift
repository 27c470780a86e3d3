/// `DeepLink`, `resolve(_:)`, `Screen.url` and the root coordinator's
/// `open(_:)` / `apply(_:)`: deep links compiled from the graph's routes.
struct DeepLinkTranslator {
    let plan: EmissionPlan
    let table: DeepLinkTable

    /// Renders `DeepLink`, `resolve(_:)` and the head of `Routes`: its schemes, hosts,
    /// pattern trie and `links`, leaving the namespace's extension and `Routes`
    /// open for `renderRouteFunctions(into:)`. `renderNavigation(into:)` renders the
    /// rest of the section.
    func renderRoutesHead(into renderer: inout SwiftRenderer) {
        let ns = plan.namespace
        let access = plan.access
        let schemes = "[" + table.schemes.map { SwiftLiteral.string($0.lowercased()) }.joined(separator: ", ") + "]"
        let hosts = "[" + table.hosts.map { SwiftLiteral.string($0.lowercased()) }.joined(separator: ", ") + "]"

        renderer.open(SwiftType(kind: .extension, name: ns, members: [
            .mark("Deep links"),
            deepLinkType(),
            .function(SwiftFunction(
                doc: ["The deep link of `url`, or `nil` when no pattern matches it (spec section 8)."],
                access: access, modifiers: ["static"], name: "resolve", parameters: [SwiftParameter(label: "_", "url", "URL")], returnType: "DeepLink?",
                body: [
                    .line("guard let request = DeepLinkRequest(url, schemes: Routes.schemes, hosts: Routes.hosts) else { return nil }"),
                    .block("for pattern in Routes.trie.candidates(request.segments)", [
                        .block("if let link = Routes.links[pattern](request)", [.line("return link")]),
                    ]),
                    .line("return nil"),
                ]
            )),
        ]))
        renderer.open(SwiftType(doc: ["The compiled URL patterns and their routes."], kind: .enum, name: "Routes", members: [
            .variable(SwiftVariable(doc: ["Accepted custom schemes."], modifiers: ["static"], isLet: true, name: "schemes", type: "[String]", initialValue: schemes)),
            .variable(SwiftVariable(doc: ["Accepted universal-link hosts."], modifiers: ["static"], isLet: true, name: "hosts", type: "[String]", initialValue: hosts)),
        ]))
        renderer.add { writer in
            writer.doc(["The patterns' segment trie, built by navgen."])
            writer.line("static let trie = PatternTrie(encoded: #\"\"\"")
            PatternTrieEncoder.write(SegmentTrie(patternCount: table.routes.count) { table.routes[$0].pattern.segments }, into: &writer)
            writer.write("\"\"\"#)")
            writer.endLine()
        }
        renderLinkTable(into: &renderer)
    }

    /// `static let links`: each pattern's function, by the number the trie gives the
    /// pattern. An array literal of function names type-checks several times faster
    /// than a `switch` with a case per pattern, but grows faster than linearly past a
    /// few hundred elements, so a large graph's table is joined from parts of
    /// `ChunkedSwitch.chunkSize` names.
    private func renderLinkTable(into renderer: inout SwiftRenderer) {
        let count = table.routes.count, size = ChunkedSwitch.chunkSize
        let type = "[@Sendable (DeepLinkRequest) -> DeepLink?]"
        let parts = stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
        renderer.add { writer in
            writer.doc(["The function of each URL pattern, by the number the trie gives the pattern."])
            guard parts.count > 1 else {
                writer.beginLine()
                writer.write("static let links: ")
                writer.write(type)
                writer.write(" = ")
                Self.writeLinkNames(0..<count, into: &writer)
                writer.endLine()
                return
            }
            writer.open("static let links: \(type) = {")
            writer.line("var links = linksPart1()")
            for part in 2...parts.count {
                writer.beginLine()
                writer.write("links.append(contentsOf: linksPart")
                writer.write(part)
                writer.write("())")
                writer.endLine()
            }
            writer.line("return links")
            writer.close("}()")
        }
        guard parts.count > 1 else { return }
        for (position, part) in parts.enumerated() {
            renderer.add(SwiftFunction(
                doc: ["The functions of patterns \(part.lowerBound) to \(part.upperBound - 1)."],
                access: .private, modifiers: ["static"], name: "linksPart\(position + 1)", returnType: type
            )) { writer in
                writer.beginLine()
                Self.writeLinkNames(part, into: &writer)
                writer.endLine()
            }
        }
    }

    /// `[link0, link1, link2]`, for the patterns numbered `numbers`.
    private static func writeLinkNames(_ numbers: Range<Int>, into writer: inout SwiftWriter) {
        writer.write("[")
        for number in numbers {
            writer.write(number == numbers.lowerBound ? "link" : ", link")
            writer.write(number)
        }
        writer.write("]")
    }

    /// Renders the rest of `Routes`, inside the types `renderRoutesHead(into:)` left
    /// open (`renderer` continues inside both): each pattern's function as it is made,
    /// then the step prefixes the functions called; then the support code.
    func renderRouteFunctions(into renderer: inout SwiftRenderer) {
        var spelling = StepSpelling(routeCount: table.routes.count)
        for (index, route) in table.routes.enumerated() {
            renderRouteFunction(route, index: index, spelling: &spelling, into: &renderer)
        }
        spelling.prefixes.render(into: &renderer)
        renderer.close()
        renderer.close()
        renderer.add(.verbatim(DeepLinkSupportSource.text(namespace: plan.namespace, access: plan.access.prefix)))
    }

    private func deepLinkType() -> SwiftDeclaration {
        let access = plan.access
        var stepCases: [SwiftDeclaration] = []
        for flow in plan.graph.flows where !flow.tabs.isEmpty {
            stepCases.append(.enumCase(name: "select", parameters: [SwiftParameter(plan.names.caseName(flow.name.value), "\(SwiftNames.coordinator(flow.name.value)).Tab")],
                                       doc: ["Selects a tab of `\(flow.name.value)`."]))
        }
        stepCases += [
            .enumCase(name: "push", parameters: [SwiftParameter("_", "Screen"), SwiftParameter("on", "Flow")], doc: ["Pushes a screen on a stack flow."]),
            .enumCase(name: "present", parameters: [SwiftParameter("_", "Screen"), SwiftParameter("style", "ModalStyle"), SwiftParameter("from", "Flow")],
                      doc: ["Presents a screen from a flow's coordinator."]),
            .enumCase(name: "presentFlow", parameters: [SwiftParameter("_", "Flow"), SwiftParameter("style", "ModalStyle"), SwiftParameter("from", "Flow")],
                      doc: ["Presents a modal flow from a flow's coordinator."]),
            .enumCase(name: "showRoot", parameters: [SwiftParameter("_", "Screen"), SwiftParameter("on", "Flow")],
                      doc: ["Shows a stack's root with the link's parameters, when the link targets a stack's root."]),
        ]
        return .type(SwiftType(
            doc: ["A resolved deep link: the screen it shows and the steps that show it from any state."],
            access: access, kind: .struct, name: "DeepLink", conformances: ["Hashable", "Sendable"],
            members: [
                .type(SwiftType(doc: ["One navigation step."], access: access, kind: .enum, name: "Step", conformances: ["Hashable", "Sendable"], members: stepCases)),
                .variable(SwiftVariable(doc: ["The screen the link shows."], access: access, isLet: true, name: "screen", type: "Screen")),
                .variable(SwiftVariable(doc: ["The URL pattern that matched, as written in the graph."], access: access, isLet: true, name: "pattern", type: "String")),
                .variable(SwiftVariable(doc: ["The steps from the launch state, tab selections included."], access: access, isLet: true, name: "steps", type: "[Step]")),
            ]
        ))
    }

    /// `static func link3(_ request: DeepLinkRequest) -> DeepLink?` for one pattern,
    /// written straight to the renderer's writer: its steps are a shared prefix and
    /// the route's last step (`stepsArgument`).
    private func renderRouteFunction(_ route: DeepLinkRoute, index: Int, spelling: inout StepSpelling, into renderer: inout SwiftRenderer) {
        guard let target = plan.index.screenID(route.pattern.screen) else {
            renderer.add(.function(SwiftFunction(modifiers: ["static"], name: "link\(index)",
                                                 parameters: [SwiftParameter(label: "_", "request", "DeepLinkRequest")], returnType: "DeepLink?",
                                                 body: [.line("nil")])))
            return
        }
        let params = plan.graph.screens[target].params
        var screen = ExpressionText()
        appendScreenExpression(target, bindings: route.target, to: &screen)
        var steps = ExpressionText()
        appendStepsArgument(route, target: target, screen: screen, variableTypes: variableTypes(of: route, params: params),
                            spelling: &spelling, to: &steps)
        renderer.add { writer in
            writer.beginLine()
            writer.write("/// `")
            writer.write(route.pattern.text)
            writer.write("` → `")
            writer.write(route.pattern.screen)
            writer.write("`.")
            writer.endLine()
            writer.beginLine()
            writer.write("static func link")
            writer.write(index)
            writer.write("(_ request: DeepLinkRequest) -> DeepLink? {")
            writer.endLine()
            writer.indent()
            writeGuards(of: route, params: params, into: &writer)
            writer.line("return DeepLink(")
            writer.indent()
            writer.beginLine()
            writer.write("screen: ")
            writer.write(screen)
            writer.write(",")
            writer.endLine()
            writer.beginLine()
            writer.write("pattern: ")
            writer.writeStringLiteral(route.pattern.text)
            writer.write(",")
            writer.endLine()
            writer.beginLine()
            writer.write("steps: ")
            writer.write(steps)
            writer.endLine()
            writer.close(")")
            writer.close()
        }
    }

    /// The Swift type of each variable a route's function binds from the URL, by
    /// parameter name. A function has a handful, so they are searched, not hashed: a
    /// dictionary per route cost more to make and read than the lookups it saved.
    struct VariableTypes {
        /// Each name once, in the order first set.
        private(set) var entries: [(name: String, type: String)] = []

        /// The type of the variable `name`, if the function binds one.
        subscript(name: String) -> String? {
            entries.first { $0.name == name }?.type
        }

        /// Sets the type of the variable `name`, replacing an earlier one.
        mutating func set(_ name: String, _ type: String) {
            if let position = entries.firstIndex(where: { $0.name == name }) {
                entries[position].type = type
            } else {
                entries.append((name, type))
            }
        }
    }

    /// The Swift type of each variable the route's function binds from the URL
    /// (`writeGuards`); `params` are its target's.
    private func variableTypes(of route: DeepLinkRoute, params: [Parameter]) -> VariableTypes {
        var types = VariableTypes()
        for segment in route.pattern.segments {
            if case .parameter(let name, let type) = segment { types.set(name, type.rawValue) }
        }
        for item in route.pattern.query {
            types.set(item.parameter, item.isRequired || Self.defaultValue(of: item, in: params) != nil ? item.type.rawValue : item.type.rawValue + "?")
        }
        return types
    }

    /// Writes the `guard let`s that read the pattern's parameters from `request`, each
    /// with the typed reader of its parameter's type (`request.int(at: 1)`,
    /// `request.optionalUUID("token")`): a query item that is not required takes its
    /// parameter's default where the parameter has one and is not optional. `params`
    /// are the target's.
    private func writeGuards(of route: DeepLinkRoute, params: [Parameter], into writer: inout SwiftWriter) {
        for (position, segment) in route.pattern.segments.enumerated() {
            guard case .parameter(let name, let type) = segment else { continue }
            writer.beginLine()
            writer.write("guard let ")
            writer.write(SwiftNames.escaped(name))
            writer.write(" = request.")
            writer.write(Self.parser(type))
            writer.write("(at: ")
            writer.write(position)
            writer.write(") else { return nil }")
            writer.endLine()
        }
        for item in route.pattern.query {
            writer.beginLine()
            writer.write("guard let ")
            writer.write(SwiftNames.escaped(item.parameter))
            if item.isRequired {
                writer.write(" = request.required")
                writer.write(item.type.rawValue)
                writer.write("(")
                writer.writeStringLiteral(item.name)
            } else if let (value, type) = Self.defaultValue(of: item, in: params) {
                writer.write(" = request.")
                writer.write(Self.parser(item.type))
                writer.write("(")
                writer.writeStringLiteral(item.name)
                writer.write(", default: ")
                writer.write(SwiftLiteral.expression(value, as: type))
            } else {
                writer.write(" = request.optional")
                writer.write(item.type.rawValue)
                writer.write("(")
                writer.writeStringLiteral(item.name)
            }
            writer.write(") else { return nil }")
            writer.endLine()
        }
    }

    /// The default of the parameter a query item binds, with the parameter's type, when
    /// it has one and is not optional.
    private static func defaultValue(of item: URLPattern.QueryItem, in params: [Parameter]) -> (Literal, ParameterType)? {
        guard let param = params.first(where: { $0.name.value == item.parameter }), let value = param.defaultValue, !param.type.isOptional else { return nil }
        return (value.value, param.type)
    }

    /// Appends `.ratings(recipeID: recipeID, page: page)`: screen number `screen` from a
    /// step's parameter sources. A step binds every parameter in declaration order, so
    /// each parameter's binding is found at its own position (else searched, the last
    /// of its name counting); a default is spelled once per graph, in `plan.names`.
    func appendScreenExpression(_ screen: Int, bindings: [ParameterBinding], to text: inout ExpressionText) {
        let params = plan.graph.screens[screen].params
        let labels = plan.names.screens[screen].labels
        plan.appendScreenExpression(screen, to: &text) { position in
            let name = params[position].name.value
            // The binding is read in place: copied out, each of its strings was retained.
            let found = position < bindings.count && bindings[position].name == name ? position : bindings.indices.last(where: { bindings[$0].name == name })
            guard let found else { return nil }
            switch bindings[found].source {
            case .url(let variable):
                return variable == name ? labels[position] : SwiftNames.escaped(variable)
            case .literal(let literal):
                return plan.names.defaultExpression(of: screen, at: position, ifItIs: literal, as: bindings[found].type)
                    ?? SwiftLiteral.expression(literal, as: bindings[found].type)
            case .absent:
                return "nil"
            }
        }
    }

    /// The lowerCamel name of `type` in the generated support code: its parser
    /// `URLText.int`, reader `request.int(at:)` and writer `URLText.intText`.
    static func parser(_ type: BuiltinType) -> String {
        switch type {
        case .string: "string"
        case .int: "int"
        case .double: "double"
        case .bool: "bool"
        case .uuid: "uuid"
        case .url: "url"
        }
    }
}
