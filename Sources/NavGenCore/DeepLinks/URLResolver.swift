import NavGenRuntime

/// Resolves URLs against a graph's deep links, as `navgen resolve` does: the
/// runtime's matcher, the very one generated code uses, finds the pattern (spec
/// 8.1 to 8.3); the route's steps then get concrete values (8.4).
public struct URLResolver: Sendable {
    /// A step of a resolved route, with every parameter's value.
    public enum Step: Sendable, Hashable {
        case select(flow: String, tab: String)
        /// `params`: the branch's launch parameters (1.1 B), for a branch with any.
        case show(flow: String, branch: String, params: [Value]?)
        case push(flow: String, screen: String, params: [Value])
        case present(flow: String, style: LinkStyle, target: String, params: [Value]?)
        case showRoot(flow: String, screen: String, params: [Value])
    }

    /// A parameter and its value (`.null` for an absent optional).
    public struct Value: Sendable, Hashable {
        public var name: String
        public var type: ParameterType
        public var value: Literal
        /// Whether the app supplies the value (`value` is then `.null`): a launch
        /// parameter of a branch shown at launch that the URL does not bind (1.1 B).
        public var isLive: Bool

        public init(name: String, type: ParameterType, value: Literal, isLive: Bool = false) {
            self.name = name
            self.type = type
            self.value = value
            self.isLive = isLive
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
    private let matcher: DeepLinkMatcher

    /// `table` must be the deep-link table of the graph `index` indexes.
    public init(table: DeepLinkTable, index: GraphIndex) {
        self.table = table
        self.index = index
        var matcher = DeepLinkMatcher(schemes: table.schemes, hosts: table.hosts, ignoresCase: table.ignoresCase)
        for route in table.routes {
            matcher.add(route.pattern.runtimePattern)
        }
        self.matcher = matcher
    }

    public func resolve(_ url: String) -> Result<Resolution, NoMatchReason> {
        let match: DeepLinkMatch
        switch matcher.match(url) {
        case .success(let found): match = found
        case .failure(let reason): return .failure(reason)
        }
        let route = table.routes[match.index]
        let screen = index.screen(route.pattern.screen)
        // The URL's values; defaults, or nil, for query items it left out.
        var urlValues: [String: Literal] = [:]
        for name in route.pattern.parameterNames {
            guard let type = route.pattern.type(of: name) else { continue }
            if route.pattern.lists.contains(name) {
                urlValues[name] = .list((match.lists[name] ?? []).map { Self.literal($0, as: type) })
            } else if let text = match.values[name] {   // an empty value counts as absent (1.1 F.12): it has no text
                urlValues[name] = Self.literal(text, as: type)
            } else {
                urlValues[name] = screen?.param(named: name)?.defaultValue?.value ?? .null
            }
        }
        func values(_ bindings: [ParameterBinding]) -> [Value] {
            bindings.map { binding in
                let value: Literal
                switch binding.source {
                case .url(let name): value = urlValues[name] ?? .null
                case .literal(let literal): value = literal
                case .absent, .live: value = .null
                }
                return Value(name: binding.name, type: binding.type, value: value, isLive: binding.source == .live)
            }
        }
        let steps = route.steps.map { step -> Step in
            switch step {
            case .select(let flow, let tab): .select(flow: flow, tab: tab)
            case .show(let flow, let branch, let params): .show(flow: flow, branch: branch, params: params.map(values))
            case .push(let flow, let screen, let params): .push(flow: flow, screen: screen, params: values(params))
            case .present(let flow, let style, let target, let params):
                .present(flow: flow, style: style, target: target, params: params.map(values))
            case .showRoot(let flow, let screen, let params): .showRoot(flow: flow, screen: screen, params: values(params))
            }
        }
        return .success(Resolution(route: route, params: values(route.target), steps: steps))
    }

    /// The literal of a URL's text for a parameter the matcher accepted as `type` (an
    /// enum's text is a `String`, as the matcher spelled it: the listed text).
    /// UUIDs come out upper-case, as Foundation's `UUID.uuidString` prints them.
    public static func literal(_ text: String, as type: BuiltinType) -> Literal {
        switch type {
        case .int: URLValue.int(text).map(Literal.int) ?? .null
        case .double: URLValue.double(text).map(Literal.double) ?? .null
        case .bool: URLValue.bool(text).map(Literal.bool) ?? .null
        case .uuid: .string(text.uppercased())
        case .string, .url: .string(text)
        }
    }
}
