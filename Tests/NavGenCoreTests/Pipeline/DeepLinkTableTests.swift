import Foundation
import NavGenCore
import Testing

/// `Analysis` keeps stage 6's result whole and makes the deep-link table only when
/// asked for it, and only for a graph without errors.
@Suite("The deep-link table of an analysis")
struct DeepLinkTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("an error-free graph has a route per typed pattern", arguments: ["graphs/shop.nav.yaml", "graphs/recipes.nav.yaml"])
    func routePerPattern(graph: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.root.appendingPathComponent(graph)))
        let analysis = Pipeline.analyze(file: graph, bytes: bytes)
        let deepLinks = try #require(analysis.deepLinkAnalysis)
        let table = try #require(analysis.deepLinks)
        #expect(!table.routes.isEmpty)
        #expect(table.routes.count == deepLinks.typed.count)
        #expect(table.routes.map(\.pattern) == deepLinks.typed.map { deepLinks.entries[$0].pattern })
    }

    @Test("a graph with errors keeps its analysis but has no table")
    func noTableWithErrors() throws {
        let yaml = """
            navgen: 1
            name: Broken
            root: Home
            screens:
              Home:
                url: /home
                links:
                  open: { push: Missing }
            flows: {}
            """
        let analysis = Pipeline.analyze(file: "broken.nav.yaml", bytes: Array(yaml.utf8))
        #expect(analysis.diagnostics.hasErrors)
        #expect(analysis.deepLinkAnalysis?.typed.count == 1)
        #expect(analysis.deepLinks == nil)
    }
}
