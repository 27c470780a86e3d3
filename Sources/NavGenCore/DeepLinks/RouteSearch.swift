/// The breadth-first search of spec section 8.4, over placements, from the
/// launch state: every node is a placement with the shortest route to it.
///
/// Level 0 is the launch state: `root`, every tab of every tab flow (visited in
/// listed order, depth first into nested tab flows), every stack at its root.
/// Each `push` or `sheet`/`cover`/`popover` link (in declared order) is one step;
/// selecting a tab costs nothing, so a presented flow's tabs and roots sit at the
/// level of the step that presented it. `replace`, `tab` and the back styles are
/// not followed. Nodes are kept in the order the search meets them, which is the
/// tie-break of the spec.
///
/// With `via`, a node also records whether its route passed the flow `via`, and
/// a placement reached both ways is two nodes, so the shortest route through
/// `via` is found too.
public struct RouteSearch: Sendable {
    /// How a node's route leaves its parent: the steps in between, before bindings.
    public enum Entry: Sendable, Hashable {
        case select(flow: String, tab: String)
        /// A `push` link followed from a screen on the stack of `flow`.
        case push(flow: String, screen: String, linkArgs: [String: RawScalar])
        /// A modal link followed from a screen owned by `flow`.
        case present(flow: String, style: LinkStyle, target: String, linkArgs: [String: RawScalar])
    }

    /// A placement met by the search, with the last part of its route.
    public struct Node: Sendable {
        public var screen: String
        /// The coordinator that owns the placement (see `Placement.coordinator`).
        public var coordinator: String
        public var inStack: Bool
        public var isModal: Bool
        public var tabFlows: [String]
        /// Number of steps from the launch state.
        public var level: Int
        public var parent: Int?
        /// The steps from `parent` (or from the launch state) to this placement.
        public var entries: [Entry]
        /// Fixed values the screen is shown with here: its stack's or tab's `args`,
        /// or those of the link that shows it.
        public var args: [String: RawScalar]
        public var passedVia: Bool
        /// Shortest routes to this node, counted up to 2.
        public var routeCount: Int
        /// The parent of a second shortest route, for messages.
        public var otherParent: Int?
    }

    private struct Key: Hashable {
        var screen: String, coordinator: String, inStack: Bool, isModal: Bool, tabFlows: [String], passedVia: Bool
    }

    public let via: String?
    public private(set) var nodes: [Node] = []
    /// The nodes of each screen, in the order met.
    public private(set) var nodesByScreen: [String: [Int]] = [:]
    private var keys: [Key: Int] = [:]
    private let index: GraphIndex

    /// The search without `via`: every placement with its shortest route.
    public init(_ index: GraphIndex) {
        self.index = index
        self.via = nil
        enterLaunchState()
        expand(from: 0)
    }

    /// The search for routes through the flow `via`, built on the plain search.
    ///
    /// A route through `via` is the plain search's shortest route to where `via` is
    /// first entered, then the shortest route from `via`'s launch state: what follows
    /// an entry into a flow does not depend on how the flow was entered. So only the
    /// placements after the entry are searched, not the whole graph again.
    public init(_ index: GraphIndex, via: String, after plain: RouteSearch) {
        self.index = index
        self.via = via
        guard let entry = plain.nodes.firstIndex(where: { $0.coordinator == via || $0.tabFlows.contains(via) }) else { return }
        guard let presenter = plain.nodes[entry].parent else {
            enterLaunchState()
            expand(from: 0, onlyPassedVia: true)
            return
        }
        for node in plain.chain(to: presenter) {
            var copy = plain.nodes[node]
            copy.parent = copy.parent.flatMap { _ in nodes.count - 1 }
            copy.routeCount = 1
            copy.otherParent = nil
            keys[Key(screen: copy.screen, coordinator: copy.coordinator, inStack: copy.inStack, isModal: copy.isModal, tabFlows: copy.tabFlows, passedVia: false)] = nodes.count
            nodesByScreen[copy.screen, default: []].append(nodes.count)
            nodes.append(copy)
        }
        let first = nodes.count
        follow(linksOf: nodes.count - 1)
        expand(from: first, onlyPassedVia: true)
    }

    private mutating func enterLaunchState() {
        let root = index.graph.root.value
        if index.isFlow(root) {
            enter(flow: root, tabFlows: [], entries: [], level: 0, parent: nil)
        } else if index.isScreen(root) {
            add(screen: root, coordinator: root, inStack: false, isModal: false, tabFlows: [], entries: [], args: [:], level: 0, parent: nil)
        }
    }

    /// Follows the links of every node from `head` on, in the order met; with
    /// `onlyPassedVia`, only of nodes whose route passed `via`.
    private mutating func expand(from head: Int, onlyPassedVia: Bool = false) {
        var head = head
        while head < nodes.count {
            if !onlyPassedVia || nodes[head].passedVia { follow(linksOf: head) }
            head += 1
        }
    }

    /// The first node met that shows `screen` (and passed `via` when the search has one).
    public func firstNode(showing screen: String) -> Int? {
        nodesByScreen[screen]?.first { via == nil || nodes[$0].passedVia }
    }

    /// The nodes from the launch state to `node`, outermost first.
    public func chain(to node: Int) -> [Int] {
        var chain = [node]
        while let parent = nodes[chain[chain.count - 1]].parent { chain.append(parent) }
        return chain.reversed()
    }

    private mutating func follow(linksOf nodeIndex: Int) {
        let node = nodes[nodeIndex]
        guard let screen = index.screen(node.screen) else { return }
        for link in screen.links {
            guard let target = link.target?.value else { continue }
            let args = Self.arguments(link.args)
            switch link.style.value {
            case .push:
                guard node.inStack, index.isScreen(target) else { continue }
                add(screen: target, coordinator: node.coordinator, inStack: true, isModal: false, tabFlows: node.tabFlows,
                    entries: [.push(flow: node.coordinator, screen: target, linkArgs: args)], args: args, level: node.level + 1, parent: nodeIndex)
            case .sheet, .cover, .popover:
                let entry = Entry.present(flow: node.coordinator, style: link.style.value, target: target, linkArgs: args)
                if index.isScreen(target) {
                    add(screen: target, coordinator: node.coordinator, inStack: false, isModal: true, tabFlows: node.tabFlows,
                        entries: [entry], args: args, level: node.level + 1, parent: nodeIndex)
                } else {
                    enter(flow: target, tabFlows: [], entries: [entry], level: node.level + 1, parent: nodeIndex)
                }
            case .replace, .tab, .pop, .popToRoot, .dismiss:
                continue
            }
        }
    }

    private mutating func enter(flow name: String, tabFlows: [String], entries: [Entry], level: Int, parent: Int?) {
        guard let flow = index.flow(name), !tabFlows.contains(name) else { return }
        switch flow.kind {
        case .stack(let stack):
            guard index.isScreen(stack.root.value) else { return }
            add(screen: stack.root.value, coordinator: name, inStack: true, isModal: false, tabFlows: tabFlows,
                entries: entries, args: Self.arguments(stack.args), level: level, parent: parent)
        case .tabs(let tabs):
            for tab in tabs {
                let selected = entries + [.select(flow: name, tab: tab.target.value.name)]
                switch tab.target.value {
                case .flow(let child):
                    enter(flow: child, tabFlows: tabFlows + [name], entries: selected, level: level, parent: parent)
                case .screen(let screen):
                    guard index.isScreen(screen) else { continue }
                    add(screen: screen, coordinator: name, inStack: false, isModal: false, tabFlows: tabFlows + [name],
                        entries: selected, args: Self.arguments(tab.args), level: level, parent: parent)
                }
            }
        }
    }

    private mutating func add(screen: String, coordinator: String, inStack: Bool, isModal: Bool, tabFlows: [String],
                              entries: [Entry], args: [String: RawScalar], level: Int, parent: Int?) {
        let passedVia = via.map { via in
            (parent.map { nodes[$0].passedVia } ?? false) || coordinator == via || tabFlows.contains(via)
                || entries.contains { if case .present(_, _, via, _) = $0 { true } else { false } }
        } ?? false
        let key = Key(screen: screen, coordinator: coordinator, inStack: inStack, isModal: isModal, tabFlows: tabFlows, passedVia: passedVia)
        let parentRoutes = parent.map { nodes[$0].routeCount } ?? 1
        if let existing = keys[key] {
            // Another route of the same length, from a different placement.
            if nodes[existing].level == level, let parent, parent != nodes[existing].parent, parent != nodes[existing].otherParent {
                nodes[existing].routeCount = min(2, nodes[existing].routeCount + parentRoutes)
                if nodes[existing].otherParent == nil { nodes[existing].otherParent = parent }
            }
            return
        }
        keys[key] = nodes.count
        nodesByScreen[screen, default: []].append(nodes.count)
        nodes.append(Node(screen: screen, coordinator: coordinator, inStack: inStack, isModal: isModal, tabFlows: tabFlows, level: level,
                          parent: parent, entries: entries, args: args, passedVia: passedVia, routeCount: parentRoutes, otherParent: nil))
    }

    private static func arguments(_ bindings: [ArgumentBinding]) -> [String: RawScalar] {
        Dictionary(bindings.map { ($0.name.value, $0.value.value) }, uniquingKeysWith: { first, _ in first })
    }
}
