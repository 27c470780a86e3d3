/// Every placement of every screen, found by walking the graph from `root` (and
/// then from each flow `root` never shows, so their screens are checked too).
///
/// The walk uses a work list, never recursion, so nesting depth cannot overflow the
/// stack. Chains of enclosing tab flows are interned as `TabContext`s (a parent and
/// a flow each), so a placement costs the same however deep it sits. Each
/// placement is visited once; the walk is linear in placements and links.
public struct PlacementAnalysis: Sendable {
    /// The most tab contexts the walk creates. Only tab flows shared by many tab
    /// bars, nested many levels deep, reach it (the tab paths multiply); past it,
    /// further nested tab paths are not followed.
    public static let maxTabContexts = 100_000

    /// Placements by screen name, in the order the walk met them.
    public private(set) var placements: [String: [Placement]] = [:]
    /// Flows shown from `root`.
    public private(set) var reachableFlows: Set<String> = []
    /// The screens each coordinator owns, in the order met.
    public private(set) var screensByCoordinator: [String: [String]] = [:]
    /// The tab contexts: entry 0 is `.none`; every other has a parent and a flow.
    private var contexts: [(parent: Int, flow: String)] = [(0, "")]

    public init(_ index: GraphIndex) {
        var walk = Walk(index: index)
        let root = index.graph.root.value
        if let flow = index.flowID(root) {
            walk.enter(flow: flow, context: .none, reachable: true)
        } else if let screen = index.screenID(root) {
            walk.place(Placement(screen: root, coordinator: root, inStack: false, isModal: false, tabContext: .none, isReachable: true),
                       screen: screen, coordinator: Walk.rootScreenCoordinator)
        }
        walk.drain()
        for flow in index.graph.flows.indices where !walk.enteredFlows[flow] {
            walk.enter(flow: flow, context: .none, reachable: false)
            walk.drain()
        }
        placements = walk.placements
        reachableFlows = walk.reachableFlows
        screensByCoordinator = walk.screensByCoordinator
        contexts = walk.contexts
    }

    /// The placements of a screen (empty when it is never shown).
    public func placements(of screen: String) -> [Placement] { placements[screen] ?? [] }

    /// Whether some placement of the screen is reachable from `root`.
    public func isReachable(screen: String) -> Bool { placements(of: screen).contains { $0.isReachable } }

    /// The tab flows enclosing a placement, outermost first.
    public func tabFlows(of placement: Placement) -> [String] {
        Array(enclosingTabFlows(placement.tabContext)).reversed()
    }

    /// The tab flows of a context, innermost first.
    public func enclosingTabFlows(_ context: TabContext) -> some Sequence<String> {
        sequence(state: context.id) { [contexts] id -> String? in
            guard id != 0 else { return nil }
            defer { id = contexts[id].parent }
            return contexts[id].flow
        }
    }

    /// The context enclosing `context`: `.none` for `.none`.
    public func parent(of context: TabContext) -> TabContext { TabContext(id: contexts[context.id].parent) }

    /// The innermost tab flow of a context; `nil` for `.none`.
    public func innermostFlow(of context: TabContext) -> String? { context.id == 0 ? nil : contexts[context.id].flow }

    /// Screens and flows are numbered by position in `graph.screens` and
    /// `graph.flows`: the walk hashes numbers, not names.
    private struct Key: Hashable {
        var screen: Int
        var coordinator: Int
        var inStack: Bool
        var isModal: Bool
        var tabContext: TabContext
    }

    private struct Ownership: Hashable {
        var coordinator: Int
        var screen: Int
    }

    private struct ContextKey: Hashable {
        var parent: Int
        var flow: Int
    }

    private struct Entry: Hashable {
        var flow: Int
        var context: TabContext
        var reachable: Bool
    }

    private struct Walk {
        /// The coordinator number of the root screen, when `root` is a screen.
        static let rootScreenCoordinator = -1

        let index: GraphIndex
        var placements: [String: [Placement]] = [:]
        var reachableFlows: Set<String> = []
        var enteredFlows: [Bool]
        var screensByCoordinator: [String: [String]] = [:]
        var contexts: [(parent: Int, flow: String)] = [(0, "")]
        var contextIDs: [ContextKey: Int] = [:]
        var seen: Set<Key> = []
        /// Flows entered, so a flow presented from many screens is walked once.
        var entries: Set<Entry> = []
        var owned: Set<Ownership> = []
        /// Placements to follow, with their screen's and coordinator's numbers.
        var queue: [(placement: Placement, screen: Int, coordinator: Int)] = []
        var head = 0
        /// Flows that may be their own tab ancestor: only these need the (linear)
        /// check against their context.
        let mayContainThemselves: Set<String>

        init(index: GraphIndex) {
            self.index = index
            enteredFlows = Array(repeating: false, count: index.graph.flows.count)
            self.mayContainThemselves = Self.flowsOnOrBelowTabCycles(index.graph)
        }

        /// Enters a flow and, iteratively, every tab flow nested in it.
        mutating func enter(flow id: Int, context: TabContext, reachable: Bool) {
            var pending = [(id, context)]
            while let (id, context) = pending.popLast() {
                let flow = index.graph.flows[id]
                let name = flow.name.value
                guard !encloses(context, name), entries.insert(Entry(flow: id, context: context, reachable: reachable)).inserted
                else { continue }
                enteredFlows[id] = true
                if reachable { reachableFlows.insert(name) }
                if screensByCoordinator[name] == nil { screensByCoordinator[name] = [] }
                switch flow.kind {
                case .stack(let stack):
                    guard let root = index.screenID(stack.root.value) else { continue }
                    place(Placement(screen: stack.root.value, coordinator: name, inStack: true, isModal: false, tabContext: context, isReachable: reachable),
                          screen: root, coordinator: id)
                case .tabs(let tabs):
                    guard let inner = intern(parent: context, flow: id, name: name) else { continue }
                    var children: [(Int, TabContext)] = []
                    for tab in tabs {
                        switch tab.target.value {
                        case .flow(let child):
                            guard let child = index.flowID(child) else { continue }
                            children.append((child, inner))
                        case .screen(let screen):
                            guard let screenID = index.screenID(screen) else { continue }
                            place(Placement(screen: screen, coordinator: name, inStack: false, isModal: false, tabContext: inner, isReachable: reachable),
                                  screen: screenID, coordinator: id)
                        }
                    }
                    // Reversed, so tabs are entered in the order written.
                    pending.append(contentsOf: children.reversed())
                }
            }
        }

        /// The context `parent` + `flow`, or `nil` past `maxTabContexts`.
        private mutating func intern(parent: TabContext, flow: Int, name: String) -> TabContext? {
            let key = ContextKey(parent: parent.id, flow: flow)
            if let id = contextIDs[key] { return TabContext(id: id) }
            guard contexts.count < PlacementAnalysis.maxTabContexts else { return nil }
            contexts.append((parent.id, name))
            contextIDs[key] = contexts.count - 1
            return TabContext(id: contexts.count - 1)
        }

        /// Whether `flow` is one of the tab flows of `context`.
        private func encloses(_ context: TabContext, _ flow: String) -> Bool {
            guard mayContainThemselves.contains(flow) else { return false }
            var id = context.id
            while id != 0 {
                if contexts[id].flow == flow { return true }
                id = contexts[id].parent
            }
            return false
        }

        /// Records a placement of the screen numbered `screen`, owned by the flow
        /// numbered `coordinator` (or the root screen), unless it is known.
        mutating func place(_ placement: Placement, screen: Int, coordinator: Int) {
            let key = Key(screen: screen, coordinator: coordinator, inStack: placement.inStack, isModal: placement.isModal, tabContext: placement.tabContext)
            guard seen.insert(key).inserted else { return }
            placements[placement.screen, default: []].append(placement)
            if owned.insert(Ownership(coordinator: coordinator, screen: screen)).inserted {
                screensByCoordinator[placement.coordinator, default: []].append(placement.screen)
            }
            queue.append((placement, screen, coordinator))
        }

        mutating func drain() {
            while head < queue.count {
                let (placement, screen, coordinator) = queue[head]
                head += 1
                follow(linksOf: placement, screen: screen, coordinator: coordinator)
            }
        }

        private mutating func follow(linksOf placement: Placement, screen: Int, coordinator: Int) {
            let links = index.graph.screens[screen].links
            for (link, resolved) in zip(links, index.linkTargets[screen]) {
                guard let target = link.target?.value else { continue }
                switch (link.style.value, resolved) {
                case (.push, .screen(let targetID)), (.replace, .screen(let targetID)):
                    guard placement.inStack else { continue }
                    place(Placement(screen: target, coordinator: placement.coordinator, inStack: true, isModal: false, tabContext: placement.tabContext, isReachable: placement.isReachable),
                          screen: targetID, coordinator: coordinator)
                case (.sheet, .screen(let targetID)), (.cover, .screen(let targetID)), (.popover, .screen(let targetID)):
                    place(Placement(screen: target, coordinator: placement.coordinator, inStack: false, isModal: true, tabContext: placement.tabContext, isReachable: placement.isReachable),
                          screen: targetID, coordinator: coordinator)
                case (.sheet, .flow(let flow)), (.cover, .flow(let flow)), (.popover, .flow(let flow)):
                    enter(flow: flow, context: .none, reachable: placement.isReachable)
                default:
                    continue
                }
            }
        }

        /// The flows left after repeatedly removing flows that no tab names (Kahn's
        /// algorithm): those on a tab cycle and those below one. Every other flow
        /// can never be its own tab ancestor.
        static func flowsOnOrBelowTabCycles(_ graph: NavigationGraph) -> Set<String> {
            var parents: [String: Int] = [:]
            var children: [String: [String]] = [:]
            for flow in graph.flows {
                for tab in flow.tabs {
                    guard case .flow(let child) = tab.target.value else { continue }
                    parents[child, default: 0] += 1
                    children[flow.name.value, default: []].append(child)
                }
            }
            var remaining = Set(graph.flows.map(\.name.value))
            var ready = graph.flows.map(\.name.value).filter { parents[$0, default: 0] == 0 }
            while let flow = ready.popLast() {
                guard remaining.remove(flow) != nil else { continue }
                for child in children[flow] ?? [] {
                    parents[child, default: 0] -= 1
                    if parents[child] == 0 { ready.append(child) }
                }
            }
            return remaining
        }
    }
}
