/// A URL pattern (spec section 8.2 and 1.1 F): where it applies (any accepted URL, or
/// one scheme and host), its path segments, its query items and its fragment.
/// navgen checks patterns when it compiles a graph; generated code and
/// `navgen resolve` build them from the same text.
public struct DeepLinkPattern: Sendable, Hashable {
    /// The host of a full `http`/`https` pattern.
    public enum Host: Sendable, Hashable {
        /// Exactly this host, lower-case.
        case literal(String)
        /// Any host, bound to `name` (lower-case, without port or user).
        case parameter(name: String)
    }

    /// Which URLs a pattern applies to.
    public enum Scope: Sendable, Hashable {
        /// Any URL of an accepted scheme or host: the pattern starts with `/`.
        case any
        /// Only URLs of `scheme` (lower-case); for `http` and `https`, of `host` too.
        case scheme(String, host: Host?)
    }

    /// One path (or fragment) segment.
    public enum Segment: Sendable, Hashable {
        /// Exactly this text, after percent-decoding.
        case literal(String)
        /// A segment that starts with `prefix` and ends with `suffix` (both often
        /// empty), the non-empty rest accepted by `parameter` and bound to `name`.
        case parameter(name: String, URLParameter, prefix: String = "", suffix: String = "")
        /// `*`: any one segment, bound to nothing.
        case wildcard
        /// `{name...}` or `**` (no name): one or more remaining segments, last.
        case rest(name: String?)
    }

    /// A query item: `name={parameter}` or `name=literal`.
    public struct QueryItem: Sendable, Hashable {
        /// What a query item of a pattern requires.
        public enum Value: Sendable, Hashable {
            /// A value `type` accepts, bound to the parameter `name`.
            case parameter(name: String, URLParameter)
            /// Exactly this value (`?type=totp`; empty for `?flag=`).
            case literal(String)
        }

        /// The item's name in the URL, percent-decoded.
        public var name: String
        public var value: Value

        public init(name: String, value: Value) {
            self.name = name
            self.value = value
        }
    }

    /// The part of a pattern after `#`, matched against the URL's fragment.
    public struct Fragment: Sendable, Hashable {
        public var segments: [Segment]
        public var query: [QueryItem]
    }

    /// The pattern as written in the graph: `/recipes/{recipeID}`.
    public var text: String
    public var scope: Scope
    public var segments: [Segment]
    public var query: [QueryItem]
    public var fragment: Fragment?

    /// The pattern of `text`, whose every parameter is a key of `parameters` (a host
    /// parameter or a `{name...}` may be left out: they are `String`s).
    ///
    /// The text must be a pattern navgen accepted: another parameter missing from
    /// `parameters` is a programming error and traps.
    public init(_ text: String, _ parameters: [String: URLParameter] = [:]) {
        self.text = text
        let parts = PatternText(text)
        func type(_ name: String) -> URLParameter {
            guard let parameter = parameters[name] else {
                preconditionFailure("the pattern '\(text)' binds '\(name)', which has no type")
            }
            return parameter
        }
        func segment(_ written: PatternText.Segment) -> Segment {
            switch written {
            case .literal(let literal): .literal(literal)
            case .parameter(let name, let prefix, let suffix): .parameter(name: name, type(name), prefix: prefix, suffix: suffix)
            case .wildcard: .wildcard
            case .rest(let name): .rest(name: name)
            }
        }
        func item(_ written: PatternText.QueryItem) -> QueryItem {
            switch written.value {
            case .parameter(let name): QueryItem(name: written.name, value: .parameter(name: name, type(name)))
            case .literal(let literal): QueryItem(name: written.name, value: .literal(literal))
            }
        }
        switch (parts.scheme, parts.host) {
        case (nil, _): scope = .any
        case (let scheme?, nil): scope = .scheme(scheme, host: nil)
        case (let scheme?, .parameter(let name)?): scope = .scheme(scheme, host: .parameter(name: name))
        case (let scheme?, .literal(let host)?): scope = .scheme(scheme, host: .literal(host))
        }
        segments = parts.segments.map(segment)
        query = parts.query.map(item)
        fragment = parts.fragment.map { Fragment(segments: $0.segments.map(segment), query: $0.query.map(item)) }
    }

    /// The names of the parameters the pattern binds, as written: host, path, query,
    /// fragment.
    public var parameterNames: [String] {
        var names: [String] = []
        if case .scheme(_, .parameter(let name)?) = scope { names.append(name) }
        for segment in segments + (fragment?.segments ?? []) {
            switch segment {
            case .parameter(let name, _, _, _): names.append(name)
            case .rest(let name?): names.append(name)
            default: break
            }
        }
        for item in query + (fragment?.query ?? []) {
            if case .parameter(let name, _) = item.value { names.append(name) }
        }
        return names
    }
}
