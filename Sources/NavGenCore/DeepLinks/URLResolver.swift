/// Resolves URLs against a graph's deep links, as `navgen resolve` does and as
/// the generated `resolve(_:)` must: normalise (8.1), match (8.2, 8.3), then give
/// the route's steps concrete values (8.4).
public struct URLResolver: Sendable {
    /// A step of a resolved route, with every parameter's value.
    public enum Step: Sendable, Hashable {
        case select(flow: String, tab: String)
        case push(flow: String, screen: String, params: [Value])
        case present(flow: String, style: LinkStyle, target: String, params: [Value]?)
    }

    /// A parameter and its value (`.null` for an absent optional).
    public struct Value: Sendable, Hashable {
        public var name: String
        public var type: ParameterType
        public var value: Literal

        public init(name: String, type: ParameterType, value: Literal) {
            self.name = name
            self.type = type
            self.value = value
        }
    }

    /// A URL that matched: the route it takes and the target's parameters.
    public struct Resolution: Sendable, Hashable {
        public var route: DeepLinkRoute
        /// Every parameter of the target screen, in declaration order.
        public var params: [Value]
        public var steps: [Step]
    }

    public let table: DeepLinkTable
    private let index: GraphIndex
    private let matcher: URLMatcher

    /// `table` must be the deep-link table of the graph `index` indexes.
    public init(table: DeepLinkTable, index: GraphIndex) {
        self.table = table
        self.index = index
        matcher = URLMatcher(table.routes.map(\.pattern))
    }

    public func resolve(_ url: String) -> Result<Resolution, NoMatchReason> {
        let normalized: NormalizedURL
        switch URLNormalizer.normalize(url, schemes: table.schemes, hosts: table.hosts) {
        case .success(let value): normalized = value
        case .failure(let reason): return .failure(reason)
        }
        guard let match = matcher.match(normalized) else {
            return .failure(.noPattern(path: "/" + normalized.segments.joined(separator: "/")))
        }
        let route = table.routes[match.pattern]
        let screen = index.screen(route.pattern.screen)
        // The URL's values, with defaults and nil for query items left out.
        var urlValues = match.values
        for item in route.pattern.query where urlValues[item.parameter] == nil {
            urlValues[item.parameter] = screen?.param(named: item.parameter)?.defaultValue?.value ?? .null
        }
        func values(_ bindings: [ParameterBinding]) -> [Value] {
            bindings.map { binding in
                let value: Literal
                switch binding.source {
                case .url(let name): value = urlValues[name] ?? .null
                case .literal(let literal): value = literal
                case .absent: value = .null
                }
                return Value(name: binding.name, type: binding.type, value: value)
            }
        }
        let steps = route.steps.map { step -> Step in
            switch step {
            case .select(let flow, let tab): .select(flow: flow, tab: tab)
            case .push(let flow, let screen, let params): .push(flow: flow, screen: screen, params: values(params))
            case .present(let flow, let style, let target, let params): .present(flow: flow, style: style, target: target, params: params.map(values))
            }
        }
        return .success(Resolution(route: route, params: values(route.target), steps: steps))
    }
}
