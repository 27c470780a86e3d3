/// A pattern's text split into its parts before parameter types are known: what
/// `DeepLinkPattern` and the URL builder read. Literals are percent-decoded.
///
/// `https://{instance}/@{handle}/{id}?type=totp&tag={tags}#/section/{name}`
struct PatternText {
    enum Host {
        case literal(String)
        case parameter(String)
    }

    enum Segment {
        case literal(String)
        case parameter(String, prefix: String, suffix: String)
        case wildcard
        case rest(String?)
    }

    struct QueryItem {
        enum Value {
            case parameter(String)
            case literal(String)
        }

        var name: String
        var value: Value
    }

    struct Fragment {
        var segments: [Segment]
        var query: [QueryItem]
    }

    /// The scheme of a full-URL pattern, lower-case; `nil` for one that starts with `/`.
    var scheme: String?
    /// The host of a full `http`/`https` pattern.
    var host: Host?
    /// The path's segments; a custom scheme's host first.
    var segments: [Segment] = []
    var query: [QueryItem] = []
    var fragment: Fragment?

    init(_ text: String) {
        var rest = Substring(text)
        if !rest.hasPrefix("/"), let separator = rest.firstRange(of: "://") {
            let scheme = rest[..<separator.lowerBound].lowercased()
            self.scheme = scheme
            rest = rest[separator.upperBound...]
            if scheme == "http" || scheme == "https" {
                let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
                let written = rest[..<end]
                host = Self.parameterName(written).map(Host.parameter) ?? .literal(written.lowercased())
                rest = rest[end...]
            } else {
                rest = "/" + rest
            }
        }
        if let hash = rest.firstIndex(of: "#") {
            var written = rest[rest.index(after: hash)...]
            rest = rest[..<hash]
            var fragmentQuery: Substring = ""
            if let question = written.firstIndex(of: "?") {
                fragmentQuery = written[written.index(after: question)...]
                written = written[..<question]
            }
            fragment = Fragment(segments: Self.segments(written), query: Self.queryItems(fragmentQuery))
        }
        var query: Substring = ""
        if let question = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        segments = Self.segments(rest)
        self.query = Self.queryItems(query)
    }

    private static func segments(_ path: Substring) -> [Segment] {
        path.split(separator: "/").map { raw in
            if raw == "*" { return .wildcard }
            if raw == "**" { return .rest(nil) }
            if raw.hasPrefix("{"), raw.hasSuffix("...}") { return .rest(String(raw.dropFirst().dropLast(4))) }
            guard let open = raw.firstIndex(of: "{"), let close = raw[open...].firstIndex(of: "}") else {
                return .literal(decoded(raw))
            }
            return .parameter(String(raw[raw.index(after: open)..<close]), prefix: decoded(raw[..<open]),
                              suffix: decoded(raw[raw.index(after: close)...]))
        }
    }

    private static func queryItems(_ query: Substring) -> [QueryItem] {
        query.split(separator: "&").map { raw in
            let equals = raw.firstIndex(of: "=") ?? raw.endIndex
            let value = equals == raw.endIndex ? "" : raw[raw.index(after: equals)...]
            let name = decoded(raw[..<equals])
            if let parameter = parameterName(value) { return QueryItem(name: name, value: .parameter(parameter)) }
            return QueryItem(name: name, value: .literal(decoded(value)))
        }
    }

    /// `name` of `{name}`, or `nil` for other text.
    private static func parameterName(_ raw: Substring) -> String? {
        guard raw.hasPrefix("{"), raw.hasSuffix("}"), raw.count > 2 else { return nil }
        return String(raw.dropFirst().dropLast())
    }

    private static func decoded(_ raw: Substring) -> String {
        URLCharacters.percentDecoded(raw) ?? String(raw)
    }
}
