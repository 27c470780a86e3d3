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
        if index.isFlow(root) {
            walk.enter(flow: root, context: .none, reachable: true)
        } else if index.isScreen(root) {
            walk.place(Placement(screen: root, coordinator: root, inStack: false, isModal: false, tabContext: .none, isReachable: true))
        }
        walk.drain()
        for flow in index.graph.flows where !walk.enteredFlows.contains(flow.name.value) {
            walk.enter(flow: flow.name.value, context: .none, reachable: false)
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

    private struct Key: Hashable {
        var screen: String
        var coordinator: String
        var inStack: Bool
        var isModal: Bool
        var tabContext: TabContext
    }

    private struct Ownership: Hashable {
        var coordinator: String
        var screen: String
    }

    private struct ContextKey: Hashable {
        var parent: Int
        var flow: String
    }

    private struct Entry: Hashable {
        var flow: String
        var context: TabContext
        var reachable: Bool
    }

    private struct Walk {
        let index: GraphIndex
        var placements: [String: [Placement]] = [:]
        var reachableFlows: Set<String> = []
        var enteredFlows: Set<String> = []
        var screensByCoordinator: [String: [String]] = [:]
        var contexts: [(parent: Int, flow: String)] = [(0, "")]
        var contextIDs: [ContextKey: Int] = [:]
        var seen: Set<Key> = []
        /// Flows entered, so a flow presented from many screens is walked once.
        var entries: Set<Entry> = []
        var owned: Set<Ownership> = []
        var queue: [Placement] = []
        var head = 0
        /// Flows that may be their own tab ancestor: only these need the (linear)
        /// check against their context.
        let mayContainThemselves: Set<String>

        init(index: GraphIndex) {
            self.index = index
            self.mayContainThemselves = Self.flowsOnOrBelowTabCycles(index.graph)
        }

        /// Enters a flow and, iteratively, every tab flow nested in it.
        mutating func enter(flow name: String, context: TabContext, reachable: Bool) {
            var pending = [(name, context)]
            while let (name, context) = pending.popLast() {
                guard let flow = index.flow(name), !encloses(context, name),
                      entries.insert(Entry(flow: name, context: context, reachable: reachable)).inserted
                else { continue }
                enteredFlows.insert(name)
                if reachable { reachableFlows.insert(name) }
                if screensByCoordinator[name] == nil { screensByCoordinator[name] = [] }
                switch flow.kind {
                case .stack(let stack):
                    guard index.isScreen(stack.root.value) else { continue }
                    place(Placement(screen: stack.root.value, coordinator: name, inStack: true, isModal: false, tabContext: context, isReachable: reachable))
                case .tabs(let tabs):
                    guard let inner = intern(parent: context, flow: name) else { continue }
                    var children: [(String, TabContext)] = []
                    for tab in tabs {
                        switch tab.target.value {
                        case .flow(let child):
                            children.append((child, inner))
                        case .screen(let screen):
                            guard index.isScreen(screen) else { continue }
                            place(Placement(screen: screen, coordinator: name, inStack: false, isModal: false, tabContext: inner, isReachable: reachable))
                        }
                    }
                    // Reversed, so tabs are entered in the order written.
                    pending.append(contentsOf: children.reversed())
                }
            }
        }

        /// The context `parent` + `flow`, or `nil` past `maxTabContexts`.
        private mutating func intern(parent: TabContext, flow: String) -> TabContext? {
            let key = ContextKey(parent: parent.id, flow: flow)
            if let id = contextIDs[key] { return TabContext(id: id) }
            guard contexts.count < PlacementAnalysis.maxTabContexts else { return nil }
            contexts.append((parent.id, flow))
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

        mutating func place(_ placement: Placement) {
            let key = Key(screen: placement.screen, coordinator: placement.coordinator, inStack: placement.inStack, isModal: placement.isModal, tabContext: placement.tabContext)
            guard seen.insert(key).inserted else { return }
            placements[placement.screen, default: []].append(placement)
            if owned.insert(Ownership(coordinator: placement.coordinator, screen: placement.screen)).inserted {
                screensByCoordinator[placement.coordinator, default: []].append(placement.screen)
            }
            queue.append(placement)
        }

        mutating func drain() {
            while head < queue.count {
                let placement = queue[head]
                head += 1
                follow(linksOf: placement)
            }
        }

        private mutating func follow(linksOf placement: Placement) {
            guard let screen = index.screen(placement.screen) else { return }
            for link in screen.links {
                guard let target = link.target?.value else { continue }
                switch link.style.value {
                case .push, .replace:
                    guard placement.inStack, index.isScreen(target) else { continue }
                    place(Placement(screen: target, coordinator: placement.coordinator, inStack: true, isModal: false, tabContext: placement.tabContext, isReachable: placement.isReachable))
                case .sheet, .cover, .popover:
                    if index.isScreen(target) {
                        place(Placement(screen: target, coordinator: placement.coordinator, inStack: false, isModal: true, tabContext: placement.tabContext, isReachable: placement.isReachable))
                    } else {
                        enter(flow: target, context: .none, reachable: placement.isReachable)
                    }
                case .tab, .pop, .popToRoot, .dismiss:
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
