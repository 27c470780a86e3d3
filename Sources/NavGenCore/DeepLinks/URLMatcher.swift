/// Finds the pattern a normalised URL matches (spec sections 8.2 and 8.3): a
/// walk of a segment trie that tries the literal child first, then the parameter
/// children (one per type, narrow types first), backtracking when a branch ends
/// without a match. A pattern whose path matches but whose query does not (a
/// required item missing, a value that does not parse) does not match, and the
/// walk goes on. Trying literals first is what gives a literal precedence at
/// the first segment where two matching patterns differ.
public struct URLMatcher: Sendable {
    /// A match: the pattern's index and its parameters' values as the URL gives them
    /// (absent optional query items are left out).
    public struct Match: Sendable, Hashable {
        public var pattern: Int
        public var values: [String: Literal]
    }

    private let trie: SegmentTrie
    private let patterns: [URLPattern]

    public init(_ patterns: [URLPattern]) {
        self.patterns = patterns
        trie = SegmentTrie(patterns)
    }

    /// The first pattern (by precedence) that matches the URL.
    public func match(_ url: NormalizedURL) -> Match? {
        var segmentValues: [Literal] = []
        return walk(url, node: 0, values: &segmentValues)
    }

    private func walk(_ url: NormalizedURL, node: Int, values: inout [Literal]) -> Match? {
        let depth = values.count
        if depth == url.segments.count {
            for index in trie.nodes[node].patterns {
                if let match = complete(index, url: url, segmentValues: values) { return match }
            }
            return nil
        }
        let segment = url.segments[depth]
        if let child = trie.literalChild(of: node, text: segment) {
            values.append(.null)   // a literal binds nothing; keeps depth = values.count
            if let match = walk(url, node: child, values: &values) { return match }
            values.removeLast()
        }
        for parameter in trie.nodes[node].parameters {
            guard let value = Self.parse(segment, as: parameter.type) else { continue }
            values.append(value)
            if let match = walk(url, node: parameter.node, values: &values) { return match }
            values.removeLast()
        }
        return nil
    }

    /// The pattern's values when its query matches too.
    private func complete(_ index: Int, url: NormalizedURL, segmentValues: [Literal]) -> Match? {
        let pattern = patterns[index]
        var values: [String: Literal] = [:]
        for (segment, value) in zip(pattern.segments, segmentValues) {
            if case .parameter(let name, _) = segment { values[name] = value }
        }
        for item in pattern.query {
            switch url.value(of: item.name) {
            case .some(let text):
                guard let text, let value = Self.parse(text, as: item.type) else { return nil }
                values[item.parameter] = value
            case .none:
                if item.isRequired { return nil }
            }
        }
        return Match(pattern: index, values: values)
    }

    /// A segment or query value read as `type` (spec section 8.2). UUIDs come out
    /// upper-case, as Foundation's `UUID.uuidString` prints them.
    public static func parse(_ text: String, as type: BuiltinType) -> Literal? {
        guard let value = BuiltinValueParser.parse(text, as: type) else { return nil }
        if type == .uuid, case .string(let uuid) = value { return .string(uuid.uppercased()) }
        return value
    }
}
