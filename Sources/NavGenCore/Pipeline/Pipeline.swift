/// The stages of navgen, in the order data flows through them, each written once
/// (`analyze(file:bytes:timer:alongside:)` lists them). No stage reaches back into an
/// earlier one; the types they hand on are in `StageBoundaries.swift`.
///
/// 1. **Read**: the graph file's bytes, which the caller reads (`read` of
///    `analyze(_:timers:read:)`).
/// 2. **Parse**: `YAMLReader` streams libyaml's events into a `YAMLNode` tree,
///    enforcing the limits, duplicate keys, tags and aliases. Each entry of
///    `screens:` and `flows:` is decoded (stage 3) as soon as it is parsed, by
///    `StreamedEntries`, and is never kept in the tree. → `ParsedFile`
/// 3. **Decode**: `GraphDecoder` reads the file's top level. → `DecodedFile`.
///    **Parts**: the files of its `include:` go through stages 1 to 3 in
///    `IncludedParts` (through `parts`), and their screens and flows are appended.
///    → `NavigationGraph`
/// 4. **Index**: `AnalyzedGraph` indexes names and finds every placement, beside
///    **patterns**: every URL pattern parsed and bound. → `AnalyzedGraph`
/// 5. **Validate**: `Validator` runs the graph rules, beside
/// 6. **Deep links**: `DeepLinkAnalysis` finds conflicts between the patterns with a
///    segment trie and synthesises a route per pattern; `DeepLinkValidator` reports
///    what it found; an error-free graph gets its `DeepLinkTable`. → `Analysis`
/// 7. **Emit**: the Swift file (`CompiledGraph.emit`, see `Emission/`).
///
/// Parallelism is inside the stages. With `.parallel`, libyaml parses on a second
/// thread while the tree is built, the deep-link analysis splits its independent
/// parts in two, and stages 4 and 5–6 each run their two tasks at once (`StageTask`),
/// timed as "index + patterns" and "validate + deep links". With `.serial`
/// (`--serial`), every task runs on the calling thread and is timed on its own. The
/// diagnostics are the same, in the same order.
///
/// `GraphCompiler` runs them all for `navgen compile` and `navgen lint`.
public struct Pipeline: Sendable {
    /// The limits of every file parsed, parts included.
    public var limits: YAMLLimits
    public var parallelism: Parallelism
    /// Reads the files the graphs include.
    public var parts: PartReader
    /// Whether a file with neither `name` nor `root` is checked as a part
    /// (`navgen lint`): it is read and decoded, with the parts it includes, and the
    /// graph rules, which need the including graph, do not run. Without it, such a
    /// file is a graph without a name and a root.
    public var acceptsPart: Bool

    public init(limits: YAMLLimits = .standard, parallelism: Parallelism = .parallel, parts: PartReader = .none, acceptsPart: Bool = false) {
        self.limits = limits
        self.parallelism = parallelism
        self.parts = parts
        self.acceptsPart = acceptsPart
    }

    /// Stages 1 to 6 for every file, in order: `read` gives a file's bytes, or `nil`
    /// once it has reported why it cannot (that file's entry is then `nil`);
    /// `timers`, when given, one per file, record each file's stages, reading
    /// included. `alongside` is as in `analyze(file:bytes:timer:alongside:)`.
    public func analyze<Extra: Sendable>(_ files: [String], timers: [StageTimer]? = nil, read: (String) -> [UInt8]?,
                                         alongside: @escaping @Sendable (AnalyzedGraph) -> Extra) -> [(analysis: Analysis, extra: Extra?)?] {
        files.indices.map { index in
            let timer = timers?[index] ?? StageTimer()
            guard let bytes = timer.measure("read", { read(files[index]) }) else { return nil }
            return analyze(file: files[index], bytes: consume bytes, timer: timer, alongside: alongside)
        }
    }

    /// `analyze(_:timers:read:alongside:)` without work alongside: what `lint` needs.
    public func analyze(_ files: [String], timers: [StageTimer]? = nil, read: (String) -> [UInt8]?) -> [Analysis?] {
        analyze(files, timers: timers, read: read, alongside: { _ in () }).map { $0?.analysis }
    }

    /// Stages 2 to 6 on a file's bytes, with `alongside` run on the analysed graph
    /// once the graph rules found no error: in parallel, on the rules' thread while
    /// the deep links are still analysed (the rules end first, and that thread would
    /// wait). `extra` is what `alongside` returned, `nil` when it did not run;
    /// `compile` makes its emission plan there. `timer` records each stage. The
    /// bytes are freed once parsed, when the caller hands them over with `consume`.
    public func analyze<Extra: Sendable>(file: String, bytes: consuming [UInt8], timer: StageTimer = StageTimer(),
                                         alongside: @escaping @Sendable (AnalyzedGraph) -> Extra) -> (analysis: Analysis, extra: Extra?) {
        var diagnostics = DiagnosticCollector()
        let parsed = timer.measure("parse") { parse(file, bytes, into: &diagnostics) }
        _ = consume bytes
        guard let parsed else { return (Analysis(file: file, analyzed: nil, diagnostics: diagnostics), nil) }

        let decoded = timer.measure("decode") { decode(parsed, as: acceptsPart ? .graphOrPart : .graph, into: &diagnostics) }
        _ = consume parsed
        guard var decoded else { return (Analysis(file: file, analyzed: nil, diagnostics: diagnostics), nil) }

        var partFiles: [String] = []
        if !decoded.includes.isEmpty {
            partFiles = timer.measure("parts") { includeParts(into: &decoded, diagnostics: &diagnostics) }
        }
        guard let graph = decoded.graph else {
            return (Analysis(file: file, analyzed: nil, diagnostics: diagnostics, parts: partFiles, isPart: decoded.isPart), nil)
        }

        // Indexing and binding the patterns cost about the same. The routes, which
        // allocate the most, stay on the calling thread, whose allocator arena holds
        // the memory the tree freed.
        let (analyzed, entries) = timer.measure(
            StageTask("index") { AnalyzedGraph(graph: graph) },
            StageTask("patterns", onSecondThread: true) { DeepLinkAnalysis.entries(of: graph.screens[...]) },
            parallelism: parallelism)

        let hadErrors = diagnostics.hasErrors
        let ((ruleDiagnostics, extra), (deepLinks, deepLinkDiagnostics)) = timer.measure(
            StageTask("validate", onSecondThread: true) { Self.validate(analyzed, hadErrors: hadErrors, alongside: alongside) },
            StageTask("deep links") { Self.deepLinks(analyzed, entries: entries, parallelism: parallelism) },
            parallelism: parallelism)
        diagnostics.emit(contentsOf: ruleDiagnostics)
        diagnostics.emit(contentsOf: deepLinkDiagnostics)
        return (Analysis(file: file, analyzed: analyzed, diagnostics: diagnostics, deepLinkAnalysis: deepLinks, parts: partFiles), extra)
    }

    /// `analyze(file:bytes:timer:alongside:)` without work alongside.
    public func analyze(file: String, bytes: consuming [UInt8], timer: StageTimer = StageTimer()) -> Analysis {
        analyze(file: file, bytes: consume bytes, timer: timer, alongside: { _ in () }).analysis
    }

    /// Stages 2 to 6 on a file's bytes with a pipeline of these settings: the
    /// shorthand of `Pipeline(limits:parallelism:parts:acceptsPart:).analyze(file:bytes:timer:)`.
    public static func analyze(file: String, bytes: consuming [UInt8], limits: YAMLLimits = .standard, timer: StageTimer = StageTimer(),
                               parallelism: Parallelism = .parallel, parts: PartReader = .none, acceptsPart: Bool = false) -> Analysis {
        Pipeline(limits: limits, parallelism: parallelism, parts: parts, acceptsPart: acceptsPart).analyze(file: file, bytes: consume bytes, timer: timer)
    }

    /// Stage 2: the file's YAML; `nil` when it is not well-formed or breaks a limit,
    /// which is reported.
    func parse(_ file: String, _ bytes: [UInt8], into diagnostics: inout DiagnosticCollector) -> ParsedFile? {
        var streamed = StreamedEntries()
        let tree = YAMLReader(file: file, limits: limits, parallelism: parallelism).read(bytes, streaming: &streamed, into: &diagnostics)
        guard !diagnostics.diagnostics.contains(where: { $0.rule == .yamlSyntax || $0.rule == .yamlLimit }) else { return nil }
        return ParsedFile(file: file, tree: tree, streamed: streamed)
    }

    /// Stage 3: the file's top level, read as `expected`; `nil` when it is not a
    /// mapping of the expected kind, which is reported.
    func decode(_ parsed: ParsedFile, as expected: GraphDecoder.Expectation, into diagnostics: inout DiagnosticCollector) -> DecodedFile? {
        GraphDecoder(file: parsed.file).decodeFile(parsed.tree, streamed: parsed.streamed, as: expected, diagnostics: &diagnostics)
    }

    /// Stage 3, parts: appends the screens and flows of every part `decoded` includes,
    /// directly or not; the paths of those parts, in reading order.
    private func includeParts(into decoded: inout DecodedFile, diagnostics: inout DiagnosticCollector) -> [String] {
        var included = IncludedParts(pipeline: self)
        return included.merge(into: &decoded, diagnostics: &diagnostics)
    }

    /// Stage 5: the graph rules' diagnostics, and what `alongside` made of the graph
    /// when no stage so far (`hadErrors`) nor rule found an error.
    private static func validate<Extra>(_ analyzed: AnalyzedGraph, hadErrors: Bool,
                                        alongside: (AnalyzedGraph) -> Extra) -> (DiagnosticCollector, Extra?) {
        var diagnostics = DiagnosticCollector()
        Validator().validate(analyzed, into: &diagnostics)
        return (diagnostics, hadErrors || diagnostics.hasErrors ? nil : alongside(analyzed))
    }

    /// Stage 6: the deep-link analysis and the diagnostics of its rules.
    private static func deepLinks(_ analyzed: AnalyzedGraph, entries: [DeepLinkAnalysis.Entry],
                                  parallelism: Parallelism) -> (DeepLinkAnalysis, DiagnosticCollector) {
        var diagnostics = DiagnosticCollector()
        let deepLinks = DeepLinkAnalysis(analyzed, entries: entries, parallelism: parallelism)
        DeepLinkValidator().validate(deepLinks, into: &diagnostics)
        return (deepLinks, diagnostics)
    }
}
