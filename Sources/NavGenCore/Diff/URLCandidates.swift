import NavGenRuntime

/// The URL texts `URLCompatibility` tries for one path: the path under each
/// scheme and host either graph accepts or scopes a pattern to, with each
/// combination of query items and fragments that the patterns of that path tell
/// apart.
struct URLCandidates {
    /// Where a URL's path is put.
    enum Scope: Hashable {
        /// A path alone: `/recipes/42`.
        case path
        /// A custom scheme, whose host is the path's first segment: `recipes://recipes/42`.
        case custom(String)
        /// An `http(s)` URL of a host: `https://example.com/recipes/42`.
        case web(scheme: String, host: String)
    }

    /// More query combinations than this are not tried all: each item is then varied
    /// alone from each pattern's own items.
    static let productLimit = 256

    /// The scopes of `urls:` of both graphs; the scopes of scoped patterns are added
    /// per path (`scopes(of:)`).
    let baseScopes: [Scope]

    init(old: PublishedLinks, new: PublishedLinks) {
        // What the graphs name first, so that examples read like their links; then a
        // host and a scheme for an old graph that takes any.
        var scopes: [Scope] = (old.hosts + new.hosts).uniqued().map { .web(scheme: "https", host: $0) }
        scopes += (old.schemes + new.schemes).uniqued().map(Scope.custom)
        if old.hosts.isEmpty { scopes.append(.web(scheme: "https", host: "example.com")) }
        if old.schemes.isEmpty { scopes.append(.custom("app")) }
        baseScopes = scopes + [.path]
    }

    /// Every URL text to try for the path `segments`, where `patterns` are the
    /// patterns of both graphs whose path it is.
    func urls(path segments: [String], patterns: [DeepLinkPattern]) -> [String] {
        // What `urls:` accepts does not depend on the query: the combinations are
        // tried under the scopes of the patterns and the first of `urls:`, only
        // each pattern's own items under the others.
        let fullScopes = (patterns.compactMap(Self.scope) + baseScopes.prefix(1)).uniqued()
        let scopes = (fullScopes + baseScopes).uniqued()
        let queries = Self.queries(patterns), bases = Self.queries(patterns, combined: false)
        let fragments: [String?] = [nil] + patterns.flatMap(Self.fragments).uniqued().map(Optional.some)
        var urls: [String] = []
        for (position, scope) in scopes.enumerated() {
            let base = Self.text(scope, segments)
            for query in position < fullScopes.count ? queries : bases {
                let withQuery = query.isEmpty ? base : base + "?" + query.map { "\(Self.encoded($0.name))=\(Self.encoded($0.value))" }.joined(separator: "&")
                for fragment in fragments {
                    urls.append(fragment.map { withQuery + "#" + $0 } ?? withQuery)
                }
            }
        }
        return urls
    }

    /// The scope a scoped pattern applies to, with a sample host for a host parameter.
    private static func scope(_ pattern: DeepLinkPattern) -> Scope? {
        switch pattern.scope {
        case .any: nil
        case .scheme(let scheme, nil): .custom(scheme)
        case .scheme(let scheme, .literal(let host)?): .web(scheme: scheme, host: host)
        case .scheme(let scheme, .parameter?): .web(scheme: scheme, host: "example.com")
        }
    }

    private static func text(_ scope: Scope, _ segments: [String]) -> String {
        let path = segments.map { URLCharacters.percentEncoded($0, allowing: URLCharacters.isSegmentByte) }
        switch scope {
        case .path:
            return "/" + path.joined(separator: "/")
        case .custom(let scheme):
            // The host may hold neither user information nor a port.
            let host = segments.first.map { URLCharacters.percentEncoded($0) { URLCharacters.isUnreserved($0) || URLCharacters.isSubDelimiter($0) } }
            return scheme + "://" + ([host ?? ""] + path.dropFirst()).joined(separator: "/")
        case .web(let scheme, let host):
            return scheme + "://" + host + "/" + path.joined(separator: "/")
        }
    }

    private static func encoded(_ text: String) -> String {
        URLCharacters.percentEncoded(text, allowing: URLCharacters.isQueryByte)
    }

    /// The query item combinations to try: each item a pattern names absent, empty,
    /// each literal value and a value of each type the patterns give it. When there
    /// are more than `productLimit`, or `combined` is false, only each item varied
    /// from no item and from each pattern's own items (`combined` false: only those).
    static func queries(_ patterns: [DeepLinkPattern], combined: Bool = true) -> [[(name: String, value: String)]] {
        var names: [String] = []
        var options: [String: [String?]] = [:]
        for item in patterns.flatMap(\.query) {
            if options[item.name] == nil {
                names.append(item.name)
                options[item.name] = [nil, ""]
            }
            switch item.value {
            case .literal(let text): options[item.name]!.append(text)
            case .parameter(_, let parameter): options[item.name]! += Witnesses.samples(of: parameter) + ["x"]
            }
        }
        let choices = names.map { (options[$0] ?? []).uniqued() }
        let product = choices.reduce(1) { total, values in
            let (next, overflow) = total.multipliedReportingOverflow(by: values.count)
            return overflow ? .max : next
        }
        var assignments: [[String?]] = []
        if combined && product <= productLimit {
            assignments = choices.reduce([[]]) { partial, values in partial.flatMap { prefix in values.map { prefix + [$0] } } }
        } else {
            // Each item varied alone, from nothing and from each pattern's own items.
            var bases: [[String?]] = [Array(repeating: nil, count: names.count)]
            for pattern in patterns {
                bases.append(names.map { name in
                    pattern.query.first { $0.name == name }.map { item in
                        switch item.value {
                        case .literal(let text): text
                        case .parameter(_, let parameter): Witnesses.samples(of: parameter)[0]
                        }
                    }
                })
            }
            assignments = bases
            for base in bases where combined {
                for (position, values) in choices.enumerated() {
                    for value in values {
                        var assignment = base
                        assignment[position] = value
                        assignments.append(assignment)
                    }
                }
            }
        }
        return assignments.uniqued().map { assignment in
            zip(names, assignment).compactMap { name, value in value.map { (name, $0) } }
        }
    }

    /// Fragments that a fragment pattern matches: its literals with a value of each
    /// parameter's type, then with plain text (what a narrowed type refuses).
    static func fragments(_ pattern: DeepLinkPattern) -> [String] {
        guard let fragment = pattern.fragment else { return [] }
        return [true, false].map { typed in
            let segments = fragment.segments.map { segment -> String in
                let text: String
                switch segment {
                case .literal(let literal): text = literal
                case .parameter(_, let parameter, let prefix, let suffix):
                    text = prefix + (typed ? Witnesses.samples(of: parameter)[0] : "x") + suffix
                case .wildcard, .rest: text = "x"
                }
                return URLCharacters.percentEncoded(text, allowing: URLCharacters.isSegmentByte)
            }
            let items = fragment.query.map { item -> String in
                let value: String
                switch item.value {
                case .literal(let literal): value = literal
                case .parameter(_, let parameter): value = typed ? Witnesses.samples(of: parameter)[0] : "x"
                }
                return encoded(item.name) + "=" + encoded(value)
            }
            return segments.joined(separator: "/") + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
        }
    }
}
