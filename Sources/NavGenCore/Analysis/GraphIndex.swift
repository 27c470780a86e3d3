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

    /// `screenIDs[s]` is what `screenID(_:)` gives for the name of
    /// `graph.screens[s]`: `s` itself unless an earlier screen has the same name.
    /// Later stages index tables by these ids instead of hashing names.
    public let screenIDs: [Int]
    /// `flowIDs[f]` is what `flowID(_:)` gives for the name of `graph.flows[f]`.
    public let flowIDs: [Int]

    public init(_ graph: NavigationGraph) {
        self.graph = graph
        var screens: [String: Int] = [:]
        screens.reserveCapacity(graph.screens.count)
        screenIDs = graph.screens.indices.map { Self.register(graph.screens[$0].name.value, at: $0, in: &screens) }
        var flows: [String: Int] = [:]
        flows.reserveCapacity(graph.flows.count)
        flowIDs = graph.flows.indices.map { Self.register(graph.flows[$0].name.value, at: $0, in: &flows) }
        screenIndex = screens
        flowIndex = flows
        linkTargets = graph.screens.indices.map { position in
            let links = graph.screens[position].links
            return links.indices.map { link in
                guard let target = links[link].target?.value else { return .none }
                if let id = screens[target] { return .screen(id) }
                if let id = flows[target] { return .flow(id) }
                return .none
            }
        }
    }

    /// Maps `name` to `position` unless an earlier position has it, and returns the
    /// position the name maps to. Names rarely repeat, so inserting first and
    /// undoing on a repeat hashes each name once.
    private static func register(_ name: String, at position: Int, in table: inout [String: Int]) -> Int {
        guard let earlier = table.updateValue(position, forKey: name) else { return position }
        table[name] = earlier
        return earlier
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
