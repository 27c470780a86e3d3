/// The stages of navgen, in the order data flows through them. No stage reaches
/// back into an earlier one.
///
/// 1. **Read**: the graph file's bytes, which the caller reads (`read` of
///    `Pipeline.analyze(_:timers:parallelism:read:alongside:)`).
/// 2. **Parse**: `YAMLReader` streams libyaml's events into a `YAMLNode` tree,
///    enforcing the limits, duplicate keys, tags and aliases. Each entry of
///    `screens:` and `flows:` is decoded (stage 3) as soon as it is parsed, by
///    `StreamedEntries`, and is never kept in the tree.
/// 3. **Decode**: `GraphDecoder` builds the typed `NavigationGraph`; the parts of
///    its `include:` are read, parsed and decoded by `IncludedParts` (through a
///    `PartReader`), and their screens and flows appended ("parts").
/// 4. **Analyse**: `ValidationContext` indexes names and finds every placement.
/// 5. **Validate**: `Validator` runs the graph rules.
/// 6. **Deep links**: `DeepLinkAnalysis` parses and binds every URL pattern, finds
///    conflicts with a segment trie and synthesises a route per pattern, once per
///    graph; `DeepLinkValidator` reports what it found; an error-free graph gets
///    its `DeepLinkTable`.
/// 7. **Emit**: the Swift file (see `Emission/`).
///
/// `GraphCompiler` runs them all for `navgen compile`.
public enum Pipeline {
    /// Stages 1 to 6 for every file, in order: `read` gives a file's bytes, or `nil`
    /// once it has reported why it cannot (that file's entry is then `nil`); `parts`
    /// reads the files they include; `timers`, when given, one per file, record each
    /// file's stages, reading included. `acceptsParts` and `alongside` are as in
    /// `analyze(file:bytes:limits:timer:parallelism:parts:acceptsPart:alongside:)`.
    public static func analyze<Extra: Sendable>(_ files: [String], timers: [StageTimer]? = nil, parallelism: Parallelism = .parallel,
                                                read: (String) -> [UInt8]?, parts: PartReader = .none, features: [String: FeatureSource] = [:], acceptsParts: Bool = false,
                                                alongside: @escaping @Sendable (ValidationContext) -> Extra) -> [(analysis: Analysis, extra: Extra?)?] {
        files.indices.map { index in
            let timer = timers?[index] ?? StageTimer()
            guard let bytes = timer.measure("read", { read(files[index]) }) else { return nil }
            return analyze(file: files[index], bytes: consume bytes, timer: timer, parallelism: parallelism, parts: parts, features: features, acceptsPart: acceptsParts,
                           alongside: alongside)
        }
    }

    /// `analyze(_:timers:parallelism:read:parts:acceptsParts:alongside:)` without work alongside: what `lint` needs.
    public static func analyze(_ files: [String], timers: [StageTimer]? = nil, parallelism: Parallelism = .parallel,
                               read: (String) -> [UInt8]?, parts: PartReader = .none, features: [String: FeatureSource] = [:], acceptsParts: Bool = false) -> [Analysis?] {
        analyze(files, timers: timers, parallelism: parallelism, read: read, parts: parts, features: features, acceptsParts: acceptsParts, alongside: { _ in () })
            .map { $0?.analysis }
    }

    /// Runs stages 2 to 6 on a file's bytes; `timer`, when given, records each stage.
    /// The bytes are freed once parsed, when the caller hands them over with `consume`.
    /// With `.parallel`, the URL patterns are parsed while the graph is indexed
    /// ("index + patterns"), and stages 5 and 6 run at once ("validate + deep
    /// links"); the diagnostics are the same, in the same order.
    ///
    /// The files of the graph's `include:` are read with `parts` and merged into it
    /// after it is decoded ("parts"). The feature graphs of an app graph's `features:`
    /// are read with `parts` too, from the paths `features` gives by feature name, and
    /// composed into it ("features", `FeatureComposition`); every finding in a
    /// feature's files is then located at its `features:` entry, with a note at its
    /// place in the feature. With `acceptsPart`, a file with neither `name`
    /// nor `root` is checked as a part (`navgen lint`): it is read and decoded, with
    /// the parts it includes, and the graph rules, which need the including graph,
    /// do not run; without it, such a file is a graph without a name and a root.
    public static func analyze(file: String, bytes: consuming [UInt8], limits: YAMLLimits = .standard, timer: StageTimer = StageTimer(),
                               parallelism: Parallelism = .parallel, parts: PartReader = .none, features: [String: FeatureSource] = [:],
                               acceptsPart: Bool = false) -> Analysis {
        analyze(file: file, bytes: consume bytes, limits: limits, timer: timer, parallelism: parallelism, parts: parts, features: features, acceptsPart: acceptsPart,
                alongside: { _ in () }).analysis
    }

    /// `analyze(file:bytes:limits:timer:parallelism:parts:acceptsPart:)`, and `alongside` run on the
    /// model once the graph rules found no error: with `.parallel`, on the rules'
    /// thread while the deep links are still analysed (the rules end first, and that
    /// thread would wait). `extra` is what `alongside` returned, `nil` when it did
    /// not run. `compile` makes its emission plan there.
    public static func analyze<Extra: Sendable>(file: String, bytes: consuming [UInt8], limits: YAMLLimits = .standard, timer: StageTimer = StageTimer(),
                                                parallelism: Parallelism = .parallel, parts: PartReader = .none, features: [String: FeatureSource] = [:],
                                                acceptsPart: Bool = false,
                                                alongside: @escaping @Sendable (ValidationContext) -> Extra) -> (analysis: Analysis, extra: Extra?) {
        var diagnostics = DiagnosticCollector()
        var streamed = StreamedEntries()
        let tree = timer.measure("parse") {
            YAMLReader(file: file, limits: limits, parallelism: parallelism).read(bytes, streaming: &streamed, into: &diagnostics)
        }
        _ = consume bytes
        guard !diagnostics.diagnostics.contains(where: { $0.rule == .yamlSyntax || $0.rule == .yamlLimit }) else {
            return (Analysis(file: file, context: nil, diagnostics: diagnostics), nil)
        }
        let decoded = timer.measure("decode") {
            GraphDecoder(file: file).decodeFile(tree, streamed: streamed, as: acceptsPart ? .graphOrPart : .graph, diagnostics: &diagnostics)
        }
        _ = consume tree
        _ = consume streamed
        guard var decoded else {
            return (Analysis(file: file, context: nil, diagnostics: diagnostics), nil)
        }
        var partFiles: [String] = []
        if !decoded.includes.isEmpty {
            timer.measure("parts") {
                var included = IncludedParts(reader: parts, limits: limits, parallelism: parallelism)
                partFiles = included.merge(into: &decoded, diagnostics: &diagnostics)
            }
        }
        var composition = FeatureComposition(reader: parts, sources: features, limits: limits, parallelism: parallelism)
        if !decoded.features.isEmpty {
            timer.measure("features") { composition.compose(into: &decoded, diagnostics: &diagnostics) }
        }
        let featureFiles = decoded.imports.flatMap { [$0.file] + $0.parts }
        guard let graph = decoded.graph else {
            return (Analysis(file: file, context: nil, diagnostics: composition.relocated(diagnostics), parts: partFiles, isPart: decoded.isPart,
                             featureFiles: featureFiles), nil)
        }
        guard parallelism == .parallel else {
            let context = timer.measure("index") { ValidationContext(graph: graph) }
            timer.measure("validate") { Validator().validate(context, into: &diagnostics) }
            let extra = diagnostics.hasErrors ? nil : alongside(context)
            let deepLinks = timer.measure("deep links") {
                Self.deepLinks(context, entries: DeepLinkAnalysis.entries(of: graph.screens[...]), parallelism: parallelism, into: &diagnostics)
            }
            return (Analysis(file: file, context: context, diagnostics: composition.relocated(diagnostics), deepLinkAnalysis: deepLinks, parts: partFiles,
                             featureFiles: featureFiles), extra)
        }
        // The URL patterns are parsed and bound on the second thread while this one
        // indexes the graph: the two cost about the same. The routes, which allocate
        // the most, stay on this thread, whose allocator arena holds the memory the
        // tree freed.
        let screens = graph.screens
        let (context, entries) = timer.measure("index + patterns") {
            parallelism.fork({ ValidationContext(graph: graph) }, side: { DeepLinkAnalysis.entries(of: screens[...]) })
        }
        var deepLinkDiagnostics = DiagnosticCollector()
        let hadErrors = diagnostics.hasErrors
        let (deepLinks, (ruleDiagnostics, extra)) = timer.measure("validate + deep links") {
            parallelism.fork({ Self.deepLinks(context, entries: entries, parallelism: parallelism, into: &deepLinkDiagnostics) }, side: {
                var diagnostics = DiagnosticCollector()
                Validator().validate(context, into: &diagnostics)
                return (diagnostics, hadErrors || diagnostics.hasErrors ? nil : alongside(context))
            })
        }
        diagnostics.emit(contentsOf: ruleDiagnostics)
        diagnostics.emit(contentsOf: deepLinkDiagnostics)
        return (Analysis(file: file, context: context, diagnostics: composition.relocated(diagnostics), deepLinkAnalysis: deepLinks, parts: partFiles,
                     featureFiles: featureFiles), extra)
    }

    /// Stage 6: the deep-link analysis and the diagnostics of its rules.
    private static func deepLinks(_ context: ValidationContext, entries: [DeepLinkAnalysis.Entry], parallelism: Parallelism,
                                  into diagnostics: inout DiagnosticCollector) -> DeepLinkAnalysis {
        let deepLinks = DeepLinkAnalysis(context, entries: entries, parallelism: parallelism)
        DeepLinkValidator().validate(deepLinks, into: &diagnostics)
        return deepLinks
    }
}

/// What analysing one graph file produced.
public struct Analysis: Sendable {
    /// The file as the user named it.
    public var file: String
    /// The validated graph with its index and placements; `nil` when the file could
    /// not be parsed or decoded.
    public var context: ValidationContext?
    public var diagnostics: DiagnosticCollector
    /// What stage 6 worked out; `nil` when the graph was not decoded. Kept whole, so
    /// a caller that never frees its results (the CLI) does not pay for freeing it.
    public var deepLinkAnalysis: DeepLinkAnalysis?
    /// The parts merged into the graph (1.1 G), as the pipeline named them, in the
    /// order they were read.
    public var parts: [String]
    /// Whether the file is a part checked on its own (`acceptsPart`): it has no
    /// graph, and no error unless its diagnostics say so.
    public var isPart: Bool
    /// The feature graphs an app graph imports, and their parts (issue 40): with
    /// `parts`, every file the analysis read besides the graph's own.
    public var featureFiles: [String]

    public init(file: String, context: ValidationContext?, diagnostics: DiagnosticCollector, deepLinkAnalysis: DeepLinkAnalysis? = nil,
                parts: [String] = [], isPart: Bool = false, featureFiles: [String] = []) {
        self.file = file
        self.context = context
        self.diagnostics = diagnostics
        self.deepLinkAnalysis = deepLinkAnalysis
        self.parts = parts
        self.isPart = isPart
        self.featureFiles = featureFiles
    }

    /// Every URL pattern with its route, made when asked for (it copies every route,
    /// so `lint`, which reads only diagnostics, never makes it); `nil` when the graph
    /// has errors: a route over a graph with errors would mean nothing.
    public var deepLinks: DeepLinkTable? {
        diagnostics.hasErrors ? nil : deepLinkAnalysis?.table
    }

    /// Whether code may be generated: a model exists and no error was found.
    public var canEmit: Bool { context != nil && !diagnostics.hasErrors }
}
