/// What the routes of one `RouteSearch` need from a URL: per node, the distinct
/// parameters (name and type) that the screens shown on the route to it, its own
/// entries included, require and that neither `args`, a default nor an optional
/// supply. Only a URL parameter of that name and type can bind such a parameter.
///
/// `RouteSynthesis` asks it first: when a pattern's URL parameters cover every
/// need of its target's node, the route binds everything, which is the answer for
/// every pattern of a valid graph. Only otherwise does it list, screen by screen,
/// what is unbound. The sets are interned (a push chain of screens that all need
/// `id: Int` shares one set), so a node costs one lookup of its parent's set and
/// a look at its own entries, and a pattern a few comparisons of names.
final class RouteURLNeeds {
    /// A parameter a route needs from the URL.
    struct Need: Hashable {
        var name: String
        var type: ParameterType
    }

    private let search: RouteSearch
    private let index: GraphIndex
    /// Interned sets of needs; set 0 is empty.
    private var sets: [[Need]] = [[]]
    private var setIDs: [[Need]: Int32] = [[]: 0]
    /// Each node's set, -1 while not yet worked out.
    private var setOfNode: [Int32]

    init(_ search: RouteSearch, index: GraphIndex) {
        self.search = search
        self.index = index
        setOfNode = [Int32](repeating: -1, count: search.nodes.count)
    }

    /// Whether URL parameters of these names and types bind everything the route to
    /// `node` needs. A name counts with its first type, as `RouteSynthesis` reads it.
    func areMet(at node: Int, by urlTypes: [(name: String, type: ParameterType)]) -> Bool {
        sets[set(of: node)].allSatisfy { need in urlTypes.first { $0.name == need.name }?.type == need.type }
    }

    /// The node's set, worked out for it and every ancestor not yet known, from the
    /// launch state down (no recursion: chains can be thousands of nodes long).
    private func set(of node: Int) -> Int {
        var pending: [Int] = []
        var current: Int? = node
        while let unknown = current, setOfNode[unknown] < 0 {
            pending.append(unknown)
            current = search.nodes[unknown].parent
        }
        var inherited = current.map { Int(setOfNode[$0]) } ?? 0
        for unknown in pending.reversed() {
            inherited = adding(ownNeeds(of: unknown), to: inherited)
            setOfNode[unknown] = Int32(inherited)
        }
        return Int(setOfNode[node])
    }

    /// The set `id` with `needs` added.
    private func adding(_ needs: [Need], to id: Int) -> Int {
        let new = needs.filter { !sets[id].contains($0) }
        guard !new.isEmpty else { return id }
        var union = sets[id]
        for need in new where !union.contains(need) { union.append(need) }
        if let known = setIDs[union] { return Int(known) }
        sets.append(union)
        setIDs[union] = Int32(sets.count - 1)
        return sets.count - 1
    }

    /// The needs of the screens a node's entries show, with the args they are shown with.
    private func ownNeeds(of node: Int) -> [Need] {
        var needs: [Need] = []
        for entry in search.nodes[node].entries {
            switch entry {
            case .select: continue
            case .push(_, let screen, let args), .present(_, _, let screen, let args):
                guard let id = index.screenID(screen) else { continue }
                for parameter in index.graph.screens[id].params where RouteSynthesis.source(of: parameter, urlTypes: [], args: args) == nil {
                    needs.append(Need(name: parameter.name.value, type: parameter.type))
                }
            }
        }
        return needs
    }
}
