/// How each link function spells its route's steps: every step but the last is a
/// node of `DeepLinkStepPrefixes`, and where the steps up to a route-search node lead
/// is worked out once per node, not once per route that passes it.
///
/// A route's steps are the entries of the route-search nodes on its chain, with the
/// parameters bound from its URL. Routes through the same node whose URL parameters
/// and variables agree spell that node's steps the same, so `StepSpelling` keeps, per
/// node and such agreement, the prefix node and flow the steps lead to. A route then
/// spells only the steps of the nodes nobody passed before: most often just its last.
/// Spelled per route, every step of every route was built, hashed and compared: half
/// of `navgen compile`'s deep-link section on a 10,000-screen graph.
extension DeepLinkTranslator {
    /// The prefixes the link functions share, and where the steps through each
    /// route-search node lead.
    struct StepSpelling {
        var prefixes = DeepLinkStepPrefixes()
        fileprivate var states: [NodeKey: ChainState] = [:]
        fileprivate var signatures: [Signature: Int] = [:]
        /// The route searches met so far, numbered in order.
        fileprivate var searches: [ObjectIdentifier: Int32] = [:]

        /// The number of a route search, the same for every route of it.
        fileprivate mutating func number(of search: RouteSearch) -> Int32 {
            let id = ObjectIdentifier(search)
            if let known = searches[id] { return known }
            let number = Int32(searches.count)
            searches[id] = number
            return number
        }

        /// The number of a route's signature, the same for routes that spell steps alike.
        fileprivate mutating func number(of signature: Signature) -> Int {
            if let known = signatures[signature] { return known }
            signatures[signature] = signatures.count
            return signatures.count - 1
        }
    }

    /// A route-search node, as routes of one signature pass it: three 32-bit numbers,
    /// since a large graph has a key for most nodes of every search.
    fileprivate struct NodeKey: Hashable {
        var search: Int32
        var node: Int32
        var signature: Int32
    }

    /// What decides how a route spells a step: the URL parameters its bindings read
    /// (name and type) and the Swift type of each URL variable of the link function.
    fileprivate struct Signature: Hashable {
        var urlNames: [String]
        var urlTypes: [ParameterType]
        var variableTypes: [String: String]
    }

    /// Where steps lead: their prefix node and the flow whose coordinator the last of
    /// them acts on, the stack that shows the target when the steps stop at a stack's
    /// root. Numbers, not names, as `StepSpelling` keeps one for most route-search nodes.
    fileprivate struct ChainState {
        /// The prefix node, or -1 before any step.
        private var prefixNode: Int32
        /// The flow's position in the graph, or -1 for the graph's root when it is a screen.
        private var flowPosition: Int32

        /// The state before any step: at the graph's root.
        init(root: String, in index: GraphIndex) {
            prefixNode = -1
            flowPosition = index.flowID(root).map(Int32.init) ?? -1
        }

        init(prefix: Int, flow: String, in index: GraphIndex) {
            prefixNode = Int32(prefix)
            flowPosition = index.flowID(flow).map(Int32.init) ?? -1
        }

        var prefix: Int? { prefixNode < 0 ? nil : Int(prefixNode) }

        func flow(in graph: NavigationGraph) -> String {
            flowPosition < 0 ? graph.root.value : graph.flows[Int(flowPosition)].name.value
        }

        mutating func setFlow(_ flow: String, in index: GraphIndex) {
            flowPosition = index.flowID(flow).map(Int32.init) ?? -1
        }
    }

    /// `Routes.steps(Routes.steps7(id), then: .push(…))`: the route's steps but
    /// the last as a node of the prefixes, then its last step (and `.showRoot` where
    /// the target is a stack's root); `Routes.steps([], then: …)` where there is no
    /// prefix.
    func stepsArgument(_ route: DeepLinkRoute, target: Int, variableTypes: [String: String], spelling: inout StepSpelling) -> String {
        let source = route.routeSteps
        let chain = source.chain
        let signature = spelling.number(of: Signature(urlNames: source.urlTypes.map(\.name), urlTypes: source.urlTypes.map(\.type),
                                                      variableTypes: variableTypes))
        let search = spelling.number(of: source.search)
        let key = { (node: Int) in NodeKey(search: search, node: Int32(node), signature: Int32(signature)) }
        var own: [String] = []
        var state: ChainState
        var showsTarget = false
        if let last = chain.lastIndex(where: { !source.search.nodes[$0].entries.isEmpty }) {
            state = self.state(through: chain[..<last], source: source, key: key, variableTypes: variableTypes, spelling: &spelling)
            var steps = source.steps(entering: chain[last])
            let final = steps.removeLast()
            for step in steps {
                state = advance(state, by: step, variableTypes: variableTypes, spelling: &spelling)
            }
            own.append(stepExpression(final))
            state.setFlow(flow(after: final, from: state.flow(in: plan.graph)), in: plan.index)
            showsTarget = Self.shows(route.pattern.screen, final)
        } else {
            state = ChainState(root: plan.graph.root.value, in: plan.index)
        }
        let flow = state.flow(in: plan.graph)
        if !showsTarget, let stack = plan.index.flow(flow)?.stack, stack.root.value == route.pattern.screen {
            own.append(".showRoot(\(screenExpression(target, bindings: route.target)), on: .\(plan.names.caseName(flow)))")
        }
        return spelling.prefixes.expression(prefix: state.prefix, then: own)
    }

    /// Where the steps of `chain` lead, from the last of its nodes already worked out;
    /// every node worked out on the way is remembered.
    private func state(through chain: ArraySlice<Int>, source: RouteSteps, key: (Int) -> NodeKey, variableTypes: [String: String],
                       spelling: inout StepSpelling) -> ChainState {
        var state = ChainState(root: plan.graph.root.value, in: plan.index)
        var start = chain.endIndex
        while start > chain.startIndex {
            if let known = spelling.states[key(chain[start - 1])] {
                state = known
                break
            }
            start -= 1
        }
        for node in chain[start...] {
            for step in source.steps(entering: node) {
                state = advance(state, by: step, variableTypes: variableTypes, spelling: &spelling)
            }
            spelling.states[key(node)] = state
        }
        return state
    }

    /// `state` followed by `step`.
    private func advance(_ state: ChainState, by step: RouteStep, variableTypes: [String: String], spelling: inout StepSpelling) -> ChainState {
        let variables = Self.urlParameters(read: step).compactMap { name in
            variableTypes[name].map { DeepLinkStepPrefixes.Variable(name: SwiftNames.escaped(name), type: $0) }
        }
        let prefix = spelling.prefixes.node(after: state.prefix, DeepLinkStepPrefixes.Step(text: stepExpression(step), variables: variables))
        return ChainState(prefix: prefix, flow: flow(after: step, from: state.flow(in: plan.graph)), in: plan.index)
    }

    /// The flow whose coordinator acts after `step`: a selected tab that is a flow, the
    /// flow a screen is pushed on or presented from, or a presented flow.
    private func flow(after step: RouteStep, from flow: String) -> String {
        switch step {
        case .select(_, let tab): plan.index.isFlow(tab) ? tab : flow
        case .push(let flow, _, _): flow
        case .present(let flow, _, let target, _): plan.index.isFlow(target) ? target : flow
        }
    }

    /// Whether `step` pushes or presents the screen `screen` itself.
    private static func shows(_ screen: String, _ step: RouteStep) -> Bool {
        switch step {
        case .select: false
        case .push(_, let pushed, _): pushed == screen
        case .present(_, _, let target, _): target == screen
        }
    }

    /// The URL parameters whose values a step passes on, in order.
    private static func urlParameters(read step: RouteStep) -> [String] {
        let bindings: [ParameterBinding]
        switch step {
        case .select: bindings = []
        case .push(_, _, let params): bindings = params
        case .present(_, _, _, let params): bindings = params ?? []
        }
        return bindings.compactMap { binding in
            if case .url(let name) = binding.source { name } else { nil }
        }
    }

    private func stepExpression(_ step: RouteStep) -> String {
        switch step {
        case .select(let flow, let tab):
            return ".select(\(plan.names.caseName(flow)): .\(plan.names.caseName(tab)))"
        case .push(let flow, let screenName, let params):
            guard let screen = plan.index.screenID(screenName) else { return "" }
            return ".push(\(screenExpression(screen, bindings: params)), on: .\(plan.names.caseName(flow)))"
        case .present(let flow, let style, let target, let params):
            if let screen = plan.index.screenID(target) {
                return ".present(\(screenExpression(screen, bindings: params ?? [])), style: .\(style.rawValue), from: .\(plan.names.caseName(flow)))"
            }
            return ".presentFlow(.\(plan.names.caseName(target)), style: .\(style.rawValue), from: .\(plan.names.caseName(flow)))"
        }
    }
}
