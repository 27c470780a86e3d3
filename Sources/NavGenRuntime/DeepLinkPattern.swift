/// A URL pattern: literal and parameter path segments, and query items that bind
/// parameters (spec section 8.2). navgen checks patterns when it compiles a graph;
/// generated code and `navgen resolve` build them from the same text.
public struct DeepLinkPattern: Sendable, Hashable {
    /// One path segment.
    public enum Segment: Sendable, Hashable {
        /// Exactly this text, after percent-decoding.
        case literal(String)
        /// A whole segment that `parameter` accepts, bound to `name`.
        case parameter(name: String, URLParameter)
    }

    /// A query item `name={parameter}`.
    public struct QueryItem: Sendable, Hashable {
        /// The item's name in the URL, percent-decoded.
        public var name: String
        /// The parameter it binds.
        public var parameter: String
        public var type: URLParameter

        public init(name: String, parameter: String, type: URLParameter) {
            self.name = name
            self.parameter = parameter
            self.type = type
        }
    }

    /// The pattern as written in the graph: `/recipes/{recipeID}`.
    public var text: String
    public var segments: [Segment]
    public var query: [QueryItem]

    /// The pattern of `text`, whose every `{name}` is a key of `parameters`.
    ///
    /// The text must be a pattern navgen accepted: a `{name}` missing from
    /// `parameters` is a programming error and traps.
    public init(_ text: String, _ parameters: [String: URLParameter] = [:]) {
        self.text = text
        let parts = Self.split(text)
        segments = parts.segments.map { segment in
            switch segment {
            case .literal(let text): return .literal(text)
            case .parameter(let name): return .parameter(name: name, Self.parameter(name, in: parameters, text))
            }
        }
        query = parts.query.map { item in
            QueryItem(name: item.name, parameter: item.parameter, type: Self.parameter(item.parameter, in: parameters, text))
        }
    }

    private static func parameter(_ name: String, in parameters: [String: URLParameter], _ text: String) -> URLParameter {
        guard let parameter = parameters[name] else {
            preconditionFailure("the pattern '\(text)' binds '\(name)', which has no type")
        }
        return parameter
    }

    /// The parts of a pattern's text, before types are known.
    struct Parts {
        enum Segment {
            case literal(String)
            case parameter(String)
        }

        var segments: [Segment] = []
        var query: [(name: String, parameter: String)] = []
    }

    /// Splits pattern text into segments and query items; literals are percent-decoded.
    static func split(_ text: String) -> Parts {
        var parts = Parts()
        var path = Substring(text)
        var rawQuery: Substring = ""
        if let question = path.firstIndex(of: "?") {
            rawQuery = path[path.index(after: question)...]
            path = path[..<question]
        }
        for raw in path.split(separator: "/") {
            if let name = parameterName(raw) {
                parts.segments.append(.parameter(name))
            } else {
                parts.segments.append(.literal(URLCharacters.percentDecoded(raw) ?? String(raw)))
            }
        }
        for raw in rawQuery.split(separator: "&") {
            guard let equals = raw.firstIndex(of: "="), let name = parameterName(raw[raw.index(after: equals)...]) else {
                continue
            }
            let itemName = raw[..<equals]
            parts.query.append((URLCharacters.percentDecoded(itemName) ?? String(itemName), name))
        }
        return parts
    }

    /// `name` of `{name}`, or `nil` for other text.
    private static func parameterName(_ raw: Substring) -> String? {
        guard raw.hasPrefix("{"), raw.hasSuffix("}"), raw.count > 2 else { return nil }
        return String(raw.dropFirst().dropLast())
    }
}
