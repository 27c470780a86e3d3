import ArgumentParser
import NavGenCore

/// `navgen lint GRAPH... [--format text|json|sarif] [--warnings-as-errors] [--config navgen.json] [--timings] [--serial]`.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lint", abstract: "Check graphs and report every problem, without generating code.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif
    }

    @Argument(help: "The graph files to check.")
    var graphs: [String]

    @Option(help: "text (on standard error), json or sarif (on standard output).")
    var format: Format = .text

    @Flag(help: "Treat warnings as errors.")
    var warningsAsErrors = false

    @Option(help: ArgumentHelp("A navgen.json; its 'warningsAsErrors' applies.", valueName: "navgen.json"))
    var config: String?

    @Flag(help: "Print, per graph, how long each stage took and the peak memory after it, on standard error.")
    var timings = false

    @Flag(help: "Run every stage on one thread (navgen otherwise parses and analyses deep links on two); the output is the same.")
    var serial = false

    func run() throws {
        let warningsAsErrors = try warningsAsErrors || NavGenConfig.load(optional: config)?.warningsAsErrors == true
        let timers = timings ? graphs.map { _ in StageTimer() } : nil
        defer { if let timers { GraphInput.report(timers, for: graphs) } }
        // Lint reports diagnostics only: no deep-link table for an emitter.
        let analyses = GraphInput.analyze(graphs, timers: timers, parallelism: serial ? .serial : .parallel)
        defer { KeptUntilExit.keep(analyses) }
        let report = DiagnosticReport(analyses.flatMap { $0?.diagnostics.sorted ?? [] }, warningsAsErrors: warningsAsErrors)
        switch format {
        case .text:
            if !report.diagnostics.isEmpty { Console.error(report.text()) }
        case .json:
            try Console.output(report.json().serialized(pretty: true))
        case .sarif:
            try Console.output(report.sarif(toolVersion: NavGenVersion.current).serialized(pretty: true))
        }
        if report.hasErrors || analyses.contains(where: { $0 == nil }) {
            throw ExitCode(1)
        }
    }
}
