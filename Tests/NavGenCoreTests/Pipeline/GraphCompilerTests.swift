import NavGenCore
import Testing

/// `navgen compile` and `navgen lint` as the core's API, on files held in memory.
@Suite("GraphCompiler")
struct GraphCompilerTests {
    static let app = """
        navgen: 1
        name: App
        root: Main
        screens:
          Home: { url: /home, links: { showDetail: { push: Detail } } }
          Detail: { params: { id: Int }, url: "/detail/{id}" }
        flows:
          Main: { stack: { root: Home } }
        """
    static let warned = "navgen: 1\nname: Warned\nroot: Home\nscreens:\n  Home: {}\n  Orphan: {}\n"
    static let broken = "navgen: 1\nname: Broken\nroot: Missing\nscreens:\n  Home: {}\n"
    static let files = ["app.nav.yaml": app, "warned.nav.yaml": warned, "broken.nav.yaml": broken]

    /// Reads `files` by path; an unknown path is a file that cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        files[path].map { Array($0.utf8) }
    }

    static func swift(of graph: CompiledGraph) throws -> String {
        var bytes: [UInt8] = []
        try graph.emit(makeSpill: MemorySpill.init) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: [Parallelism.serial, .parallel])
    func compilingEmitsEachGraphAsTheEmitterWritesIt(_ parallelism: Parallelism) throws {
        let compiler = GraphCompiler(options: .init(access: .public, parallelism: parallelism))
        let timers = [StageTimer(), StageTimer()]
        let compilation = compiler.compile(["app.nav.yaml", "warned.nav.yaml"], timers: timers, read: Self.read)
        #expect(compilation.succeeded)
        #expect(compilation.graphs.map(\.name) == ["App", "Warned"])
        #expect(compilation.report.diagnostics.map(\.rule) == [.unreachableScreen])

        let analysis = Pipeline.analyze(file: "app.nav.yaml", bytes: Array(Self.app.utf8))
        let analyzed = try #require(analysis.analyzed)
        let expected = SwiftEmitter(options: .init(access: .public)).emit(analyzed, deepLinks: analysis.deepLinks, sourceName: "app.nav.yaml")
        #expect(try Self.swift(of: try #require(compilation.graphs.first)) == expected)
        #expect(timers[0].stages.map(\.name).prefix(3) == ["read", "parse", "decode"])
        #expect(timers[0].stages.last?.name == "emit")
    }

    @Test func anErrorOrAnUnreadableFileLeavesNothingToEmit() {
        let compiler = GraphCompiler()
        let withError = compiler.compile(["app.nav.yaml", "broken.nav.yaml"], read: Self.read)
        #expect(!withError.succeeded && withError.graphs.isEmpty)
        #expect(withError.report.hasErrors)
        let unreadable = compiler.compile(["app.nav.yaml", "missing.nav.yaml"], read: Self.read)
        #expect(!unreadable.succeeded && unreadable.graphs.isEmpty)
        #expect(unreadable.analyses.map { $0 == nil } == [false, true])
        #expect(!unreadable.report.hasErrors)
    }

    @Test func warningsAsErrorsFailsACompilationWithAWarning() {
        let strict = GraphCompiler(options: .init(warningsAsErrors: true)).compile(["warned.nav.yaml"], read: Self.read)
        #expect(!strict.succeeded && strict.graphs.isEmpty)
        #expect(strict.report.hasErrors)
    }

    /// `lint` checks a part given alone as a part, and reports a part's findings once
    /// when it is also given beside the graph that includes it.
    @Test func lintChecksPartsAndReportsEachFindingOnce() {
        let part = "navgen: 1\nscreens:\n  Extra: { colour: red }\n"
        let graph = "navgen: 1\nname: App\nroot: Home\ninclude: [extra.nav.yaml]\nscreens:\n  Home: { links: { open: { sheet: Extra } } }\n"
        let files = ["app/extra.nav.yaml": part, "app/app.nav.yaml": graph]
        let compiler = GraphCompiler()
        let result = compiler.lint(["app/app.nav.yaml", "app/extra.nav.yaml"], read: { files[$0].map { Array($0.utf8) } }, parts: .inMemory(files))
        #expect(!result.succeeded && result.graphs.isEmpty)
        #expect(result.analyses.map { $0?.diagnostics.sorted.filter { $0.rule == .unknownKey }.count } == [1, 1])
        let unknown = result.report.diagnostics.filter { $0.rule == .unknownKey }
        #expect(unknown.count == 1)
        #expect(unknown.first?.location.file == "app/extra.nav.yaml")
        #expect(!result.report.diagnostics.contains { $0.rule == .missingKey })
        #expect(GraphCompiler().lint(["warned.nav.yaml"], read: Self.read).succeeded)
    }
}
