import NavGenRuntime

/// Two patterns that can match the same URL with no precedence between them
/// (spec section 8.3).
public struct URLConflict: Sendable, Hashable {
    /// The later pattern (index into the analysed list), where the error is reported.
    public var pattern: Int
    /// An earlier pattern it conflicts with, where the note points.
    public var other: Int
    /// A path both match, such as `/u/42`.
    public var example: String
    /// Whether the two have the very same shape (same literals, same parameter types).
    public var isSameShape: Bool
}

/// Finds `url-conflict`s with a trie of pattern shapes, never comparing all pairs.
///
/// Patterns are inserted in file order; before each insertion the trie (holding
/// the earlier patterns) is asked for one that conflicts with the new one. While
/// the walk follows segments of identical shape it takes one branch per level;
/// where a literal meets a parameter precedence decides, so that branch is
/// dropped; only where two parameters of different but overlapping types meet
/// (the first difference with no literal) does it search the rest of the
/// subtrie for any overlapping completion. So a graph whose patterns all overlap
/// but are resolved by precedence is analysed in O(patterns × segments).
public enum URLOverlapAnalysis {
    /// The conflicts among patterns given by their segments, in file order: only the
    /// segments matter, so no pattern is copied whole.
    public static func conflicts(among patterns: some Sequence<[URLPattern.Segment]>) -> [URLConflict] {
        conflicts(amongShapes: patterns.lazy.map { $0.map { SegmentShape($0) } })
    }

    /// The conflicts among patterns given by their segments' shapes (with enum
    /// parameters' texts), in file order.
    public static func conflicts(amongShapes patterns: some Sequence<[SegmentShape]>) -> [URLConflict] {
        var trie = ShapeTrie(expectedPatterns: patterns.underestimatedCount)
        var conflicts: [URLConflict] = []
        for (index, segments) in patterns.enumerated() {
            var search = ShapeTrie.Search(segments: segments)
            if let found = trie.findConflict(node: 0, diverged: false, search: &search) {
                conflicts.append(URLConflict(pattern: index, other: found.other, example: "/" + search.example.map(\.text).joined(separator: "/"),
                                             isSameShape: !found.diverged))
            }
            trie.insert(segments, index: index, from: search.exactPrefix)
        }
        return conflicts
    }
}

/// Pattern shapes as a trie: children by literal text and by parameter shape
/// (type, and an enum's texts; names do not matter for matching). A struct, so its arrays are reached
/// without the run-time exclusivity checks a class's stored properties need.
struct ShapeTrie {
    /// A segment of the example path of a conflict. Literals are percent-encoded
    /// only when a conflict is reported, not on every step of every search.
    enum ExampleSegment {
        case literal(String)
        case sample(String)

        var text: String {
            switch self {
            case .literal(let text): URLCharacters.percentEncoded(text, allowing: URLCharacters.isSegmentByte)
            case .sample(let text): text
            }
        }
    }

    /// One pattern's search for a conflict.
    struct Search {
        let segments: [SegmentShape]
        /// One segment text per level of the path being walked.
        var example: [ExampleSegment] = []
        /// The deepest node the walk reached by following `segments` exactly, and
        /// how many segments that took: the pattern's insertion starts there
        /// instead of looking the same children up again.
        var exactPrefix = (node: 0, depth: 0)

        init(segments: [SegmentShape]) {
            self.segments = segments
        }
    }

    /// A literal child's key: its parent node and its text.
    private struct LiteralKey: Hashable {
        var parent: Int
        var text: String
    }

    /// The literal children: one table for the whole trie, not one per node.
    private var literalChildren: [LiteralKey: Int]
    /// The same children in insertion order, so that searches are deterministic.
    private var literalOrder: [[(text: String, node: Int)]] = [[]]
    private var parameterChildren: [[(type: ParameterShape, node: Int)]] = [[]]
    private var terminals: [[Int]] = [[]]

    /// An empty trie with room for about as many literal children as `expectedPatterns`
    /// (a pattern adds at least one node, unless it repeats one), so that the table is
    /// not rehashed at each doubling.
    init(expectedPatterns: Int = 0) {
        literalChildren = Dictionary(minimumCapacity: expectedPatterns)
    }

    /// Adds a pattern; `prefix` is a node that `segments[..<prefix.depth]` lead to.
    mutating func insert(_ segments: [SegmentShape], index: Int, from prefix: (node: Int, depth: Int)) {
        var node = prefix.node
        for segment in segments[prefix.depth...] {
            node = child(of: node, for: segment) ?? addChild(to: node, for: segment)
        }
        terminals[node].append(index)
    }

    private func child(of node: Int, for segment: SegmentShape) -> Int? {
        switch segment {
        case .literal(let text): literalChildren[LiteralKey(parent: node, text: text)]
        case .parameter(let type): parameterChildren[node].first { $0.type == type }?.node
        }
    }

    private mutating func addChild(to node: Int, for segment: SegmentShape) -> Int {
        let new = terminals.count
        literalOrder.append([])
        parameterChildren.append([])
        terminals.append([])
        switch segment {
        case .literal(let text):
            literalChildren[LiteralKey(parent: node, text: text)] = new
            literalOrder[node].append((text, new))
        case .parameter(let type):
            parameterChildren[node].append((type, new))
        }
        return new
    }

    /// An inserted pattern that conflicts with `search.segments` below `node`,
    /// which the first `search.example.count` segments lead to.
    func findConflict(node: Int, diverged: Bool, search: inout Search) -> (other: Int, diverged: Bool)? {
        let depth = search.example.count
        if !diverged && depth > search.exactPrefix.depth { search.exactPrefix = (node, depth) }
        if depth == search.segments.count {
            return terminals[node].first.map { ($0, diverged) }
        }
        func descend(_ child: Int, _ segment: ExampleSegment, diverged: Bool) -> (other: Int, diverged: Bool)? {
            search.example.append(segment)
            if let found = findConflict(node: child, diverged: diverged, search: &search) { return found }
            search.example.removeLast()
            return nil
        }
        switch (search.segments[depth], diverged) {
        case (.literal(let text), false):
            // A parameter sibling loses to this literal by precedence.
            return literalChildren[LiteralKey(parent: node, text: text)].flatMap { descend($0, .literal(text), diverged: false) }
        case (.parameter(let type), false):
            if let same = parameterChildren[node].first(where: { $0.type == type }),
               let found = descend(same.node, .sample(type.sample), diverged: false) {
                return found
            }
            // The first difference is two parameters: any overlap from here on conflicts.
            for other in parameterChildren[node] where other.type != type {
                guard let sample = type.commonSample(with: other.type) else { continue }
                if let found = descend(other.node, .sample(sample), diverged: true) { return found }
            }
            return nil
        case (.literal(let text), true):
            if let child = literalChildren[LiteralKey(parent: node, text: text)], let found = descend(child, .literal(text), diverged: true) { return found }
            for other in parameterChildren[node] where other.type.accepts(text) {
                if let found = descend(other.node, .literal(text), diverged: true) { return found }
            }
            return nil
        case (.parameter(let type), true):
            for other in parameterChildren[node] {
                guard let sample = type.commonSample(with: other.type) else { continue }
                if let found = descend(other.node, .sample(sample), diverged: true) { return found }
            }
            for (text, child) in literalOrder[node] where type.accepts(text) {
                if let found = descend(child, .literal(text), diverged: true) { return found }
            }
            return nil
        }
    }
}
