/// What the routes of one `RouteSearch` need from a URL: per node, the distinct
/// parameters (name and type) that the screens shown on the route to it, its own
/// entries included, require and that neither `args`, a default nor an optional
/// supply. Only a URL parameter of that name and type can bind such a parameter.
///
/// `RouteSynthesis` asks it first: when a pattern's URL parameters cover every
/// need of its target's node, the route binds everything, which is the answer for
/// every pattern of a valid graph. Only otherwise does it list, screen by screen,
/// what is unbound. The sets are interned (a push chain of screens that all need
/// `id: Int` shares one set), so a node costs a look at its parent's set and its
/// screen's required parameters (and, when those add to the set, at its entries),
/// and a pattern a few comparisons of names.
///
/// Every node's set is worked out when it is made, in one pass in the order the
/// search met the nodes (a parent before its children). It does not change after,
/// so the syntheses of several threads share it, as they share the search.
final class RouteURLNeeds: Sendable {
    /// A parameter a route needs from the URL.
    struct Need: Hashable {
        var name: String
        var type: ParameterType
    }

    /// Each screen's required parameters (no default, not optional) as needs, in
    /// order: once per graph, shared by the needs of every search (a large graph has
    /// a search per distinct `via`, over a thousand at 100,000 screens).
    struct ScreenNeeds: Sendable {
        /// The distinct lists; list 0 is empty.
        let lists: [[Need]]
        /// Each screen's list, by position in `graph.screens`.
        let listOfScreen: [Int32]

        init(_ screens: [Screen]) {
            var lists = NeedSets()
            var listOfScreen: [Int32] = []
            listOfScreen.reserveCapacity(screens.count)
            for screen in screens.indices {
                var needs: [Need] = []
                for parameter in screens[screen].params where parameter.isRequired {
                    needs.append(Need(name: parameter.name.value, type: parameter.type))
                }
                listOfScreen.append(lists.number(of: needs))
            }
            self.lists = lists.sets
            self.listOfScreen = listOfScreen
        }

        /// The needs of the screen at this position of `graph.screens`.
        func of(screen: Int) -> [Need] { lists[Int(listOfScreen[screen])] }
    }

    /// Lists of needs, each made once and numbered in order; number 0 is the empty one.
    private struct NeedSets {
        private(set) var sets: [[Need]] = [[]]
        private var numbers: [[Need]: Int32] = [[]: 0]

        /// The number of `needs`, the same for equal lists.
        mutating func number(of needs: [Need]) -> Int32 {
            if let known = numbers[needs] { return known }
            sets.append(needs)
            numbers[needs] = Int32(sets.count - 1)
            return Int32(sets.count - 1)
        }
    }

    let screenNeeds: ScreenNeeds
    /// The launch parameters of switch branches (1.1 A, B): a `show` of a branch not
    /// shown at launch needs them from the URL. Shared like `screenNeeds`.
    let branches: BranchParameterTable
    /// Interned sets of needs; set 0 is empty.
    private let sets: [[Need]]
    /// Each node's set.
    private let setOfNode: [Int32]

    /// Most nodes add nothing to their parent's set: their screen needs nothing, or
    /// only what the route needs already (a push chain of screens that all need
    /// `id: Int`). So each screen's required parameters are worked out first, in one
    /// pass over the screens in order, and a node whose screen's required parameters
    /// are all in its parent's set is settled without reading its entries or its
    /// screen: at 100,000 screens, each of those reads was a cache miss.
    /// `screenNeeds` and `branches`, when given, are another search's, of the same graph.
    /// A graph whose branches take parameters has every node's entries read, for the
    /// `show` steps among them.
    init(_ search: RouteSearch, index: GraphIndex, screenNeeds: ScreenNeeds? = nil, branches: BranchParameterTable? = nil) {
        let nodes = search.nodes
        let screenNeeds = screenNeeds ?? ScreenNeeds(index.graph.screens)
        let branches = branches ?? BranchParameterTable(index)
        self.screenNeeds = screenNeeds
        self.branches = branches
        var sets = NeedSets()
        var setOfNode: [Int32] = []
        setOfNode.reserveCapacity(nodes.count)
        for node in nodes.indices {
            let inherited = nodes[node].parent.map { setOfNode[$0] } ?? 0
            let needs = screenNeeds.of(screen: nodes[node].screenID)
            guard !branches.isEmpty || !needs.allSatisfy(sets.sets[Int(inherited)].contains),
                  let union = Self.union(of: sets.sets[Int(inherited)], withNeedsOf: node, in: search, index: index, branches: branches)
            else {
                setOfNode.append(inherited)
                continue
            }
            setOfNode.append(sets.number(of: union))
        }
        self.sets = sets.sets
        self.setOfNode = setOfNode
    }

    /// Whether URL parameters of these names and types bind everything the route to
    /// `node` needs. A name counts with its first type, as `RouteSynthesis` reads it.
    func areMet(at node: Int, by urlTypes: [(name: String, type: ParameterType)]) -> Bool {
        sets[Int(setOfNode[node])].allSatisfy { need in urlTypes.first { $0.name == need.name }?.type == need.type }
    }

    /// `inherited` with the needs of the screens a node's entries show (with the args
    /// they are shown with) and of the branches they show added in order, or `nil` when it has them all already: the
    /// answer for most nodes, so no set is copied for them.
    ///
    /// A pushed or presented screen is the node's own screen (the search places the
    /// screen a link names, looked up as `GraphIndex.screenID` does), so it is read by
    /// the node's number; a presented name that is not the node's screen's names a
    /// flow, whose stack's root the node is when the flow is a stack.
    private static func union(of inherited: [Need], withNeedsOf node: Int, in search: RouteSearch, index: GraphIndex,
                              branches: BranchParameterTable) -> [Need]? {
        var union: [Need]?
        let screenID = search.nodes[node].screenID
        for entry in search.nodes[node].entries {
            switch entry {
            case .select: continue
            case .show(let flow, let branch):
                // A branch's launch parameters (1.1 B), unless it is shown at launch.
                for parameter in branches.needs(flow: flow, branch: branch) {
                    let need = Need(name: parameter.name, type: parameter.type)
                    if !(union ?? inherited).contains(need) { union = (union ?? inherited) + [need] }
                }
            case .push(_, let screen, var args), .present(_, _, let screen, var args):
                // The screen's name and parameters are read in place: a copy of the
                // whole screen retains each of its arrays, far apart in a large graph.
                if index.graph.screens[screenID].name.value != screen {
                    // A presented stack flow shows its root, which the flow's parameters
                    // bind from the link's `args` or the URL (1.1 B).
                    guard let stack = index.flow(screen)?.stack, stack.root.value == index.graph.screens[screenID].name.value else { continue }
                    args = stack.args + args
                }
                let params = index.graph.screens[screenID].params
                for position in params.indices
                where params[position].isRequired && RouteSynthesis.source(ofParameterAt: position, in: params, urlTypes: [], args: args) == nil {
                    let need = Need(name: params[position].name.value, type: params[position].type)
                    if !(union ?? inherited).contains(need) { union = (union ?? inherited) + [need] }
                }
            }
        }
        return union
    }
}
