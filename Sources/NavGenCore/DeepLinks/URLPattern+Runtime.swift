import NavGenRuntime

extension URLPattern {
    /// The type of each parameter the pattern binds, as generated code and the
    /// runtime matcher take them: a query item that is not required may be left out.
    public var runtimeParameters: [String: URLParameter] {
        var parameters: [String: URLParameter] = [:]
        for segment in segments {
            if case .parameter(let name, let type) = segment { parameters[name] = runtimeParameter(name, type) }
        }
        for item in query {
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

    /// The names of the parameters the pattern binds, path first, as written.
    public var parameterNames: [String] {
        var names: [String] = []
        for segment in segments {
            if case .parameter(let name, _) = segment { names.append(name) }
        }
        return names + query.map(\.parameter)
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
