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

        // The generated side: build once (leaving out graphs whose code does not build), run once.
        var included = corpus.compiled
        var unbuilt: [String: [String]] = [:]
        var buildSeconds = 0.0
        let executable = folder.appendingPathComponent("resolve-driver")
        for _ in 0..<3 where !included.isEmpty {
            let main = folder.appendingPathComponent("main.swift")
            try Data(ResolverDriver.source(namespaces: included.map(\.name)).utf8).write(to: main)
            let appTypes = folder.appendingPathComponent("AppTypes.swift")
            try Data(BatchBuild.appTypes.utf8).write(to: appTypes)
            let arguments = ["-swift-version", "6", "-Onone", "-module-name", "ResolveDriver", "-o", executable.path]
                + corpus.modules.searchFlags(standIn: false, link: true) + [main.path, appTypes.path] + included.map { $0.swift!.path }
            let result = try Toolchain.swiftc(arguments)
            buildSeconds += result.seconds
            if result.status == 0 { break }
            let failing = included.filter { graph in result.stderr.contains(graph.swift!.path + ":") }
            guard !failing.isEmpty else { throw HarnessError("the oracle's driver does not build:\nswiftc \(arguments.joined(separator: " "))\n\(result.stderr.prefix(4000))") }
            for graph in failing {
                unbuilt[graph.name] = result.stderr.split(separator: "\n").filter { $0.hasPrefix(graph.swift!.path + ":") && $0.contains("error:") }.map(String.init)
            }
            included.removeAll { graph in failing.contains { $0.name == graph.name } }
        }
        var generated: [String: [String: JSONValue]] = [:]
        var driverSeconds = 0.0
        if !included.isEmpty {
            let input = folder.appendingPathComponent("urls.tsv")
            let lines = samples.filter { graph, _ in included.contains { $0.name == graph.name } }
                .flatMap { graph, samples in samples.map { "\(graph.name)\t\($0.url)" } }
            try Data(lines.joined(separator: "\n").utf8).write(to: input)
            let run = try Toolchain.run(executable, [input.path])
            driverSeconds = run.seconds
            guard run.status == 0 else { throw HarnessError("the oracle's driver failed (status \(run.status)):\n\(run.stderr.prefix(4000))") }
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
}
