import ArgumentParser
import NavGenCore

/// `navgen resolve GRAPH URL... [--format text|json]`: what each URL deep-links
/// to and the steps that get there (spec section 9).
struct Resolve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Show the screen, parameters and navigation steps each URL resolves to.",
        discussion: "Exit status: 0 when every URL matches, 3 when some URL matches nothing, 1 when the graph has errors."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The graph file.")
    var graph: String

    @Argument(help: "The URLs to resolve (recipes://recipes/42, https://host/path, or a path such as /recipes/42).")
    var urls: [String]

    @Option(help: "text or json (both on standard output).")
    var format: Format = .text

    func run() throws {
        guard let analysis = GraphInput.analyze([graph]).first ?? nil else { throw ExitCode(1) }
        try DiagnosticOutput.report(DiagnosticReport(analysis.diagnostics.sorted))
        guard let table = analysis.deepLinks, let context = analysis.analyzed else { throw ExitCode(1) }
        let resolver = URLResolver(table: table, index: context.index)
        let report = ResolutionReport(urls.map { ResolutionReport.Entry(url: $0, result: resolver.resolve($0)) })
        switch format {
        case .text: try Console.output(report.text())
        case .json: try Console.output(report.json().serialized(pretty: true))
        }
        if report.hasUnmatched { throw ExitCode(3) }
    }
}
