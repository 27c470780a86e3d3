// The libFuzzer entry point over navgen's whole pipeline. Built by Scripts/fuzz.sh
// together with every NavGenCore source file into one module (no `import NavGenCore`),
// so the fuzzer's coverage instrumentation sees the library's branches.
//
// Each input is a graph file's bytes. The target runs what `navgen lint`, `compile`,
// `graph`, `scaffold` and `resolve` run, in memory, and traps (which libFuzzer
// reports as a crash) when an invariant a user relies on breaks:
// - every diagnostic and note points at a line and column inside the file;
// - every message is one line (no control character) of at most 1,001 characters;
// - a file that gives no graph gives an error saying why.

/// libFuzzer's callback: one input, always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func navgenFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzPipeline.run(bytes)
    return 0
}

/// The stages, in the order the CLI runs them.
enum FuzzPipeline {
    static let file = "fuzz.nav.yaml"

    static func run(_ bytes: [UInt8]) {
        let analysis = Pipeline.analyze(file: file, bytes: bytes)
        let diagnostics = analysis.diagnostics.sorted
        let lines = SourceLines(bytes)
        for diagnostic in diagnostics {
            if !lines.outside(diagnostic).isEmpty {
                fatalError("diagnostic outside the file (\(lines.count) lines): \(diagnostic)")
            }
            for message in [diagnostic.message] + diagnostic.notes.map(\.message) {
                if message.unicodeScalars.count > 1_001 || message.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\u{2028}" }) {
                    fatalError("unbounded or multi-line message: \(message.prefix(200).debugDescription)")
                }
            }
        }
        let report = DiagnosticReport(diagnostics)
        _ = report.text()
        _ = report.json().serialized(pretty: true)
        _ = report.sarif(toolVersion: NavGenVersion.current).serialized(pretty: true)
        if analysis.analyzed == nil, !report.hasErrors {
            fatalError("no graph came out of the file, but no error says why")
        }
        guard analysis.canEmit, let context = analysis.analyzed else { return }

        for access in [AccessLevel.internal, .public] {
            let swift = SwiftEmitter(options: .init(access: access)).emit(context, deepLinks: analysis.deepLinks, sourceName: file)
            if swift.isEmpty { fatalError("empty Swift file") }
        }
        _ = ScaffoldEmitter().files(for: context)
        let drawing = GraphDrawingBuilder().drawing(of: context)
        _ = DOTRenderer().render(drawing, sourceName: file)
        _ = MermaidRenderer().render(drawing, sourceName: file)
        if let table = analysis.deepLinks {
            let resolver = URLResolver(table: table, index: context.index)
            for route in table.routes.prefix(32) {
                _ = resolver.resolve(route.pattern.text)
                _ = resolver.resolve(sampleURL(route.pattern))
            }
            _ = resolver.resolve("/")
            _ = resolver.resolve("%zz://?&=#")
        }
    }

    /// A URL the pattern should match: its literals, `1` for each parameter, wildcard
    /// and catch-all.
    static func sampleURL(_ pattern: URLPattern) -> String {
        let path = pattern.segments.map { segment -> String in
            switch segment {
            case .literal(let text): text
            case .parameter, .wildcard, .rest: "1"
            case .partial(_, _, let prefix, let suffix): prefix + "1" + suffix
            }
        }
        let query = pattern.query.map { "\($0.name)=1" }
        return "/" + path.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }
}
