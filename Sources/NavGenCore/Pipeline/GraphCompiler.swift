/// `navgen compile` and `navgen lint` as an API: the stages of `Pipeline` for a set
/// of graph files, from reading each to the emitter's plan, and then each graph's
/// Swift file.
///
/// ```swift
/// let compiler = GraphCompiler(options: .init(access: .public))
/// let compilation = compiler.compile(["app.nav.yaml"], read: { path in try? bytes(of: path) }, parts: PartReader { path in contents(of: path) })
/// guard compilation.succeeded else { print(compilation.report.text()); return }
/// for graph in compilation.graphs {
///     try graph.emit(makeSpill: MemorySpill.init) { chunk in output.append(contentsOf: chunk) }
/// }
/// ```
///
/// The caller reads the files (stage 1) and writes the output; nothing here touches
/// the file system or prints. Files are compiled all or nothing: a file that could
/// not be read, or any error, leaves `graphs` empty.
public struct GraphCompiler: Sendable {
    /// The options of `navgen compile` and `lint`, after `navgen.json` was applied.
    public struct Options: Sendable {
        /// The access level of the generated API: one of `AccessLevel.generated`
        /// (`compile` only). `nil` is the default: `public` for a feature graph, whose
        /// module an app imports (issue 40), `internal` for any other.
        public var access: AccessLevel?
        /// Whether a warning fails the compilation, reported as an error.
        public var warningsAsErrors: Bool
        public var parallelism: Parallelism

        public init(access: AccessLevel? = nil, warningsAsErrors: Bool = false, parallelism: Parallelism = .parallel) {
            self.access = access
            self.warningsAsErrors = warningsAsErrors
            self.parallelism = parallelism
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// From how many screens in all `compile(_:timers:read:)` frees the deep-link
    /// analysis before emitting, so the caller can return the freed memory to the
    /// system (`Compilation.releasedAnalysis`). Both keep the peak low where memory is
    /// large; on a smaller graph they only cost time, so they start at this size
    /// (Benchmarks/README.md, "Why the command line is shaped so").
    public static let releasingScreenCount = 25_000

    /// Stages 1 to 6 for every file, in order, with the emitter's plan of each graph
    /// made while its deep links are analysed (on the thread that has run the graph
    /// rules and would otherwise wait). `read` gives a file's bytes, or `nil` once it
    /// has reported why it cannot; `parts` reads the files the graphs include and
    /// the feature graphs `features` names (issue 40); `timers`, when given, one per
    /// file, record its stages.
    ///
    /// A feature graph compiles into its feature module, and an app graph that imports
    /// features into its app module: the composed graph, importing the features'
    /// modules (`Docs/FeatureModules.md`, section 3).
    public func compile(_ files: [String], timers: [StageTimer]? = nil, read: (String) -> [UInt8]?, parts: PartReader = .none,
                        features: [String: FeatureSource] = [:]) -> Compilation {
        let parallelism = options.parallelism
        let timers = timers ?? files.map { _ in StageTimer() }
        var analyses: [Analysis?] = [], preparations: [SwiftEmitter.Preparation?] = []
        let pipeline = Pipeline(parallelism: parallelism, parts: parts, features: features)
        for result in pipeline.analyze(files, timers: timers, read: read,
                                       alongside: { emitter(for: $0.graph).prepare($0, parallelism: parallelism) }) {
            analyses.append(result?.analysis)
            preparations.append(result?.extra ?? nil)
        }
        let report = DiagnosticReport(analyses.flatMap { $0?.diagnostics.sorted ?? [] }, warningsAsErrors: options.warningsAsErrors)
        guard !report.hasErrors, !analyses.contains(where: { $0 == nil }) else {
            return Compilation(analyses: analyses, report: report, graphs: [], releasedAnalysis: false, succeeded: false)
        }
        var graphs: [CompiledGraph] = []
        let releases = analyses.reduce(0) { $0 + ($1?.analyzed?.graph.screens.count ?? 0) } >= Self.releasingScreenCount
        for (position, timer) in timers.enumerated() {
            guard let analysis = analyses[position], let analyzed = analysis.analyzed else {
                return Compilation(analyses: analyses, report: report, graphs: [], releasedAnalysis: false, succeeded: false)
            }
            graphs.append(CompiledGraph(file: analysis.file, analyzed: analyzed, deepLinks: analysis.deepLinks, prepared: preparations[position],
                                        timer: timer, emitter: emitter(for: analyzed.graph), parallelism: parallelism))
            // Every pattern's entry and route outcome: done with once the table is
            // made, and freed before the emitter allocates (peak memory compiling
            // 100,000 screens: 401 -> 370 MB).
            if releases { analyses[position]?.deepLinkAnalysis = nil }
        }
        return Compilation(analyses: analyses, report: report, graphs: graphs, releasedAnalysis: releases, succeeded: true)
    }

    /// The emitter of `graph`, at the access level `options` give, or by default
    /// `public` for a feature graph and `internal` for any other.
    private func emitter(for graph: NavigationGraph) -> SwiftEmitter {
        SwiftEmitter(options: .init(access: options.access ?? (graph.isFeature ? .public : .internal)))
    }

    /// Stages 1 to 6 for every file, as `navgen lint` checks them: a file with
    /// neither `name` nor `root` is checked as a part. A part given beside a graph that
    /// includes it is read twice, and its findings are reported once. Nothing is
    /// emitted: `graphs` is empty, and `succeeded` says whether every file was read
    /// and no error was found.
    public func lint(_ files: [String], timers: [StageTimer]? = nil, read: (String) -> [UInt8]?, parts: PartReader = .none,
                     features: [String: FeatureSource] = [:]) -> Compilation {
        let pipeline = Pipeline(parallelism: options.parallelism, parts: parts, features: features, acceptsPart: true)
        let analyses = pipeline.analyze(files, timers: timers, read: read)
        var reported = Set<Diagnostic>()
        let diagnostics = analyses.flatMap { $0?.diagnostics.sorted ?? [] }.filter { reported.insert($0).inserted }
        let report = DiagnosticReport(diagnostics, warningsAsErrors: options.warningsAsErrors)
        let succeeded = !report.hasErrors && !analyses.contains(where: { $0 == nil })
        return Compilation(analyses: analyses, report: report, graphs: [], releasedAnalysis: false, succeeded: succeeded)
    }
}
