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
        /// `url-param-type`: a list parameter fills a path segment (1.1 F.8).
        case listInPath(name: String, offset: Int)
        /// `url-unknown-param`: the pattern's `args` name no parameter of the screen.
        case unknownArgument(name: Located<String>)
        /// `url-unknown-param`: a parameter bound both by the pattern and by its `args`.
        case boundByPatternAndArgs(name: Located<String>, offset: Int)
        /// `invalid-value`: an `args` value that is no literal of its parameter's type.
        case invalidArgument(name: String, value: Located<RawScalar>, type: ParameterType)
        /// `url-missing-param`: required parameters the pattern does not bind.
        case missing([String])
    }

    /// The typed pattern, or the issues that keep it from being one.
    ///
    /// One pass over the pattern's parameters checks them and builds the typed
    /// segments and query items; each name is looked up on the screen once. The
    /// screen comes as its name and parameters: passed whole, it was copied, a
    /// retain of each of its strings and arrays.
    public static func bind(_ syntax: PatternSyntax, source: URLPatternSource, screenName: String,
                            params: [Parameter]) -> (pattern: URLPattern?, issues: [Issue]) {
        var check = Check(syntax: syntax, params: params)
        var segments: [URLPattern.Segment] = []
        segments.reserveCapacity(syntax.segments.count)
        for (position, segment) in syntax.segments.enumerated() {
            switch segment {
            case .literal(let text, _):
                segments.append(.literal(text))
            case .parameter(let name, let offset):
                if let bound = check.type(of: name, offset: offset, segments: position, queryItems: 0) {
                    segments.append(.parameter(name: name, type: bound.type))
                }
            }
        }
        var query: [URLPattern.QueryItem] = []
        query.reserveCapacity(syntax.query.count)
        for (position, item) in syntax.query.enumerated() {
            if let bound = check.type(of: item.parameter, offset: item.parameterOffset, segments: syntax.segments.count, queryItems: position) {
                query.append(URLPattern.QueryItem(name: item.name, parameter: item.parameter, type: bound.type, isRequired: bound.isRequired))
            }
        }
        let fixedValues = check.fixedValues(source.args)
        check.reportMissing()
        guard check.issues.isEmpty else { return (nil, check.issues) }
        var pattern = URLPattern(screen: screenName, text: source.pattern.value, segments: segments, query: query,
                                 via: source.via?.value, location: source.pattern.location)
        pattern.fixedValues = fixedValues
        for param in params where param.urlSchemes != nil || param.type.choices != nil || param.type.listElement != nil {
            let name = param.name.value
            if let schemes = param.urlSchemes { pattern.urlSchemes[name] = schemes.map(\.value) }
            guard check.firstOffset(of: name, segments: syntax.segments.count, queryItems: syntax.query.count) != nil else { continue }
            if let choices = param.type.choices { pattern.choices[name] = choices }
            if param.type.listElement != nil { pattern.lists.insert(name) }
        }
        return (pattern, [])
    }

    /// The issues of one pattern's parameters, found in the order they are written
    /// (path first); `missing` last.
    private struct Check {
        let syntax: PatternSyntax
        /// The screen's parameters, read in place by position.
        let params: [Parameter]
        var issues: [Issue] = []
        /// How many of the screen's required parameters the pattern binds: when it
        /// binds them all, none is missing and the list is not built.
        var boundRequired = 0
        /// The parameters the pattern's `args` bind.
        var fixedNames: Set<String> = []

        init(syntax: PatternSyntax, params: [Parameter]) {
            self.syntax = syntax
            self.params = params
        }

        /// The built-in type of the parameter `name`, bound after `segments` path
        /// segments and `queryItems` query items, and whether the parameter is
        /// required; `nil` after recording its issue, and for a parameter bound a
        /// second time or of another type.
        mutating func type(of name: String, offset: Int, segments: Int, queryItems: Int) -> (type: BuiltinType, isRequired: Bool)? {
            // A pattern binds a handful of names: searching those before beats a table hashed.
            if let first = firstOffset(of: name, segments: segments, queryItems: queryItems) {
                issues.append(.boundTwice(name: name, offset: offset, firstOffset: first))
                return nil
            }
            guard let index = params.indices.first(where: { params[$0].name.value == name }) else {
                issues.append(.unknown(name: name, offset: offset))
                return nil
            }
            let isRequired = params[index].isRequired
            if isRequired { boundRequired += 1 }
            let type = params[index].type
            let isPathSegment = segments < syntax.segments.count
            if type.choices != nil { return (.string, isRequired) }   // matched as one of its texts
            if let element = type.listElement, !type.isOptional {
                guard !isPathSegment else {
                    issues.append(.listInPath(name: name, offset: offset))
                    return nil
                }
                return (element, false)   // absent is empty
            }
            guard let builtin = type.builtin else {
                issues.append(.notBuiltin(name: name, offset: offset))
                return nil
            }
            if type.isOptional && isPathSegment {
                issues.append(.optionalInPath(name: name, offset: offset))
                return nil
            }
            return (builtin, isRequired)
        }

        /// The offset of the first `{name}` among the first `segments` path segments
        /// and `queryItems` query items.
        func firstOffset(of name: String, segments: Int, queryItems: Int) -> Int? {
            for segment in syntax.segments[..<segments] {
                if case .parameter(name, let offset) = segment { return offset }
            }
            return syntax.query[..<queryItems].first { $0.parameter == name }?.parameterOffset
        }

        /// The literals the pattern's `args` bind (1.1 F.6), by parameter name; records
        /// the issues of those that name no parameter, one the pattern binds, or a value
        /// of another type.
        mutating func fixedValues(_ args: [ArgumentBinding]) -> [String: Literal] {
            var values: [String: Literal] = [:]
            for arg in args {
                let name = arg.name.value
                guard let param = params.first(where: { $0.name.value == name }) else {
                    issues.append(.unknownArgument(name: arg.name))
                    continue
                }
                if let offset = firstOffset(of: name, segments: syntax.segments.count, queryItems: syntax.query.count) {
                    issues.append(.boundByPatternAndArgs(name: arg.name, offset: offset))
                    continue
                }
                guard let literal = Literal(arg.value.value, as: param.type) else {
                    issues.append(.invalidArgument(name: name, value: arg.value, type: param.type))
                    continue
                }
                if param.isRequired, values[name] == nil { boundRequired += 1 }
                values[name] = literal
            }
            fixedNames = Set(values.keys)
            return values
        }

        /// Records `missing` when a required parameter of the screen is not bound.
        mutating func reportMissing() {
            guard boundRequired < params.indices.count(where: { params[$0].isRequired }) else { return }
            // Two parameters of one name (reported elsewhere) can leave the count short with none missing.
            let missing = params.indices.filter { position in
                params[position].isRequired && !fixedNames.contains(params[position].name.value)
                    && firstOffset(of: params[position].name.value, segments: syntax.segments.count, queryItems: syntax.query.count) == nil
            }
            if !missing.isEmpty { issues.append(.missing(missing.map { params[$0].name.value })) }
        }
    }
}
