import Foundation
import NavGenCore
import Testing

/// Property tests over generated code (issue 35): no valid graph gives code that fails to
/// build, in any configuration an app uses; and the generated `resolve(_:)` says what
/// `navgen resolve` says, for every pattern of the example graphs and of random graphs.
///
/// CI runs a fixed-seed sample. A longer run: `NAVGEN_RANDOM_GRAPHS=400 NAVGEN_SEED=7
/// swift test --filter GeneratedCodePropertyTests` (see Docs/Testing.md). Every failure
/// names the graph's YAML file (kept in the run's folder) and the seed.
@Suite("Generated code over random graphs", .serialized)
struct GeneratedCodePropertyTests {
    private func corpus() throws -> PropertyCorpus {
        try PropertyCorpus.shared.get()
    }

    @Test func everyRandomGraphPassesLint() throws {
        let corpus = try corpus()
        for graph in corpus.graphs where !graph.lintErrors.isEmpty {
            Issue.record("""
                \(graph.isRandom ? "the generator made a graph navgen rejects" : "an example graph does not lint") \
                (\(corpus.settings)): \(graph.yaml.path)
                \(graph.lintErrors.joined(separator: "\n"))
                """)
        }
        Self.report("property corpus: \(corpus.settings), \(corpus.graphs.filter(\.isRandom).count) random + \(corpus.graphs.filter { !$0.isRandom }.count) example graphs, "
              + "\(corpus.compiled.count) compiled, \(corpus.graphs.filter { !$0.lintErrors.isEmpty }.count) rejected; "
              + "modules, lint and compile in \(Self.seconds(corpus.preparationSeconds)); folder \(corpus.folder.path)")
        #expect(corpus.compiled.count > corpus.graphs.count / 2, "most graphs must compile for the other tests to mean anything")
    }

    @Test(arguments: BuildMode.allCases)
    func generatedCodeBuilds(in mode: BuildMode) throws {
        let corpus = try corpus()
        let build = try BatchBuild.check(corpus.compiled, mode: mode, corpus: corpus)
        for failure in build.failures {
            Issue.record("""
                generated code does not build in \(mode) (\(corpus.settings)): \(failure.graph.reference)
                \(failure.errors.prefix(8).joined(separator: "\n"))
                """)
        }
        for error in build.batchErrors { Issue.record("a batch does not build in \(mode):\n\(error)") }
        Self.report("typecheck \(mode): \(corpus.compiled.count) graphs, \(build.failures.count) fail, in \(Self.seconds(build.seconds))"
              + Self.signatures(build.failures.flatMap(\.errors)))
    }

    @Test func generatedResolverAgreesWithNavgenResolve() throws {
        let oracle = try OracleRun.shared.get()
        for (graph, errors) in oracle.unbuilt.sorted(by: { $0.key < $1.key }) {
            Issue.record("the oracle could not build \(graph)'s generated resolver:\n\(errors.prefix(5).joined(separator: "\n"))")
        }
        var tally: [String: Int] = [:]
        var recorded: [String: Int] = [:]
        for resolution in oracle.resolutions {
            guard let generated = resolution.generated, generated != resolution.cli else { continue }
            let kind = Self.disagreement(cli: resolution.cli, generated: generated)
            tally[kind, default: 0] += 1
            recorded[kind, default: 0] += 1
            guard recorded[kind]! <= 5 else { continue }
            let message = """
                \(kind): \(resolution.graph.reference) (\(try corpus().settings))
                url: \(resolution.sample.url)  [\(resolution.sample.probe)]
                navgen resolve: \(resolution.cli)
                generated:      \(generated)
                """
            Issue.record(Comment(rawValue: message))
        }
        let compared = oracle.resolutions.filter { $0.generated != nil }
        Self.report("oracle: \(compared.count) URLs over \(Set(compared.map(\.graph.name)).count) graphs "
              + "(\(compared.filter { $0.cli != .null }.count) matched by navgen resolve), "
              + "driver built in \(Self.seconds(oracle.buildSeconds)), ran in \(Self.seconds(oracle.driverSeconds)), CLI in \(Self.seconds(oracle.cliSeconds)); "
              + "disagreements: \(tally.isEmpty ? "none" : tally.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
        #expect(compared.count > 0)
        #expect(compared.filter { $0.cli != .null }.count * 3 > compared.count, "the sampler should draw mostly matching URLs")
    }

    @Test func bothResolversMeetTheSpecOnURLsWhoseOutcomeItFixes() throws {
        let oracle = try OracleRun.shared.get()
        var tally: [String: Int] = [:]
        for resolution in oracle.resolutions {
            let sides = [("navgen resolve", resolution.cli as JSONValue?), ("generated resolve(_:)", resolution.generated)]
            for (side, match) in sides {
                guard let match else { continue }
                let got: URLSampler.Expectation = match == .null ? .noMatch : .match(screen: Self.screen(of: match))
                let expected: URLSampler.Expectation
                switch resolution.sample.expectation {
                case .unknown: continue
                case .noMatch: expected = .noMatch
                case .match(let screen): expected = .match(screen: NamingRules.lowerCamel(screen))
                }
                guard got != expected else { continue }
                let probe = resolution.sample.probe.replacing(/'[^']*'/, with: "…")
                let key = "\(side): \(probe)"
                tally[key, default: 0] += 1
                guard tally[key]! <= 3 else { continue }
                Issue.record("""
                    \(side) does not meet the spec on \(resolution.sample.probe): \(resolution.graph.reference) (\(try corpus().settings))
                    url: \(resolution.sample.url)
                    expected \(expected), got \(match)
                    """)
            }
        }
        Self.report("spec expectations: \(oracle.resolutions.filter { $0.sample.expectation != .unknown }.count) URLs with a fixed outcome; misses: "
              + (tally.isEmpty ? "none" : tally.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: "; ")))
    }

    // MARK: - Reporting

    static func screen(of match: JSONValue) -> String {
        if case .string(let screen)? = match["screen"] { screen } else { "?" }
    }

    static let showRootOnly = "showRoot step only"

    /// What differs first: the match itself, the screen, the pattern, the params, or the steps.
    static func disagreement(cli: JSONValue, generated: JSONValue) -> String {
        if (cli == .null) != (generated == .null) { return cli == .null ? "only generated matches" : "only navgen resolve matches" }
        if cli["screen"] != generated["screen"] { return "screen" }
        if cli["pattern"] != generated["pattern"] { return "pattern" }
        if cli["params"] != generated["params"] { return "params" }
        if cli.withoutShowRoot == generated.withoutShowRoot { return showRootOnly }
        return "steps"
    }

    /// The distinct error messages, most frequent first, with a count each.
    static func signatures(_ errors: [String]) -> String {
        var counts: [String: Int] = [:]
        for error in errors {
            let message = error.components(separatedBy: ": error: ").last ?? error
            counts[message.replacing(/'[^']*'/, with: "'…'"), default: 0] += 1
        }
        return counts.sorted { $0.value > $1.value }.prefix(8).map { "\n  \($0.value)× \($0.key)" }.joined()
    }

    /// Prints a run's figures at once (standard output is a pipe under `swift test`).
    static func report(_ line: String) {
        print(line)
        fflush(nil)  // every output stream; `stdout` is not concurrency-safe to name
    }

    static func seconds(_ value: Double) -> String { String(format: "%.1f s", value) }
}
