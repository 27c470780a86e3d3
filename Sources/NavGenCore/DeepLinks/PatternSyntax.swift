/// A URL pattern split into its parts, before parameter names are checked
/// against the screen. Every part keeps its offset (in Unicode scalars) into the
/// pattern's text, so diagnostics can point at it.
public struct PatternSyntax: Sendable, Hashable {
    /// One path segment as written.
    public enum Segment: Sendable, Hashable {
        /// Literal text, already percent-decoded (`caf%C3%A9` is `café`).
        case literal(String, offset: Int)
        /// `{name}`; `offset` is that of the `{`.
        case parameter(String, offset: Int)

        public var offset: Int {
            switch self {
            case .literal(_, let offset), .parameter(_, let offset): offset
            }
        }
    }

    /// A query item `name={parameter}`.
    public struct QueryItem: Sendable, Hashable {
        /// The item's name in the URL, percent-decoded.
        public var name: String
        public var parameter: String
        /// The offset of the item's name.
        public var offset: Int
        /// The offset of the `{` of its parameter.
        public var parameterOffset: Int
    }

    public var segments: [Segment]
    public var query: [QueryItem]

    /// Every `{name}` of the pattern, path first, with the offset of its `{`.
    public var parameters: [(name: String, offset: Int)] {
        var all: [(name: String, offset: Int)] = []
        for segment in segments {
            if case .parameter(let name, let offset) = segment { all.append((name, offset)) }
        }
        return all + query.map { ($0.parameter, $0.parameterOffset) }
    }
}

/// A `url-syntax` finding: what is wrong, at which offset of the pattern's text.
public struct PatternSyntaxError: Sendable, Hashable, Error {
    public var offset: Int
    public var message: String
}
