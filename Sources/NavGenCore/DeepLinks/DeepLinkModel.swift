import NavGenRuntime

/// A parsed URL pattern of a screen (spec section 8.2 and 1.1 F): where it applies,
/// its path segments, query items and fragment, each parameter with its built-in type.
public struct URLPattern: Sendable, Hashable {
    /// One path (or fragment) segment of a pattern.
    public enum Segment: Sendable, Hashable {
        /// Matches exactly this text (case-sensitive, after percent-decoding).
        case literal(String)
        /// Matches a whole segment that parses as `type`, binding `name`.
        case parameter(name: String, type: BuiltinType)
        /// `prefix{name}suffix` (1.1 F.3): the literal parts exactly, the non-empty
        /// rest parsed as `type`.
        case partial(name: String, type: BuiltinType, prefix: String, suffix: String)
        /// `*` (1.1 F.4): any one segment, bound to nothing.
        case wildcard
        /// `{name...}` (a `String`) or `**` (no name): one or more remaining segments.
        case rest(name: String?)
    }

    /// A query item `name={param}`.
    public struct QueryItem: Sendable, Hashable {
        /// The query item's name in the URL.
        public var name: String
        /// The screen parameter it binds.
        public var parameter: String
        /// The parameter's type, a list's element type, or `String` for an enum.
        public var type: BuiltinType
        /// Whether a URL without the item does not match (a required parameter).
        public var isRequired: Bool

        public init(name: String, parameter: String, type: BuiltinType, isRequired: Bool) {
            self.name = name
            self.parameter = parameter
            self.type = type
            self.isRequired = isRequired
        }
    }

    /// A literal query item `name=value` (1.1 F.5): the URL must carry it with exactly
    /// that value (empty for `name=`).
    public struct LiteralQueryItem: Sendable, Hashable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The part after `#` (1.1 F.9), matched against the URL's fragment.
    public struct Fragment: Sendable, Hashable {
        public var segments: [Segment]
        public var query: [QueryItem]
        public var literalQuery: [LiteralQueryItem]

        public init(segments: [Segment], query: [QueryItem], literalQuery: [LiteralQueryItem]) {
            self.segments = segments
            self.query = query
            self.literalQuery = literalQuery
        }
    }

    /// The screen the pattern deep-links to.
    public var screen: String
    /// The pattern's text as written (`/recipes/{recipeID}`).
    public var text: String
    /// Any accepted URL (a pattern that starts with `/`), or one scheme and host (1.1 F.1).
    public var scope: DeepLinkPattern.Scope = .any
    public var segments: [Segment]
    public var query: [QueryItem]
    public var literalQuery: [LiteralQueryItem] = []
    public var fragment: Fragment?
    /// The flow named by `via:`, if any.
    public var via: String?
    /// The schemes each `URL` parameter with a `schemes:` list accepts, by name.
    public var urlSchemes: [String: [String]] = [:]
    /// The texts of each enum parameter the pattern binds, by name (1.1 F.7).
    public var choices: [String: [String]] = [:]
    /// The list parameters the pattern binds (1.1 F.8); their items' `type` is the element's.
    public var lists: Set<String> = []
    /// The literals the pattern's `args:` bind, by parameter name (1.1 F.6).
    public var fixedValues: [String: Literal] = [:]
    /// Where the pattern was written.
    public var location: SourceLocation

    public init(screen: String, text: String, segments: [Segment], query: [QueryItem], via: String?, location: SourceLocation) {
        self.screen = screen
        self.text = text
        self.segments = segments
        self.query = query
        self.via = via
        self.location = location
    }
}

/// Where a route step gets a parameter's value from (spec section 8.4).
public enum ParameterSource: Sendable, Hashable {
    /// The URL's parameter of this name (same name and type).
    case url(String)
    /// A literal: the parameter's default, a stack root's / tab's / link's `args`, or
    /// the pattern's own `args` (1.1 F.6).
    case literal(Literal)
    /// `nil`, for an optional parameter nothing else supplies.
    case absent
    /// The value the app has: a launch parameter of a switch branch shown at launch
    /// that the URL does not bind (1.1 B), kept from the branch as it was last shown.
    case live
}

/// One step of a deep-link route, applied from any state to the live coordinators.
public enum RouteStep: Sendable, Hashable {
    /// Select `tab` (the tab's target name) in the tab flow `flow`.
    case select(flow: String, tab: String)
    /// Show `branch` (the branch's target name) of the switch flow `flow` (1.1 A);
    /// `params` are the branch's launch parameters (1.1 B), by their `Branch` case
    /// labels (`mainAccountID`), for a branch that has any, else `nil`.
    case show(flow: String, branch: String, params: [ParameterBinding]? = nil)
    /// Push `screen` on the stack of the coordinator `flow`.
    case push(flow: String, screen: String, params: [ParameterBinding])
    /// Present `target` (a screen, with `params`, or a flow, with none) from the
    /// coordinator `flow`, with the modal `style` (sheet, cover or popover).
    case present(flow: String, style: LinkStyle, target: String, params: [ParameterBinding]?)
    /// Give the root of the stack `flow` the target's values: the last step of a route
    /// whose target is the root of the stack it ends on (a tab's stack or a modal
    /// flow's), which no push or present shows.
    case showRoot(flow: String, screen: String, params: [ParameterBinding])
}

/// A parameter of a route step and where its value comes from. Every parameter of
/// the step's screen has one, in declaration order.
public struct ParameterBinding: Sendable, Hashable {
    public var name: String
    public var type: ParameterType
    public var source: ParameterSource

    public init(name: String, type: ParameterType, source: ParameterSource) {
        self.name = name
        self.type = type
        self.source = source
    }
}

/// The route of one URL pattern: the steps from the launch state to its screen.
public struct DeepLinkRoute: Sendable, Hashable {
    public var pattern: URLPattern
    /// The bindings of the target screen's own parameters (all from the URL,
    /// defaults, `nil`, or args where the target is a stack root or tab).
    public var target: [ParameterBinding]
    /// Where the steps come from: the route search they are read off when asked.
    /// Routes share their prefixes in the search, so a graph of long push chains does
    /// not hold a list of every step for every pattern.
    let routeSteps: RouteSteps

    /// The steps from the launch state to the target, tab selections included.
    /// Built on each access from the search: read it once per use.
    public var steps: [RouteStep] { routeSteps.build() }

    init(pattern: URLPattern, steps: RouteSteps, target: [ParameterBinding]) {
        self.pattern = pattern
        routeSteps = steps
        self.target = target
    }

    public static func == (lhs: DeepLinkRoute, rhs: DeepLinkRoute) -> Bool {
        lhs.pattern == rhs.pattern && lhs.target == rhs.target && lhs.steps == rhs.steps
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(target)
    }
}

/// Everything the compiler knows about a graph's deep links: computed once per graph.
public struct DeepLinkTable: Sendable {
    /// Every pattern of the graph with its route, in file order (screens in file
    /// order, each screen's patterns in the order written). A table exists only
    /// for a graph without errors, so every pattern has a route here.
    public var routes: [DeepLinkRoute]
    /// Accepted custom schemes and universal-link hosts.
    public var schemes: [String]
    public var hosts: [String]
    /// Whether literals match ignoring ASCII case (`urls: { caseInsensitive: true }`).
    public var ignoresCase: Bool

    public init(routes: [DeepLinkRoute], schemes: [String], hosts: [String], ignoresCase: Bool = false) {
        self.routes = routes
        self.schemes = schemes
        self.hosts = hosts
        self.ignoresCase = ignoresCase
    }
}
