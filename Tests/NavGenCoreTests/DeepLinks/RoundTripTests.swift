import Testing
import Foundation
import NavGenCore
import NavGenRuntime

/// A URL built from any pattern with sample values resolves back to that
/// pattern's screen and values, unless a literal pattern wins by precedence.
@Suite("Deep-link round trip")
struct RoundTripTests {
    typealias S = DeepLinkTestSupport

    /// Sample texts per type, as they are written before percent-encoding.
    static let samples: [BuiltinType: [String]] = [
        .string: ["text", "new", "deals", "café au lait", "a/b?c&d=e#f", "100%"],
        .int: ["0", "-7", "9223372036854775807"],
        .double: ["2.5", "-1e3", "42"],
        .bool: ["true", "false"],
        .uuid: ["3f2504e0-4f89-11d3-9a0c-0305e82c3301", "3F2504E0-4F89-11D3-9A0C-0305E82C3301"],
        .url: ["https://example.com/a?b=c&d", "http://example.com/caf%C3%A9"],
    ]

    static var graphs: [(name: String, yaml: String)] {
        let examples = ["recipes", "shop", "todo"].map { name in
            (name, (try? String(contentsOfFile: S.graphsDirectory + "/\(name).nav.yaml", encoding: .utf8)) ?? "")
        }
        return examples + [("generated-large", GeneratedGraphs.large(screens: 300)), ("generated-precedence", GeneratedGraphs.precedence(sections: 20))]
    }

    /// Builds one URL per sample round for `pattern`, with each way of writing
    /// the URL the graph accepts.
    static func urls(for pattern: URLPattern, round: Int, table: DeepLinkTable) -> [(url: String, values: [String: String])] {
        var values: [String: String] = [:]
        var path: [String] = []
        for (position, segment) in pattern.segments.enumerated() {
            switch segment {
            case .literal(let text):
                path.append(URLCharacters.percentEncoded(text, allowing: URLCharacters.isSegmentByte))
            case .parameter(let name, let type), .partial(let name, let type, _, _):
                let options = pattern.choices[name] ?? samples[type]!
                var text = options[(round + position) % options.count]
                values[name] = text
                if case .partial(_, _, let prefix, let suffix) = segment { text = prefix + text + suffix }
                path.append(URLCharacters.percentEncoded(text, allowing: URLCharacters.isSegmentByte))
            case .wildcard:
                path.append("any")
            case .rest(let name):
                let text = ["a/b", "c%20d/e", "f"][round % 3]
                if let name { values[name] = URLCharacters.percentDecoded(text) }
                path.append(text)
            }
        }
        var query: [String] = []
        for (position, item) in pattern.query.enumerated() where item.isRequired || (round + position) % 2 == 0 {
            let options = pattern.choices[item.parameter] ?? samples[item.type]!
            let text = options[(round + position) % options.count]
            let name = URLCharacters.percentEncoded(item.name, allowing: URLCharacters.isQueryByte)
            // A list's values are checked by URLParameterFormTests; here it is given twice.
            let count = pattern.lists.contains(item.parameter) ? 2 : 1
            if count == 1 { values[item.parameter] = text }
            query += Array(repeating: name + "=" + URLCharacters.percentEncoded(text, allowing: URLCharacters.isQueryByte), count: count)
        }
        let tail = "/" + path.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        switch pattern.scope {
        case .scheme(let scheme, .literal(let host)?): return [("\(scheme)://\(host)\(tail)", values)]
        case .scheme(let scheme, .parameter(let name)?):
            values[name] = "example.org"
            return [("\(scheme)://example.org\(tail)", values)]
        case .scheme(let scheme, nil): return [("\(scheme)://" + tail.dropFirst(), values)]
        case .any: break
        }
        var urls = [(tail, values)]
        if let scheme = table.schemes.first { urls.append(("\(scheme)://" + tail.dropFirst(), values)) }
        if let host = table.hosts.first { urls.append(("https://\(host)\(tail)", values)) }
        return urls
    }

    @Test(arguments: graphs.map(\.name))
    func everyPatternResolvesBackToItsScreenAndValues(graph: String) throws {
        let yaml = try #require(Self.graphs.first { $0.name == graph }).yaml
        let analysis = S.analyze(yaml)
        let table = try #require(analysis.deepLinks, "\(analysis.diagnostics.diagnostics)")
        let resolver = URLResolver(table: table, index: try #require(analysis.analyzed).index)
        var checked = 0
        for route in table.routes {
            for round in 0..<6 {
                for (url, values) in Self.urls(for: route.pattern, round: round, table: table) {
                    let resolution = try resolver.resolve(url).get()
                    checked += 1
                    guard resolution.route.pattern == route.pattern else {
                        #expect(Self.literalWins(resolution.route.pattern, over: route.pattern), "\(url) went to \(resolution.route.pattern.text)")
                        continue
                    }
                    let resolved = Dictionary(uniqueKeysWithValues: resolution.params.map { ($0.name, $0.value) })
                    for (name, text) in values {
                        let type = route.target.first { $0.name == name }!.type.builtin ?? .string   // an enum's text
                        #expect(resolved[name] == URLResolver.literal(text, as: type), "\(url): \(name)")
                    }
                }
            }
        }
        #expect(checked > 0)
    }

    /// Whether precedence (1.1 F.13) puts `winner` before `pattern`, added first.
    static func literalWins(_ winner: URLPattern, over pattern: URLPattern) -> Bool {
        Precedence(winner.runtimePattern).beats(Precedence(pattern.runtimePattern), first: 1, second: 0)
    }
}
