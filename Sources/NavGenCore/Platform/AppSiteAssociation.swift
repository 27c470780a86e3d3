import NavGenRuntime

/// The `apple-app-site-association` file of a graph's universal links, in the
/// `applinks.details[].components` form of Apple's "Supporting associated domains"
/// (see Docs/Platform.md).
///
/// Each host gets the components of the patterns that apply to it: those that start
/// with `/` (when `urls.hosts` lists the host, or lists none), the `https://HOST/…`
/// patterns of that host and the `https://{host}/…` ones. Apple evaluates components
/// in order and the first match decides. Apple's `*` cannot say "one segment" or "an
/// Int", so a component accepts every URL its pattern does and sometimes more. Where
/// a fully literal path that another pattern names (`/posts/new` beside
/// `/posts/{postID}` of type Int, a `recipes://posts/new`, or a path of another host)
/// is accepted by a component but routed by nothing on this host, an `exclude` entry
/// for it comes first, so the link stays in the browser.
public struct AppSiteAssociation: Sendable {
    /// A pattern of the graph and the comment of its components (`Screen: /pattern`).
    public struct Pattern: Sendable {
        public var pattern: DeepLinkPattern
        public var comment: String

        public init(_ pattern: DeepLinkPattern, comment: String) {
            self.pattern = pattern
            self.comment = comment
        }
    }

    /// Every pattern of the graph, in file order.
    public let patterns: [Pattern]
    /// The hosts `urls` accepts (lower-case); any when empty.
    public let hosts: [String]
    /// Whether literals match ignoring ASCII case (`urls: { caseInsensitive: true }`).
    public let ignoresCase: Bool
    /// The graph's own matcher, which says whether a URL routes.
    private let matcher: DeepLinkMatcher

    public init(patterns: [Pattern], schemes: [String], hosts: [String], ignoresCase: Bool) {
        self.patterns = patterns
        self.hosts = hosts.map { $0.lowercased() }
        self.ignoresCase = ignoresCase
        var matcher = DeepLinkMatcher(schemes: schemes, hosts: hosts, ignoresCase: ignoresCase)
        for pattern in patterns {
            matcher.add(pattern.pattern)
        }
        self.matcher = matcher
    }

    /// The association of the patterns of a graph's deep-link table.
    public init(table: DeepLinkTable) {
        self.init(patterns: table.routes.map { Pattern($0.pattern.runtimePattern, comment: "\($0.pattern.screen): \($0.pattern.text)") },
                  schemes: table.schemes, hosts: table.hosts, ignoresCase: table.ignoresCase)
    }

    /// The components of `host`'s file, exclusions first; `nil` is a host the graph
    /// does not name (for a graph whose `urls` lists no host).
    public func components(for host: String?) -> [AppLinkComponent] {
        let host = host?.lowercased()
        var included: [AppLinkComponent] = []
        var seen: Set<AppLinkComponent> = []
        for entry in patterns where applies(entry.pattern, to: host) {
            for component in AppLinkComponent.components(of: entry.pattern, comment: entry.comment) {
                var key = component
                key.comment = ""
                if seen.insert(key).inserted { included.append(component) }
            }
        }
        return exclusions(shadowedBy: included, host: host) + included
    }

    /// The whole file for `host`, for the apps `appIDs` (`TEAMID.BUNDLEID`), as
    /// indented JSON.
    public func json(appIDs: [String], host: String?) -> String {
        var details: [(String, JSONValue)] = [
            ("appIDs", .array(appIDs.map(JSONValue.string))),
            ("components", .array(components(for: host).map(\.json))),
        ]
        if ignoresCase { details.append(("defaults", .object([("caseSensitive", .bool(false))]))) }
        return JSONValue.object([("applinks", .object([("details", .array([.object(details)]))]))]).serialized(pretty: true) + "\n"
    }

    /// Whether `pattern` can match an `https` URL of `host` (of a host `urls` accepts,
    /// for `nil`).
    private func applies(_ pattern: DeepLinkPattern, to host: String?) -> Bool {
        switch pattern.scope {
        case .any: hosts.isEmpty || host.map(hosts.contains) == true
        case .scheme("https", .literal(let literal)?): literal == host
        case .scheme("https", .parameter?): true
        case .scheme: false
        }
    }

    /// Exclusions for the fully literal paths of the graph's patterns (any scheme or
    /// host) that a component of `included` accepts but no pattern routes on `host`.
    /// A path is left alone when a component that accepts it needs a query item or a
    /// fragment: a URL with those might route.
    private func exclusions(shadowedBy included: [AppLinkComponent], host: String?) -> [AppLinkComponent] {
        var exclusions: [AppLinkComponent] = []
        var seen: Set<String> = []
        for entry in patterns {
            guard let path = Self.literalPath(entry.pattern), seen.insert(path).inserted else { continue }
            // The matcher first: most literal paths route, and it costs one trie walk
            // where the components cost a scan of all of them.
            guard case .failure = matcher.match("https://\(host ?? "example.invalid")\(path)") else { continue }
            let accepting = included.filter { $0.pathMatches(path, ignoringCase: ignoresCase) }
            guard !accepting.isEmpty, accepting.allSatisfy({ $0.query.isEmpty && $0.fragment == nil }) else { continue }
            exclusions.append(.exclusion(of: path, comment: "routed by nothing on this host, though \(accepting[0].path) accepts it"))
        }
        return exclusions
    }

    /// The percent-encoded path of a pattern whose segments are all literals (a custom
    /// scheme's host segment included), without a `*` Apple would read as a wildcard.
    private static func literalPath(_ pattern: DeepLinkPattern) -> String? {
        var segments: [String] = []
        for case .literal(let text) in pattern.segments {
            segments.append(AppLinkComponent.encoded(text))
        }
        guard segments.count == pattern.segments.count else { return nil }
        let path = "/" + segments.joined(separator: "/")
        return path.contains("*") ? nil : path
    }
}
