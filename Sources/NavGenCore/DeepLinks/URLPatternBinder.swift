import NavGenRuntime

/// Checks a pattern's `{name}`s against its screen's parameters and builds the
/// typed `URLPattern` (spec sections 6 and 8.2, and 1.1 F).
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
        /// `url-param-type`: a host or `{name...}` parameter that is not a `String` (1.1 F.1, F.4).
        case notString(name: String, offset: Int, isHost: Bool)
        /// `url-param-type`: a list parameter fills a host or path segment (1.1 F.8).
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
    /// parts; each name is looked up on the screen once. The screen comes as its
    /// name and parameters: passed whole, it was copied, a retain of each of its
    /// strings and arrays.
    public static func bind(_ syntax: PatternSyntax, source: URLPatternSource, screenName: String,
                            params: [Parameter]) -> (pattern: URLPattern?, issues: [Issue]) {
        var check = Check(params: params)
        var scope = DeepLinkPattern.Scope.any
        if let scheme = syntax.scheme {
            switch syntax.host {
            case .literal(let host, _)?: scope = .scheme(scheme, host: .literal(host))
            case .parameter(let name, let offset)?:
                if check.type(of: name, offset: offset, place: .host) != nil { scope = .scheme(scheme, host: .parameter(name: name)) }
            case nil: scope = .scheme(scheme, host: nil)
            }
        }
        let segments = check.segments(syntax.segments)
        let (query, literalQuery) = check.query(syntax.query)
        var fragment: URLPattern.Fragment?
        if let written = syntax.fragment {
            let (fragmentQuery, fragmentLiterals) = check.query(written.query)
            fragment = URLPattern.Fragment(segments: check.segments(written.segments), query: fragmentQuery, literalQuery: fragmentLiterals)
        }
        let fixedValues = check.fixedValues(source.args)
        check.reportMissing()
        guard check.issues.isEmpty else { return (nil, check.issues) }
        var pattern = URLPattern(screen: screenName, text: source.pattern.value, segments: segments, query: query,
                                 via: source.via?.value, location: source.pattern.location)
        pattern.scope = scope
        pattern.literalQuery = literalQuery
        pattern.fragment = fragment
        pattern.fixedValues = fixedValues
        for param in params where param.urlSchemes != nil || param.type.choices != nil || param.type.listElement != nil {
            let name = param.name.value
            if let schemes = param.urlSchemes { pattern.urlSchemes[name] = schemes.map(\.value) }
            guard check.bound.contains(where: { $0.name == name }) else { continue }
            if let choices = param.type.choices { pattern.choices[name] = choices }
            if param.type.listElement != nil { pattern.lists.insert(name) }
        }
        return (pattern, [])
    }

    /// Where a parameter is bound, which decides the types it may have.
    private enum Place {
        case host, segment, rest, query
    }

    /// The issues of one pattern's parameters, found in the order they are written
    /// (host, path, query, fragment); `missing` last.
    private struct Check {
        /// The screen's parameters, read in place by position.
        let params: [Parameter]
        var issues: [Issue] = []
        /// The names bound so far with the offset of their `{`: a pattern binds a
        /// handful, so searching them beats a table hashed.
        var bound: [(name: String, offset: Int)] = []
        /// How many of the screen's required parameters the pattern binds: when it
        /// binds them all, none is missing and the list is not built.
        var boundRequired = 0
        /// The parameters the pattern's `args` bind.
        var fixedNames: Set<String> = []

        init(params: [Parameter]) {
            self.params = params
        }

        mutating func segments(_ written: [PatternSyntax.Segment]) -> [URLPattern.Segment] {
            var segments: [URLPattern.Segment] = []
            segments.reserveCapacity(written.count)
            for segment in written {
                switch segment {
                case .literal(let text, _):
                    segments.append(.literal(text))
                case .parameter(let name, let offset):
                    if let bound = type(of: name, offset: offset, place: .segment) { segments.append(.parameter(name: name, type: bound.type)) }
                case .partial(let name, let prefix, let suffix, _, let offset):
                    if let bound = type(of: name, offset: offset, place: .segment) {
                        segments.append(.partial(name: name, type: bound.type, prefix: prefix, suffix: suffix))
                    }
                case .wildcard:
                    segments.append(.wildcard)
                case .rest(let name?, let offset):
                    if type(of: name, offset: offset, place: .rest) != nil { segments.append(.rest(name: name)) }
                case .rest(nil, _):
                    segments.append(.rest(name: nil))
                }
            }
            return segments
        }

        mutating func query(_ written: [PatternSyntax.QueryItem]) -> ([URLPattern.QueryItem], [URLPattern.LiteralQueryItem]) {
            var query: [URLPattern.QueryItem] = []
            var literals: [URLPattern.LiteralQueryItem] = []
            for item in written {
                switch item.value {
                case .parameter(let name):
                    if let bound = type(of: name, offset: item.valueOffset, place: .query) {
                        query.append(URLPattern.QueryItem(name: item.name, parameter: name, type: bound.type, isRequired: bound.isRequired))
                    }
                case .literal(let value):
                    literals.append(URLPattern.LiteralQueryItem(name: item.name, value: value))
                }
            }
            return (query, literals)
        }

        /// The built-in type of the parameter `name`, bound at `place`, and whether
        /// the parameter is required; `nil` after recording its issue, and for a
        /// parameter bound a second time or of another type.
        mutating func type(of name: String, offset: Int, place: Place) -> (type: BuiltinType, isRequired: Bool)? {
            if let first = bound.first(where: { $0.name == name }) {
                issues.append(.boundTwice(name: name, offset: offset, firstOffset: first.offset))
                return nil
            }
            bound.append((name, offset))
            guard let index = params.indices.first(where: { params[$0].name.value == name }) else {
                issues.append(.unknown(name: name, offset: offset))
                return nil
            }
            let isRequired = params[index].isRequired
            if isRequired { boundRequired += 1 }
            let type = params[index].type
            // A host or catch-all binds any text: neither an enum's texts nor a list.
            if (place == .host || place == .rest) && (type.choices != nil || type.listElement != nil) {
                issues.append(.notString(name: name, offset: offset, isHost: place == .host))
                return nil
            }
            if type.choices != nil { return (.string, isRequired) }   // matched as one of its texts
            if let element = type.listElement, !type.isOptional {
                guard place == .query else {   // a host or path segment holds one value
                    issues.append(.listInPath(name: name, offset: offset))
                    return nil
                }
                return (element, false)   // absent is empty
            }
            guard let builtin = type.builtin else {
                issues.append(.notBuiltin(name: name, offset: offset))
                return nil
            }
            if (place == .host || place == .rest) && builtin != .string {
                issues.append(.notString(name: name, offset: offset, isHost: place == .host))
                return nil
            }
            if type.isOptional && place != .query {   // a host or path segment always has a value
                issues.append(.optionalInPath(name: name, offset: offset))
                return nil
            }
            return (builtin, isRequired)
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
                if let first = bound.first(where: { $0.name == name }) {
                    issues.append(.boundByPatternAndArgs(name: arg.name, offset: first.offset))
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
                    && !bound.contains { $0.name == params[position].name.value }
            }
            if !missing.isEmpty { issues.append(.missing(missing.map { params[$0].name.value })) }
        }
    }
}
