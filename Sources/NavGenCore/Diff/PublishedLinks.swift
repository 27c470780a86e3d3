import NavGenRuntime

/// The deep links of one version of a graph as `URLCompatibility` compares them:
/// each pattern in the runtime's form with its screen and place, and what `urls:`
/// accepts.
struct PublishedLinks {
    struct Entry {
        var pattern: DeepLinkPattern
        var screen: String
        var location: SourceLocation
    }

    var entries: [Entry]
    var schemes: [String]
    var hosts: [String]
    var ignoresCase: Bool

    init(entries: [Entry], schemes: [String], hosts: [String], ignoresCase: Bool) {
        self.entries = entries
        self.schemes = schemes
        self.hosts = hosts
        self.ignoresCase = ignoresCase
    }

    /// The links of a graph's deep-link table, in its order.
    init(_ table: DeepLinkTable) {
        self.init(entries: table.routes.map { Entry(pattern: $0.pattern.runtimePattern, screen: $0.pattern.screen, location: $0.pattern.location) },
                  schemes: table.schemes, hosts: table.hosts, ignoresCase: table.ignoresCase)
    }

    var patterns: [DeepLinkPattern] { entries.map(\.pattern) }

    /// The matcher generated code and `navgen resolve` build from these patterns.
    var matcher: DeepLinkMatcher {
        var matcher = DeepLinkMatcher(schemes: schemes, hosts: hosts, ignoresCase: ignoresCase)
        for entry in entries { matcher.add(entry.pattern) }
        return matcher
    }

    /// The type of each parameter `pattern` binds in its path, query and fragment.
    static func parameters(of pattern: DeepLinkPattern) -> [String: URLParameter] {
        var parameters: [String: URLParameter] = [:]
        for segment in pattern.segments + (pattern.fragment?.segments ?? []) {
            if case .parameter(let name, let parameter, _, _) = segment { parameters[name] = parameter }
        }
        for item in pattern.query + (pattern.fragment?.query ?? []) {
            if case .parameter(let name, let parameter) = item.value { parameters[name] = parameter }
        }
        return parameters
    }
}
