/// The URL patterns of a graph as a trie of path segments: a literal child per
/// text, a parameter child per type (in `BuiltinType.matchOrder`, narrow types
/// first), and at each node the patterns that end there. `URLMatcher` walks it;
/// the emitter encodes it into the generated matcher, so both try the same
/// children in the same order.
struct SegmentTrie: Sendable {
    struct Node: Sendable {
        /// Literal children in the order patterns first used them.
        var literals: [(text: String, node: Int)] = []
        var parameters: [(type: BuiltinType, node: Int)] = []
        /// The patterns (indices into the input) whose path ends here.
        var patterns: [Int] = []
    }

    private(set) var nodes = [Node()]
    /// Every node's literal children, by parent and text.
    private var literalChildren: LiteralChildren

    /// The trie of `patterns`, numbered in order.
    init(_ patterns: [URLPattern]) {
        self.init(patternCount: patterns.count) { patterns[$0].segments }
    }

    /// The trie of patterns `0..<patternCount`, whose segments `segments` gives: the
    /// emitter reads them out of its routes in place, where a sequence of patterns
    /// copied each route whole (a retain and a release of each of its references).
    init(patternCount: Int, segments: (Int) -> [URLPattern.Segment]) {
        // The root has a literal child per first segment, which can be one per pattern:
        // grown from empty, its table was rehashed a dozen times.
        literalChildren = LiteralChildren(expected: patternCount)
        for index in 0..<patternCount {
            var node = 0
            for segment in segments(index) {
                switch segment {
                case .literal(let text): node = literalChildAdded(text, of: node)
                case .parameter(_, let type): node = parameterChild(type, of: node)
                }
            }
            nodes[node].patterns.append(index)
        }
    }

    /// The literal child of `node` with the text `text`, if it has one.
    func literalChild(of node: Int, text: String) -> Int? {
        literalChildren.child(of: node, text: text)
    }

    private mutating func literalChildAdded(_ text: String, of node: Int) -> Int {
        if let child = literalChildren.child(of: node, text: text) { return child }
        nodes.append(Node())
        nodes[node].literals.append((text, nodes.count - 1))
        literalChildren.add(nodes.count - 1, of: node, text: text)
        return nodes.count - 1
    }

    private mutating func parameterChild(_ type: BuiltinType, of node: Int) -> Int {
        if let child = nodes[node].parameters.first(where: { $0.type == type })?.node { return child }
        nodes.append(Node())
        nodes[node].parameters.append((type, nodes.count - 1))
        nodes[node].parameters.sort { Self.rank($0.type) < Self.rank($1.type) }
        return nodes.count - 1
    }

    /// A type's place in `BuiltinType.matchOrder`.
    static func rank(_ type: BuiltinType) -> Int { BuiltinType.matchOrder.firstIndex(of: type)! }
}
