/// Finds the pattern a URL matches (spec sections 8.1 to 8.3).
///
/// The patterns' paths form a trie. A walk tries, at each segment, the literal
/// child first, then the parameter children, narrowest type first, and backtracks
/// when a branch ends without a match; a pattern whose path matches but whose
/// query does not (a required item missing, a value of the wrong type) does not
/// match, and the walk goes on. Trying literals first is what gives a literal
/// precedence at the first segment where two matching patterns differ. The walk
/// costs the URL's length, not the number of patterns.
public struct DeepLinkMatcher: Sendable {
    /// One trie node: the children by literal text and by parameter, and the
    /// patterns whose path ends here, in the order they were added.
    private struct Node: Sendable {
        var literals: [String: Int] = [:]
        var parameters: [(parameter: URLParameter, node: Int)] = []
        var patterns: [Int] = []
    }

    /// Accepted custom schemes (lower-case); any when empty.
    public let schemes: [String]
    /// Accepted `http`/`https` hosts (lower-case); any when empty.
    public let hosts: [String]
    /// The patterns, in the order they were added.
    public private(set) var patterns: [DeepLinkPattern] = []
    private var nodes = [Node()]

    /// A matcher with no patterns that accepts URLs of `schemes` and `hosts`.
    public init(schemes: [String], hosts: [String]) {
        self.schemes = schemes.map { $0.lowercased() }
        self.hosts = hosts.map { $0.lowercased() }
    }

    /// Adds `pattern` after the ones added before; among patterns of the very same
    /// path, the first added is tried first.
    public mutating func add(_ pattern: DeepLinkPattern) {
        var node = 0
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                if let child = nodes[node].literals[text] {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].literals[text] = nodes.count - 1
                    node = nodes.count - 1
                }
            case .parameter(_, let parameter):
                if let child = nodes[node].parameters.first(where: { $0.parameter == parameter }) {
                    node = child.node
                } else {
                    nodes.append(Node())
                    let child = (parameter, nodes.count - 1)
                    let position = nodes[node].parameters.firstIndex { $0.parameter.rank > parameter.rank }
                    nodes[node].parameters.insert(child, at: position ?? nodes[node].parameters.endIndex)
                    node = nodes.count - 1
                }
            }
        }
        nodes[node].patterns.append(patterns.count)
        patterns.append(pattern)
    }

    /// Why the URL is refused before any pattern is tried, or `nil` when its scheme
    /// and host are accepted.
    public func refusal(of url: DeepLinkURL) -> NoMatchReason? {
        guard let scheme = url.scheme else { return nil }
        if url.isWeb {
            let host = url.host ?? ""
            return hosts.isEmpty || hosts.contains(host) ? nil : .hostNotAccepted(host: host, accepted: hosts)
        }
        return schemes.isEmpty || schemes.contains(scheme) ? nil : .schemeNotAccepted(scheme: scheme, accepted: schemes)
    }

    /// The first match, by precedence, that `accept` turns into a value.
    public func first<Value>(_ url: DeepLinkURL, _ accept: (DeepLinkMatch) -> Value?) -> Value? {
        guard refusal(of: url) == nil else { return nil }
        var captured: [String?] = []
        return walk(url, node: 0, captured: &captured, accept)
    }

    /// The URL string's match, or why there is none.
    public func match(_ text: String) -> Result<DeepLinkMatch, NoMatchReason> {
        let url: DeepLinkURL
        switch DeepLinkURL.parse(text) {
        case .success(let parsed): url = parsed
        case .failure(let reason): return .failure(reason)
        }
        if let reason = refusal(of: url) { return .failure(reason) }
        guard let match = first(url, { $0 }) else { return .failure(.noPattern(path: url.path)) }
        return .success(match)
    }

    /// Walks the segments from `node`; `captured` holds one entry per segment
    /// walked (the text of a parameter segment, `nil` for a literal).
    private func walk<Value>(_ url: DeepLinkURL, node: Int, captured: inout [String?],
                             _ accept: (DeepLinkMatch) -> Value?) -> Value? {
        let depth = captured.count
        guard depth < url.segments.count else {
            for index in nodes[node].patterns {
                if let match = complete(index, url: url, captured: captured), let value = accept(match) {
                    return value
                }
            }
            return nil
        }
        let segment = url.segments[depth]
        if let child = nodes[node].literals[segment] {
            captured.append(nil)
            if let value = walk(url, node: child, captured: &captured, accept) { return value }
            captured.removeLast()
        }
        for (parameter, child) in nodes[node].parameters where parameter.accepts(segment) {
            captured.append(segment)
            if let value = walk(url, node: child, captured: &captured, accept) { return value }
            captured.removeLast()
        }
        return nil
    }

    /// The match of pattern `index` when its query matches too. An item left out or
    /// given an empty value binds nothing, which only a required item refuses.
    private func complete(_ index: Int, url: DeepLinkURL, captured: [String?]) -> DeepLinkMatch? {
        let pattern = patterns[index]
        var values: [String: String] = [:]
        for (segment, text) in zip(pattern.segments, captured) {
            if case .parameter(let name, _) = segment, let text { values[name] = text }
        }
        for item in pattern.query {
            guard let text = url.value(of: item.name) ?? nil, !text.isEmpty else {
                if item.type.isRequired { return nil }
                continue
            }
            guard item.type.accepts(text) else { return nil }
            values[item.parameter] = text
        }
        return DeepLinkMatch(index: index, pattern: pattern, values: values)
    }
}
