import NavGenCore
import Testing

/// The URLs of the deep-link round trip (every pattern of the example and generated
/// graphs, with sample values): each one the graph routes on a host opens the app
/// by that host's `apple-app-site-association` file, evaluated as Apple describes.
@Suite("apple-app-site-association keeps no routed URL out of the app")
struct AppSiteAssociationRoundTripTests {
    @Test(arguments: RoundTripTests.graphs.map(\.name))
    func everyRoutedURLOpensTheApp(graph: String) throws {
        let yaml = try #require(RoundTripTests.graphs.first { $0.name == graph }?.yaml)
        let analysis = Pipeline.analyze(file: "\(graph).nav.yaml", bytes: Array(yaml.utf8))
        let table = try #require(analysis.deepLinks)
        let resolver = URLResolver(table: table, index: try #require(analysis.analyzed).index)
        let host = table.hosts.first
        let evaluator = AppLinkEvaluator(components: AppSiteAssociation(table: table).components(for: host), ignoringCase: table.ignoresCase)
        var checked = 0
        for route in table.routes {
            for round in 0..<2 {
                for (url, _) in RoundTripTests.urls(for: route.pattern, round: round, table: table) where url.hasPrefix("/") {
                    guard case .success = resolver.resolve("https://\(host ?? "example.invalid")\(url)") else { continue }
                    let (path, query) = Self.split(url)
                    #expect(evaluator.opens(path: path, query: query), "\(graph): \(url) routes, but the file keeps it out of the app")
                    checked += 1
                }
            }
        }
        #expect(checked >= table.routes.count)
    }

    /// `/a/b?x=1&y` as its path and query items, still percent-encoded.
    static func split(_ url: String) -> (path: String, query: [(String, String)]) {
        let parts = url.split(separator: "?", maxSplits: 1)
        let items = parts.count < 2 ? [] : parts[1].split(separator: "&")
        let query = items.map { item -> (String, String) in
            let pair = item.split(separator: "=", maxSplits: 1)
            return (String(pair[0]), pair.count > 1 ? String(pair[1]) : "")
        }
        return (String(parts[0]), query)
    }
}
