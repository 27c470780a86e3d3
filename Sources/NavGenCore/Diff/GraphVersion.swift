/// One side of `navgen diff`: a graph without errors and its deep-link table.
public struct GraphVersion: Sendable {
    public var graph: NavigationGraph
    public var table: DeepLinkTable

    public init(graph: NavigationGraph, table: DeepLinkTable) {
        self.graph = graph
        self.table = table
    }

    /// The version an analysis found, or `nil` when the graph has errors.
    public init?(_ analysis: Analysis) {
        guard let context = analysis.analyzed, let table = analysis.deepLinks else { return nil }
        self.init(graph: context.graph, table: table)
    }
}
