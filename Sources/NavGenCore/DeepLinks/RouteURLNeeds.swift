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
        var sets: [[Need]] = [[]]
        var setIDs: [[Need]: Int32] = [[]: 0]
        var setOfNode: [Int32] = []
        setOfNode.reserveCapacity(search.nodes.count)
        for node in search.nodes.indices {
            let inherited = search.nodes[node].parent.map { setOfNode[$0] } ?? 0
            setOfNode.append(Self.adding(Self.ownNeeds(of: search.nodes[node], index: index), to: inherited, sets: &sets, setIDs: &setIDs))
        }
        self.sets = sets
        self.setOfNode = setOfNode
    }

    /// Whether URL parameters of these names and types bind everything the route to
    /// `node` needs. A name counts with its first type, as `RouteSynthesis` reads it.
    func areMet(at node: Int, by urlTypes: [(name: String, type: ParameterType)]) -> Bool {
        sets[Int(setOfNode[node])].allSatisfy { need in urlTypes.first { $0.name == need.name }?.type == need.type }
    }

    /// The set `id` with `needs` added, interned.
    private static func adding(_ needs: [Need], to id: Int32, sets: inout [[Need]], setIDs: inout [[Need]: Int32]) -> Int32 {
        let new = needs.filter { !sets[Int(id)].contains($0) }
        guard !new.isEmpty else { return id }
        var union = sets[Int(id)]
        for need in new where !union.contains(need) { union.append(need) }
        if let known = setIDs[union] { return known }
        sets.append(union)
        setIDs[union] = Int32(sets.count - 1)
        return Int32(sets.count - 1)
    }

    /// The needs of the screens a node's entries show, with the args they are shown with.
    ///
    /// A pushed or presented screen is the node's own screen (the search places the
    /// screen a link names, looked up as `GraphIndex.screenID` does), so it is read by
    /// the node's number; a presented name that is not the node's screen's names a flow.
    private static func ownNeeds(of node: RouteSearch.Node, index: GraphIndex) -> [Need] {
        var needs: [Need] = []
        for entry in node.entries {
            switch entry {
            case .select: continue
            case .push(_, let screen, let args), .present(_, _, let screen, let args):
                let shown = index.graph.screens[node.screenID]
                guard shown.name.value == screen else { continue }
                for parameter in shown.params where parameter.isRequired && RouteSynthesis.source(of: parameter, urlTypes: [], args: args) == nil {
                    needs.append(Need(name: parameter.name.value, type: parameter.type))
                }
            }
        }
        return needs
    }
}
