/// Checks a pattern's `{name}`s against its screen's parameters and builds the
/// typed `URLPattern` (spec sections 6 and 8.2).
///
/// Decisions the spec leaves open: an optional parameter cannot fill a path
/// segment (a segment always has a value, so the optional would never be `nil`
/// and `Screen.url` could not be built when it is); it belongs in the query. A
/// defaulted parameter may fill a segment.
public enum URLPatternBinder {
    /// What is wrong with a well-formed pattern's parameters.
    public enum Issue: Sendable, Hashable {
        /// `url-unknown-param`: `{name}` is not a parameter of the screen.
        case unknown(name: String, offset: Int)
        /// `url-unknown-param`: the parameter is bound a second time.
        case boundTwice(name: String, offset: Int, firstOffset: Int)
        /// `url-param-type`: the parameter's type is not one of the six built-ins.
        case notBuiltin(name: String, offset: Int)
        /// `url-param-type`: an optional parameter fills a path segment.
        case optionalInPath(name: String, offset: Int)
        /// `url-missing-param`: required parameters the pattern does not bind.
        case missing([String])
    }

    /// The typed pattern, or the issues that keep it from being one.
    public static func bind(_ syntax: PatternSyntax, source: URLPatternSource, screen: Screen) -> (pattern: URLPattern?, issues: [Issue]) {
        var issues: [Issue] = []
        // A pattern binds a handful of names: a list searched beats a table hashed.
        var firstOffset: [(name: String, offset: Int)] = []
        let parameters = syntax.parameters
        let pathCount = parameters.count - syntax.query.count
        for (index, (name, offset)) in parameters.enumerated() {
            if let first = firstOffset.first(where: { $0.name == name }) {
                issues.append(.boundTwice(name: name, offset: offset, firstOffset: first.offset))
                continue
            }
            firstOffset.append((name, offset))
            guard let parameter = screen.param(named: name) else {
                issues.append(.unknown(name: name, offset: offset))
                continue
            }
            if parameter.type.builtin == nil {
                issues.append(.notBuiltin(name: name, offset: offset))
            } else if parameter.type.isOptional && index < pathCount {
                issues.append(.optionalInPath(name: name, offset: offset))
            }
        }
        let missing = screen.params.lazy.filter { parameter in parameter.isRequired && !firstOffset.contains { $0.name == parameter.name.value } }
            .map(\.name.value)
        if !missing.isEmpty { issues.append(.missing(Array(missing))) }
        guard issues.isEmpty else { return (nil, issues) }

        func type(of name: String) -> BuiltinType { screen.param(named: name)!.type.builtin! }
        let segments = syntax.segments.map { segment -> URLPattern.Segment in
            switch segment {
            case .literal(let text, _): .literal(text)
            case .parameter(let name, _): .parameter(name: name, type: type(of: name))
            }
        }
        let query = syntax.query.map { item in
            URLPattern.QueryItem(name: item.name, parameter: item.parameter, type: type(of: item.parameter),
                                 isRequired: screen.param(named: item.parameter)!.isRequired)
        }
        let pattern = URLPattern(screen: screen.name.value, text: source.pattern.value, segments: segments, query: query,
                                 via: source.via?.value, location: source.pattern.location)
        return (pattern, [])
    }
}
