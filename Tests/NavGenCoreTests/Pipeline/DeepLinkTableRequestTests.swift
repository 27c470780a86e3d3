import Foundation
import NavGenCore
import Testing

/// `lint` asks `Pipeline.analyze` for no deep-link table: it must report exactly
/// what a full analysis reports.
@Suite("Analysis without a deep-link table")
struct DeepLinkTableRequestTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("same diagnostics, no table", arguments: ["graphs/shop.nav.yaml", "graphs/recipes.nav.yaml"])
    func sameDiagnosticsWithoutTable(graph: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.root.appendingPathComponent(graph)))
        let full = Pipeline.analyze(file: graph, bytes: bytes)
        let lintOnly = Pipeline.analyze(file: graph, bytes: bytes, makesDeepLinkTable: false)
        let table = try #require(full.deepLinks)
        #expect(!table.routes.isEmpty)
        #expect(lintOnly.deepLinks == nil)
        #expect(lintOnly.diagnostics.sorted.map(\.description) == full.diagnostics.sorted.map(\.description))
        #expect(lintOnly.context != nil)
    }
}
