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
        patterns = graph.screens.flatMap { screen in
            screen.urlPatterns.map { source in Self.parse(source.pattern.value, screen: screen) }
        }
        var firsts: [String: Int] = [:]
        for pattern in patterns {
            guard case .literal(let first)? = pattern.path.first else { continue }
            firsts[first, default: 0] += 1
        }
        let anyParameterFirst = patterns.contains { if case .parameter? = $0.path.first { true } else { false } }
        for index in patterns.indices {
            guard case .literal(let first)? = patterns[index].path.first else { continue }
            patterns[index].isIsolated = firsts[first] == 1 && !anyParameterFirst
        }
    }

    /// Splits a v1 pattern (`/lit/{param}?item={param}`) into its parts.
    private static func parse(_ text: String, screen: Screen) -> Pattern {
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts[0].split(separator: "/").map { segment -> Segment in
            segment.hasPrefix("{") && segment.hasSuffix("}") ? .parameter(String(segment.dropFirst().dropLast())) : .literal(String(segment))
        }
        let query: [(item: String, parameter: String)] = parts.count < 2 ? [] : parts[1].split(separator: "&").map { item in
            let pair = item.split(separator: "=", maxSplits: 1)
            return (item: String(pair[0]), parameter: String(pair[1].dropFirst().dropLast()))
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
