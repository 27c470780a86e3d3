import NavGenCore
import Testing

/// A route search holds a node per placement: hundreds of thousands in a large
/// graph, so the node's size is most of the deep-link stage's memory (see
/// `RouteSearch.Node`). What the nodes hold is tested through the routes, in
/// `RouteSynthesisTests`.
@Suite("Route search memory")
struct RouteSearchLayoutTests {
    @Test("a node takes 48 bytes: numbers in 32 bits, names looked up from the graph")
    func nodeIsSmall() {
        #expect(MemoryLayout<RouteSearch.Node>.stride == 48)
    }
}
