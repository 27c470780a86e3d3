import Foundation
import NavGenCore
import Testing

/// With `.parallel`, the emitter renders the route functions on a second thread while
/// the calling thread renders the head of the deep links and the declarations; then
/// each thread takes the next part. The parts after the declarations wait in spills
/// and are handed on in order, each once it is rendered whole (the calling thread
/// may hand on one while the other still renders a later one). The file is the one `.serial`
/// writes, each spill holds exactly its part, and a spill that cannot give its text
/// back fails the emission.
@Suite("Parallel emission")
struct ParallelEmissionTests {
    /// Records what it keeps, and fails its replay when told to.
    final class RecordingSpill: EmissionSpill, @unchecked Sendable {
        struct ReadBackFailed: Error {}

        var kept: [UInt8] = []
        var replays = 0
        /// Whether a chunk came after the replay: the part was handed on unfinished.
        var keptAfterReplay = false
        let fails: Bool

        init(fails: Bool = false) { self.fails = fails }

        func keep(_ chunk: UnsafeBufferPointer<UInt8>) {
            if replays > 0 { keptAfterReplay = true }
            kept.append(contentsOf: chunk)
        }

        func replay(into output: (UnsafeBufferPointer<UInt8>) -> Void) throws {
            replays += 1
            if fails { throw ReadBackFailed() }
            kept.withUnsafeBufferPointer(output)
        }

        var text: String { String(decoding: kept, as: UTF8.self) }
    }

    static func analysis(_ graph: String) throws -> (Analysis, AnalyzedGraph) {
        let url = ParallelPipelineTests.root.appendingPathComponent("Tests/GeneratedCodeTests/Graphs/\(graph)")
        let analysis = Pipeline.analyze(file: graph, bytes: Array(try Data(contentsOf: url)))
        let context = try #require(analysis.analyzed)
        #expect(analysis.canEmit)
        return (analysis, context)
    }

    /// The file, and the spills made for it in the order they were asked for.
    static func emit(_ analysis: Analysis, _ context: AnalyzedGraph, _ parallelism: Parallelism,
                     failingSpill: Int? = nil) throws -> (text: String, spills: [RecordingSpill]) {
        var bytes: [UInt8] = []
        var spills: [RecordingSpill] = []
        try SwiftEmitter().emit(context, deepLinks: analysis.deepLinks, sourceName: "g.nav.yaml", parallelism: parallelism,
                                makeSpill: {
                                    spills.append(RecordingSpill(fails: spills.count == failingSpill))
                                    return spills[spills.count - 1]
                                }) { bytes.append(contentsOf: $0) }
        return (String(decoding: bytes, as: UTF8.self), spills)
    }

    /// `large.nav.yaml` is over a megabyte of Swift, so the declarations flush several chunks.
    @Test(arguments: ["large.nav.yaml", "recipes.nav.yaml", "shop.nav.yaml", "todo.nav.yaml"])
    func eachSpillHoldsItsPartOnly(_ graph: String) throws {
        let (analysis, context) = try Self.analysis(graph)
        let whole = SwiftEmitter().emit(context, deepLinks: analysis.deepLinks, sourceName: "g.nav.yaml")
        let parallel = try Self.emit(analysis, context, .parallel)
        #expect(parallel.text == whole)
        try #require(parallel.spills.count == 3)
        let (deepLinks, screenURLs, views) = (parallel.spills[0], parallel.spills[1], parallel.spills[2])
        #expect(parallel.spills.allSatisfy { $0.replays == 1 && !$0.keptAfterReplay })
        let declarations = String(decoding: Array(whole.utf8).dropLast(parallel.spills.map(\.kept.count).reduce(0, +)), as: UTF8.self)
        #expect(declarations + deepLinks.text + screenURLs.text + views.text == whole)
        #expect(declarations.contains("// MARK: - Navigation protocols"))
        #expect(views.text.hasPrefix("\n#if canImport(SwiftUI)\n"), "the views start after a blank line")
        #expect(views.text.contains("// MARK: - SwiftUI"))
        #expect(![declarations, deepLinks.text].contains { $0.contains("// MARK: - SwiftUI") })
        try #require(analysis.deepLinks?.routes.isEmpty == false)
        #expect(deepLinks.text.hasPrefix("\nextension "), "the deep links start after a blank line")
        #expect(deepLinks.text.contains("// MARK: - Deep links") && deepLinks.text.contains("enum Routes"))
        #expect(deepLinks.text.contains("static let router = NavGenRuntime.DeepLinkRouter<DeepLink>"))
        #expect(!deepLinks.text.contains("var url: Foundation.URL?"))
        #expect(screenURLs.text.hasPrefix("\nextension "), "`Screen.url` starts after a blank line")
        #expect(screenURLs.text.contains("var url: Foundation.URL?") && !screenURLs.text.contains("enum Routes"))
        #expect(!declarations.contains("// MARK: - Deep links"))
    }

    @Test func serialEmissionMakesNoSpill() throws {
        let (analysis, context) = try Self.analysis("recipes.nav.yaml")
        let serial = try Self.emit(analysis, context, .serial)
        #expect(serial.text == SwiftEmitter().emit(context, deepLinks: analysis.deepLinks, sourceName: "g.nav.yaml"))
        #expect(serial.spills.isEmpty)
    }

    @Test(arguments: [0, 1, 2])
    func aSpillThatCannotReplayFailsTheEmission(_ failing: Int) throws {
        let (analysis, context) = try Self.analysis("recipes.nav.yaml")
        #expect(throws: RecordingSpill.ReadBackFailed.self) {
            _ = try Self.emit(analysis, context, .parallel, failingSpill: failing)
        }
    }
}
