import ArgumentParser
import NavGenCore

/// `navgen diff OLD NEW [--format text|json|sarif]`: the changes from one version of
/// a graph to the next that break published deep links or the generated API.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Report the deep links and generated API that a new version of a graph breaks.",
        discussion: "Exit status: 0 without breaking changes, 1 with some, 2 when a graph cannot be read or has errors."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif
    }

    @Argument(help: "The graph as published (for example the base branch's).")
    var old: String

    @Argument(help: "The graph as changed.")
    var new: String

    @Option(help: "text, json or sarif (on standard output; the graphs' own diagnostics go to standard error).")
    var format: Format = .text

    func run() throws {
        let analyses = GraphInput.analyze([old, new])
        DiagnosticOutput.print(DiagnosticReport(analyses.flatMap { $0?.diagnostics.sorted ?? [] }))
        let versions = analyses.map { $0.flatMap(GraphVersion.init) }
        guard let before = versions[0], let after = versions[1] else { throw ExitCode(2) }
        let report = DiffReport(GraphDiff(old: before, new: after))
        switch format {
        case .text: try Console.output(report.text())
        case .json: try Console.output(report.json().serialized(pretty: true))
        case .sarif: try Console.output(report.sarif(toolVersion: NavGenVersion.current).serialized(pretty: true))
        }
        if report.diff.isBreaking { throw ExitCode(1) }
    }
}
