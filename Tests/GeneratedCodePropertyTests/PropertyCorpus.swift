import Foundation
import NavGenCore

/// The graphs the property tests run over: the example graphs of `graphs/` and
/// `NAVGEN_RANDOM_GRAPHS` random ones from `NAVGEN_SEED`, linted and compiled once
/// with the built `navgen`, in a folder of their own that a failure names.
final class PropertyCorpus: Sendable {
    /// How many random graphs, from which seed, in batches of how many per module.
    struct Settings: Sendable, CustomStringConvertible {
        var seed: UInt64
        var randomGraphs: Int
        var batchSize: Int

        /// CI's fixed sample, or what the environment asks for (the longer run).
        static let current: Settings = {
            let environment = ProcessInfo.processInfo.environment
            return Settings(seed: environment["NAVGEN_SEED"].flatMap { UInt64($0) } ?? 1,
                            randomGraphs: environment["NAVGEN_RANDOM_GRAPHS"].flatMap { Int($0) } ?? 16,
                            batchSize: environment["NAVGEN_BATCH_SIZE"].flatMap { Int($0) } ?? 40)
        }()

        var description: String { "NAVGEN_SEED=\(seed) NAVGEN_RANDOM_GRAPHS=\(randomGraphs)" }
    }

    /// One graph of the corpus.
    struct Graph: Sendable {
        var name: String
        var yaml: URL
        var isRandom: Bool
        /// `lint` errors (a generator or navgen bug, for a random graph); empty when it lints.
        var lintErrors: [String]
        /// The generated Swift file, when `compile` wrote one.
        var swift: URL?
        /// The graph's URL patterns, from navgen's model of it.
        var patterns: DeepLinkPatterns?
        /// The parameters of each flow that takes some (1.1 B), by the flow's lowerCamel
        /// name: a `present` step of such a flow lists just these.
        var flowParameters: [String: [String]] = [:]
        /// The first branch of each switch flow, both lowerCamel: a `showLaunchBranch` step
        /// (1.1 A, B) names its switch only.
        var firstBranches: [String: String] = [:]

        /// How to find this graph again in a failure message.
        var reference: String { "\(name) (\(yaml.path))" }
    }

    let settings: Settings
    let folder: URL
    let graphs: [Graph]
    let modules: SupportModules
    /// `lint` and `compile` of every graph, in seconds.
    let preparationSeconds: Double

    /// Built on first use and shared by every test of the run.
    static let shared: Swift.Result<PropertyCorpus, HarnessError> = {
        do { return .success(try PropertyCorpus(settings: .current)) } catch let error as HarnessError { return .failure(error) } catch {
            return .failure(HarnessError("\(error)"))
        }
    }()

    /// Graphs that lint and compile, in order: the examples first.
    var compiled: [Graph] { graphs.filter { $0.swift != nil } }

    private init(settings: Settings) throws {
        let start = Date()
        self.settings = settings
        // One folder per checkout, seed and sample size, replaced by the next run of the same:
        // a failure's files stay until then, runs do not pile up, and two checkouts tested at
        // once do not share one.
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("navgen-property-\(Toolchain.packageRoot.lastPathComponent)-seed\(settings.seed)-graphs\(settings.randomGraphs)")
        try? FileManager.default.removeItem(at: folder)
        let yamlFolder = folder.appendingPathComponent("graphs"), swiftFolder = folder.appendingPathComponent("swift")
        for sub in [yamlFolder, swiftFolder] { try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true) }
        modules = try SupportModules.build(in: folder)

        var graphs: [Graph] = []
        let examples = Toolchain.packageRoot.appendingPathComponent("graphs")
        for file in try FileManager.default.contentsOfDirectory(atPath: examples.path).filter({ $0.hasSuffix(".nav.yaml") }).sorted() {
            graphs.append(Graph(name: "", yaml: examples.appendingPathComponent(file), isRandom: false, lintErrors: []))
        }
        let generator = GraphGenerator()
        for index in 0..<settings.randomGraphs {
            let graph = generator.graph(index: index, seed: settings.seed)
            let file = yamlFolder.appendingPathComponent("\(graph.name).nav.yaml")
            try Data(graph.yaml.utf8).write(to: file)
            graphs.append(Graph(name: graph.name, yaml: file, isRandom: true, lintErrors: []))
        }
        for index in graphs.indices { try Self.prepare(&graphs[index], into: swiftFolder) }
        self.graphs = graphs
        preparationSeconds = Date().timeIntervalSince(start)
    }

    /// Lints, compiles and reads the patterns of one graph.
    private static func prepare(_ graph: inout Graph, into swiftFolder: URL) throws {
        let bytes = Array(try Data(contentsOf: graph.yaml))
        let analysis = Pipeline.analyze(file: graph.yaml.path, bytes: bytes)
        guard let model = analysis.analyzed?.graph else {
            graph.lintErrors = ["navgen could not decode the graph"]
            return
        }
        graph.name = model.name.value
        let lint = try Toolchain.navgen(["lint", "--format", "json", graph.yaml.path])
        guard lint.status == 0 else {
            graph.lintErrors = [lint.stdout, lint.stderr].filter { !$0.isEmpty }
            return
        }
        let output = swiftFolder.appendingPathComponent("\(graph.name).swift")
        let compile = try Toolchain.navgen(["compile", graph.yaml.path, "-o", output.path])
        guard compile.status == 0 else {
            graph.lintErrors = ["navgen lint accepts the graph but compile fails:\n\(compile.stderr)"]
            return
        }
        graph.swift = output
        graph.patterns = DeepLinkPatterns(model)
        for flow in model.flows where !flow.params.isEmpty {
            graph.flowParameters[NamingRules.lowerCamel(flow.name.value)] = flow.params.map(\.value)
        }
        for flow in model.flows {
            guard let first = flow.branches.first else { continue }
            graph.firstBranches[NamingRules.lowerCamel(flow.name.value)] = NamingRules.lowerCamel(first.target.value.name)
        }
    }
}
