import NavGenRuntime

/// The paths of one graph's URL patterns as a trie of runtime segments
/// (`DeepLinkPattern.Segment`), walked symbolically by `URLCompatibility`: a
/// `Position` is the set of nodes a path has reached, so a walk over two tries
/// at once follows every pair of branches that one segment text can take.
///
/// It accepts a segment as `DeepLinkMatcher` does: literals (ignoring ASCII case
/// when the graph says so), partial segments, parameters by their type, `*`, and
/// catch-alls, which take every remaining segment.
struct PathTrie {
    /// One node: its children, and the patterns whose path ends here.
    struct Node {
        /// Literal children by their key (lower-cased when case is ignored), in the
        /// order they were added.
        var literals: [String: Int] = [:]
        var literalTexts: [String] = []
        /// Partial segments, parameters and `*`, by their segment with the name erased.
        var others: [(segment: DeepLinkPattern.Segment, node: Int)] = []
        /// The patterns whose catch-all starts here.
        var rests: [Int] = []
        var ends: [Int] = []
    }

    /// Where a path has got to: the nodes it reached, and the patterns whose
    /// catch-all took part of it (they match however many segments follow).
    struct Position: Hashable {
        var nodes: [Int]
        var rests: [Int]

        /// Whether no pattern matches this path or any longer one.
        var isDead: Bool { nodes.isEmpty && rests.isEmpty }
    }

    /// What the paths below a position lead to, by `SubtrieNames`: equal for two
    /// positions of two tries exactly when every path leads to the same patterns.
    struct Signature: Hashable {
        var nodes: [Int]
        var rests: [Int]
    }

    let ignoresCase: Bool
    private(set) var nodes = [Node()]
    /// The name of each node and pattern, once `SubtrieNames` named them.
    var nodeNames: [Int] = []
    var patternNames: [Int] = []

    init(_ patterns: [DeepLinkPattern], ignoresCase: Bool) {
        self.ignoresCase = ignoresCase
        for (index, pattern) in patterns.enumerated() {
            insert(pattern.segments, index: index)
        }
    }

    /// The empty path.
    var root: Position { Position(nodes: [0], rests: []) }

    private mutating func insert(_ segments: [DeepLinkPattern.Segment], index: Int) {
        var node = 0
        for segment in segments {
            switch segment {
            case .rest:
                nodes[node].rests.append(index)
                return
            case .literal(let text):
                let key = ignoresCase ? text.lowercased() : text
                if let child = nodes[node].literals[key] {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].literals[key] = nodes.count - 1
                    nodes[node].literalTexts.append(text)
                    node = nodes.count - 1
                }
            case .parameter, .wildcard:
                let shape = Self.shape(segment)
                if let child = nodes[node].others.first(where: { $0.segment == shape }) {
                    node = child.node
                } else {
                    nodes.append(Node())
                    nodes[node].others.append((shape, nodes.count - 1))
                    node = nodes.count - 1
                }
            }
        }
        nodes[node].ends.append(index)
    }

    /// The segment with its parameter's name erased: names do not change what matches.
    private static func shape(_ segment: DeepLinkPattern.Segment) -> DeepLinkPattern.Segment {
        guard case .parameter(_, let parameter, let prefix, let suffix) = segment else { return segment }
        return .parameter(name: "", parameter, prefix: prefix, suffix: suffix)
    }

    /// The position after one more segment `text` (percent-decoded).
    func step(_ position: Position, _ text: String) -> Position {
        var next: [Int] = []
        var rests = position.rests
        for node in position.nodes {
            let here = nodes[node]
            if let child = here.literals[ignoresCase ? text.lowercased() : text] { next.append(child) }
            for (segment, child) in here.others where Self.accepts(segment, text, ignoresCase: ignoresCase) {
                next.append(child)
            }
            rests += here.rests
        }
        return Position(nodes: Array(Set(next)).sorted(), rests: Array(Set(rests)).sorted())
    }

    /// The signature of `position`; the trie must have been named.
    func signature(of position: Position) -> Signature {
        Signature(nodes: position.nodes.map { nodeNames[$0] }.sorted(), rests: position.rests.map { patternNames[$0] }.sorted())
    }

    /// The patterns whose path is exactly the path walked to `position`.
    func patterns(endingAt position: Position) -> [Int] {
        Array(Set(position.nodes.flatMap { nodes[$0].ends } + position.rests)).sorted()
    }

    /// The children of the nodes of `position`: what the next segment text may meet.
    func children(of position: Position) -> (literals: [String], others: [DeepLinkPattern.Segment]) {
        var literals: [String] = [], others: [DeepLinkPattern.Segment] = []
        for node in position.nodes {
            literals += nodes[node].literalTexts
            others += nodes[node].others.map(\.segment)
        }
        return (literals, others)
    }

    /// Whether a partial segment, a parameter or `*` accepts `text`, as the runtime
    /// matcher decides.
    static func accepts(_ segment: DeepLinkPattern.Segment, _ text: String, ignoresCase: Bool) -> Bool {
        switch segment {
        case .wildcard, .rest:
            return !text.isEmpty
        case .literal(let literal):
            return ignoresCase ? literal.lowercased() == text.lowercased() : literal == text
        case .parameter(_, let parameter, let prefix, let suffix):
            let folded = ignoresCase ? text.lowercased() : text
            let (prefix, suffix) = ignoresCase ? (prefix.lowercased(), suffix.lowercased()) : (prefix, suffix)
            guard text.utf8.count > prefix.utf8.count + suffix.utf8.count, folded.hasPrefix(prefix), folded.hasSuffix(suffix) else {
                return false
            }
            let middle = String(decoding: text.utf8.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count), as: UTF8.self)
            return accepts(parameter, middle, ignoresCase: ignoresCase)
        }
    }

    /// Whether `parameter` accepts `text`; an enum ignores case where literals do.
    static func accepts(_ parameter: URLParameter, _ text: String, ignoresCase: Bool) -> Bool {
        if ignoresCase, case .choice(let texts) = parameter.kind {
            return texts.contains { $0.lowercased() == text.lowercased() }
        }
        return parameter.accepts(text)
    }
}
