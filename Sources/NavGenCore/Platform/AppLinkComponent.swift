import NavGenRuntime

/// One entry of `applinks.details[].components` in an `apple-app-site-association`
/// file: patterns for a URL's path (`/`), query items (`?`) and fragment (`#`), in
/// Apple's wildcards (`*` is zero or more characters, `?` exactly one), and whether a
/// URL that matches is excluded rather than opened.
public struct AppLinkComponent: Sendable, Hashable {
    /// A query item the URL must have: its name and the pattern of its value.
    public struct QueryItem: Sendable, Hashable {
        public var name: String
        public var value: String
    }

    /// The pattern of the URL's path, percent-encoded as URLs carry it.
    public var path: String
    /// The query items the URL must have; none means any query.
    public var query: [QueryItem]
    /// The pattern of the URL's fragment; `nil` means any fragment.
    public var fragment: String?
    /// Whether a URL that matches must not open the app.
    public var exclude: Bool
    /// What the entry is for, in words (Apple's `comment` key, which the system ignores).
    public var comment: String

    /// The components of a pattern that applies to a universal-link host: one, or two
    /// for a pattern with a fragment (`#x` and `#/x` are the same fragment pattern).
    ///
    /// A parameter segment is `*`, a partial segment keeps its literal parts (`@*`),
    /// `*`, `**` and `{name...}` are `*` (which in Apple's patterns also spans `/`),
    /// a literal query item is required with its value and a required query
    /// parameter with any non-empty value (`?*`).
    static func components(of pattern: DeepLinkPattern, comment: String) -> [AppLinkComponent] {
        let path = "/" + pattern.segments.map(Self.pattern(of:)).joined(separator: "/")
        let query = pattern.query.compactMap(Self.item(of:))
        guard let fragment = pattern.fragment else {
            return [AppLinkComponent(path: path, query: query, fragment: nil, exclude: false, comment: comment)]
        }
        let text = fragment.segments.map(Self.pattern(of:)).joined(separator: "/") + (fragment.query.isEmpty ? "" : "?*")
        return [text, "/" + text].map {
            AppLinkComponent(path: path, query: query, fragment: $0, exclude: false, comment: comment)
        }
    }

    /// An entry that keeps `path` (with any query and fragment) from opening the app.
    static func exclusion(of path: String, comment: String) -> AppLinkComponent {
        AppLinkComponent(path: path, query: [], fragment: nil, exclude: true, comment: comment)
    }

    /// The segment as Apple's pattern: literal text percent-encoded, parameters and
    /// wildcards `*`.
    static func pattern(of segment: DeepLinkPattern.Segment) -> String {
        switch segment {
        case .literal(let text): encoded(text)
        case .parameter(_, _, let prefix, let suffix): encoded(prefix) + "*" + encoded(suffix)
        case .wildcard, .rest: "*"
        }
    }

    /// Literal text as a URL carries it in a path segment. A `?`, which a segment
    /// cannot hold unencoded, is `%3F`, so Apple does not read it as a wildcard.
    static func encoded(_ text: String) -> String {
        URLCharacters.percentEncoded(text, allowing: URLCharacters.isSegmentByte)
    }

    private static func item(of item: DeepLinkPattern.QueryItem) -> QueryItem? {
        let name = URLCharacters.percentEncoded(item.name, allowing: URLCharacters.isQueryByte)
        switch item.value {
        case .literal(let value):
            return QueryItem(name: name, value: URLCharacters.percentEncoded(value, allowing: { URLCharacters.isQueryByte($0) && $0 != UInt8(ascii: "?") }))
        case .parameter(_, let parameter):
            return parameter.isRequired ? QueryItem(name: name, value: "?*") : nil
        }
    }

    /// The entry in the file's JSON, keys in Apple's order: `/`, `?`, `#`, `exclude`,
    /// `comment`.
    var json: JSONValue {
        var fields: [(String, JSONValue)] = [("/", .string(path))]
        if !query.isEmpty { fields.append(("?", .object(query.map { ($0.name, .string($0.value)) }))) }
        if let fragment { fields.append(("#", .string(fragment))) }
        if exclude { fields.append(("exclude", .bool(true))) }
        fields.append(("comment", .string(comment)))
        return .object(fields)
    }

    /// Whether Apple's matching of this entry's path could accept `path`; the query
    /// and fragment are not looked at.
    func pathMatches(_ path: String, ignoringCase: Bool) -> Bool {
        AppLinkWildcard.matches(self.path, path, ignoringCase: ignoringCase)
    }
}
