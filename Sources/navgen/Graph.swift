import ArgumentParser
import NavGenCore

/// `navgen graph GRAPH [--format dot|mermaid] [--modules] [--feature NAME=[MODULE:]PATH]...`:
/// the graph as a picture for reviewers (spec section 9; conventions in Docs/Graph.md).
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

    @OptionGroup var featureOptions: FeatureOptions

    @Option(help: "dot or mermaid.")
    var format: Format = .dot

    @Flag(help: "Draw one node per module instead: the app and each feature it imports, with counts and exits; placements and exit bindings as edges.")
    var modules = false

    func run() throws {
        guard let analysis = GraphInput.analyze([graph], features: try featureOptions.sources()).first ?? nil else { throw ExitCode(1) }
        try DiagnosticOutput.report(DiagnosticReport(analysis.diagnostics.sorted), failed: analysis.analyzed == nil)
        guard let context = analysis.analyzed else { throw ExitCode(1) }
        let sourceName = PathName.lastComponent(of: graph)
        if modules {
            let drawing = ModuleDrawingBuilder().drawing(of: context)
            switch format {
            case .dot: try Console.output(DOTRenderer().render(drawing, sourceName: sourceName))
            case .mermaid: try Console.output(MermaidRenderer().render(drawing, sourceName: sourceName))
            }
            return
        }
        let drawing = GraphDrawingBuilder().drawing(of: context)
        switch format {
        case .dot: try Console.output(DOTRenderer().render(drawing, sourceName: sourceName))
        case .mermaid: try Console.output(MermaidRenderer().render(drawing, sourceName: sourceName))
        }
    }
}
