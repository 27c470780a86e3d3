import Foundation
import NavGenCore
import Testing

/// `navgen graph` of each example graph in both formats, compared byte for byte
/// with `Expected/GRAPH.dot` and `Expected/GRAPH.mmd`. Re-record with
/// `NAVGEN_RECORD=1 swift test --filter GraphDrawingGoldenTests`.
@Suite("Graph drawings of the example graphs")
struct GraphDrawingGoldenTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let graphs = ["recipes", "shop", "todo", "vault"]

    @Test("DOT output matches the expected file", arguments: graphs)
    func dotMatches(graph: String) throws {
        let (drawing, source) = try Self.drawing(of: graph)
        try Golden.compare(DOTRenderer().render(drawing, sourceName: source), with: "\(graph).dot")
    }

    @Test("Mermaid output matches the expected file", arguments: graphs)
    func mermaidMatches(graph: String) throws {
        let (drawing, source) = try Self.drawing(of: graph)
        try Golden.compare(MermaidRenderer().render(drawing, sourceName: source), with: "\(graph).mmd")
    }

    @Test("drawing the same graph twice, from different paths, gives the same text", arguments: graphs)
    func drawingIsDeterministic(graph: String) throws {
        let url = Self.root.appendingPathComponent("graphs/\(graph).nav.yaml")
        let bytes = [UInt8](try Data(contentsOf: url))
        let first = try #require(Pipeline.analyze(file: "graphs/\(graph).nav.yaml", bytes: bytes).analyzed)
        let second = try #require(Pipeline.analyze(file: url.path, bytes: bytes).analyzed)
        #expect(GraphDrawingBuilder().drawing(of: first) == GraphDrawingBuilder().drawing(of: second))
    }

    @Test("Docs/Graph.md and the README show the real Mermaid output of the recipes graph", arguments: ["Docs/Graph.md", "README.md"])
    func docsShowRealOutput(document: String) throws {
        let (drawing, source) = try Self.drawing(of: "recipes")
        let docs = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
        let block = "```mermaid\n" + MermaidRenderer().render(drawing, sourceName: source) + "```\n"
        #expect(docs.contains(block), "re-paste the output of 'navgen graph graphs/recipes.nav.yaml --format mermaid' into \(document)")
    }

    static func drawing(of graph: String) throws -> (GraphDrawing, String) {
        let source = "\(graph).nav.yaml"
        let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent("graphs/\(source)")))
        let analysis = Pipeline.analyze(file: source, bytes: bytes)
        #expect(analysis.diagnostics.diagnostics.isEmpty, "\(analysis.diagnostics.diagnostics)")
        let context = try #require(analysis.analyzed)
        return (GraphDrawingBuilder().drawing(of: context), source)
    }
}

/// Compares text with a committed file under `Expected/` (or records it when
/// `NAVGEN_RECORD=1`), reporting the first differing line with two lines of context.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected")

    static func compare(_ actual: String, with name: String) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["NAVGEN_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if let diff = firstDifference(expected: expected, actual: actual) {
            Issue.record(Comment(rawValue: "Expected/\(name) \(diff)\n(re-record with NAVGEN_RECORD=1)"))
        }
    }

    /// `differs at line N:` and the lines around it, `-` expected and `+` actual;
    /// `nil` when the texts are equal.
    static func firstDifference(expected: String, actual: String) -> String? {
        guard actual != expected else { return nil }
        let actualLines = actual.components(separatedBy: "\n")
        let expectedLines = expected.components(separatedBy: "\n")
        let index = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        var diff = "differs at line \(index + 1):\n"
        for line in max(0, index - 2)..<min(max(actualLines.count, expectedLines.count), index + 3) {
            if line < expectedLines.count { diff += "- \(expectedLines[line])\n" }
            if line < actualLines.count { diff += "+ \(actualLines[line])\n" }
        }
        return diff
    }
}
