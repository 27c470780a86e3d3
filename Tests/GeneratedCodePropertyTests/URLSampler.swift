import Foundation

/// Draws URLs for every pattern of a graph: ones that match, with random typed values
/// (percent-encoded text, unicode, `/` as `%2F`), optional query items present or not,
/// a trailing slash, each configured scheme and host; and ones that must not match:
/// a wrong host or scheme, a value of the wrong type, a missing required query item,
/// an extra segment. Deterministic from the generator it is given.
struct URLSampler {
    /// What the spec says a sample must resolve to, where the sampler can know it.
    enum Expectation: Equatable {
        case match(screen: String)
        case noMatch
        case unknown
    }

    struct Sample {
        var url: String
        var expectation: Expectation
        /// What the sample probes, with the spec section that decides it.
        var probe: String
    }

    var rng: SeededGenerator

    mutating func samples(_ graph: DeepLinkPatterns) -> [Sample] {
        graph.patterns.flatMap { samples(for: $0, in: graph) }
    }

    // MARK: - One pattern

    private mutating func samples(for pattern: DeepLinkPatterns.Pattern, in graph: DeepLinkPatterns) -> [Sample] {
        var out: [Sample] = []
        let matches: Expectation = pattern.isIsolated ? .match(screen: pattern.screen) : .unknown
        let fails: Expectation = pattern.isIsolated ? .noMatch : .unknown
        let bases = bases(graph)
        for base in bases {
            out.append(Sample(url: base + url(pattern, optionals: rng.chance(0.5)), expectation: matches, probe: "typed values (v1 8.2)"))
        }
        let base = rng.pick(bases)
        out.append(Sample(url: base + url(pattern, optionals: false), expectation: matches, probe: "optional items absent (v1 8.2)"))
        out.append(Sample(url: base + url(pattern, optionals: true), expectation: matches, probe: "every query item (v1 8.2)"))
        out.append(Sample(url: base + url(pattern, optionals: true, trailingSlash: true), expectation: matches, probe: "trailing slash (v1 8.1)"))
        out.append(Sample(url: base + url(pattern, optionals: true) + "#frag", expectation: matches, probe: "fragment ignored (v1 8.1)"))
        out.append(Sample(url: base + url(pattern, optionals: true, extraItem: true), expectation: matches, probe: "unknown query item (v1 8.2)"))
        out.append(Sample(url: base + url(pattern, optionals: true, dotSegment: true), expectation: matches, probe: "dot segment removed (v1.1 F.10)"))
        if !graph.hosts.isEmpty {
            out.append(Sample(url: "https://wrong.example.net" + url(pattern, optionals: true), expectation: .noMatch, probe: "host not in urls.hosts (v1 8.1)"))
        }
        if !graph.schemes.isEmpty {
            out.append(Sample(url: "zz-wrong:/" + url(pattern, optionals: true), expectation: .noMatch, probe: "scheme not in urls.schemes (v1 8.1)"))
        }
        for (position, segment) in pattern.path.enumerated() {
            guard case .parameter(let name) = segment, let wrong = Self.wrongValue(pattern.parameters[name]!, rng: &rng) else { continue }
            out.append(Sample(url: base + url(pattern, optionals: true, override: (position, wrong.text)), expectation: wrong.spec == "v1" || wrong.spec == "v1.1 F.7" ? fails : .unknown,
                              probe: "'\(wrong.text)' for \(pattern.parameters[name]!.type) segment {\(name)} (\(wrong.spec) 8.2)"))
        }
        for item in pattern.query {
            let param = pattern.parameters[item.parameter]!
            if param.isRequired {
                out.append(Sample(url: base + url(pattern, optionals: true, omit: item.item), expectation: fails, probe: "required item '\(item.item)' missing (v1 8.2)"))
            }
            if let wrong = Self.wrongValue(param, rng: &rng) {
                let spec = wrong.spec == "v1" ? "v1 8.2" : wrong.spec == "v1.1" ? "v1.1 F.11" : wrong.spec
                out.append(Sample(url: base + url(pattern, optionals: true, queryOverride: (item.item, wrong.text)), expectation: fails,
                                  probe: "'\(wrong.text)' for \(param.type) item '\(item.item)' (\(spec))"))
            }
        }
        out.append(Sample(url: base + url(pattern, optionals: true, extraSegment: true), expectation: fails, probe: "extra segment (v1 8.2)"))
        return out
    }

    /// The starts of URLs the graph accepts: each scheme (its host is the first
    /// segment), each host over https and http, else any; and a bare path.
    private mutating func bases(_ graph: DeepLinkPatterns) -> [String] {
        var bases = graph.schemes.map { "\($0):/" }
        bases += graph.hosts.flatMap { ["https://\($0)", "http://\($0)"] }
        if graph.schemes.isEmpty { bases.append("anyscheme:/") }
        if graph.hosts.isEmpty { bases.append("https://any.example.net") }
        bases.append("")
        return bases
    }

    // MARK: - Building one URL

    /// The path and query of a URL for `pattern`, from `/`, with fresh random values.
    private mutating func url(_ pattern: DeepLinkPatterns.Pattern, optionals: Bool, trailingSlash: Bool = false, extraItem: Bool = false,
                              dotSegment: Bool = false, extraSegment: Bool = false, omit: String? = nil,
                              override: (Int, String)? = nil, queryOverride: (String, String)? = nil) -> String {
        var segments = pattern.path.enumerated().map { position, segment -> String in
            if let override, override.0 == position { return Self.encode(override.1) }
            switch segment {
            case .literal(let text): return text
            case .parameter(let name): return Self.encode(value(pattern.parameters[name]!))
            }
        }
        if dotSegment { segments.insert(rng.chance(0.5) ? "." : "zz/..", at: 1) }
        if extraSegment { segments.append("extra") }
        var items: [String] = []
        for item in pattern.query.shuffled(using: &rng) where item.item != omit {
            let param = pattern.parameters[item.parameter]!
            guard param.isRequired || optionals else { continue }
            if let queryOverride, queryOverride.0 == item.item {
                items.append("\(item.item)=\(Self.encode(queryOverride.1))")
            } else if param.isList {
                // Every occurrence counts, in order; an empty one is skipped (1.1 F.8).
                for _ in 0..<Int.random(in: 0...3, using: &rng) {
                    items.append("\(item.item)=\(rng.chance(0.15) ? "" : Self.encode(value(param)))")
                }
            } else {
                items.append("\(item.item)=\(Self.encode(value(param)))")
            }
        }
        if extraItem { items.insert("zz=1", at: Int.random(in: 0...items.count, using: &rng)) }
        return "/" + segments.joined(separator: "/") + (trailingSlash ? "/" : "") + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    }

    /// A random value of `parameter`: one of an enum's texts, else a text of its type.
    private mutating func value(_ parameter: DeepLinkPatterns.Parameter) -> String {
        parameter.choices.map { rng.pick($0) } ?? value(parameter.type)
    }

    /// A random text that parses as `type` (decoded; `encode` escapes it).
    private mutating func value(_ type: String) -> String {
        switch type {
        case "Int": rng.pick(["0", "7", "-3", "42", "007", "9223372036854775807", "-9223372036854775808"])
        case "Double": rng.pick(["1", "-2.5", "3e4", "0.125", "1E-3", "100", "-0"])
        case "Bool": rng.pick(["true", "false"])
        case "UUID": randomUUID()
        case "URL": rng.pick(["https://example.com/a?b=c&d=e", "https://example.org/x%20y", "http://localhost:8080/", "https://bücher.example/ü"])
        default: rng.pick(["hello", "two words", "café", "日本語", "a/b", "100%", "a+b", "x?y=z&w", "#hash", "ü ñ", "-dash", "A", "tab\there", "emoji 🎉"])
        }
    }

    private mutating func randomUUID() -> String {
        let hex = (0..<32).map { _ in String(Int.random(in: 0..<16, using: &rng), radix: 16) }.joined()
        let text = [8, 4, 4, 4, 12].reduce(into: (parts: [String](), rest: Substring(hex))) { acc, n in
            acc.parts.append(String(acc.rest.prefix(n)))
            acc.rest = acc.rest.dropFirst(n)
        }.parts.joined(separator: "-")
        return rng.chance(0.5) ? text.uppercased() : text
    }

    /// A text that does not parse as `type`, and the spec that says so; `nil` for String.
    private static func wrongValue(_ parameter: DeepLinkPatterns.Parameter, rng: inout SeededGenerator) -> (text: String, spec: String)? {
        if let choices = parameter.choices {
            // Another text, or a listed one in another case: neither is a value (1.1 F.7).
            let upper = choices.map { $0.uppercased() }.first { !choices.contains($0) }
            return (rng.chance(0.5) ? "zz-none" : upper ?? "zz-none", "v1.1 F.7")
        }
        return wrongValue(parameter.type, rng: &rng).map { parameter.isList ? ($0.text, "v1.1 F.8") : $0 }
    }

    private static func wrongValue(_ type: String, rng: inout SeededGenerator) -> (text: String, spec: String)? {
        switch type {
        case "Int": (rng.pick(["abc", "1.5", "99999999999999999999", "+5", "0x10"]), "v1")
        case "Double": (rng.pick(["abc", "inf", "nan", "1,5"]), "v1")
        case "Bool": (rng.pick(["yes", "TRUE", "1"]), "v1")
        case "UUID": (rng.pick(["1234", "3F2504E0-4F89-11D3-9A0C-0305E82C330Z", "3F2504E04F8911D39A0C0305E82C3301"]), "v1")
        case "URL": rng.chance(0.5) ? ("relative/path", "v1") : (rng.pick(["javascript:alert(1)", "data:text/plain,hi"]), "v1.1")
        default: nil
        }
    }

    /// Percent-encodes every byte but RFC 3986's unreserved characters (so `/`, `?`,
    /// `&`, `=`, `#`, `+`, `%` and spaces are all escaped).
    static func encode(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
