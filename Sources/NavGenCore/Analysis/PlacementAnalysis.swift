/// Every placement of every screen, found by walking the graph from `root` (and
/// then from each flow `root` never shows, so their screens are checked too).
///
/// Each placement is visited once; the walk is linear in placements and links.
public struct PlacementAnalysis: Sendable {
    /// Placements by screen name, in the order the walk met them.
    public private(set) var placements: [String: [Placement]] = [:]
    /// Flows shown from `root`.
    public private(set) var reachableFlows: Set<String> = []
    /// The screens each coordinator owns, in the order met.
    public private(set) var screensByCoordinator: [String: [String]] = [:]

    private struct Key: Hashable {
        var screen: String
        var coordinator: String
        var inStack: Bool
        var isModal: Bool
        var tabFlows: [String]
    }

    private struct Ownership: Hashable {
        var coordinator: String
        var screen: String
    }

    public init(_ index: GraphIndex) {
        var walk = Walk(index: index)
        let root = index.graph.root.value
        if index.isFlow(root) {
            walk.enter(flow: root, tabFlows: [], reachable: true)
        } else if index.isScreen(root) {
            walk.place(Placement(screen: root, coordinator: root, inStack: false, isModal: false, tabFlows: [], isReachable: true))
        }
        walk.drain()
        for flow in index.graph.flows where !walk.enteredFlows.contains(flow.name.value) {
            walk.enter(flow: flow.name.value, tabFlows: [], reachable: false)
            walk.drain()
        }
        placements = walk.placements
        reachableFlows = walk.reachableFlows
        screensByCoordinator = walk.screensByCoordinator
    }

    /// The placements of a screen (empty when it is never shown).
    public func placements(of screen: String) -> [Placement] { placements[screen] ?? [] }

    /// Whether some placement of the screen is reachable from `root`.
    public func isReachable(screen: String) -> Bool { placements(of: screen).contains { $0.isReachable } }

    private struct Walk {
        let index: GraphIndex
        var placements: [String: [Placement]] = [:]
        var reachableFlows: Set<String> = []
        var enteredFlows: Set<String> = []
        var screensByCoordinator: [String: [String]] = [:]
        var seen: Set<Key> = []
        var owned: Set<Ownership> = []
        var queue: [Placement] = []
        var head = 0

        mutating func enter(flow name: String, tabFlows: [String], reachable: Bool) {
            guard let flow = index.flow(name), !tabFlows.contains(name) else { return }
            enteredFlows.insert(name)
            if reachable { reachableFlows.insert(name) }
            if screensByCoordinator[name] == nil { screensByCoordinator[name] = [] }
            switch flow.kind {
            case .stack(let stack):
                guard index.isScreen(stack.root.value) else { return }
                place(Placement(screen: stack.root.value, coordinator: name, inStack: true, isModal: false, tabFlows: tabFlows, isReachable: reachable))
            case .tabs(let tabs):
                let inner = tabFlows + [name]
                for tab in tabs {
                    switch tab.target.value {
                    case .flow(let child):
                        enter(flow: child, tabFlows: inner, reachable: reachable)
                    case .screen(let screen):
                        guard index.isScreen(screen) else { continue }
                        place(Placement(screen: screen, coordinator: name, inStack: false, isModal: false, tabFlows: inner, isReachable: reachable))
                    }
                }
            }
        }

        mutating func place(_ placement: Placement) {
            let key = Key(screen: placement.screen, coordinator: placement.coordinator, inStack: placement.inStack, isModal: placement.isModal, tabFlows: placement.tabFlows)
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
                    place(Placement(screen: target, coordinator: placement.coordinator, inStack: true, isModal: false, tabFlows: placement.tabFlows, isReachable: placement.isReachable))
                case .sheet, .cover, .popover:
                    if index.isScreen(target) {
                        place(Placement(screen: target, coordinator: placement.coordinator, inStack: false, isModal: true, tabFlows: placement.tabFlows, isReachable: placement.isReachable))
                    } else {
                        enter(flow: target, tabFlows: [], reachable: placement.isReachable)
                    }
                case .tab, .pop, .popToRoot, .dismiss:
                    continue
                }
            }
        }
    }
}
