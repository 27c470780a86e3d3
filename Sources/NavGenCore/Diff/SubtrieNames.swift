import NavGenRuntime

/// Names the subtries of two `PathTrie`s by their content: two nodes get the same
/// name exactly when the paths below them lead to the same patterns of the same
/// screens. Names are handed out bottom-up from one table shared by both tries.
///
/// `URLCompatibility` skips a pair of positions whose names are equal (when both
/// graphs accept the same schemes and hosts): every URL below them meets the same
/// patterns, so both matchers answer alike. A graph's unchanged parts are then
/// never walked. (Pattern order breaks only ties that precedence leaves, which a
/// valid graph has none of: they are `url-conflict`s.)
struct SubtrieNames {
    private struct PatternKey: Hashable {
        var screen: String
        var pattern: DeepLinkPattern
    }

    private struct NodeKey: Hashable {
        var literals: [String: Int]
        var segments: [DeepLinkPattern.Segment]
        var children: [Int]
        var rests: [Int]
        var ends: [Int]
    }

    private var patternNames: [PatternKey: Int] = [:]
    private var nodeNames: [NodeKey: Int] = [:]

    /// Names the nodes and patterns of `trie`, built from `patterns`, which open
    /// `screens`.
    mutating func name(_ trie: inout PathTrie, patterns: [DeepLinkPattern], screens: [String]) {
        trie.patternNames = zip(patterns, screens).map { pattern, screen in
            let key = PatternKey(screen: screen, pattern: pattern)
            if let name = patternNames[key] { return name }
            patternNames[key] = patternNames.count
            return patternNames.count - 1
        }
        var names = Array(repeating: 0, count: trie.nodes.count)
        // A child is added after its parent: backwards, every child is named first.
        for index in trie.nodes.indices.reversed() {
            let node = trie.nodes[index]
            let key = NodeKey(literals: node.literals.mapValues { names[$0] }, segments: node.others.map(\.segment),
                              children: node.others.map { names[$0.node] }, rests: node.rests.map { trie.patternNames[$0] },
                              ends: node.ends.map { trie.patternNames[$0] })
            if let name = nodeNames[key] {
                names[index] = name
            } else {
                names[index] = nodeNames.count
                nodeNames[key] = nodeNames.count
            }
        }
        trie.nodeNames = names
    }
}
