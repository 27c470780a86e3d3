import NavGenRuntime

/// The custom schemes and universal-link hosts a graph routes, each with the place
/// the graph names it: what `navgen export url-types` declares and what
/// `navgen check-app` compares with the app's Info.plist and entitlements.
///
/// A scheme is routed when `urls.schemes` lists it or a full-URL pattern starts with
/// it; a host when `urls.hosts` lists it or an `https://` pattern names it. As the
/// matcher does, a graph whose `urls` lists no scheme (no host) takes any scheme (any
/// host) for its patterns that start with `/`, and an `https://{host}/…` pattern
/// takes any host.
public struct AppRouting: Sendable {
    /// A scheme or host the graph names, lower-case, and where.
    public struct Name: Sendable, Hashable {
        public var value: String
        public var location: SourceLocation

        public init(_ value: String, at location: SourceLocation) {
            self.value = value
            self.location = location
        }
    }

    /// The file the graph was read from.
    public var file: String
    /// Where the graph's `urls` key is, else the start of the file: where a scheme
    /// or host the graph does not route would be added.
    public var urlsLocation: SourceLocation
    /// The custom schemes the graph names, each once, in file order.
    public var schemes: [Name]
    /// The `http(s)` hosts the graph names, each once, in file order.
    public var hosts: [Name]
    /// Whether a URL of any custom scheme can route: `urls.schemes` is empty and some
    /// pattern starts with `/`.
    public var routesAnyScheme: Bool
    /// Whether a URL of any `https` host can route: `urls.hosts` is empty and some
    /// pattern starts with `/`, or a pattern captures its host.
    public var routesAnyHost: Bool

    /// What `graph` routes, read from its `urls` and the patterns of `table`.
    public init(graph: NavigationGraph, table: DeepLinkTable) {
        file = graph.file
        urlsLocation = graph.urls.location ?? SourceLocation(file: graph.file, line: 1, column: 1)
        var schemes: [Name] = graph.urls.schemes.map { Name($0.value.lowercased(), at: $0.location) }
        var hosts: [Name] = graph.urls.hosts.map { Name($0.value.lowercased(), at: $0.location) }
        var unscoped = false, capturesHost = false
        for route in table.routes {
            switch route.pattern.runtimePattern.scope {
            case .any: unscoped = true
            case .scheme("https", .literal(let host)?): hosts.append(Name(host, at: route.pattern.location))
            case .scheme("https", .parameter?): capturesHost = true
            case .scheme("http", _): break
            case .scheme(let scheme, _): schemes.append(Name(scheme, at: route.pattern.location))
            }
        }
        self.schemes = Self.distinct(schemes)
        self.hosts = Self.distinct(hosts)
        routesAnyScheme = unscoped && graph.urls.schemes.isEmpty
        routesAnyHost = (unscoped && graph.urls.hosts.isEmpty) || capturesHost
    }

    /// Whether a URL of `scheme` can route.
    public func routes(scheme: String) -> Bool {
        routesAnyScheme || schemes.contains { $0.value == scheme.lowercased() }
    }

    /// Whether an `https` URL of some host that `domain` covers can route.
    public func routes(_ domain: AssociatedDomain) -> Bool {
        routesAnyHost || hosts.contains { domain.covers($0.value) }
    }

    private static func distinct(_ names: [Name]) -> [Name] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0.value).inserted }
    }
}
