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
    ///
    /// Everything the memo compares is a number: parameter names, URL types and the
    /// Swift types of variables are numbered as first met, and a route's signature is a
    /// sorted list of such numbers. Keyed by `String` arrays and dictionaries, making
    /// and hashing the keys cost 186 M of the deep-link section's 908 M instructions
    /// compiling 10,000 screens; numbered, the steps' spelling costs 58 M less. The
    /// tables of numbers hash them with `NumberMixer` (`NumberedValues`, `NumberedMap`):
    /// as `Dictionary` keys, hashed with SipHash, they cost 35 M instructions more at
    /// 10,000 screens.
    struct StepSpelling {
        var prefixes: DeepLinkStepPrefixes
        /// Where the steps up to each route-search node lead, once worked out.
        fileprivate var states: NumberedMap<NodeKey, ChainState>
        /// The route searches met so far, numbered in order.
        fileprivate var searches: [ObjectIdentifier: Int32] = [:]
        fileprivate var nameNumbers: [String: Int32] = [:]
        fileprivate var typeNumbers: [ParameterType: Int32] = [:]
        fileprivate var spellingNumbers: [String: Int32] = [:]
        /// The names of the parameters of the screens shown on the way to a
        /// route-search node, as a number into `nameLists` (many nodes have the same
        /// names). A list holds name numbers in increasing order; the empty list is
        /// number 0.
        fileprivate var namesOfNode: NumberedMap<NodeOfSearch, Int32>
        fileprivate var nameLists: NumberedValues<[Int32]>
        /// Signatures, as far as some node's names can tell, numbered.
        private var signatures: NumberedValues<[SignatureEntry]>
        /// The projected signature being looked up, reused from key to key.
        fileprivate var scratchSignature: [SignatureEntry] = []
        /// The text of the step being spelled, reused from step to step.
        fileprivate var scratch = ExpressionText()
        /// The keys of a route's nodes whose states are not known yet, deepest first,
        /// reused from route to route.
        fileprivate var unknownKeys: [NodeKey] = []

        /// The memo of a graph with `routeCount` routes, its tables made about as
        /// large as they grow. Grown from empty, they were resized a dozen times, and
        /// each resize hashed every key again: the prefixes' keys are the steps' text,
        /// and resizing took 23 of the 41 samples of finding prefix nodes compiling
        /// 10,000 screens. Per route, the graphs of 1,000 to 100,000 screens make
        /// 0.74–0.83 prefix nodes, 0.97–1.13 node states, 0.57–0.58 nodes' name lists
        /// and 0.24–0.28 distinct name lists.
        init(routeCount: Int) {
            prefixes = DeepLinkStepPrefixes(reservingNodes: routeCount)
            states = NumberedMap(expected: routeCount + routeCount / 4)
            namesOfNode = NumberedMap(expected: routeCount * 3 / 4)
            nameLists = NumberedValues(expected: routeCount / 3)
            _ = nameLists.add([])
            signatures = NumberedValues(expected: routeCount / 4)
        }

        fileprivate mutating func number(ofName name: String) -> Int32 {
            if let known = nameNumbers[name] { return known }
            let number = Int32(nameNumbers.count)
            nameNumbers[name] = number
            return number
        }

        fileprivate mutating func number(of type: ParameterType) -> Int32 {
            if let known = typeNumbers[type] { return known }
            let number = Int32(typeNumbers.count)
            typeNumbers[type] = number
            return number
        }

        fileprivate mutating func number(ofSpelling spelling: String) -> Int32 {
            if let known = spellingNumbers[spelling] { return known }
            let number = Int32(spellingNumbers.count)
            spellingNumbers[spelling] = number
            return number
        }

        /// The number of a list of name numbers (in increasing order), the same for equal lists.
        fileprivate mutating func number(ofNames names: [Int32]) -> Int32 {
            Int32(nameLists.add(names).number)
        }

        /// The list of names numbered `number`.
        fileprivate func names(numbered number: Int32) -> [Int32] {
            nameLists.values[Int(number)]
        }

        /// The number of a route search, the same for every route of it.
        fileprivate mutating func number(of search: RouteSearch) -> Int32 {
            let id = ObjectIdentifier(search)
            if let known = searches[id] { return known }
            let number = Int32(searches.count)
            searches[id] = number
            return number
        }

        /// The number of a signature, the same for equal ones.
        fileprivate mutating func number(of signature: [SignatureEntry]) -> Int32 {
            Int32(signatures.add(signature).number)
        }
    }

    /// A node of a numbered route search.
    fileprivate struct NodeOfSearch: NumberHashable {
        var search: Int32
        var node: Int32

        func combine(into mixer: inout NumberMixer) {
            mixer.combine(search)
            mixer.combine(node)
        }
    }

    /// A route-search node, as routes of one signature pass it: three 32-bit numbers,
    /// since a large graph has a key for most nodes of every search.
    fileprivate struct NodeKey: NumberHashable {
        var search: Int32
        var node: Int32
        var signature: Int32

        func combine(into mixer: inout NumberMixer) {
            mixer.combine(search)
            mixer.combine(node)
            mixer.combine(signature)
        }
    }

    /// What decides how a route spells a step, for one parameter name: the type the
    /// URL gives it (its number, -1 for none) and the Swift type of the link function's
    /// variable of that name (its spelling's number, -1 for none).
    fileprivate struct SignatureEntry: NumberHashable {
        var name: Int32
        var urlType: Int32
        var variableType: Int32

        func combine(into mixer: inout NumberMixer) {
            mixer.combine(name)
            mixer.combine(urlType)
            mixer.combine(variableType)
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
    func appendStepsArgument(_ route: DeepLinkRoute, target: Int, screen: ExpressionText, variableTypes: VariableTypes,
                             spelling: inout StepSpelling, to text: inout ExpressionText) {
        let source = route.routeSteps
        let chain = source.chain
        var own: [ExpressionText] = []
        var state: ChainState
        var showsTarget = false
        if let last = chain.lastIndex(where: { !source.search.nodes[$0].entries.isEmpty }) {
            let walk = RouteOfSignature(source: source, variableTypes: variableTypes, spelling: &spelling)
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
        var variableTypes: VariableTypes
        /// The route's whole signature, in increasing order of names: a name's first
        /// URL type counts, as in `RouteSynthesis.source(ofParameterAt:in:urlTypes:args:)`.
        var signature: [SignatureEntry]

        init(source: RouteSteps, variableTypes: VariableTypes, spelling: inout StepSpelling) {
            self.source = source
            self.variableTypes = variableTypes
            search = spelling.number(of: source.search)
            var entries: [SignatureEntry] = []
            entries.reserveCapacity(source.urlTypes.count + variableTypes.entries.count)
            for (name, type) in source.urlTypes {
                let number = spelling.number(ofName: name)
                guard !entries.contains(where: { $0.name == number }) else { continue }
                entries.append(SignatureEntry(name: number, urlType: spelling.number(of: type),
                                              variableType: variableTypes[name].map { spelling.number(ofSpelling: $0) } ?? -1))
            }
            for (name, type) in variableTypes.entries {
                // Most variables are the URL's own parameters: told by their names before hashing them.
                guard !source.urlTypes.indices.contains(where: { source.urlTypes[$0].name == name }) else { continue }
                let number = spelling.number(ofName: name)
                guard !entries.contains(where: { $0.name == number }) else { continue }
                entries.append(SignatureEntry(name: number, urlType: -1, variableType: spelling.number(ofSpelling: type)))
            }
            signature = entries.sorted { $0.name < $1.name }
        }

        /// Replaces `kept` with the entries of the signature whose names are in `names`
        /// (in increasing order).
        func project(onto names: [Int32], into kept: inout [SignatureEntry]) {
            kept.removeAll(keepingCapacity: true)
            var next = 0
            for entry in signature {
                while next < names.count && names[next] < entry.name { next += 1 }
                if next == names.count { break }
                if names[next] == entry.name { kept.append(entry) }
            }
        }
    }

    /// Where the steps of `chain` lead, from the last of its nodes already worked out;
    /// every node worked out on the way is remembered under its key. The keys of the
    /// nodes not known yet are made once, looking for a known one, and kept for
    /// remembering their states: made again, they were a third of the keys.
    private func state(through chain: ArraySlice<Int>, of route: RouteOfSignature, spelling: inout StepSpelling) -> ChainState {
        var state = ChainState(root: plan.graph.root.value, in: plan.index)
        // Taken out of the memo while in use, so that emptying it keeps its buffer
        // instead of copying a buffer the memo still shares.
        var unknown = spelling.unknownKeys
        spelling.unknownKeys = []
        unknown.removeAll(keepingCapacity: true)
        var start = chain.endIndex
        while start > chain.startIndex {
            let key = key(at: start - 1, of: chain, route: route, spelling: &spelling)
            if let known = spelling.states[key] {
                state = known
                break
            }
            unknown.append(key)
            start -= 1
        }
        for position in start..<chain.endIndex {
            for step in route.source.steps(entering: chain[position]) {
                state = advance(state, by: step, variableTypes: route.variableTypes, spelling: &spelling)
            }
            spelling.states.set(state, for: unknown[chain.endIndex - 1 - position])
        }
        spelling.unknownKeys = unknown
        return state
    }

    /// The memo key of `chain[position]`: the node with the route's signature as far
    /// as the screens shown up to it can tell, that is, the URL parameters and
    /// variables named like a parameter of one of them. The steps up to a node read
    /// nothing else, so routes whose URLs differ only in what later screens take share
    /// the node's state; keyed by the whole signature, almost every route spelled its
    /// prefix again.
    private func key(at position: Int, of chain: ArraySlice<Int>, route: RouteOfSignature, spelling: inout StepSpelling) -> NodeKey {
        let list = names(at: position, of: chain, route: route, spelling: &spelling)
        let names = spelling.names(numbered: list)
        // Projected into the memo's own array: most signatures are known, and are found without allocating.
        route.project(onto: names, into: &spelling.scratchSignature)
        let signature = spelling.number(of: spelling.scratchSignature)
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
        var names = spelling.names(numbered: list)
        for index in (known + 1)...position {
            for shown in RouteSteps.shownScreens(entering: route.source.search.nodes[chain[index]]) {
                guard let screen = plan.index.screenID(shown.screen) else { continue }
                let params = plan.graph.screens[screen].params
                for position in params.indices {
                    let number = spelling.number(ofName: params[position].name.value)
                    let place = names.firstIndex { $0 >= number } ?? names.count
                    if place == names.count || names[place] != number { names.insert(number, at: place) }
                }
            }
            list = spelling.number(ofNames: names)
            spelling.namesOfNode.set(list, for: NodeOfSearch(search: route.search, node: Int32(chain[index])))
        }
        return list
    }

    /// `state` followed by `step`.
    private func advance(_ state: ChainState, by step: RouteStep, variableTypes: VariableTypes, spelling: inout StepSpelling) -> ChainState {
        let variables = Self.urlParameters(read: step).compactMap { name in
            variableTypes[name].map { DeepLinkStepPrefixes.Variable(name: SwiftNames.escaped(name), type: $0) }
        }
        spelling.scratch.removeAll()
        appendStepExpression(step, to: &spelling.scratch)
        let prefix = spelling.prefixes.node(after: state.prefix, text: spelling.scratch, variables: variables)
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

    /// Whether two screens' bindings are equal, compared field by field in place:
    /// `==` on the arrays copied each binding it compared, a retain of each string.
    private static func same(_ left: [ParameterBinding], _ right: [ParameterBinding]) -> Bool {
        guard left.count == right.count else { return false }
        for index in left.indices {
            guard left[index].name == right[index].name, left[index].type == right[index].type,
                  left[index].source == right[index].source else { return false }
        }
        return true
    }

    /// Appends the expression of `step`. Where it shows screen number `showing.screen`
    /// with the bindings `showing.bindings`, that screen's expression is `showing.text`.
    private func appendStepExpression(_ step: RouteStep, to text: inout ExpressionText,
                                      showing known: (screen: Int, bindings: [ParameterBinding], text: ExpressionText)? = nil) {
        func appendScreen(_ screen: Int, _ bindings: [ParameterBinding]) {
            if let known, known.screen == screen, Self.same(known.bindings, bindings) {
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
