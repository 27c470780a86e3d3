/// What the routes of one `RouteSearch` need from a URL: per node, the distinct
/// parameters (name and type) that the screens shown on the route to it, its own
/// entries included, require and that neither `args`, a default nor an optional
/// supply. Only a URL parameter of that name and type can bind such a parameter.
///
/// `RouteSynthesis` asks it first: when a pattern's URL parameters cover every
/// need of its target's node, the route binds everything, which is the answer for
/// every pattern of a valid graph. Only otherwise does it list, screen by screen,
/// what is unbound. The sets are interned (a push chain of screens that all need
/// `id: Int` shares one set), so a node costs a look at its own entries and its
/// parent's set, and a pattern a few comparisons of names.
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

    /// Interned sets of needs; set 0 is empty.
    private let sets: [[Need]]
    /// Each node's set.
    private let setOfNode: [Int32]

    init(_ search: RouteSearch, index: GraphIndex) {
        let nodes = search.nodes
        var sets: [[Need]] = [[]]
        var setIDs: [[Need]: Int32] = [[]: 0]
        var setOfNode: [Int32] = []
        setOfNode.reserveCapacity(nodes.count)
        for node in nodes {
            let inherited = node.parent.map { setOfNode[$0] } ?? 0
            guard let union = Self.union(of: sets[Int(inherited)], withNeedsOf: node, index: index) else {
                setOfNode.append(inherited)
                continue
            }
            if let known = setIDs[union] {
                setOfNode.append(known)
            } else {
                sets.append(union)
                setIDs[union] = Int32(sets.count - 1)
                setOfNode.append(Int32(sets.count - 1))
            }
        }
        self.sets = sets
        self.setOfNode = setOfNode
    }

    /// Whether URL parameters of these names and types bind everything the route to
    /// `node` needs. A name counts with its first type, as `RouteSynthesis` reads it.
    func areMet(at node: Int, by urlTypes: [(name: String, type: ParameterType)]) -> Bool {
        sets[Int(setOfNode[node])].allSatisfy { need in urlTypes.first { $0.name == need.name }?.type == need.type }
    }

    /// `inherited` with the needs of the screens a node's entries show (with the args
    /// they are shown with) added in order, or `nil` when it has them all already: the
    /// answer for most nodes, so no set is copied for them.
    ///
    /// A pushed or presented screen is the node's own screen (the search places the
    /// screen a link names, looked up as `GraphIndex.screenID` does), so it is read by
    /// the node's number; a presented name that is not the node's screen's names a flow.
    private static func union(of inherited: [Need], withNeedsOf node: RouteSearch.Node, index: GraphIndex) -> [Need]? {
        var union: [Need]?
        for entry in node.entries {
            switch entry {
            case .select: continue
            case .push(_, let screen, let args), .present(_, _, let screen, let args):
                // The screen's name and parameters are read in place: a copy of the
                // whole screen retains each of its arrays, far apart in a large graph.
                guard index.graph.screens[node.screenID].name.value == screen else { continue }
                for parameter in index.graph.screens[node.screenID].params
                where parameter.isRequired && RouteSynthesis.source(of: parameter, urlTypes: [], args: args) == nil {
                    let need = Need(name: parameter.name.value, type: parameter.type)
                    if !(union ?? inherited).contains(need) { union = (union ?? inherited) + [need] }
                }
            }
        }
        return union
    }
}
