import ArgumentParser
import NavGenCore

/// `navgen lint GRAPH... [--format text|json|sarif] [--feature NAME=[MODULE:]PATH]... [--warnings-as-errors] [--config navgen.json] [--timings] [--serial]`.
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

    @OptionGroup var featureOptions: FeatureOptions

    func run() throws {
        let settings = try options.settings()
        let warningsAsErrors = options.warningsAsErrors(with: settings)
        let timers = options.timings ? graphs.map { _ in StageTimer() } : nil
        defer { if let timers { GraphInput.report(timers, for: graphs) } }
        // Lint reports diagnostics only: no deep-link table for an emitter.
        // A part given alone is checked as a part (it has no graph to validate).
        let analyses = GraphInput.analyze(graphs, timers: timers, parallelism: options.parallelism,
                                          features: try featureOptions.sources(adding: settings), acceptsParts: true)
        defer { KeptUntilExit.keep(analyses) }
        // A part given beside a graph that includes it is read twice: its findings are reported once.
        var reported = Set<Diagnostic>()
        let diagnostics = analyses.flatMap { $0?.diagnostics.sorted ?? [] }.filter { reported.insert($0).inserted }
        let report = DiagnosticReport(diagnostics, warningsAsErrors: warningsAsErrors)
        switch format {
        case .text:
            DiagnosticOutput.print(report)
        case .json:
            try Console.output(report.json().serialized(pretty: true))
        case .sarif:
            try Console.output(report.sarif(toolVersion: NavGenVersion.current).serialized(pretty: true))
        }
        try DiagnosticOutput.exitOnErrors(report, failed: analyses.contains(where: { $0 == nil }))
    }
}
