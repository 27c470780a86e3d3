/// Finds the pattern a URL matches (spec section 8 and 1.1 F).
///
/// The patterns' paths form a trie whose children are literals, partial segments
/// (`@{handle}`), parameters, `*` and catch-alls (`{name...}`, `**`). A walk follows
/// every child that accepts the URL's next segment, so it costs the URL's length and
/// the few branches that accept it, not the number of patterns. Each pattern whose
/// path matched is then checked for its scheme and host, its query and its fragment,
/// and the matches are ranked by precedence (`Precedence`).
public struct DeepLinkMatcher: Sendable {
    /// One trie node: its children, and the patterns whose path ends here.
    private struct Node: Sendable {
        var literals: [String: Int] = [:]
        /// The literal children by lower-cased text, for a custom scheme's host, which
        /// matches ignoring case even where other literals do not.
        var foldedLiterals: [String: [Int]] = [:]
        var partials: [(prefix: String, suffix: String, parameter: URLParameter, node: Int)] = []
        var parameters: [(parameter: URLParameter, node: Int)] = []
        var wildcard: Int?
        /// The node of a catch-all: its patterns take every remaining segment.
        var rest: Int?
        var patterns: [Int] = []
    }

    /// A pattern whose path matched: the pattern and the text of each path segment it
    /// took (`nil` for a literal or `*`; the remaining segments, joined by `/`, for a
    /// catch-all).
    private struct PathMatch {
        var pattern: Int
        var captured: [String?]
    }

    /// Accepted custom schemes (lower-case); any when empty.
    public let schemes: [String]
    /// Accepted `http`/`https` hosts (lower-case); any when empty.
    public let hosts: [String]
    /// Whether literals match ignoring ASCII case (`urls: { caseInsensitive: true }`).
    public let ignoresCase: Bool
    /// The patterns, in the order they were added.
    public private(set) var patterns: [DeepLinkPattern] = []
    private var precedence: [Precedence] = []
    /// The schemes of the full-URL patterns, which `urls` need not list.
    private var scopedSchemes: Set<String> = []
    private var nodes = [Node()]

    /// A matcher with no patterns that accepts URLs of `schemes` and `hosts`.
    public init(schemes: [String], hosts: [String], ignoresCase: Bool = false) {
        self.schemes = schemes.map { $0.lowercased() }
        self.hosts = hosts.map { $0.lowercased() }
        self.ignoresCase = ignoresCase
    }

    /// Adds `pattern` after the ones added before; patterns that precedence does not
    /// order are tried in the order they were added.
    public mutating func add(_ pattern: DeepLinkPattern) {
        var node = 0
        for segment in pattern.segments {
            node = child(of: node, for: segment)
        }
        nodes[node].patterns.append(patterns.count)
        patterns.append(pattern)
        precedence.append(Precedence(pattern))
        if case .scheme(let scheme, _) = pattern.scope { scopedSchemes.insert(scheme) }
    }

    /// The node that `segment` leads to from `node`, made when new.
    private mutating func child(of node: Int, for segment: DeepLinkPattern.Segment) -> Int {
        let next = nodes.count
        switch segment {
        case .literal(let text):
            let key = ignoresCase ? text.lowercased() : text
            if let child = nodes[node].literals[key] { return child }
            nodes[node].literals[key] = next
            nodes[node].foldedLiterals[text.lowercased(), default: []].append(next)
        case .parameter(_, let parameter, let prefix, let suffix) where !prefix.isEmpty || !suffix.isEmpty:
            let prefix = ignoresCase ? prefix.lowercased() : prefix, suffix = ignoresCase ? suffix.lowercased() : suffix
            if let child = nodes[node].partials.first(where: { $0.prefix == prefix && $0.suffix == suffix && $0.parameter == parameter }) {
                return child.node
            }
            nodes[node].partials.append((prefix, suffix, parameter, next))
        case .parameter(_, let parameter, _, _):
            if let child = nodes[node].parameters.first(where: { $0.parameter == parameter }) { return child.node }
            let position = nodes[node].parameters.firstIndex { $0.parameter.rank > parameter.rank }
            nodes[node].parameters.insert((parameter, next), at: position ?? nodes[node].parameters.endIndex)
        case .wildcard:
            if let child = nodes[node].wildcard { return child }
            nodes[node].wildcard = next
        case .rest:
            if let child = nodes[node].rest { return child }
            nodes[node].rest = next
        }
        nodes.append(Node())
        return next
    }

    /// Why the URL is refused before any pattern is tried: its scheme or host is
    /// neither accepted by `urls` nor the scope of a full-URL pattern.
    public func refusal(of url: DeepLinkURL) -> NoMatchReason? {
        guard let scheme = url.scheme, !acceptsUnscoped(url), !scopedSchemes.contains(scheme) else { return nil }
        return url.isWeb ? .hostNotAccepted(host: url.host ?? "", accepted: hosts) : .schemeNotAccepted(scheme: scheme, accepted: schemes)
    }

    /// Whether `urls` accepts the URL's scheme and host (what a pattern that starts
    /// with `/` needs).
    private func acceptsUnscoped(_ url: DeepLinkURL) -> Bool {
        guard let scheme = url.scheme else { return true }
        if url.isWeb { return hosts.isEmpty || hosts.contains(url.host ?? "") }
        return schemes.isEmpty || schemes.contains(scheme)
    }

    /// The first match, by precedence, that `accept` turns into a value.
    public func first<Value>(_ url: DeepLinkURL, _ accept: (DeepLinkMatch) -> Value?) -> Value? {
        for match in matches(url) {
            if let value = accept(match) { return value }
        }
        return nil
    }

    /// The URL string's match, or why there is none.
    public func match(_ text: String) -> Result<DeepLinkMatch, NoMatchReason> {
        DeepLinkURL.parse(text).flatMap(match)
    }

    /// The parsed URL's match, or why there is none: what `match(_:)` of its text
    /// gives, for a caller that asks several matchers about one URL.
    public func match(_ url: DeepLinkURL) -> Result<DeepLinkMatch, NoMatchReason> {
        if let reason = refusal(of: url) { return .failure(reason) }
        guard let match = first(url, { $0 }) else { return .failure(.noPattern(path: url.path)) }
        return .success(match)
    }

    /// Every pattern the URL matches, best first.
    public func matches(_ url: DeepLinkURL) -> [DeepLinkMatch] {
        var found: [PathMatch] = []
        var captured: [String?] = []
        walk(url, node: 0, captured: &captured, into: &found)
        var matches = found.compactMap { complete($0, url: url) }
        if matches.count > 1 {
            matches.sort { precedence[$0.index].beats(precedence[$1.index], first: $0.index, second: $1.index) }
        }
        return matches
    }

    /// Walks the segments from `node`, collecting every pattern whose path matches;
    /// `captured` holds one entry per segment walked.
    private func walk(_ url: DeepLinkURL, node: Int, captured: inout [String?], into found: inout [PathMatch]) {
        let depth = captured.count
        let here = nodes[node]
        guard depth < url.segments.count else {
            found += here.patterns.map { PathMatch(pattern: $0, captured: captured) }
            return
        }
        let segment = url.segments[depth]
        let foldsCase = ignoresCase || (depth == 0 && url.startsWithHost)
        func follow(_ child: Int, _ value: String?) {
            captured.append(value)
            walk(url, node: child, captured: &captured, into: &found)
            captured.removeLast()
        }
        if let child = here.literals[ignoresCase ? segment.lowercased() : segment] {
            follow(child, nil)
        } else if foldsCase {
            for child in here.foldedLiterals[segment.lowercased()] ?? [] { follow(child, nil) }
        }
        for partial in here.partials {
            if let value = Self.partialValue(segment, partial.prefix, partial.suffix, partial.parameter, ignoringCase: ignoresCase) {
                follow(partial.node, value)
            }
        }
        for (parameter, child) in here.parameters {
            if let value = parameter.value(of: segment, ignoringCase: ignoresCase) { follow(child, value) }
        }
        if let child = here.wildcard { follow(child, nil) }
        if let child = here.rest {
            let remaining = url.segments[depth...].joined(separator: "/")
            found += nodes[child].patterns.map { PathMatch(pattern: $0, captured: captured + [remaining]) }
        }
    }

    /// The value of a partial segment `prefix{…}suffix`: the non-empty middle, when
    /// `parameter` accepts it.
    private static func partialValue(_ segment: String, _ prefix: String, _ suffix: String, _ parameter: URLParameter,
                                     ignoringCase: Bool) -> String? {
        let text = ignoringCase ? segment.lowercased() : segment
        guard text.utf8.count > prefix.utf8.count + suffix.utf8.count, text.hasPrefix(prefix), text.hasSuffix(suffix) else {
            return nil
        }
        let middle = String(segment.utf8.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count))
        return middle.flatMap { parameter.value(of: $0, ignoringCase: ignoringCase) }
    }

    /// The match of a pattern whose path matched, when its scope, query and fragment
    /// match too.
    private func complete(_ found: PathMatch, url: DeepLinkURL) -> DeepLinkMatch? {
        let pattern = patterns[found.pattern]
        var values: [String: String] = [:]
        var lists: [String: [String]] = [:]
        switch pattern.scope {
        case .any:
            guard acceptsUnscoped(url) else { return nil }
        case .scheme(let scheme, let host):
            guard url.scheme == scheme else { return nil }
            switch host {
            case .literal(let name)?: guard url.host == name else { return nil }
            case .parameter(let name)?:
                guard let host = url.host, !host.isEmpty else { return nil }
                values[name] = host
            case nil: break
            }
        }
        for (segment, text) in zip(pattern.segments, found.captured) {
            switch segment {
            case .parameter(let name, _, _, _), .rest(let name?): values[name] = text
            default: break
            }
        }
        guard bind(pattern.query, from: url.query, into: &values, lists: &lists) else { return nil }
        if let fragment = pattern.fragment {
            guard let written = url.fragment,
                  bind(fragment.segments, to: written.segments, into: &values),
                  bind(fragment.query, from: written.query, into: &values, lists: &lists)
            else { return nil }
        }
        return DeepLinkMatch(index: found.pattern, pattern: pattern, values: values, lists: lists)
    }

    /// Binds a pattern's query items from the URL's. An item left out or given an
    /// empty value binds nothing, which only a required item refuses; a literal item
    /// must be there with exactly its value; a list takes every non-empty value.
    private func bind(_ items: [DeepLinkPattern.QueryItem], from query: [DeepLinkURL.QueryItem],
                      into values: inout [String: String], lists: inout [String: [String]]) -> Bool {
        for item in items {
            switch item.value {
            case .literal(let expected):
                guard let written = query.first(where: { $0.name == item.name }) else { return false }
                let text = written.value ?? ""
                guard ignoresCase ? text.lowercased() == expected.lowercased() : text == expected else { return false }
            case .parameter(let name, let type) where type.isList:
                var texts: [String] = []
                for written in query where written.name == item.name {
                    guard let text = written.value, !text.isEmpty else { continue }
                    guard let value = type.value(of: text, ignoringCase: ignoresCase) else { return false }
                    texts.append(value)
                }
                lists[name] = texts
            case .parameter(let name, let type):
                guard let text = query.first(where: { $0.name == item.name })?.value, !text.isEmpty else {
                    if type.isRequired { return false }
                    continue
                }
                guard let value = type.value(of: text, ignoringCase: ignoresCase) else { return false }
                values[name] = value
            }
        }
        return true
    }

    /// Binds a fragment pattern's segments from the URL fragment's, in order.
    private func bind(_ segments: [DeepLinkPattern.Segment], to written: [String], into values: inout [String: String]) -> Bool {
        var position = 0
        for segment in segments {
            if case .rest(let name) = segment {
                guard position < written.count else { return false }
                if let name { values[name] = written[position...].joined(separator: "/") }
                return true
            }
            guard position < written.count else { return false }
            let text = written[position]
            switch segment {
            case .literal(let literal):
                guard ignoresCase ? text.lowercased() == literal.lowercased() : text == literal else { return false }
            case .parameter(let name, let parameter, let prefix, let suffix):
                let folded = (ignoresCase ? prefix.lowercased() : prefix, ignoresCase ? suffix.lowercased() : suffix)
                guard let value = Self.partialValue(text, folded.0, folded.1, parameter, ignoringCase: ignoresCase) else { return false }
                values[name] = value
            case .wildcard, .rest:
                break
            }
            position += 1
        }
        return position == written.count
    }
}
