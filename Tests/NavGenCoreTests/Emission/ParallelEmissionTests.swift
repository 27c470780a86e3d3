import Foundation
import NavGenCore
import Testing

/// With `.parallel`, the emitter renders the deep links and views on a second thread
/// into an `EmissionSpill`, and hands them on after the declarations: the file is the
/// one `.serial` writes, the spill holds exactly the later part, and a spill that
/// cannot give its text back fails the emission.
@Suite("Parallel emission")
struct ParallelEmissionTests {
    /// Records what it keeps, and fails its replay when told to.
    final class RecordingSpill: EmissionSpill, @unchecked Sendable {
        struct ReadBackFailed: Error {}

        var kept: [UInt8] = []
        var replays = 0
        let fails: Bool

        init(fails: Bool = false) { self.fails = fails }

        func keep(_ chunk: UnsafeBufferPointer<UInt8>) { kept.append(contentsOf: chunk) }

        func replay(into output: (UnsafeBufferPointer<UInt8>) -> Void) throws {
            replays += 1
            if fails { throw ReadBackFailed() }
            kept.withUnsafeBufferPointer(output)
        }
    }

    static func analysis(_ graph: String) throws -> (Analysis, ValidationContext) {
        let url = ParallelPipelineTests.root.appendingPathComponent("Tests/GeneratedCodeTests/Graphs/\(graph)")
        let analysis = Pipeline.analyze(file: graph, bytes: Array(try Data(contentsOf: url)))
        let context = try #require(analysis.context)
        #expect(analysis.canEmit)
        return (analysis, context)
    }

    static func emit(_ analysis: Analysis, _ context: ValidationContext, _ parallelism: Parallelism, spill: some EmissionSpill) throws -> String {
        var bytes: [UInt8] = []
        try SwiftEmitter().emit(context, deepLinks: { analysis.deepLinks }, sourceName: "g.nav.yaml", parallelism: parallelism,
                                spill: spill) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `large.nav.yaml` is over a megabyte of Swift, so both parts flush several chunks.
    @Test(arguments: ["large.nav.yaml", "recipes.nav.yaml", "shop.nav.yaml", "todo.nav.yaml"])
    func theSpillHoldsTheDeepLinksAndViewsOnly(_ graph: String) throws {
        let (analysis, context) = try Self.analysis(graph)
        let whole = SwiftEmitter().emit(context, deepLinks: analysis.deepLinks, sourceName: "g.nav.yaml")
        let spill = RecordingSpill()
        let parallel = try Self.emit(analysis, context, .parallel, spill: spill)
        #expect(parallel == whole)
        #expect(spill.replays == 1)
        let later = String(decoding: spill.kept, as: UTF8.self)
        let earlier = String(decoding: Array(whole.utf8).dropLast(spill.kept.count), as: UTF8.self)
        #expect(earlier + later == whole)
        #expect(later.hasPrefix("\nextension "), "the later part starts after a blank line")
        #expect(later.contains("// MARK: - SwiftUI"))
        #expect(!earlier.contains("// MARK: - SwiftUI"))
        if analysis.deepLinks?.routes.isEmpty == false {
            #expect(later.contains("// MARK: - Deep links"))
            #expect(!earlier.contains("// MARK: - Deep links"))
        }
    }

    @Test func serialEmissionLeavesTheSpillUnused() throws {
        let (analysis, context) = try Self.analysis("recipes.nav.yaml")
        let spill = RecordingSpill()
        let serial = try Self.emit(analysis, context, .serial, spill: spill)
        #expect(serial == SwiftEmitter().emit(context, deepLinks: analysis.deepLinks, sourceName: "g.nav.yaml"))
        #expect(spill.kept.isEmpty && spill.replays == 0)
    }

    @Test func aSpillThatCannotReplayFailsTheEmission() throws {
        let (analysis, context) = try Self.analysis("recipes.nav.yaml")
        #expect(throws: RecordingSpill.ReadBackFailed.self) {
            _ = try Self.emit(analysis, context, .parallel, spill: RecordingSpill(fails: true))
        }
    }
}
