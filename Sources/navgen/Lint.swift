import ArgumentParser
import NavGenCore

/// `navgen lint GRAPH... [--format text|json|sarif] [--warnings-as-errors] [--config navgen.json] [--timings] [--serial]`:
/// parses the arguments, runs `GraphCompiler.lint`, and prints its report.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lint", abstract: "Check graphs and report every problem, without generating code.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif
    }

    @Argument(help: "The graph files to check.")
    var graphs: [String]

    @Option(help: "text (on standard error), json or sarif (on standard output).")
    var format: Format = .text

    @OptionGroup var options: AnalysisOptions

    func run() throws {
        let compiler = GraphCompiler(options: .init(warningsAsErrors: options.warningsAsErrors(with: try options.settings()),
                                                    parallelism: options.parallelism))
        let timers = graphs.map { _ in StageTimer() }
        defer { if options.timings { GraphInput.report(timers, for: graphs) } }
        let result = compiler.lint(graphs, timers: timers, read: { GraphInput.read($0) }, parts: GraphInput.parts)
        // The models are freed at exit, not piece by piece.
        defer { KeptUntilExit.keep(result) }
        switch format {
        case .text:
            DiagnosticOutput.print(result.report)
        case .json:
            try Console.output(result.report.json().serialized(pretty: true))
        case .sarif:
            try Console.output(result.report.sarif(toolVersion: NavGenVersion.current).serialized(pretty: true))
        }
        try DiagnosticOutput.exitOnErrors(result.report, failed: !result.succeeded)
    }
}
