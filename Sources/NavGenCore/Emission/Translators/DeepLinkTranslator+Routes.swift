/// The function of one pattern in `Routes`: it reads the pattern's parameters from
/// the match and returns the deep link with its steps.
///
/// ```swift
/// /// `/recipes/{recipeID}/ratings?page={page}` → `Ratings`.
/// static func ratingsLink(_ match: DeepLinkMatch) -> DeepLink? {
///     guard let recipeID = match.uuid("recipeID") else { return nil }
///     let page = match.int("page") ?? 1
///     return DeepLink(screen: …, pattern: "…", steps: [.select(.home(.veggie)), …])
/// }
/// ```
///
/// An enum is read as its enum (`match.value("sort", as: Shop.ProductListSort.self)`),
/// a list by the plural reader (`match.strings("tags")`, never `nil`: absent is empty),
/// and a pattern's fixed `args` are literals of its screen.
extension DeepLinkTranslator {
    func routeFunction(_ route: DeepLinkRoute, name: String, prefixes: inout StepPrefixes) -> SwiftDeclaration {
        let pattern = route.pattern
        let parameterNames = pattern.parameterNames
        let matchName = parameterNames.contains("match") ? "urlMatch" : "match"
        var body: [SwiftStatement] = []
        let target = screenID(pattern.screen)
        let params = plan.graph.screens[target].params
        var types: [String: String] = [:]
        /// `match.uuid("recipeID")`, `match.value("kind", as: Vault.AddItemKind.self)`, `match.strings("tag")`.
        func read(_ parameter: String, _ type: BuiltinType) -> String {
            let name = SwiftLiteral.string(parameter)
            if pattern.lists.contains(parameter) { return "\(matchName).\(Self.reader(type))s(\(name))" }
            if pattern.choices[parameter] != nil, let enumType = params.first(where: { $0.name.value == parameter })?.type {
                return "\(matchName).value(\(name), as: \(enumType.name).self)"
            }
            return "\(matchName).\(Self.reader(type))(\(name))"
        }
        func spelled(_ parameter: String, _ type: BuiltinType) -> String {
            if pattern.lists.contains(parameter) { return "[\(SDKNames.name(of: type))]" }
            if pattern.choices[parameter] != nil, let enumType = params.first(where: { $0.name.value == parameter })?.type { return enumType.name }
            return SDKNames.name(of: type)
        }
        let queryItems = pattern.query + (pattern.fragment?.query ?? [])
        for name in parameterNames {
            guard let type = pattern.type(of: name) else { continue }
            let read = read(name, type)
            let variable = SwiftNames.escaped(name)
            types[name] = spelled(name, type)
            if pattern.lists.contains(name) {
                // Absent is empty (1.1 F.8).
                body.append(.line("let \(variable) = \(read)"))
                continue
            }
            guard let item = queryItems.first(where: { $0.parameter == name }), !item.isRequired else {
                body.append(.line("guard let \(variable) = \(read) else { return nil }"))
                continue
            }
            if let param = params.first(where: { $0.name.value == name }), let value = param.defaultValue, value.value != .null {
                body.append(.line("let \(variable) = \(read) ?? \(SwiftLiteral.expression(value.value, as: param.type))"))
            } else {
                types[name]? += "?"
                body.append(.line("let \(variable) = \(read)"))
            }
        }
        var screen = ExpressionText()
        appendScreenExpression(target, bindings: route.target, to: &screen)
        let variable = StepPrefixes.freeName(avoiding: parameterNames.map(SwiftNames.escaped))
        let steps = prefixes.argument(route, types: types, variable: variable) { prefixStep($0) }
        body += steps.setup
        body.append(.line("return DeepLink("))
        body.append(.indented([
            .line("screen: \(screen.string),"),
            .line("pattern: \(SwiftLiteral.string(pattern.text)),"),
        ] + steps.argument))
        body.append(.line(")"))
        return .function(SwiftFunction(
            doc: ["`\(pattern.text)` → `\(pattern.screen)`."],
            modifiers: ["static"], name: name,
            parameters: [SwiftParameter(label: "_", matchName, "NavGenRuntime.DeepLinkMatch")], returnType: "DeepLink?",
            body: body
        ))
    }

    /// A step with what `StepPrefixes` needs to share it: its text, the URL values it
    /// reads, and what it shows where.
    func prefixStep(_ step: RouteStep) -> StepPrefixes.Step {
        let shown: String, flow: String, bindings: [ParameterBinding]
        switch step {
        case .select(let tabs, let tab): (shown, flow, bindings) = (tab, tabs, [])
        case .show(let switcher, let branch, let params): (shown, flow, bindings) = (branch, switcher, params ?? [])
        case .push(let stack, let screen, let params): (shown, flow, bindings) = (screen, stack, params)
        case .present(let presenter, _, let target, let params): (shown, flow, bindings) = (target, presenter, params ?? [])
        case .showRoot(let stack, let screen, let params): (shown, flow, bindings) = (screen, stack, params)
        }
        let variables = bindings.compactMap { binding -> String? in
            if case .url(let name) = binding.source { return name }
            return nil
        }
        return StepPrefixes.Step(text: stepExpression(step), variables: variables, shown: shown, flow: flow)
    }

    /// `.push(.recipeDetail(recipeID: recipeID), on: .veggie)`: a step as `DeepLink.Step` spells it.
    func stepExpression(_ step: RouteStep) -> String {
        var text = ExpressionText()
        switch step {
        case .select(let flow, let tab):
            text.append(".select(.\(plan.names.caseName(flow))(.\(plan.names.caseName(tab))))")
        case .show(let flow, let branch, let params):
            appendShow(flow: flow, branch: branch, params: params, to: &text)
        case .push(let flow, let screenName, let params):
            text.append(".push(")
            appendScreenExpression(screenID(screenName), bindings: params, to: &text)
            text.append(", on: .\(plan.names.caseName(flow)))")
        case .present(let flow, let style, let target, let params):
            if let screen = plan.index.screenID(target) {
                text.append(".present(")
                appendScreenExpression(screen, bindings: params ?? [], to: &text)
            } else if let params, let flow = plan.index.flowID(target), let own = plan.flowParameterPositions(ofFlow: flow) {
                // A flow with parameters (1.1 B): its root with them and the stack's `args`.
                text.append(".presentStack(")
                appendScreenExpression(own.root, bindings: stackArgumentBindings(ofFlow: flow) + params, to: &text)
                text.append(", flow: .\(plan.names.caseName(target))")
            } else {
                text.append(".presentFlow(.\(plan.names.caseName(target))")
            }
            text.append(", style: .\(style.rawValue), from: .\(plan.names.caseName(flow)))")
        case .showRoot(let flow, let screenName, let params):
            text.append(".showRoot(")
            appendScreenExpression(screenID(screenName), bindings: params, to: &text)
            text.append(", on: .\(plan.names.caseName(flow)))")
        }
        return text.string
    }

    /// `.show(.app(.main(mainAccountID: accountID)))`: a branch with the values a URL
    /// binds (1.1 B); `.showLaunchBranch(.app(mainAccountID: nil))` where some are
    /// the live ones of a branch shown at launch.
    private func appendShow(flow: String, branch: String, params: [ParameterBinding]?, to text: inout ExpressionText) {
        let switcher = plan.names.caseName(flow), name = plan.names.caseName(branch)
        guard let params, !params.isEmpty else {
            text.append(".show(.\(switcher)(.\(name)))")
            return
        }
        // The route lists the values in the case's order, by the labels the case spells.
        let values = zip(plan.branchLabels(flow: flow, branch: branch), params).map { label, binding -> String in
            guard case .url(let variable) = binding.source else { return "\(label): nil" }
            return "\(label): \(SwiftNames.escaped(variable))"
        }.joined(separator: ", ")
        if params.contains(where: { $0.source == .live }) {
            text.append(".showLaunchBranch(.\(switcher)(\(values)))")
        } else {
            text.append(".show(.\(switcher)(.\(name)(\(values))))")
        }
    }

    /// The stack `args` of a flow as bindings of its root's parameters.
    private func stackArgumentBindings(ofFlow flow: Int) -> [ParameterBinding] {
        guard let stack = plan.graph.flows[flow].stack, let root = plan.index.screen(stack.root.value) else { return [] }
        return stack.args.compactMap { arg in
            guard let param = root.param(named: arg.name.value), let literal = Literal(arg.value.value, as: param.type) else { return nil }
            return ParameterBinding(name: param.name.value, type: param.type, source: .literal(literal))
        }
    }

    /// The position of the screen `name` in the graph: a deep-link table exists only for
    /// a graph without errors, so every screen its routes name is there.
    private func screenID(_ name: String) -> Int {
        guard let id = plan.index.screenID(name) else { preconditionFailure("a route names '\(name)', which the graph lacks") }
        return id
    }

    /// Appends `.ratings(recipeID: recipeID, page: page)`: screen number `screen` with
    /// a step's parameter sources, each parameter found by name.
    func appendScreenExpression(_ screen: Int, bindings: [ParameterBinding], to text: inout ExpressionText) {
        let params = plan.graph.screens[screen].params
        let labels = plan.names.screens[screen].labels
        plan.appendScreenExpression(screen, to: &text) { position in
            let name = params[position].name.value
            guard let binding = bindings.last(where: { $0.name == name }) else { return nil }
            switch binding.source {
            case .url(let variable):
                return variable == name ? labels[position] : SwiftNames.escaped(variable)
            case .literal(let literal):
                return plan.names.defaultExpression(of: screen, at: position, ifItIs: literal, as: binding.type)
                    ?? SwiftLiteral.expression(literal, as: binding.type)
            case .absent, .live:
                return "nil"
            }
        }
    }

    /// The reader of `type` on `DeepLinkMatch`: `uuid` for `match.uuid("recipeID")`; a
    /// list's is its plural (`uuids`).
    static func reader(_ type: BuiltinType) -> String {
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
