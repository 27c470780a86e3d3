/// A URL pattern split into its parts, before parameter names are checked
/// against the screen (spec section 8.2 and 1.1 F). Every part keeps its offset
/// (in Unicode scalars) into the pattern's text, so diagnostics can point at it.
///
/// The parts are the ones the runtime's `PatternText` reads from the same text; a
/// test over every form checks that both read a pattern alike.
public struct PatternSyntax: Sendable, Hashable {
    /// One path or fragment segment as written.
    public enum Segment: Sendable, Hashable {
        /// Literal text, already percent-decoded (`caf%C3%A9` is `café`).
        case literal(String, offset: Int)
        /// `{name}`; `offset` is that of the `{`.
        case parameter(String, offset: Int)
        /// `prefix{name}suffix` with a literal prefix or suffix (`@{handle}`,
        /// `{id}.json`); `offset` is the segment's, `parameterOffset` its `{`'s.
        case partial(String, prefix: String, suffix: String, offset: Int, parameterOffset: Int)
        /// `*`: one segment, bound to nothing.
        case wildcard(offset: Int)
        /// `{name...}` (a name) or `**` (none): one or more remaining segments.
        case rest(String?, offset: Int)

        public var offset: Int {
            switch self {
            case .literal(_, let offset), .parameter(_, let offset), .partial(_, _, _, let offset, _), .wildcard(let offset),
                 .rest(_, let offset):
                offset
            }
        }

        /// The name the segment binds, with the offset of its `{`.
        var binding: (name: String, offset: Int)? {
            switch self {
            case .parameter(let name, let offset), .rest(let name?, let offset): (name, offset)
            case .partial(let name, _, _, _, let offset): (name, offset)
            case .literal, .wildcard, .rest(nil, _): nil
            }
        }
    }

    /// A query item `name={parameter}` or `name=literal`.
    public struct QueryItem: Sendable, Hashable {
        /// What the item requires of the URL's value.
        public enum Value: Sendable, Hashable {
            /// `{parameter}`: a value of the parameter's type.
            case parameter(String)
            /// Exactly this text, percent-decoded (empty for `name=`).
            case literal(String)
        }

        /// The item's name in the URL, percent-decoded.
        public var name: String
        public var value: Value
        /// The offset of the item's name.
        public var offset: Int
        /// The offset of the item's value (the `{` of a parameter).
        public var valueOffset: Int

        /// The parameter the item binds, if it binds one.
        public var parameter: String? {
            if case .parameter(let name) = value { return name }
            return nil
        }
    }

    /// The host of a full `http`/`https` pattern.
    public enum Host: Sendable, Hashable {
        /// A host name, lower-cased.
        case literal(String, offset: Int)
        /// `{name}`: any host, bound to `name`; `offset` is that of the `{`.
        case parameter(String, offset: Int)
    }

    /// What follows `#`: a path (no leading `/` needed) and an optional query.
    public struct Fragment: Sendable, Hashable {
        public var segments: [Segment]
        public var query: [QueryItem]
    }

    /// The scheme of a full-URL pattern, lower-case; `nil` for a pattern that starts with `/`.
    public var scheme: String?
    /// The host of a full `http`/`https` pattern (a custom scheme's host is the first segment).
    public var host: Host?
    public var segments: [Segment]
    public var query: [QueryItem]
    public var fragment: Fragment?

    public init(scheme: String? = nil, host: Host? = nil, segments: [Segment], query: [QueryItem], fragment: Fragment? = nil) {
        self.scheme = scheme
        self.host = host
        self.segments = segments
        self.query = query
        self.fragment = fragment
    }

    /// Every parameter the pattern binds with the offset of its `{`, in the order
    /// written: host, path, query, fragment path, fragment query.
    public var parameters: [(name: String, offset: Int)] {
        var all: [(name: String, offset: Int)] = []
        if case .parameter(let name, let offset)? = host { all.append((name, offset)) }
        all += segments.compactMap(\.binding)
        all += query.compactMap { item in item.parameter.map { ($0, item.valueOffset) } }
        if let fragment {
            all += fragment.segments.compactMap(\.binding)
            all += fragment.query.compactMap { item in item.parameter.map { ($0, item.valueOffset) } }
        }
        return all
    }
}

/// A `url-syntax` finding: what is wrong, at which offset of the pattern's text.
public struct PatternSyntaxError: Sendable, Hashable, Error {
    public var offset: Int
    public var message: String
}
