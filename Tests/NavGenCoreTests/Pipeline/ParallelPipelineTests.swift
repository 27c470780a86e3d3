import Foundation
import NavGenCore
import Testing

/// The parallel pipeline (libyaml on a second thread, screens and flows decoded
/// while parsing, deep links beside the rules, the generated file's deep links
/// rendered beside its declarations and views) must give exactly what one thread
/// gives: the same diagnostics in the same order and the same generated file, for
/// valid graphs, broken ones, and breaks in every batch of events.
@Suite("Parallel pipeline")
struct ParallelPipelineTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every graph in the repository: the examples, the test graphs and the
    /// malformed-input corpus.
    static let repositoryGraphs: [String] = ["graphs", "Tests/GeneratedCodeTests/Graphs", "Tests/NavGenCoreTests/Hardening/Corpus"]
        .flatMap { folder -> [String] in
            let directory = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.filter { $0.hasSuffix(".nav.yaml") }.sorted().map { "\(folder)/\($0)" }
        }

    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(path)))
    }

    /// `large.nav.yaml` (about 10,000 events, so ten batches of the event pipe)
    /// broken at places spread over the whole file.
    static let largeVariants: [(name: String, text: String)] = {
        guard let large = try? String(contentsOf: root.appendingPathComponent("Tests/GeneratedCodeTests/Graphs/large.nav.yaml"), encoding: .utf8) else {
            return []
        }
        let scalars = Array(large.unicodeScalars)
        var variants: [(String, String)] = []
        for percent in [3, 26, 51, 77, 98] {
            let cut = scalars.count * percent / 100
            variants.append(("truncated at \(percent)%", String(String.UnicodeScalarView(scalars[..<cut]))))
            var broken = scalars
            broken.insert(contentsOf: "\n  \"unclosed: [\n".unicodeScalars, at: cut)
            variants.append(("a syntax error at \(percent)%", String(String.UnicodeScalarView(broken))))
        }
        variants.append(("a second document at the end", large + "\n---\nnavgen: 1\n"))
        variants.append(("an unknown tag at the end", large + "\nextra: !custom 1\n"))
        variants.append(("a second 'screens' key", large + "\nscreens: { Late: {} }\n"))
        variants.append(("an anchored 'screens' mapping", large.replacingOccurrences(of: "\nscreens:", with: "\nscreens: &every") + "\ncopy: *every\n"))
        return variants
    }()

    /// Small graphs around what the streamed decoding must leave as it was.
    static let streamingCases: [String] = [
        // Flows before screens; a screen shown through an alias; a merge key.
        """
        navgen: 1
        name: App
        root: Main
        flows:
          Main: { stack: { root: Home } }
        screens:
          Home: &home { links: { next: { push: Detail } } }
          Detail: {}
          Copy: *home
          <<: { Merged: {} }
        """,
        // A screen named twice; a key that is a list; a quoted 'screens' key.
        """
        navgen: 1
        name: App
        root: Home
        "screens":
          Home: {}
          Home: { links: { x: dismiss } }
          ? [a, b]
          : {}
        """,
        // 'screens' as a list, 'flows' as null.
        """
        navgen: 1
        name: App
        root: Home
        screens: [Home]
        flows:
        """,
        // No name: the screens are still checked.
        """
        navgen: 1
        root: Home
        screens:
          home: { params: { id: Nope<Int> } }
        """,
    ]

    static func analyze(_ bytes: [UInt8], _ parallelism: Parallelism) -> (diagnostics: [Diagnostic], swift: String?) {
        let analysis = Pipeline.analyze(file: "g.nav.yaml", bytes: bytes, parallelism: parallelism)
        guard analysis.canEmit, let context = analysis.analyzed else { return (analysis.diagnostics.diagnostics, nil) }
        var bytes: [UInt8] = []
        try? SwiftEmitter().emit(context, deepLinks: analysis.deepLinks, sourceName: "g.nav.yaml", parallelism: parallelism,
                                 makeSpill: MemorySpill.init) { bytes.append(contentsOf: $0) }
        return (analysis.diagnostics.diagnostics, String(decoding: bytes, as: UTF8.self))
    }

    static func expectSameResults(_ bytes: [UInt8], _ name: String) {
        let serial = analyze(bytes, .serial)
        let parallel = analyze(bytes, .parallel)
        #expect(parallel.diagnostics == serial.diagnostics, "\(name): diagnostics differ")
        #expect(parallel.swift == serial.swift, "\(name): generated code differs")
    }

    @Test func repositoryGraphsGiveTheSameResults() throws {
        #expect(Self.repositoryGraphs.count >= 30)
        for path in Self.repositoryGraphs {
            Self.expectSameResults(try Self.bytes(path), path)
        }
    }

    @Test func brokenLargeGraphsGiveTheSameResults() {
        #expect(Self.largeVariants.count == 14)
        for variant in Self.largeVariants {
            let serial = Self.analyze(Array(variant.text.utf8), .serial)
            #expect(!serial.diagnostics.isEmpty, "\(variant.name): the break went unnoticed")
            Self.expectSameResults(Array(variant.text.utf8), variant.name)
        }
    }

    @Test func theValidLargeGraphGivesTheSameCode() throws {
        let parallel = Self.analyze(try Self.bytes("Tests/GeneratedCodeTests/Graphs/large.nav.yaml"), .parallel)
        #expect(parallel.diagnostics.isEmpty)
        #expect(parallel.swift != nil)
        Self.expectSameResults(try Self.bytes("Tests/GeneratedCodeTests/Graphs/large.nav.yaml"), "large.nav.yaml")
    }

    /// A graph with enough URL patterns (`count` screens, two tabs, each screen
    /// reachable two ways) that the parallel pipeline routes half of them on a
    /// second thread; every seventh screen needs a parameter no URL gives, so some
    /// routes leave parameters unbound, and both tabs show every screen, so the
    /// patterns without `via: Right` tie in which tab they pass (settled by listed
    /// order without a warning, 1.1 E).
    static func manyPatterns(_ count: Int) -> String {
        var text = """
            navgen: 1
            name: Many
            root: Main
            urls: { schemes: [many] }
            flows:
              Main: { tabs: [{ flow: Left }, { flow: Right }] }
              Left: { stack: { root: S0, args: { id: 0 } } }
              Right: { stack: { root: S0, args: { id: 0 } } }
            screens:

            """
        for index in 0..<count {
            let params = index % 7 == 3 ? "{ id: Int, note: String }" : "{ id: Int }"
            let next = index + 1 < count ? "{ to\(index + 1): { push: S\(index + 1) } }" : "{}"
            let url = index % 2 == 0 ? "\"/s\(index)/{id}\"" : "{ pattern: \"/s\(index)/{id}\", via: Right }"
            text += "  S\(index): { params: \(params), url: \(url), links: \(next) }\n"
        }
        return text
    }

    @Test func routesSplitOverTwoThreadsGiveTheSameResults() {
        let text = Self.manyPatterns(600)
        let serial = Self.analyze(Array(text.utf8), .serial)
        #expect(serial.diagnostics.contains { $0.rule.rawValue == "deeplink-unbound-param" })
        #expect(!serial.diagnostics.contains { $0.rule.rawValue == "deeplink-ambiguous" })
        Self.expectSameResults(Array(text.utf8), "600 patterns")
        let valid = Self.manyPatterns(600).replacingOccurrences(of: "{ id: Int, note: String }", with: "{ id: Int, note: { type: String, default: x } }")
        let parallel = Self.analyze(Array(valid.utf8), .parallel)
        #expect(parallel.swift != nil)
        Self.expectSameResults(Array(valid.utf8), "600 patterns, valid")
    }

    /// Decoding the streamed screens and flows gives what decoding the whole tree
    /// gives, diagnostics and their order included.
    @Test(arguments: streamingCases + largeVariants.map(\.text))
    func streamedDecodingMatchesTheTree(_ text: String) {
        var treeDiagnostics = DiagnosticCollector()
        let tree = YAMLReader(file: "g.nav.yaml").read(Array(text.utf8), into: &treeDiagnostics)
        let fromTree = GraphDecoder(file: "g.nav.yaml").decode(tree, diagnostics: &treeDiagnostics)

        var streamedDiagnostics = DiagnosticCollector()
        var streamed = StreamedEntries()
        let rest = YAMLReader(file: "g.nav.yaml").read(Array(text.utf8), streaming: &streamed, into: &streamedDiagnostics)
        let fromStream = GraphDecoder(file: "g.nav.yaml").decode(rest, streamed: streamed, diagnostics: &streamedDiagnostics)

        #expect(streamedDiagnostics.diagnostics == treeDiagnostics.diagnostics)
        #expect(fromStream?.screens.map(\.name.value) == fromTree?.screens.map(\.name.value))
        #expect(fromStream?.screens.map(\.links.count) == fromTree?.screens.map(\.links.count))
        #expect(fromStream?.flows.map(\.name.value) == fromTree?.flows.map(\.name.value))
    }

    /// `alongside` runs on the model of a graph the rules found no error in, with
    /// either parallelism, and not on a graph with errors; the emitter's preparation
    /// made there gives the file `emit` makes without one.
    @Test(arguments: [Parallelism.serial, .parallel])
    func alongsidePreparesTheEmissionOfValidGraphsOnly(_ parallelism: Parallelism) throws {
        let emitter = SwiftEmitter()
        let valid = try Self.bytes("Tests/GeneratedCodeTests/Graphs/shop.nav.yaml")
        let pipeline = Pipeline(parallelism: parallelism)
        let (analysis, prepared) = pipeline.analyze(file: "shop.nav.yaml", bytes: valid, alongside: { emitter.prepare($0) })
        let context = try #require(analysis.analyzed)
        let preparation = try #require(prepared)
        var withPreparation: [UInt8] = []
        try emitter.emit(context, deepLinks: analysis.deepLinks, sourceName: "shop.nav.yaml", prepared: preparation, parallelism: parallelism,
                         makeSpill: MemorySpill.init) { withPreparation.append(contentsOf: $0) }
        #expect(String(decoding: withPreparation, as: UTF8.self) == emitter.emit(context, deepLinks: analysis.deepLinks, sourceName: "shop.nav.yaml"))

        let broken = Array("navgen: 1\nname: App\nroot: Missing\nscreens:\n  Home: {}\n".utf8)
        let (brokenAnalysis, skipped) = pipeline.analyze(file: "g.nav.yaml", bytes: broken, alongside: { _ in true })
        #expect(brokenAnalysis.diagnostics.hasErrors)
        #expect(skipped == nil)
    }

    @Test func theStreamingCasesReportWhatTheyShould() {
        let rules = Self.streamingCases.map { text in Set(Self.analyze(Array(text.utf8), .parallel).diagnostics.map(\.rule)) }
        #expect(rules[0].contains(.unknownKey))       // the merge key
        #expect(rules[1].contains(.duplicateKey))
        #expect(rules[1].contains(.invalidValue))     // the list as a key
        #expect(rules[2].contains(.invalidValue))     // screens as a list
        #expect(rules[3].contains(.missingKey))
        #expect(rules[3].contains(.invalidName))      // checked though the graph has no name
    }
}
