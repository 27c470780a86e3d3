import Foundation

/// The differential oracle: every sampled URL resolved by the generated `resolve(_:)`
/// (compiled with its graphs into one executable) and by `navgen resolve --format json`.
final class OracleRun: Sendable {
    /// One URL and what each side made of it.
    struct Resolution: Sendable {
        var graph: PropertyCorpus.Graph
        var sample: URLSampler.Sample
        /// The CLI's `match`, names lowerCamel; `.null` for no match.
        var cli: JSONValue
        /// The generated resolver's `match`; `nil` when the graph's code did not build.
        var generated: JSONValue?
    }

    let resolutions: [Resolution]
    /// Graphs whose generated code did not build into the oracle, with the compiler's errors.
    let unbuilt: [String: [String]]
    let buildSeconds: Double
    let cliSeconds: Double
    let driverSeconds: Double

    static let shared: Swift.Result<OracleRun, HarnessError> = {
        do {
            let corpus = try PropertyCorpus.shared.get()
            return .success(try OracleRun(corpus: corpus))
        } catch let error as HarnessError { return .failure(error) } catch { return .failure(HarnessError("\(error)")) }
    }()

    private init(corpus: PropertyCorpus) throws {
        let folder = corpus.folder.appendingPathComponent("oracle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        // Samples, deterministic per graph.
        var samples: [(PropertyCorpus.Graph, [URLSampler.Sample])] = []
        for (index, graph) in corpus.compiled.enumerated() {
            var sampler = URLSampler(rng: SeededGenerator(seed: corpus.settings.seed &* 31 &+ UInt64(index)))
            samples.append((graph, sampler.samples(graph.patterns!)))
        }

        // The generated side: per batch, one executable of its graphs' files (leaving out
        // graphs whose code does not build) and the driver, run once over its URLs.
        var unbuilt: [String: [String]] = [:]
        var generated: [String: [String: JSONValue]] = [:]
        var buildSeconds = 0.0, driverSeconds = 0.0
        let batchSize = max(1, corpus.settings.batchSize)
        for (number, start) in stride(from: 0, to: samples.count, by: batchSize).enumerated() {
            let batch = Array(samples[start..<min(samples.count, start + batchSize)])
            let batchFolder = folder.appendingPathComponent("batch\(number)")
            try FileManager.default.createDirectory(at: batchFolder, withIntermediateDirectories: true)
            let (executable, failing, seconds) = try Self.buildDriver(batch.map(\.0), in: batchFolder, modules: corpus.modules)
            buildSeconds += seconds
            unbuilt.merge(failing) { first, _ in first }
            guard let executable else { continue }
            let input = batchFolder.appendingPathComponent("urls.tsv")
            let lines = batch.filter { graph, _ in failing[graph.name] == nil }.flatMap { graph, samples in samples.map { "\(graph.name)\t\($0.url)" } }
            try Data(lines.joined(separator: "\n").utf8).write(to: input)
            let run = try Toolchain.run(executable, [input.path])
            driverSeconds += run.seconds
            guard run.status == 0 else { throw HarnessError("the oracle's driver \(executable.path) failed (status \(run.status)):\n\(run.stderr.prefix(4000))") }
            for line in run.stdout.split(separator: "\n") {
                let object = try JSONValue.parse(line)
                guard case .string(let graph)? = object["graph"], case .string(let url)? = object["url"] else { continue }
                generated[graph, default: [:]][url] = object["match"]
            }
        }

        // The CLI side: one `navgen resolve` per graph, every URL at once.
        var resolutions: [Resolution] = []
        var cliSeconds = 0.0
        for (graph, samples) in samples where !samples.isEmpty {
            let run = try Toolchain.navgen(["resolve", graph.yaml.path] + samples.map(\.url) + ["--format", "json"])
            cliSeconds += run.seconds
            guard run.status == 0 || run.status == 3, case .array(let entries) = try JSONValue.parse(run.stdout), entries.count == samples.count else {
                throw HarnessError("navgen resolve \(graph.yaml.path) failed (status \(run.status)):\n\(run.stderr.prefix(2000))")
            }
            for (sample, entry) in zip(samples, entries) {
                let cli = entry["match"].map(\.loweringNames) ?? .null
                resolutions.append(Resolution(graph: graph, sample: sample, cli: cli,
                                              generated: unbuilt[graph.name] == nil ? generated[graph.name]?[sample.url] ?? .null : nil))
            }
        }
        self.resolutions = resolutions
        self.unbuilt = unbuilt
        self.buildSeconds = buildSeconds
        self.cliSeconds = cliSeconds
        self.driverSeconds = driverSeconds
    }

    /// Compiles `graphs`' generated files with the driver into one executable, leaving out
    /// (and returning, with their errors) the graphs whose files the compiler rejects.
    private static func buildDriver(_ graphs: [PropertyCorpus.Graph], in folder: URL, modules: SupportModules) throws
        -> (executable: URL?, unbuilt: [String: [String]], seconds: Double) {
        var included = graphs
        var unbuilt: [String: [String]] = [:]
        var seconds = 0.0
        let executable = folder.appendingPathComponent("resolve-driver")
        let appTypes = folder.appendingPathComponent("AppTypes.swift")
        try Data(BatchBuild.appTypes.utf8).write(to: appTypes)
        // Type-check first (a third of a build's time) until only good files are left, then build.
        var typecheck = true
        while !included.isEmpty {
            let main = folder.appendingPathComponent("main.swift")
            try Data(ResolverDriver.source(graphs: included.map { ($0.name, $0.flowParameters, $0.firstBranches) }).utf8).write(to: main)
            let arguments = (typecheck ? ["-typecheck"] : ["-Onone", "-o", executable.path]) + ["-swift-version", "6", "-module-name", "ResolveDriver"]
                + modules.searchFlags(standIn: false, link: !typecheck) + [main.path, appTypes.path] + included.map { $0.swift!.path }
            let result = try Toolchain.swiftc(arguments)
            seconds += result.seconds
            if result.status == 0 {
                if typecheck {
                    typecheck = false
                    continue
                }
                return (executable, unbuilt, seconds)
            }
            let failing = included.filter { graph in result.stderr.contains(graph.swift!.path + ":") }
            guard !failing.isEmpty else {
                throw HarnessError("the oracle's driver does not build:\nswiftc \(arguments.joined(separator: " "))\n\(result.stderr.prefix(4000))")
            }
            for graph in failing {
                unbuilt[graph.name] = result.stderr.split(separator: "\n").filter { $0.hasPrefix(graph.swift!.path + ":") && $0.contains("error:") }.map(String.init)
            }
            included.removeAll { graph in failing.contains { $0.name == graph.name } }
        }
        return (nil, unbuilt, seconds)
    }
}
