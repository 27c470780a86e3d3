import NavGenCore

/// The URL patterns of one graph as the sampler needs them, read from navgen's own model
/// of the graph (so example graphs and random ones are sampled alike).
struct DeepLinkPatterns {
    /// One parameter a pattern binds.
    struct Parameter {
        /// The type's name; a list's element type for a list.
        var type: String
        var isRequired: Bool
        /// An enum parameter's texts (1.1 F.7).
        var choices: [String]? = nil
        /// Whether the parameter is a list, which collects a repeated query item (1.1 F.8).
        var isList = false
    }

    enum Segment {
        case literal(String)
        case parameter(String)
    }

    struct Pattern {
        var screen: String
        var text: String
        var path: [Segment]
        var query: [(item: String, parameter: String)]
        var parameters: [String: Parameter]
        /// No other pattern of the graph can match a URL this one's first literal segment
        /// starts (then the sampler knows which URLs must match, and which must not).
        var isIsolated = false
    }

    var schemes: [String]
    var hosts: [String]
    var patterns: [Pattern]

    init(_ graph: NavigationGraph) {
        schemes = graph.urls.schemes.map(\.value)
        hosts = graph.urls.hosts.map(\.value)
        let all = graph.screens.flatMap { screen in
            screen.urlPatterns.map { source in Self.parse(source.pattern.value, screen: screen) }
        }
        // Isolation counts every pattern; the sampler draws URLs for the v1 forms only.
        patterns = all.filter { Self.isV1($0.text) }
        var firsts: [String: Int] = [:]
        for pattern in all {
            guard case .literal(let first)? = pattern.path.first, !first.contains("{"), first != "*", first != "**" else { continue }
            firsts[first, default: 0] += 1
        }
        let anyParameterFirst = all.contains { pattern in
            switch pattern.path.first {
            case .parameter?: true
            case .literal(let first)?: first.contains("{") || first == "*" || first == "**"
            case nil: false
            }
        }
        for index in patterns.indices {
            guard case .literal(let first)? = patterns[index].path.first else { continue }
            patterns[index].isIsolated = firsts[first] == 1 && !anyParameterFirst
        }
    }

    /// Whether `text` has only v1's forms: a path of literals and whole `{param}`s, and
    /// `name={param}` query items (none of 1.1 F's full URLs, partial segments,
    /// wildcards, literal query items or fragments).
    private static func isV1(_ text: String) -> Bool {
        guard text.hasPrefix("/"), !text.contains("#"), !text.contains("*") else { return false }
        let parts = text.split(separator: "?", maxSplits: 1)
        let segmentsAreWhole = parts[0].split(separator: "/").allSatisfy { segment in
            !segment.contains("{") || (segment.hasPrefix("{") && segment.hasSuffix("}") && !segment.hasSuffix("...}"))
        }
        let itemsBind = parts.count < 2 || parts[1].split(separator: "&").allSatisfy { $0.contains("={") }
        return segmentsAreWhole && itemsBind
    }

    /// Splits a pattern into its parts, the way v1 writes them; a full URL's path is read
    /// after its `scheme://` (and an `http(s)` host), for the isolation count.
    private static func parse(_ text: String, screen: Screen) -> Pattern {
        var rest = Substring(text)
        if !rest.hasPrefix("/"), let separator = rest.firstRange(of: "://") {
            let isWeb = rest[..<separator.lowerBound].lowercased().hasPrefix("http")
            rest = rest[separator.upperBound...]
            if isWeb { rest = rest.drop { $0 != "/" && $0 != "?" } }
        }
        let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts[0].split(separator: "/").map { segment -> Segment in
            segment.hasPrefix("{") && segment.hasSuffix("}") ? .parameter(String(segment.dropFirst().dropLast())) : .literal(String(segment))
        }
        let query: [(item: String, parameter: String)] = parts.count < 2 ? [] : parts[1].split(separator: "&").map { item in
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (item: String(pair[0]), parameter: pair.count < 2 ? "" : String(pair[1].dropFirst().dropLast()))
        }
        var parameters: [String: Parameter] = [:]
        for param in screen.params {
            if let element = param.type.listElement, !param.type.isOptional {
                // Absent is empty: no URL lacks a list.
                parameters[param.name.value] = Parameter(type: element.rawValue, isRequired: false, isList: true)
            } else {
                parameters[param.name.value] = Parameter(type: param.type.name, isRequired: param.isRequired, choices: param.type.choices)
            }
        }
        return Pattern(screen: screen.name.value, text: text, path: path, query: query, parameters: parameters)
    }
}
