import ArgumentParser
import NavGenCore

/// `navgen graph GRAPH [--format dot|mermaid]`: the graph as a picture for
/// reviewers (spec section 9; conventions in Docs/Graph.md).
struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the graph: flows as clusters, screens as nodes, links as edges.",
        discussion: "Prints Graphviz DOT (render with 'dot -Tsvg') or a Mermaid flowchart to standard output. A graph with errors is not drawn: its diagnostics are printed as 'navgen lint' prints them and the exit status is 1."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case dot, mermaid
    }

    @Argument(help: "The graph file.")
    var graph: String

    @Option(help: "dot or mermaid.")
    var format: Format = .dot

    func run() throws {
        guard let analysis = GraphInput.analyze([graph]).first ?? nil else { throw ExitCode(1) }
        try DiagnosticOutput.report(DiagnosticReport(analysis.diagnostics.sorted), failed: analysis.analyzed == nil)
        guard let context = analysis.analyzed else { throw ExitCode(1) }
        let drawing = GraphDrawingBuilder().drawing(of: context)
        let sourceName = PathName.lastComponent(of: graph)
        switch format {
        case .dot: try Console.output(DOTRenderer().render(drawing, sourceName: sourceName))
        case .mermaid: try Console.output(MermaidRenderer().render(drawing, sourceName: sourceName))
        }
    }
}
