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
        /// The parameter names of the screens shown on the way to a route-search node,
        /// as a number into `nameLists` (many nodes have the same names).
        fileprivate var namesOfNode: [NodeOfSearch: Int32] = [:]
        fileprivate var nameLists: [[String]] = [[]]
        private var nameListNumbers: [[String]: Int32] = [[]: 0]
        /// A route's signature projected onto a list of names, by both numbers.
        fileprivate var projections: [Projection: Int32] = [:]
        /// The text of the step being spelled, reused from step to step.
        fileprivate var scratch = ExpressionText()

        /// The number of a list of names, the same for equal lists.
        fileprivate mutating func number(of names: [String]) -> Int32 {
            if let known = nameListNumbers[names] { return known }
            let number = Int32(nameLists.count)
            nameLists.append(names)
            nameListNumbers[names] = number
            return number
        }

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

    /// A node of a numbered route search.
    fileprivate struct NodeOfSearch: Hashable {
        var search: Int32
        var node: Int32
    }

    /// A route's whole signature, by number, projected onto a numbered list of names.
    fileprivate struct Projection: Hashable {
        var signature: Int32
        var names: Int32
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

        /// The part of a route's signature about the parameters named in `names`; all
        /// of it for `nil`.
        init(projecting urlTypes: [(name: String, type: ParameterType)], _ variableTypes: [String: String], onto names: [String]?) {
            let kept = names.map { names in urlTypes.filter { names.contains($0.name) } } ?? urlTypes
            urlNames = kept.map(\.name)
            self.urlTypes = kept.map(\.type)
            self.variableTypes = names.map { names in variableTypes.filter { names.contains($0.key) } } ?? variableTypes
        }
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

    /// Appends `Routes.steps(Routes.steps7(id), then: .push(…))`: the route's steps
    /// but the last as a node of the prefixes, then its last step (and `.showRoot`
    /// where the target is a stack's root); `Routes.steps([], then: …)` where there is
    /// no prefix. `screen` is the target's screen expression with the route's own
    /// bindings, which the last step most often shows again.
    func appendStepsArgument(_ route: DeepLinkRoute, target: Int, screen: ExpressionText, variableTypes: [String: String],
                             spelling: inout StepSpelling, to text: inout ExpressionText) {
        let source = route.routeSteps
        let chain = source.chain
        var own: [ExpressionText] = []
        var state: ChainState
        var showsTarget = false
        if let last = chain.lastIndex(where: { !source.search.nodes[$0].entries.isEmpty }) {
            let walk = RouteOfSignature(source: source, search: spelling.number(of: source.search), variableTypes: variableTypes,
                                        signature: Int32(spelling.number(of: Signature(projecting: source.urlTypes, variableTypes, onto: nil))))
            state = self.state(through: chain[..<last], of: walk, spelling: &spelling)
            var steps = source.steps(entering: chain[last])
            let final = steps.removeLast()
            for step in steps {
                state = advance(state, by: step, variableTypes: variableTypes, spelling: &spelling)
            }
            var finalText = ExpressionText()
            appendStepExpression(final, to: &finalText, showing: (target, route.target, screen))
            own.append(finalText)
            state.setFlow(flow(after: final, from: state.flow(in: plan.graph)), in: plan.index)
            showsTarget = Self.shows(route.pattern.screen, final)
        } else {
            state = ChainState(root: plan.graph.root.value, in: plan.index)
        }
        let flow = state.flow(in: plan.graph)
        if !showsTarget, let stack = plan.index.flow(flow)?.stack, stack.root.value == route.pattern.screen {
            var showRoot = ExpressionText()
            showRoot.append(".showRoot(")
            showRoot.append(screen)
            showRoot.append(", on: .")
            showRoot.append(plan.names.caseName(flow))
            showRoot.append(")")
            own.append(showRoot)
        }
        spelling.prefixes.appendExpression(prefix: state.prefix, then: own, to: &text)
    }

    /// What a route brings to the steps of its chain.
    fileprivate struct RouteOfSignature {
        var source: RouteSteps
        var search: Int32
        var variableTypes: [String: String]
        /// The number of the route's whole signature.
        var signature: Int32
    }

    /// Where the steps of `chain` lead, from the last of its nodes already worked out;
    /// every node worked out on the way is remembered under its key.
    private func state(through chain: ArraySlice<Int>, of route: RouteOfSignature, spelling: inout StepSpelling) -> ChainState {
        var state = ChainState(root: plan.graph.root.value, in: plan.index)
        var start = chain.endIndex
        while start > chain.startIndex {
            if let known = spelling.states[key(at: start - 1, of: chain, route: route, spelling: &spelling)] {
                state = known
                break
            }
            start -= 1
        }
        for position in start..<chain.endIndex {
            for step in route.source.steps(entering: chain[position]) {
                state = advance(state, by: step, variableTypes: route.variableTypes, spelling: &spelling)
            }
            spelling.states[key(at: position, of: chain, route: route, spelling: &spelling)] = state
        }
        return state
    }

    /// The memo key of `chain[position]`: the node with the route's signature as far
    /// as the screens shown up to it can tell, that is, the URL parameters and
    /// variables named like a parameter of one of them. The steps up to a node read
    /// nothing else, so routes whose URLs differ only in what later screens take share
    /// the node's state; keyed by the whole signature, almost every route spelled its
    /// prefix again.
    private func key(at position: Int, of chain: ArraySlice<Int>, route: RouteOfSignature, spelling: inout StepSpelling) -> NodeKey {
        let names = names(at: position, of: chain, route: route, spelling: &spelling)
        let projection = Projection(signature: route.signature, names: names)
        let signature: Int32
        if let known = spelling.projections[projection] {
            signature = known
        } else {
            let projected = Signature(projecting: route.source.urlTypes, route.variableTypes, onto: spelling.nameLists[Int(names)])
            signature = Int32(spelling.number(of: projected))
            spelling.projections[projection] = signature
        }
        return NodeKey(search: route.search, node: Int32(chain[position]), signature: signature)
    }

    /// The number of the list of parameter names of the screens shown up to and at
    /// `chain[position]`, worked out from the deepest node before it already known.
    private func names(at position: Int, of chain: ArraySlice<Int>, route: RouteOfSignature, spelling: inout StepSpelling) -> Int32 {
        var known = position
        var list: Int32 = 0
        while known >= chain.startIndex {
            if let found = spelling.namesOfNode[NodeOfSearch(search: route.search, node: Int32(chain[known]))] {
                list = found
                break
            }
            known -= 1
        }
        guard known < position else { return list }
        var names = spelling.nameLists[Int(list)]
        for index in (known + 1)...position {
            for shown in RouteSteps.shownScreens(entering: route.source.search.nodes[chain[index]]) {
                guard let screen = plan.index.screenID(shown.screen) else { continue }
                for parameter in plan.graph.screens[screen].params where !names.contains(parameter.name.value) {
                    names.append(parameter.name.value)
                }
            }
            list = spelling.number(of: names)
            spelling.namesOfNode[NodeOfSearch(search: route.search, node: Int32(chain[index]))] = list
        }
        return list
    }

    /// `state` followed by `step`.
    private func advance(_ state: ChainState, by step: RouteStep, variableTypes: [String: String], spelling: inout StepSpelling) -> ChainState {
        let variables = Self.urlParameters(read: step).compactMap { name in
            variableTypes[name].map { DeepLinkStepPrefixes.Variable(name: SwiftNames.escaped(name), type: $0) }
        }
        spelling.scratch.removeAll()
        appendStepExpression(step, to: &spelling.scratch)
        let prefix = spelling.prefixes.node(after: state.prefix, DeepLinkStepPrefixes.Step(text: spelling.scratch.string, variables: variables))
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

    /// Appends the expression of `step`. Where it shows screen number `showing.screen`
    /// with the bindings `showing.bindings`, that screen's expression is `showing.text`.
    private func appendStepExpression(_ step: RouteStep, to text: inout ExpressionText,
                                      showing known: (screen: Int, bindings: [ParameterBinding], text: ExpressionText)? = nil) {
        func appendScreen(_ screen: Int, _ bindings: [ParameterBinding]) {
            if let known, known.screen == screen, known.bindings == bindings {
                text.append(known.text)
            } else {
                appendScreenExpression(screen, bindings: bindings, to: &text)
            }
        }
        switch step {
        case .select(let flow, let tab):
            text.append(".select(")
            text.append(plan.names.caseName(flow))
            text.append(": .")
            text.append(plan.names.caseName(tab))
            text.append(")")
        case .push(let flow, let screenName, let params):
            guard let screen = plan.index.screenID(screenName) else { return }
            text.append(".push(")
            appendScreen(screen, params)
            text.append(", on: .")
            text.append(plan.names.caseName(flow))
            text.append(")")
        case .present(let flow, let style, let target, let params):
            if let screen = plan.index.screenID(target) {
                text.append(".present(")
                appendScreen(screen, params ?? [])
            } else {
                text.append(".presentFlow(.")
                text.append(plan.names.caseName(target))
            }
            text.append(", style: .")
            text.append(style.rawValue)
            text.append(", from: .")
            text.append(plan.names.caseName(flow))
            text.append(")")
        }
    }
}
