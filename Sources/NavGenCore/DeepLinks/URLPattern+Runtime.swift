import NavGenRuntime

extension URLPattern {
    /// The type of each parameter the pattern binds, as generated code and the
    /// runtime matcher take them: a query item that is not required may be left out.
    /// A host parameter and a `{name...}` are `String`s the runtime knows without this.
    public var runtimeParameters: [String: URLParameter] {
        var parameters: [String: URLParameter] = [:]
        for segment in segments + (fragment?.segments ?? []) {
            switch segment {
            case .parameter(let name, let type), .partial(let name, let type, _, _): parameters[name] = runtimeParameter(name, type)
            case .literal, .wildcard, .rest: break
            }
        }
        for item in query + (fragment?.query ?? []) {
            let parameter = runtimeParameter(item.parameter, item.type)
            parameters[item.parameter] = item.isRequired ? parameter : parameter.optional
        }
        return parameters
    }

    private func runtimeParameter(_ name: String, _ type: BuiltinType) -> URLParameter {
        let parameter: URLParameter
        if let texts = choices[name] {
            parameter = .oneOf(texts)
        } else if type == .url, let schemes = urlSchemes[name] {
            parameter = .url(schemes: schemes)
        } else {
            parameter = URLParameter(type.runtimeKind)
        }
        return lists.contains(name) ? parameter.list : parameter
    }

    /// The names of the parameters the pattern binds, as written: host, path, query,
    /// fragment path, fragment query.
    public var parameterNames: [String] {
        var names: [String] = []
        if case .scheme(_, .parameter(let name)?) = scope { names.append(name) }
        names += segments.compactMap(\.parameterName)
        names += query.map(\.parameter)
        if let fragment {
            names += fragment.segments.compactMap(\.parameterName)
            names += fragment.query.map(\.parameter)
        }
        return names
    }

    /// The parameters a host, path or fragment segment captures: a URL always carries
    /// their value, so `Screen.url` never writes one that is still at its default.
    public var captureNames: Set<String> {
        var names = Set((segments + (fragment?.segments ?? [])).compactMap(\.parameterName))
        if case .scheme(_, .parameter(let name)?) = scope { names.insert(name) }
        return names
    }

    /// Whether values can fill the pattern into a URL: not when it has `*` or `**`,
    /// which stand for segments no parameter gives.
    public var canBuildURLs: Bool {
        !(segments + (fragment?.segments ?? [])).contains { $0 == .wildcard || $0 == .rest(name: nil) }
    }

    /// The type of the parameter `name` where the pattern binds it: a host or a
    /// `{name...}` binds a `String`.
    public func type(of name: String) -> BuiltinType? {
        if case .scheme(_, .parameter(name)?) = scope { return .string }
        for segment in segments + (fragment?.segments ?? []) {
            switch segment {
            case .parameter(name, let type), .partial(name, let type, _, _): return type
            case .rest(name?): return .string
            default: continue
            }
        }
        return (query + (fragment?.query ?? [])).first { $0.parameter == name }?.type
    }

    /// The pattern as the runtime matcher reads it from its text.
    public var runtimePattern: DeepLinkPattern {
        DeepLinkPattern(text, runtimeParameters)
    }
}

extension BuiltinType {
    /// The runtime's name for this type.
    var runtimeKind: URLParameter.Kind {
        switch self {
        case .string: .string
        case .int: .int
        case .double: .double
        case .bool: .bool
        case .uuid: .uuid
        case .url: .url
        }
    }
}
