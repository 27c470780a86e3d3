/// The breadth-first search of spec section 8.4, over placements, from the
/// launch state: every node is a placement with the shortest route to it.
///
/// Level 0 is the launch state: `root`, every tab of every tab flow and every
/// branch of every switch flow (visited in listed order, depth first into nested
/// flows), every stack at its root.
/// Each `push` or `sheet`/`cover`/`popover` link (in declared order) is one step;
/// selecting a tab costs nothing, so a presented flow's tabs and roots sit at the
/// level of the step that presented it. `replace`, `tab`, `switch` and the back
/// styles are not followed. Nodes are kept in the order the search meets them, which is the
/// tie-break of the spec.
///
/// With `via`, a node also records whether its route passed the flow `via`, and
/// a placement reached both ways is two nodes, so the shortest route through
/// `via` is found too.
///
/// A class, built once per graph (and per `via`) and shared by every route that
/// reads it; its state changes only while an initialiser runs.
public final class RouteSearch: @unchecked Sendable {
    /// How a node's route leaves its parent: the steps in between, before bindings.
    public enum Entry: Sendable {
        case select(flow: String, tab: String)
        /// Show `branch` (the branch's target name) of the switch flow `flow`.
        case show(flow: String, branch: String)
        /// A `push` link followed from a screen on the stack of `flow`.
        case push(flow: String, screen: String, linkArgs: [ArgumentBinding])
        /// A modal link followed from a screen owned by `flow`.
        case present(flow: String, style: LinkStyle, target: String, linkArgs: [ArgumentBinding])
    }

    /// A placement met by the search, with the last part of its route.
    ///
    /// Numbers are stored in 32 bits and names are looked up from the graph
    /// (`RouteSearch.screen(of:)`, `coordinator(of:)`): a search holds a node per
    /// placement, hundreds of thousands in a large graph, and the node is 48 bytes
    /// this way instead of 136.
    public struct Node: Sendable {
        /// The enclosing tab flows, as an id into the search's table of tab
        /// contexts (`tabFlows(of:)` spells them out).
        var tabContext: Int { get { Int(storedTabContext) } set { storedTabContext = Int32(newValue) } }
        /// Number of steps from the launch state.
        public var level: Int { get { Int(storedLevel) } set { storedLevel = Int32(newValue) } }
        public var parent: Int? {
            get { storedParent < 0 ? nil : Int(storedParent) }
            set { storedParent = newValue.map(Int32.init) ?? -1 }
        }
        /// Shortest routes to this node, counted up to 2.
        public var routeCount: Int { get { Int(storedRouteCount) } set { storedRouteCount = Int32(newValue) } }
        /// The parent of a second shortest route, for messages.
        public var otherParent: Int? {
            get { storedOtherParent < 0 ? nil : Int(storedOtherParent) }
            set { storedOtherParent = newValue.map(Int32.init) ?? -1 }
        }
        /// The screen's position in `graph.screens`; the coordinator's in
        /// `graph.flows`, or -1 for the root screen. Keys compare these, not names.
        var screenID: Int { Int(storedScreenID) }
        var coordinatorID: Int { Int(storedCoordinatorID) }
        /// The steps from `parent` (or from the launch state) to this placement.
        public var entries: [Entry]
        /// Fixed values the screen is shown with here: its stack's or tab's `args`,
        /// or those of the link that shows it (the first binding of a name wins).
        public var args: [ArgumentBinding]
        private var storedTabContext: Int32, storedLevel: Int32, storedParent: Int32, storedRouteCount: Int32
        private var storedOtherParent: Int32 = -1
        private let storedScreenID: Int32, storedCoordinatorID: Int32
        public var inStack: Bool
        public var isModal: Bool
        public var passedVia: Bool

        init(screenID: Int, coordinatorID: Int, inStack: Bool, isModal: Bool, tabContext: Int, level: Int, parent: Int?,
             entries: [Entry], args: [ArgumentBinding], passedVia: Bool, routeCount: Int) {
            storedScreenID = Int32(screenID)
            storedCoordinatorID = Int32(coordinatorID)
            self.inStack = inStack
            self.isModal = isModal
            storedTabContext = Int32(tabContext)
            storedLevel = Int32(level)
            storedParent = parent.map(Int32.init) ?? -1
            self.entries = entries
            self.args = args
            self.passedVia = passedVia
            storedRouteCount = Int32(routeCount)
        }
    }

    /// A placement, and whether its route passed `via`: 16 bytes of integers, cheap
    /// to hash, and small in the table of every placement met.
    private struct Key: Hashable {
        let screen: Int32, coordinator: Int32, tabContext: Int32
        let flags: UInt8

        init(screen: Int, coordinator: Int, inStack: Bool, isModal: Bool, tabContext: Int, passedVia: Bool) {
            self.screen = Int32(screen)
            self.coordinator = Int32(coordinator)
            self.tabContext = Int32(tabContext)
            flags = (inStack ? 1 : 0) | (isModal ? 2 : 0) | (passedVia ? 4 : 0)
        }

        /// Two words instead of four fields: each field fed to the hasher costs a round.
        func hash(into hasher: inout Hasher) {
            hasher.combine(UInt64(UInt32(bitPattern: screen)) << 32 | UInt64(UInt32(bitPattern: coordinator)))
            hasher.combine(UInt64(UInt32(bitPattern: tabContext)) << 8 | UInt64(flags))
        }
    }

    /// A tab context: the enclosing context and the flow (by id) it adds.
    private struct ContextKey: Hashable {
        var parent: Int, flow: Int
    }

    public let via: String?
    /// `via`'s position in `graph.flows`.
    private let viaFlow: Int?
    public private(set) var nodes: [Node] = []
    /// Every node as `screen << 32 | node`, sorted once the search is done: the nodes
    /// of a screen (by position in `graph.screens`) are a run, in the order met. One
    /// flat array, not a table of arrays: 8 bytes a node, and sized by the nodes, not
    /// by every screen (a `via` search meets few of them, and a graph has one search
    /// per distinct `via`).
    private var nodesByScreen: [UInt64] = []
    /// Every node by its key, as a position in `nodes`. A `via` search, which meets
    /// few placements, keeps no slot per screen.
    private var keys: ScreenKeyedMap<Key, Int32>
    /// Chains of enclosing tab flows, interned: entry 0 is none, every other has a
    /// parent context and a flow.
    private var contexts: [(parent: Int, flow: Int)] = [(0, -1)]
    private var contextIDs: [ContextKey: Int] = [:]
    /// The screens a `via` search is still to meet through `via`; `nil` to search everything.
    private var unmetTargets: Set<Int>?
    /// The plain search's `firstEntriesOfFlows()`; empty in a `via` search.
    private var firstEntries: [Int] = []
    private let index: GraphIndex

    /// The search without `via`: every placement with its shortest route.
    public init(_ index: GraphIndex) {
        self.index = index
        self.via = nil
        self.viaFlow = nil
        keys = ScreenKeyedMap(screenCount: index.graph.screens.count)
        enterLaunchState()
        expand(from: 0)
        firstEntries = firstEntriesOfFlows()
    }

    /// For each flow (by position in `graph.flows`), the first node in it: owned by
    /// it, or inside it as a tab; -1 when no node is. One pass, so that each `via`
    /// search finds where its flow is entered without scanning every node.
    private func firstEntriesOfFlows() -> [Int] {
        var first = [Int](repeating: -1, count: index.graph.flows.count)
        for (position, node) in nodes.enumerated() {
            if node.coordinatorID >= 0, first[node.coordinatorID] < 0 { first[node.coordinatorID] = position }
            var context = node.tabContext
            while context != 0 {
                if first[contexts[context].flow] < 0 { first[contexts[context].flow] = position }
                context = contexts[context].parent
            }
        }
        return first
    }

    /// The search for routes through the flow `via`, built on the plain search.
    ///
    /// A route through `via` is the plain search's shortest route to where `via` is
    /// first entered, then the shortest route from `via`'s launch state: what follows
    /// an entry into a flow does not depend on how the flow was entered. So only the
    /// placements after the entry are searched, not the whole graph again.
    ///
    /// With `targets` (positions in `graph.screens`), the search stops once each of
    /// them is met through `via`: a later node can be no route's first, so the rest of
    /// what follows `via` is not searched for patterns that do not go there.
    public init(_ index: GraphIndex, via: String, after plain: RouteSearch, targets: Set<Int>? = nil) {
        self.index = index
        self.via = via
        self.viaFlow = index.flowID(via)
        keys = ScreenKeyedMap(screenCount: 0)
        unmetTargets = targets
        contexts = plain.contexts
        contextIDs = plain.contextIDs
        guard let viaFlow, plain.firstEntries[viaFlow] >= 0 else { return }
        let entry = plain.firstEntries[viaFlow]
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
            _ = keys.value(of: Key(screen: copy.screenID, coordinator: copy.coordinatorID, inStack: copy.inStack, isModal: copy.isModal,
                                   tabContext: copy.tabContext, passedVia: false),
                           screen: copy.screenID, insertingIfAbsent: Int32(nodes.count))
            nodes.append(copy)
        }
        let first = nodes.count
        follow(linksOf: nodes.count - 1)
        expand(from: first, onlyPassedVia: true)
    }

    private func enterLaunchState() {
        let root = index.graph.root.value
        if let flow = index.flowID(root) {
            enter(flow: flow, context: 0, entries: { [] }, level: 0, parent: nil)
        } else if let screen = index.screenID(root) {
            add(screen: screen, coordinator: -1, inStack: false, isModal: false, context: 0, entries: { [] }, args: { [] }, level: 0, parent: nil)
        }
    }

    /// Follows the links of every node from `head` on, in the order met; with
    /// `onlyPassedVia`, only of nodes whose route passed `via`.
    private func expand(from head: Int, onlyPassedVia: Bool = false) {
        var head = head
        while head < nodes.count, unmetTargets?.isEmpty != true {
            if !onlyPassedVia || nodes[head].passedVia { follow(linksOf: head) }
            head += 1
        }
        // Every placement is met; the table that told them apart is no longer needed,
        // and the nodes are copied to an array of their exact count (a grown array
        // keeps up to half its capacity unused, for as long as the routes are read).
        keys = ScreenKeyedMap(screenCount: 0)
        nodes = nodes.withUnsafeBufferPointer { Array($0) }
        nodesByScreen = nodes.indices.map { UInt64(nodes[$0].screenID) << 32 | UInt64($0) }
        nodesByScreen.sort()
    }

    /// The first node met that shows `screen` (and passed `via` when the search has one).
    public func firstNode(showing screen: String) -> Int? {
        index.screenID(screen).flatMap(firstNode(showingScreen:))
    }

    /// `firstNode(showing:)` of the screen at this position of `graph.screens`.
    func firstNode(showingScreen screenID: Int) -> Int? {
        positions(ofScreen: screenID).lazy.map { Int(self.nodesByScreen[$0] & 0xFFFF_FFFF) }.first { via == nil || nodes[$0].passedVia }
    }

    /// The nodes that show `screen`, in the order met.
    public func nodes(showing screen: String) -> [Int] {
        guard let screenID = index.screenID(screen) else { return [] }
        return nodes(showingScreen: screenID)
    }

    /// The nodes that show the screen at this position of `graph.screens`, in the order met.
    func nodes(showingScreen screenID: Int) -> [Int] {
        positions(ofScreen: screenID).map { Int(nodesByScreen[$0] & 0xFFFF_FFFF) }
    }

    /// Where a screen's run of nodes lies in `nodesByScreen`, found by binary search.
    private func positions(ofScreen screenID: Int) -> Range<Int> {
        let key = UInt64(screenID) << 32
        var low = 0, high = nodesByScreen.count
        while low < high {
            let middle = (low + high) / 2
            if nodesByScreen[middle] < key { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < nodesByScreen.count, nodesByScreen[end] >> 32 == UInt64(screenID) { end += 1 }
        return low..<end
    }

    /// The nodes from the launch state to `node`, outermost first.
    ///
    /// Counted first, then written from the end into an array of that length, once:
    /// the emitter asks for every route's chain.
    public func chain(to node: Int) -> [Int] {
        var length = 1
        var walked = node
        while let parent = nodes[walked].parent {
            length += 1
            walked = parent
        }
        return [Int](unsafeUninitializedCapacity: length) { chain, count in
            var position = length - 1
            var current = node
            chain.initializeElement(at: position, to: current)
            while let parent = nodes[current].parent {
                position -= 1
                current = parent
                chain.initializeElement(at: position, to: current)
            }
            count = length
        }
    }

    /// The name of the screen a node places.
    public func screen(of node: Int) -> String {
        index.graph.screens[nodes[node].screenID].name.value
    }

    /// The name of the coordinator that owns a node's placement (see
    /// `Placement.coordinator`): a flow, or the root screen.
    public func coordinator(of node: Int) -> String {
        let id = nodes[node].coordinatorID
        return id < 0 ? screen(of: node) : index.graph.flows[id].name.value
    }

    /// The tab flows enclosing a node, outermost first.
    public func tabFlows(of node: Node) -> [String] {
        var flows: [String] = []
        var id = node.tabContext
        while id != 0 {
            flows.append(index.graph.flows[contexts[id].flow].name.value)
            id = contexts[id].parent
        }
        return flows.reversed()
    }

    /// Whether `flow` (a position in `graph.flows`) encloses the tab context `id`.
    private func context(_ id: Int, contains flow: Int?) -> Bool {
        guard let flow else { return false }
        var id = id
        while id != 0 {
            if contexts[id].flow == flow { return true }
            id = contexts[id].parent
        }
        return false
    }

    /// Adds a node for each `push` and modal link of the node's screen, then for
    /// each of its stack flow's links: a screen's own links come first (1.1 C).
    private func follow(linksOf nodeIndex: Int) {
        let screenID = nodes[nodeIndex].screenID, coordinatorID = nodes[nodeIndex].coordinatorID
        let targets = index.linkTargets[screenID]
        // Routes never follow `from: presenter` links (1.1 D); only a screen that has
        // one has its links read for it.
        let presenterLinks = index.hasPresenterLinks[screenID]
        func link(_ position: Int) -> Link { self.index.graph.screens[screenID].links[position] }
        for position in targets.indices where !presenterLinks || !link(position).isFromPresenter {
            follow(targets.style(of: position), targets[position], link: { link(position) }, from: nodeIndex)
        }
        // Then the links of the stack flow it is placed directly in, in declared order (1.1 C).
        guard coordinatorID >= 0, index.flowHasLinks[coordinatorID], !nodes[nodeIndex].isModal, index.stackRoot(ofFlow: coordinatorID) != nil else { return }
        let flowLinks = index.graph.flows[coordinatorID].links, flowTargets = index.flowLinkTargets[coordinatorID]
        for position in flowLinks.indices where !flowLinks[position].isFromPresenter {
            follow(flowLinks[position].style.value, flowTargets[position], link: { flowLinks[position] }, from: nodeIndex)
        }
    }

    /// Adds a node for a `push` or modal link followed from the node `nodeIndex`.
    ///
    /// Most links lead to a placement already met, so the node's fields are read one
    /// by one, the link's style and target come from `GraphIndex.linkTargets`, and
    /// the link itself is read only for a new node (and for `presenting` in a `via`
    /// search): copying whole nodes and links was most of this search's reference
    /// counting, and at 100,000 screens each link read was a cache miss.
    private func follow(_ style: LinkStyle, _ resolved: GraphIndex.LinkTarget, link: () -> Link, from nodeIndex: Int) {
        let coordinatorID = nodes[nodeIndex].coordinatorID
        let inStack = nodes[nodeIndex].inStack, context = nodes[nodeIndex].tabContext, level = nodes[nodeIndex].level + 1
        switch style.kind {
        case .stack:
            guard style == .push, inStack, case .screen(let screen) = resolved else { return }
            add(screen: screen, coordinator: coordinatorID, inStack: true, isModal: false, context: context,
                entries: { [.push(flow: self.coordinator(of: nodeIndex), screen: self.index.graph.screens[screen].name.value, linkArgs: link().args)] },
                args: { link().args }, level: level, parent: nodeIndex)
        case .modal:
            present(style, resolved, link: link, by: coordinatorID, named: { self.coordinator(of: nodeIndex) }, context: context,
                    entries: { [] }, level: level, parent: nodeIndex)
        case .selection, .exit, .back:
            return
        }
    }

    /// Adds the node a modal link shows: a screen presented by the coordinator
    /// `coordinatorID`, or a flow entered. `entries` are the steps before the
    /// presentation (none, but for a tab bar's own links: the steps that show it).
    private func present(_ style: LinkStyle, _ resolved: GraphIndex.LinkTarget, link: () -> Link, by coordinatorID: Int, named: () -> String,
                         context: Int, entries: () -> [Entry], level: Int, parent: Int?) {
        // A link with a target resolves to a screen or a flow; one without, to neither.
        guard resolved != .none else { return }
        let presenting = via == nil ? nil : link().target?.value
        let entry = { entries() + [Entry.present(flow: named(), style: style, target: link().target!.value, linkArgs: link().args)] }
        switch resolved {
        case .screen(let screen):
            add(screen: screen, coordinator: coordinatorID, inStack: false, isModal: true, context: context,
                entries: entry, presenting: presenting, args: { link().args }, level: level, parent: parent)
        case .flow(let flow):
            // The link's `args` bind the flow's parameters, its root's (1.1 B).
            enter(flow: flow, context: 0, entries: entry, presenting: presenting, linkArgs: { link().args }, level: level, parent: parent)
        case .none:
            return
        }
    }

    /// Enters a flow: its stack's root, or each of its tabs. `presenting` is the
    /// target of the modal link that shows it, if one does. `entries` is called only
    /// for a new node: a flow is entered once for every link that presents it, and
    /// most of them lead to a placement already met.
    private func enter(flow id: Int, context: Int, entries: () -> [Entry], presenting: String? = nil, linkArgs: () -> [ArgumentBinding] = { [] },
                       level: Int, parent: Int?) {
        guard !self.context(context, contains: id) else { return }
        if let root = index.stackRoot(ofFlow: id) {
            add(screen: root, coordinator: id, inStack: true, isModal: false, context: context,
                entries: entries, presenting: presenting, args: { (self.index.graph.flows[id].stack?.args ?? []) + linkArgs() }, level: level, parent: parent)
            return
        }
        // A stack whose root names no screen shows nothing. A switch is entered as a
        // tab bar is: each branch costs nothing, listed order breaks ties.
        let flow = index.graph.flows[id]
        let name = flow.name.value
        let children: [(target: Tab.Target, args: [ArgumentBinding], entry: Entry)]
        switch flow.kind {
        case .stack: return
        case .tabs(let tabs):
            children = tabs.map { ($0.target.value, $0.args, .select(flow: name, tab: $0.target.value.name)) }
        case .switch(let branches):
            children = branches.map { ($0.target.value, $0.args, .show(flow: name, branch: $0.target.value.name)) }
        }
        let inner = intern(parent: context, flow: id)
        for child in children {
            let selected = { entries() + [child.entry] }
            switch child.target {
            case .flow(let childFlow):
                guard let childFlow = index.flowID(childFlow) else { continue }
                enter(flow: childFlow, context: inner, entries: selected, presenting: presenting, level: level, parent: parent)
            case .screen(let screen):
                guard let screen = index.screenID(screen) else { continue }
                add(screen: screen, coordinator: id, inStack: false, isModal: false, context: inner,
                    entries: selected, presenting: presenting, args: { child.args }, level: level, parent: parent)
            }
        }
        // The tab bar's own modal links (1.1 C), presented by its coordinator over the
        // whole tab bar: no tab of it is selected on the way.
        guard index.flowHasLinks[id] else { return }
        let links = index.graph.flows[id].links, targets = index.flowLinkTargets[id]
        for position in links.indices where links[position].style.value.isModal && !links[position].isFromPresenter {
            present(links[position].style.value, targets[position], link: { links[position] }, by: id, named: { name }, context: context,
                    entries: entries, level: level + 1, parent: parent)
        }
    }

    /// The tab context `parent` + `flow`.
    private func intern(parent: Int, flow: Int) -> Int {
        let key = ContextKey(parent: parent, flow: flow)
        if let id = contextIDs[key] { return id }
        contexts.append((parent, flow))
        contextIDs[key] = contexts.count - 1
        return contexts.count - 1
    }

    /// Adds the placement as a node, or counts a second shortest route to it. `entries`
    /// and `args` are called only for a new node; `presenting` is the target of the modal link
    /// among them, if any, so that a `via` search tells whether the route presents
    /// `via` without making them. Flows are told apart by number (flow names are
    /// unique); the root screen, which owns its own placement, by name.
    private func add(screen: Int, coordinator: Int, inStack: Bool, isModal: Bool, context: Int,
                     entries makeEntries: () -> [Entry], presenting: String? = nil, args makeArgs: () -> [ArgumentBinding], level: Int, parent: Int?) {
        var passedVia = false
        if let via {
            let ownedByVia = coordinator < 0 ? index.graph.screens[screen].name.value == via : coordinator == viaFlow
            passedVia = (parent.map { nodes[$0].passedVia } ?? false) || ownedByVia || self.context(context, contains: viaFlow) || presenting == via
        }
        let key = Key(screen: screen, coordinator: coordinator, inStack: inStack, isModal: isModal, tabContext: context, passedVia: passedVia)
        let parentRoutes = parent.map { nodes[$0].routeCount } ?? 1
        // One lookup: a key not yet met is entered with the number of the node made below.
        if let known = keys.value(of: key, screen: screen, insertingIfAbsent: Int32(nodes.count)) {
            let existing = Int(known)
            // Another route of the same length, from a different placement.
            if nodes[existing].level == level, let parent, parent != nodes[existing].parent, parent != nodes[existing].otherParent {
                nodes[existing].routeCount = min(2, nodes[existing].routeCount + parentRoutes)
                if nodes[existing].otherParent == nil { nodes[existing].otherParent = parent }
            }
            return
        }
        let node = Node(screenID: screen, coordinatorID: coordinator, inStack: inStack, isModal: isModal, tabContext: context, level: level,
                        parent: parent, entries: makeEntries(), args: makeArgs(), passedVia: passedVia, routeCount: parentRoutes)
        nodes.append(node)
        if passedVia { unmetTargets?.remove(screen) }
    }

}
