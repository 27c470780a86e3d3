import NavGenRuntime

/// Two patterns that can match the same URL with no precedence between them
/// (1.1 F.13).
public struct URLConflict: Sendable, Hashable {
    /// The later pattern (index into the analysed list), where the error is reported.
    public var pattern: Int
    /// An earlier pattern it conflicts with, where the note points.
    public var other: Int
    /// A URL both match, such as `/u/42`: the runtime matcher has matched it against both.
    public var example: String
    /// Whether the two have the very same shape (same literals, same parameter types).
    public var isSameShape: Bool
}

/// Finds `url-conflict`s with a trie of path shapes, never comparing all pairs.
///
/// Precedence (`NavGenRuntime.Precedence`) orders two patterns by the kinds of their
/// segments at the first position where the kinds differ, so two patterns it leaves
/// unordered have the same kind (literal, partial, parameter, `*`, catch-all) at
/// every position. Before each pattern is inserted, the walk therefore follows only
/// the children of its own kind that can share a segment with it: the same literal,
/// a parameter of an overlapping type (for an enum: one sharing a text, or a type
/// that parses one of its texts), a partial segment whose literal parts fit,
/// `*`, a catch-all. At the end of the path, each earlier pattern found there that
/// precedence leaves unordered (same scope kind, as many literal query items, both
/// or neither with a fragment) is a candidate; it conflicts when a URL both match
/// is found and the runtime matcher confirms it (`URLConflictWitness`).
public enum URLOverlapAnalysis {
    /// The conflicts among `patterns`, in file order, for a graph whose `urls` lists
    /// `schemes` and `hosts`, with `caseInsensitive` as `ignoresCase`. A conflict's
    /// `pattern` and `other` count from the collection's start.
    ///
    /// An earlier pattern is read again from `patterns` when a later one meets it,
    /// not from a copy of every pattern kept for the purpose, which raised lint's
    /// peak memory (Benchmarks/README.md).
    public static func conflicts<Patterns: RandomAccessCollection<URLPattern>>(
        among patterns: Patterns, schemes: [String] = [], hosts: [String] = [], ignoresCase: Bool = false
    ) -> [URLConflict] where Patterns.Index == Int {
        func pattern(_ position: Int) -> URLPattern { patterns[patterns.startIndex + position] }
        var trie = ShapeTrie(ignoresCase: ignoresCase)
        // The runtime's reading of a pattern, made only for patterns that meet a candidate (rare).
        var runtimes: [Int: (pattern: DeepLinkPattern, precedence: Precedence)] = [:]
        func runtime(_ position: Int) -> (pattern: DeepLinkPattern, precedence: Precedence) {
            if let known = runtimes[position] { return known }
            let runtimePattern = pattern(position).runtimePattern
            let made = (runtimePattern, Precedence(runtimePattern))
            runtimes[position] = made
            return made
        }
        var conflicts: [URLConflict] = []
        let witness = URLConflictWitness(schemes: schemes, hosts: hosts, ignoresCase: ignoresCase)
        for index in 0..<patterns.count {
            let current = pattern(index)
            let keys = trie.keys(of: current)
            for other in trie.candidates(keys) {
                let earlierPattern = pattern(other)
                let (this, earlier) = (runtime(index), runtime(other))
                guard this.precedence.ties(with: earlier.precedence), !witness.literalQueriesExclude(current, earlierPattern),
                      let example = witness.example(current, this.pattern, earlierPattern, earlier.pattern)
                else { continue }
                conflicts.append(URLConflict(pattern: index, other: other, example: example,
                                             isSameShape: URLConflictWitness.shape(of: current) == URLConflictWitness.shape(of: earlierPattern)))
                break
            }
            trie.insert(keys, index: index)
        }
        return conflicts
    }
}

/// Path shapes as a trie: children by segment kind and content (names do not matter
/// for matching; an enum parameter's texts do, 1.1 F.7). A struct, so its arrays
/// are reached without the run-time exclusivity checks a class's stored properties
/// need.
struct ShapeTrie {
    /// A segment as the trie keys it: literal texts folded where case is ignored.
    enum Key: Hashable {
        case literal(String)
        case parameter(BuiltinType)
        /// An enum parameter: exactly one of its texts (folded where case is ignored).
        case choices(Set<String>)
        case partial(prefix: String, suffix: String, type: BuiltinType)
        case wildcard
        case rest
    }

    private struct Node {
        var literals: [String: Int] = [:]
        /// The other children, in insertion order (few per node).
        var others: [(key: Key, node: Int)] = []
        var terminals: [Int] = []
    }

    let ignoresCase: Bool
    private var nodes = [Node()]

    init(ignoresCase: Bool) {
        self.ignoresCase = ignoresCase
    }

    /// The keys of a pattern's path. A custom scheme's host segment matches ignoring
    /// case (1.1 F.2): the first literal of a pattern that may meet one is folded.
    func keys(of pattern: URLPattern) -> [Key] {
        var foldsHost = true
        if case .scheme(_, let host) = pattern.scope, host != nil { foldsHost = false }
        if case .scheme(let scheme, nil) = pattern.scope, scheme == "http" || scheme == "https" { foldsHost = false }
        return pattern.segments.enumerated().map { position, segment in
            let folds = ignoresCase || (position == 0 && foldsHost)
            switch segment {
            case .literal(let text): return .literal(folds ? text.lowercased() : text)
            case .parameter(let name, let type):
                guard let texts = pattern.choices[name] else { return .parameter(type) }
                return .choices(Set(ignoresCase ? texts.map { $0.lowercased() } : texts))
            case .partial(_, let type, let prefix, let suffix):
                return .partial(prefix: ignoresCase ? prefix.lowercased() : prefix, suffix: ignoresCase ? suffix.lowercased() : suffix, type: type)
            case .wildcard: return .wildcard
            case .rest: return .rest
            }
        }
    }

    mutating func insert(_ keys: [Key], index: Int) {
        var node = 0
        for key in keys {
            if case .literal(let text) = key {
                if let child = nodes[node].literals[text] {
                    node = child
                    continue
                }
                nodes[node].literals[text] = nodes.count
            } else if let child = nodes[node].others.first(where: { $0.key == key }) {
                node = child.node
                continue
            } else {
                nodes[node].others.append((key, nodes.count))
            }
            node = nodes.count
            nodes.append(Node())
        }
        nodes[node].terminals.append(index)
    }

    /// The earlier patterns whose path has, at every position, a segment of the same
    /// kind that can share a segment with `keys`'s, in insertion order.
    func candidates(_ keys: [Key]) -> [Int] {
        var level = [0]
        for key in keys {
            var next: [Int] = []
            for node in level {
                if case .literal(let text) = key {
                    if let child = nodes[node].literals[text] { next.append(child) }
                    continue
                }
                for other in nodes[node].others where Self.mayShare(key, other.key) { next.append(other.node) }
            }
            guard !next.isEmpty else { return [] }
            level = next
        }
        return level.flatMap { nodes[$0].terminals }.sorted()
    }

    /// Whether two keys of the same kind can accept a common segment, as far as the
    /// key tells (the witness settles the rest).
    private static func mayShare(_ key: Key, _ other: Key) -> Bool {
        switch (key, other) {
        case (.parameter(let type), .parameter(let otherType)): type.overlaps(otherType)
        // An enum meets a type that parses one of its texts (any `String`, no `Int` unless a text is a number).
        case (.choices(let texts), .parameter(let type)), (.parameter(let type), .choices(let texts)):
            texts.contains { URLParameter(type.runtimeKind).accepts($0) }
        case (.choices(let texts), .choices(let otherTexts)): !texts.isDisjoint(with: otherTexts)
        case (.partial(let prefix, let suffix, _), .partial(let otherPrefix, let otherSuffix, _)):
            (prefix.hasPrefix(otherPrefix) || otherPrefix.hasPrefix(prefix)) && (suffix.hasSuffix(otherSuffix) || otherSuffix.hasSuffix(suffix))
        case (.wildcard, .wildcard), (.rest, .rest): true
        default: false
        }
    }
}
