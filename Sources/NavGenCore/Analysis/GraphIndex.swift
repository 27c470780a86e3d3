/// Name lookup over a graph: screens and flows by name, in one namespace.
///
/// A class: every stage after decoding holds the index, and copying a reference
/// costs one count where copying the struct's fields cost one each.
public final class GraphIndex: Sendable {
    public let graph: NavigationGraph
    private let screenIndex: [String: Int]
    private let flowIndex: [String: Int]

    /// What a link names, looked up once: several passes follow every link.
    public enum LinkTarget: Sendable, Equatable {
        /// A screen, by position in `graph.screens`.
        case screen(Int)
        /// A flow, by position in `graph.flows`.
        case flow(Int)
        /// No target (back styles), or a name that is neither.
        case none
    }

    /// The targets of each screen's links: `linkTargets[s][l]` is what
    /// `graph.screens[s].links[l]` names.
    public let linkTargets: [[LinkTarget]]

    public init(_ graph: NavigationGraph) {
        self.graph = graph
        var screens: [String: Int] = [:]
        for (index, screen) in graph.screens.enumerated() where screens[screen.name.value] == nil {
            screens[screen.name.value] = index
        }
        var flows: [String: Int] = [:]
        for (index, flow) in graph.flows.enumerated() where flows[flow.name.value] == nil {
            flows[flow.name.value] = index
        }
        screenIndex = screens
        flowIndex = flows
        linkTargets = graph.screens.map { screen in
            screen.links.map { link in
                guard let target = link.target?.value else { return .none }
                if let id = screens[target] { return .screen(id) }
                if let id = flows[target] { return .flow(id) }
                return .none
            }
        }
    }

    public func screen(_ name: String) -> Screen? { screenIndex[name].map { graph.screens[$0] } }
    /// The position of the screen in `graph.screens` (the first, when names repeat).
    public func screenID(_ name: String) -> Int? { screenIndex[name] }
    /// The position of the flow in `graph.flows` (the first, when names repeat).
    public func flowID(_ name: String) -> Int? { flowIndex[name] }
    public func flow(_ name: String) -> Flow? { flowIndex[name].map { graph.flows[$0] } }
    public func isScreen(_ name: String) -> Bool { screenIndex[name] != nil }
    public func isFlow(_ name: String) -> Bool { flowIndex[name] != nil }
}
