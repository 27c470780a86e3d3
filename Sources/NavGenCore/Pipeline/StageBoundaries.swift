// What passes from one stage of `Pipeline` to the next, in the order of the stages:
// a file's bytes become a `ParsedFile`, then a `DecodedFile`, then an
// `AnalyzedGraph`, which with its diagnostics and deep links is the file's
// `Analysis`; `GraphCompiler` makes each error-free one a `CompiledGraph`.

/// Stage 2's output: one file's YAML, with the entries of its `screens:` and `flows:`
/// already decoded as they were parsed (`StreamedEntries`), so the tree does not hold them.
struct ParsedFile {
    /// The file as the pipeline named it.
    var file: String
    /// The document's root; `nil` for an empty file.
    var tree: YAMLNode?
    var streamed: StreamedEntries
}

/// Stage 3's output: the top level of one file as `GraphDecoder` read it, a graph or a
/// part that another graph includes (1.1 G); the parts it includes are appended by
/// `IncludedParts`.
struct DecodedFile {
    /// The file as the pipeline named it.
    var file: String
    /// Whether the file is a part: it has no `name`, `root` or `urls`.
    var isPart: Bool
    var name: Located<String>?
    var root: Located<String>?
    var urls = URLConfiguration()
    /// The entries of `include:`, paths relative to this file, as written.
    var includes: [Located<String>] = []
    var screens: [Screen] = []
    var flows: [Flow] = []

    init(file: String, isPart: Bool) {
        self.file = file
        self.isPart = isPart
    }

    /// The graph this file is, with the screens and flows it holds so far; `nil` for a part.
    var graph: NavigationGraph? {
        guard !isPart, let name, let root else { return nil }
        return NavigationGraph(name: name, root: root, urls: urls, screens: GraphDecoder.qualifyingEnums(screens, in: name.value), flows: flows, file: file)
    }
}

/// Stage 4's output, and what every later stage reads: the decoded graph with its
/// names indexed (`GraphIndex`) and every place each screen can be shown
/// (`PlacementAnalysis`). The graph rules check it, the deep-link analysis routes
/// over it, and the emitters write it.
public final class AnalyzedGraph: Sendable {
    public let graph: NavigationGraph
    public let index: GraphIndex
    public let placements: PlacementAnalysis

    public init(graph: NavigationGraph) {
        self.graph = graph
        self.index = GraphIndex(graph)
        self.placements = PlacementAnalysis(index)
    }
}

/// Stages 2 to 6's output for one graph file: its diagnostics, and as far as it got,
/// the analysed graph and its deep links.
public struct Analysis: Sendable {
    /// The file as the user named it.
    public var file: String
    /// The graph with its index and placements; `nil` when the file could not be
    /// parsed or decoded, or is a part.
    public var analyzed: AnalyzedGraph?
    public var diagnostics: DiagnosticCollector
    /// What stage 6 worked out; `nil` when the graph was not decoded. Kept whole, so
    /// a caller that never frees its results (the CLI) does not pay for freeing it.
    public var deepLinkAnalysis: DeepLinkAnalysis?
    /// The parts merged into the graph (1.1 G), as the pipeline named them, in the
    /// order they were read.
    public var parts: [String]
    /// Whether the file is a part checked on its own (`Pipeline.acceptsPart`): it has
    /// no graph, and no error unless its diagnostics say so.
    public var isPart: Bool

    public init(file: String, analyzed: AnalyzedGraph?, diagnostics: DiagnosticCollector, deepLinkAnalysis: DeepLinkAnalysis? = nil,
                parts: [String] = [], isPart: Bool = false) {
        self.file = file
        self.analyzed = analyzed
        self.diagnostics = diagnostics
        self.deepLinkAnalysis = deepLinkAnalysis
        self.parts = parts
        self.isPart = isPart
    }

    /// Every URL pattern with its route, made when asked for (it copies every route,
    /// so `lint`, which reads only diagnostics, never makes it); `nil` when the graph
    /// has errors: a route over a graph with errors would mean nothing.
    public var deepLinks: DeepLinkTable? {
        diagnostics.hasErrors ? nil : deepLinkAnalysis?.table
    }

    /// Whether code may be generated: a model exists and no error was found.
    public var canEmit: Bool { analyzed != nil && !diagnostics.hasErrors }
}

/// A graph that analysed without errors, ready for stage 7.
public struct CompiledGraph {
    /// The graph file as the user named it.
    public let file: String
    let analyzed: AnalyzedGraph
    let deepLinks: DeepLinkTable?
    /// The emitter's plan, made during the analysis.
    let prepared: SwiftEmitter.Preparation?
    /// Records the emission, after the file's other stages.
    public let timer: StageTimer
    let emitter: SwiftEmitter
    let parallelism: Parallelism

    /// The graph's `name:`, which names its file in an output directory (`NAME.swift`).
    public var name: String { analyzed.graph.name.value }

    /// The file's last path component, as the generated header names it.
    var sourceName: String {
        file.split(separator: "/").last.map(String.init) ?? file
    }

    /// Stage 7: renders the graph's Swift file into `output` as it goes; with
    /// `.parallel`, on two threads, the parts after the declarations waiting in spills
    /// of `makeSpill` until the parts before them are written (see `SwiftEmitter`).
    /// Timed as "emit".
    public func emit(makeSpill: () -> any EmissionSpill, to output: (UnsafeBufferPointer<UInt8>) -> Void) throws {
        try timer.measure("emit") {
            try emitter.emit(analyzed, deepLinks: deepLinks, sourceName: sourceName, prepared: prepared, parallelism: parallelism,
                             makeSpill: makeSpill, to: output)
        }
    }
}

/// What `GraphCompiler.compile(_:timers:read:parts:)` (or `lint`) made of a set of
/// graph files.
public struct Compilation {
    /// Each file's analysis, in order; `nil` for a file that could not be read.
    public let analyses: [Analysis?]
    /// Every diagnostic of every file, in file order; warnings are errors under
    /// `warningsAsErrors`.
    public let report: DiagnosticReport
    /// The graphs to emit, in the order of their files; empty unless `succeeded`, and
    /// after `lint`.
    public let graphs: [CompiledGraph]
    /// Whether the deep-link analyses were freed (`GraphCompiler.releasingScreenCount`):
    /// the moment for a caller to return freed memory to the system.
    public let releasedAnalysis: Bool

    /// Whether every file was read and no error was found: after `compile`, `graphs`
    /// can be emitted.
    public let succeeded: Bool
}
