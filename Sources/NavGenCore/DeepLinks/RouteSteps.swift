/// The steps of one route, read off the route search when they are asked for.
///
/// Holds the search (shared by every route of it) and the target's node; the steps
/// are the entries of the nodes on the chain from the launch state, with every
/// shown screen's parameters bound as `RouteSynthesis` says.
final class RouteSteps: Sendable {
    let search: RouteSearch
    let target: Int
    let urlTypes: [(name: String, type: ParameterType)]
    /// The literals the pattern's `args` give the target (1.1 F.6).
    let fixedValues: [String: Literal]
    let index: GraphIndex
    /// The launch parameters of switch branches, which `show` steps bind (1.1 B).
    let branches: BranchParameterTable

    init(search: RouteSearch, target: Int, urlTypes: [(name: String, type: ParameterType)], fixedValues: [String: Literal] = [:],
         index: GraphIndex, branches: BranchParameterTable) {
        self.search = search
        self.target = target
        self.urlTypes = urlTypes
        self.fixedValues = fixedValues
        self.index = index
        self.branches = branches
    }

    /// The steps from the launch state to the target; `showRoot` last where the
    /// target is the root of the stack the steps end on.
    func build() -> [RouteStep] {
        var steps = chain.flatMap(steps(entering:))
        if let showRoot = showRoot(after: steps) { steps.append(showRoot) }
        return steps
    }

    /// `showRoot` for the target, when `steps` end on a stack whose root it is without
    /// showing it (the last step selects a tab or presents a modal flow, or there is
    /// no step and the root flow is that stack).
    func showRoot(after steps: [RouteStep]) -> RouteStep? {
        let node = search.nodes[self.target]
        guard node.screenID >= 0 else { return nil }
        let target = index.graph.screens[node.screenID].name.value
        var flow = index.graph.root.value
        var showsTarget = false
        for step in steps {
            switch step {
            case .select(_, let tab), .show(_, let tab, _):
                showsTarget = tab == target
                if !index.isScreen(tab) { flow = tab }
            case .push(let stack, let screen, _):
                showsTarget = screen == target
                flow = stack
            case .present(let presenter, _, let presented, _):
                showsTarget = presented == target
                flow = index.isScreen(presented) ? presenter : presented
            case .showRoot:
                break
            }
        }
        guard !showsTarget, index.flow(flow)?.stack?.root.value == target else { return nil }
        return .showRoot(flow: flow, screen: target, params: bindings(of: target, args: node.args, fixed: fixedValues))
    }

    /// The search's nodes from the launch state to the target, outermost first: the
    /// steps are those of each node in turn.
    var chain: [Int] { search.chain(to: target) }

    /// The steps that lead from a node's parent to the node, with every shown
    /// screen's parameters bound as this route binds them.
    func steps(entering node: Int) -> [RouteStep] {
        // The target's own step takes the pattern's fixed values; a step before it does not.
        let targetScreen = node == target && search.nodes[node].screenID >= 0 ? index.graph.screens[search.nodes[node].screenID].name.value : nil
        func fixed(_ screen: String) -> [String: Literal] { screen == targetScreen ? fixedValues : [:] }
        return search.nodes[node].entries.map { entry in
            switch entry {
            case .select(let flow, let tab):
                .select(flow: flow, tab: tab)
            case .show(let flow, let branch):
                .show(flow: flow, branch: branch, params: branches.bindings(flow: flow, branch: branch, urlTypes: urlTypes))
            case .push(let flow, let pushed, let args):
                .push(flow: flow, screen: pushed, params: bindings(of: pushed, args: args, fixed: fixed(pushed)))
            case .present(let flow, let style, let presented, let args):
                .present(flow: flow, style: style, target: presented,
                         params: index.isScreen(presented) ? bindings(of: presented, args: args, fixed: fixed(presented)) : flowBindings(of: presented, args: args, fixed: fixed))
            }
        }
    }

    /// The parameters of a presented flow (1.1 B), bound like its root's (`fixed` gives a
    /// screen's fixed values): `nil` for a flow that takes none.
    private func flowBindings(of flowName: String, args: [ArgumentBinding], fixed: (String) -> [String: Literal]) -> [ParameterBinding]? {
        guard let flow = index.flow(flowName), !flow.params.isEmpty, let root = flow.stack?.root.value else { return nil }
        let names = Set(flow.params.map(\.value))
        return bindings(of: root, args: (flow.stack?.args ?? []) + args, fixed: fixed(root)).filter { names.contains($0.name) }
    }

    /// Every parameter of `screen` with where its value comes from, as
    /// `RouteSynthesis.bindings(of:args:urlTypes:index:)` says (`.absent` for nowhere),
    /// made in one array: the emitter asks twice per route. `fixed` comes first.
    private func bindings(of screen: String, args: [ArgumentBinding], fixed: [String: Literal]) -> [ParameterBinding] {
        guard let shown = index.screenID(screen) else { return [] }
        let params = index.graph.screens[shown].params
        var bindings: [ParameterBinding] = []
        bindings.reserveCapacity(params.count)
        // By position: `for parameter in params` copied each parameter, a retain of each of its strings.
        for position in params.indices {
            let source = fixed.isEmpty ? nil : fixed[params[position].name.value].map(ParameterSource.literal)
            bindings.append(ParameterBinding(name: params[position].name.value, type: params[position].type,
                                             source: source ?? RouteSynthesis.source(ofParameterAt: position, in: params, urlTypes: urlTypes, args: args) ?? .absent))
        }
        return bindings
    }

    /// The screens a node's entries show (pushed or presented), with the args they are
    /// shown with; a presented stack flow shows its root, with the stack's `args` and
    /// the link's, which bind the flow's parameters (1.1 B).
    static func shownScreens(entering node: RouteSearch.Node, index: GraphIndex) -> [(screen: String, args: [ArgumentBinding])] {
        node.entries.compactMap { entry in
            switch entry {
            case .select, .show: nil
            case .push(_, let screen, let args): (screen, args)
            case .present(_, _, let target, let args):
                if let stack = index.flow(target)?.stack { (stack.root.value, stack.args + args) } else { (target, args) }
            }
        }
    }
}
