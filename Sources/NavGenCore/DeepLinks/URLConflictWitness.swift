import NavGenRuntime

/// Finds a URL that two patterns both match, for the note of a `url-conflict`, and
/// confirms it with the runtime matcher (the one `navgen resolve` and generated code
/// use), so the note never names a URL that one of them would refuse.
///
/// The URL is built position by position from texts both segments accept (a shared
/// literal, a sample both types accept, an enum parameter's text, a partial
/// segment's literal parts around such a sample), with the query items either pattern requires. Where a custom
/// scheme's host may decide (it matches ignoring case), the same path is also tried
/// under a custom scheme with the host in other cases.
struct URLConflictWitness {
    let schemes: [String]
    let hosts: [String]
    let ignoresCase: Bool

    /// Values tried for a parameter, besides the texts of the literals it meets.
    fileprivate static let samples = ["42", "2.5", "true", "text", "3F2504E0-4F89-11D3-9A0C-0305E82C3301", "https://example.com"]

    /// Whether the patterns' literal query items require different values for one name
    /// (1.1 F: such patterns never overlap).
    func literalQueriesExclude(_ pattern: URLPattern, _ other: URLPattern) -> Bool {
        func excludes(_ items: [URLPattern.LiteralQueryItem], _ others: [URLPattern.LiteralQueryItem]) -> Bool {
            items.contains { item in others.contains { $0.name == item.name && !same(item.value, $0.value) } }
        }
        return excludes(pattern.literalQuery, other.literalQuery)
            || excludes(pattern.fragment?.literalQuery ?? [], other.fragment?.literalQuery ?? [])
    }

    /// A URL both patterns match, confirmed by the runtime matcher; `nil` when none is found.
    func example(_ pattern: URLPattern, _ runtime: DeepLinkPattern, _ other: URLPattern, _ otherRuntime: DeepLinkPattern) -> String? {
        let pair = Pair(choices: pattern.choices, otherChoices: other.choices, ignoresCase: ignoresCase)
        guard let path = pair.texts(pattern.segments, other.segments, foldsFirst: true),
              let query = pair.query(pattern.query, pattern.literalQuery, other.query, other.literalQuery)
        else { return nil }
        var fragment = ""
        if let written = pattern.fragment, let otherWritten = other.fragment {
            guard let segments = pair.texts(written.segments, otherWritten.segments, foldsFirst: false),
                  let items = pair.query(written.query, written.literalQuery, otherWritten.query, otherWritten.literalQuery)
            else { return nil }
            fragment = "#/" + segments.map(Self.encoded).joined(separator: "/") + (items.isEmpty ? "" : "?" + items)
        }
        let tail = (query.isEmpty ? "" : "?" + query) + fragment
        var matcher = DeepLinkMatcher(schemes: schemes, hosts: hosts, ignoresCase: ignoresCase)
        matcher.add(runtime)
        matcher.add(otherRuntime)
        for candidate in candidates(pattern.scope, other.scope, path: path, tail: tail) {
            guard case .success(let url) = DeepLinkURL.parse(candidate), matcher.refusal(of: url) == nil else { continue }
            if matcher.matches(url).count == 2 { return candidate }
        }
        return nil
    }

    /// The URL strings to try for `path` under the two patterns' scopes.
    private func candidates(_ scope: DeepLinkPattern.Scope, _ otherScope: DeepLinkPattern.Scope, path: [String], tail: String) -> [String] {
        let encoded = path.map(Self.encoded)
        switch (scope, otherScope) {
        case (.scheme(let scheme, let host), .scheme(let otherScheme, let otherHost)) where scheme == otherScheme:
            guard scheme == "http" || scheme == "https" else { return hostCases(encoded).map { "\(scheme)://" + $0.joined(separator: "/") + tail } }
            let written: String
            switch (host, otherHost) {
            case (.literal(let name)?, _), (_, .literal(let name)?): written = name
            default: written = "example.com"
            }
            return ["\(scheme)://\(written)/" + encoded.joined(separator: "/") + tail]
        case (.any, .any):
            let scheme = schemes.first ?? "app"
            return ["/" + encoded.joined(separator: "/") + tail] + hostCases(encoded).map { "\(scheme)://" + $0.joined(separator: "/") + tail }
        default:
            return []
        }
    }

    /// The path with its first segment (a custom scheme's host) as written, then in
    /// other cases, which only a host folds.
    private func hostCases(_ path: [String]) -> [[String]] {
        guard let first = path.first else { return [path] }
        let variants = [first, first.uppercased(), first.lowercased(), first.prefix(1).lowercased() + first.dropFirst().uppercased()]
        var seen: Set<String> = []
        return variants.filter { seen.insert($0).inserted }.map { [$0] + path.dropFirst() }
    }

    /// The segment and query texts two patterns both accept: each pattern's enum
    /// parameters (`choices`) accept their texts only, and offer them as samples.
    private struct Pair {
        let choices: [String: [String]]
        let otherChoices: [String: [String]]
        let ignoresCase: Bool

        /// The samples tried for parameters (a name, and whether it is the second
        /// pattern's): their enum texts as listed (also lower-cased where case is
        /// ignored, as the runtime folds them), then the fixed samples.
        func samples(_ parameters: [(name: String?, other: Bool)]) -> [String] {
            let texts = parameters.flatMap { parameter in parameter.name.flatMap { (parameter.other ? otherChoices : choices)[$0] } ?? [] }
            return texts + (ignoresCase ? texts.map { $0.lowercased() } : []) + URLConflictWitness.samples
        }

        /// What a parameter named `name` of `type` accepts in one of the two patterns.
        func parameter(_ name: String, _ type: BuiltinType, other: Bool) -> URLParameter {
            if let texts = (other ? otherChoices : choices)[name] { return .oneOf(texts) }
            return URLParameter(type.runtimeKind)
        }

        func accepts(_ parameter: URLParameter, _ text: String) -> Bool {
            guard case .choice(let texts) = parameter.kind else { return parameter.accepts(text) }
            return texts.contains { same($0, text) }
        }

        /// Segment texts (decoded) that both segment lists accept, or `nil`. With
        /// `foldsFirst`, first literals that differ only in case count as one: a custom
        /// scheme's host would match both.
        func texts(_ segments: [URLPattern.Segment], _ others: [URLPattern.Segment], foldsFirst: Bool) -> [String]? {
            guard let first = segments.first, let otherFirst = others.first else {
                return segments.isEmpty && others.isEmpty ? [] : nil
            }
            switch (first, otherFirst) {
            case (.rest, .rest):
                return ["x"]
            case (.rest, _):
                return others.map { text(.wildcard, $0) }.allSatisfy { $0 != nil } ? others.compactMap { text(.wildcard, $0) } : nil
            case (_, .rest):
                return segments.map { text($0, .wildcard) }.allSatisfy { $0 != nil } ? segments.compactMap { text($0, .wildcard) } : nil
            default:
                if foldsFirst, case .literal(let text) = first, case .literal(let otherText) = otherFirst, text.lowercased() == otherText.lowercased() {
                    return texts(Array(segments.dropFirst()), Array(others.dropFirst()), foldsFirst: false).map { [text] + $0 }
                }
                guard let text = text(first, otherFirst), let rest = texts(Array(segments.dropFirst()), Array(others.dropFirst()), foldsFirst: false) else { return nil }
                return [text] + rest
            }
        }

        /// A decoded segment text both segments accept (`segment` of the first pattern,
        /// `other` of the second), or `nil`.
        func text(_ segment: URLPattern.Segment, _ other: URLPattern.Segment) -> String? {
            let literals = [segment, other].compactMap { if case .literal(let text) = $0 { text } else { nil } }
            let samples = samples([(segment.parameterName, false), (other.parameterName, true)])
            let pool = literals.isEmpty ? samples + samples.flatMap { sample in wrapped(sample, segment, other) } : literals
            return pool.first { accepts(segment, $0, other: false) && accepts(other, $0, other: true) }
        }

        /// `sample` inside the literal parts of whichever of the segments are partial.
        func wrapped(_ sample: String, _ segment: URLPattern.Segment, _ other: URLPattern.Segment) -> [String] {
            var prefix = "", suffix = ""
            for case .partial(_, _, let written, let writtenSuffix) in [segment, other] {
                if written.count > prefix.count { prefix = written }
                if writtenSuffix.count > suffix.count { suffix = writtenSuffix }
            }
            return [prefix + sample + suffix]
        }

        /// Whether `segment`, of the second pattern when `other`, accepts `text`.
        func accepts(_ segment: URLPattern.Segment, _ text: String, other: Bool) -> Bool {
            switch segment {
            case .literal(let literal): same(literal, text)
            case .parameter(let name, let type): accepts(parameter(name, type, other: other), text)
            case .partial(let name, let type, let prefix, let suffix):
                // A first guess only: the runtime matcher checks the URL made of it.
                text.count > prefix.count + suffix.count && same(String(text.prefix(prefix.count)), prefix)
                    && same(String(text.suffix(suffix.count)), suffix)
                    && accepts(parameter(name, type, other: other), String(text.dropFirst(prefix.count).dropLast(suffix.count)))
            case .wildcard, .rest: !text.isEmpty
            }
        }

        /// The encoded query both patterns' items accept, or `nil` when none exists: each
        /// literal item, and a value of each required parameter item.
        func query(_ items: [URLPattern.QueryItem], _ literals: [URLPattern.LiteralQueryItem],
                   _ otherItems: [URLPattern.QueryItem], _ otherLiterals: [URLPattern.LiteralQueryItem]) -> String? {
            var written: [(name: String, value: String)] = []
            for literal in literals + otherLiterals where !written.contains(where: { $0.name == literal.name }) {
                written.append((literal.name, literal.value))
            }
            let sides = items.map { ($0, false) } + otherItems.map { ($0, true) }
            for item in items + otherItems where !written.contains(where: { $0.name == item.name }) {
                let types = sides.filter { $0.0.name == item.name }
                guard types.contains(where: \.0.isRequired) else { continue }
                let parameters = types.map { parameter($0.0.parameter, $0.0.type, other: $0.1) }
                let samples = samples(types.map { ($0.0.parameter, $0.1) })
                guard let value = samples.first(where: { sample in parameters.allSatisfy { accepts($0, sample) } }) else { return nil }
                written.append((item.name, value))
            }
            return written.map { URLCharacters.encodedComponent($0.name) + "=" + URLCharacters.encodedComponent($0.value) }.joined(separator: "&")
        }

        func same(_ text: String, _ other: String) -> Bool {
            ignoresCase ? text.lowercased() == other.lowercased() : text == other
        }
    }

    private func same(_ text: String, _ other: String) -> Bool {
        ignoresCase ? text.lowercased() == other.lowercased() : text == other
    }

    fileprivate static func encoded(_ text: String) -> String {
        URLCharacters.percentEncoded(text, allowing: URLCharacters.isSegmentByte)
    }

    /// The pattern with its parameter names left out: two patterns of one shape match
    /// exactly the same URLs.
    static func shape(of pattern: URLPattern) -> String {
        func segments(_ segments: [URLPattern.Segment]) -> [String] {
            segments.map { segment in
                switch segment {
                case .literal(let text): "l:" + text
                case .parameter(_, let type): "p:\(type)"
                case .partial(_, let type, let prefix, let suffix): "q:\(prefix){\(type)}\(suffix)"
                case .wildcard: "*"
                case .rest: "**"
                }
            }
        }
        var parts: [String] = []
        switch pattern.scope {
        case .any: parts.append("any")
        case .scheme(let scheme, .literal(let host)?): parts.append("\(scheme)://\(host)")
        case .scheme(let scheme, .parameter?): parts.append("\(scheme)://{}")
        case .scheme(let scheme, nil): parts.append("\(scheme)://")
        }
        parts += segments(pattern.segments)
        parts += pattern.query.map { "?\($0.name)=\($0.type)\($0.isRequired)" }.sorted()
        parts += pattern.literalQuery.map { "?\($0.name)=\($0.value)" }.sorted()
        if let fragment = pattern.fragment {
            parts.append("#")
            parts += segments(fragment.segments)
            parts += fragment.query.map { "?\($0.name)=\($0.type)\($0.isRequired)" }.sorted()
            parts += fragment.literalQuery.map { "?\($0.name)=\($0.value)" }.sorted()
        }
        return parts.joined(separator: "\u{1F}")
    }
}
