/// Every placement of every screen, found by walking the graph from `root` (and
/// then from each flow `root` never shows, so their screens are checked too). A
/// feature graph has no root: the walk starts from each of its flows, all shown.
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

    /// Flows shown from `root`.
    public let reachableFlows: Set<String>
    /// The screens each coordinator owns, in the order met.
    public let screensByCoordinator: [String: [String]]
    /// The same screens as ids into `graph.screens` (`GraphIndex.screenIDs`).
    public let screenIDsByCoordinator: [String: [Int]]
    private let index: GraphIndex
    /// Placements by screen id (`GraphIndex.screenIDs`), in the order the walk met
    /// them. Rules look placements up by id: hashing names was most of their cost.
    private let placementsByScreen: [[Placement]]
    /// Whether each flow id (`GraphIndex.flowIDs`) is shown from `root`.
    private let flowIsReachable: [Bool]
    /// The tab contexts: entry 0 is `.none`; every other has a parent and a flow.
    private let contexts: [(parent: Int, flow: String)]
    /// The presenters of modals (1.1 D): entry 0 stands for `.none`.
    private let presenters: [Presenter]

    public init(_ index: GraphIndex) {
        self.index = index
        var walk = Walk(index: index)
        let root = index.graph.root.value
        if index.graph.isFeature {
            // Flows that are no tab or branch of another first, so that a nested flow
            // is met inside its tab bar or switch; then any other (on a cycle of tabs).
            let nested = Set(index.graph.flows.flatMap { $0.tabs.map(\.target.value) + $0.branches.map(\.target.value) }.compactMap { target -> String? in
                if case .flow(let name) = target { return name }
                return nil
            })
            for outermost in [true, false] {
                for flow in index.graph.flows.indices where !walk.enteredFlows[flow] && (!outermost || !nested.contains(index.graph.flows[flow].name.value)) {
                    walk.enter(flow: flow, context: .none, reachable: true)
                    walk.drain()
                }
            }
        } else if let flow = index.flowID(root) {
            walk.enter(flow: flow, context: .none, reachable: true)
        } else if let screen = index.screenID(root) {
            walk.place(screen: screen, coordinator: Walk.rootScreenCoordinator, inStack: false, isModal: false, tabContext: .none, isReachable: true,
                       presenter: 0) {
                (root, root)
            }
        }
        walk.drain()
        for flow in index.graph.flows.indices where !walk.enteredFlows[flow] {
            walk.enter(flow: flow, context: .none, reachable: false)
            walk.drain()
        }
        placementsByScreen = walk.placements
        flowIsReachable = walk.flowIsReachable
        contexts = walk.contexts
        let flows = index.graph.flows
        presenters = walk.presenters.map { key in
            let name = key.coordinator == Walk.rootScreenCoordinator ? index.graph.root.value : (key.coordinator < 0 ? "" : flows[key.coordinator].name.value)
            return Presenter(coordinator: name, hasStack: key.hasStack, tabContext: TabContext(id: key.context), parent: PresenterID(id: key.parent))
        }
        reachableFlows = Set(flows.indices.lazy.filter { walk.flowIsReachable[$0] }.map { flows[$0].name.value })
        var screenIDs: [String: [Int]] = [:]
        for coordinator in walk.ownedScreens.indices where walk.hasCoordinator[coordinator] {
            let name = coordinator < flows.count ? flows[coordinator].name.value : index.graph.root.value
            screenIDs[name] = walk.ownedScreens[coordinator]
        }
        screenIDsByCoordinator = screenIDs
        screensByCoordinator = screenIDs.mapValues { $0.map { index.graph.screens[$0].name.value } }
    }

    /// The placements of a screen (empty when it is never shown).
    public func placements(of screen: String) -> [Placement] { index.screenID(screen).map { placementsByScreen[$0] } ?? [] }

    /// The placements of the screen with this id (`GraphIndex.screenIDs`).
    public func placements(ofScreen id: Int) -> [Placement] { placementsByScreen[id] }

    /// Whether some placement of the screen is reachable from `root`.
    public func isReachable(screen: String) -> Bool { placements(of: screen).contains { $0.isReachable } }

    /// Whether some placement of the screen with this id (`GraphIndex.screenIDs`) is
    /// reachable from `root`.
    public func isReachable(screenID id: Int) -> Bool { placementsByScreen[id].contains { $0.isReachable } }

    /// Whether the flow with this id (`GraphIndex.flowIDs`) is shown from `root`.
    public func isReachable(flowID id: Int) -> Bool { flowIsReachable[id] }

    /// The tab and switch flows enclosing a placement, outermost first.
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

    /// The coordinator that presented the modal holding a placement; `nil` outside any modal.
    public func presenter(of placement: Placement) -> Presenter? { presenter(placement.presenter) }

    /// The presenter with this id; `nil` for `.none`.
    public func presenter(_ id: PresenterID) -> Presenter? { id.id == 0 ? nil : presenters[id.id] }

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
        var presenter: Int
    }

    /// A presenter by numbers: its coordinator (as a `Pending`'s), whether that has
    /// a stack, its tab context and the presenter of its own modal.
    fileprivate struct PresenterKey: Hashable {
        var coordinator: Int
        var hasStack: Bool
        var context: Int
        var parent: Int
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
        var presenter: Int
    }

    /// A placement still to follow: its screen's number and its coordinator's, and
    /// the fields of it that its links pass on.
    private struct Pending {
        var screen: Int
        var coordinator: Int
        var tabContext: TabContext
        var inStack: Bool
        var isModal: Bool
        var isReachable: Bool
        var presenter: Int
    }

    private struct Walk {
        /// The coordinator number of the root screen, when `root` is a screen.
        static let rootScreenCoordinator = -1

        let index: GraphIndex
        /// Placements by screen id.
        var placements: [[Placement]]
        /// By flow id (`GraphIndex.flowIDs`, so flows sharing a name share an entry).
        var flowIsReachable: [Bool]
        var enteredFlows: [Bool]
        /// Screen ids by coordinator: a flow id (`GraphIndex.flowIDs`), or the last
        /// entry for a root screen. Like names, flows sharing a name share an entry.
        var ownedScreens: [[Int]]
        /// Whether a coordinator has been met (a flow may own no screens).
        var hasCoordinator: [Bool]
        var contexts: [(parent: Int, flow: String)] = [(0, "")]
        var contextIDs: [ContextKey: Int] = [:]
        /// Presenters of modals, interned; entry 0 stands for none.
        var presenters: [PresenterKey] = [PresenterKey(coordinator: -2, hasStack: false, context: 0, parent: 0)]
        var presenterIDs: [PresenterKey: Int] = [:]
        var seen: ScreenKeyedMap<Key, Void>
        /// Flows entered, so a flow presented from many screens is walked once.
        var entries: Set<Entry> = []
        var owned: ScreenKeyedMap<Ownership, Void>
        /// Placements to follow, with what following them reads: kept here, not read
        /// back from `placements`, whose arrays lie far apart in a large graph.
        var queue: [Pending] = []
        var head = 0
        /// Flows that may be their own tab ancestor: only these need the (linear)
        /// check against their context.
        let mayContainThemselves: Set<String>
        /// By flow position: whether it is a stack, and whether a stack with links
        /// (1.1 C), read per placement without copying the flow.
        let isStack: [Bool]
        let isStackWithLinks: [Bool]

        init(index: GraphIndex) {
            self.index = index
            let screenCount = index.graph.screens.count, flowCount = index.graph.flows.count
            placements = Array(repeating: [], count: screenCount)
            flowIsReachable = Array(repeating: false, count: flowCount)
            enteredFlows = Array(repeating: false, count: flowCount)
            ownedScreens = Array(repeating: [], count: flowCount + 1)
            hasCoordinator = Array(repeating: false, count: flowCount + 1)
            seen = ScreenKeyedMap(screenCount: screenCount)
            owned = ScreenKeyedMap(screenCount: screenCount)
            self.mayContainThemselves = Self.flowsOnOrBelowTabCycles(index.graph)
            isStack = index.graph.flows.map { $0.stack != nil }
            isStackWithLinks = index.graph.flows.map { $0.stack != nil && !$0.links.isEmpty }
        }

        /// Enters a flow and, iteratively, every tab flow nested in it.
        mutating func enter(flow id: Int, context: TabContext, reachable: Bool, presenter: Int = 0) {
            var pending = [(id, context)]
            while let (id, context) = pending.popLast() {
                // A flow presented by many links is entered once per context: the
                // entries are asked first, so that the flow is read only the first time.
                let entry = Entry(flow: id, context: context, reachable: reachable, presenter: presenter)
                guard !entries.contains(entry) else { continue }
                let flow = index.graph.flows[id]
                let name = flow.name.value
                guard !encloses(context, name) else { continue }
                entries.insert(entry)
                enteredFlows[id] = true
                if reachable { flowIsReachable[index.flowIDs[id]] = true }
                hasCoordinator[index.flowIDs[id]] = true
                switch flow.kind {
                case .stack(let stack):
                    guard let root = index.screenID(stack.root.value) else { continue }
                    place(screen: root, coordinator: id, inStack: true, isModal: false, tabContext: context, isReachable: reachable, presenter: presenter) {
                        (stack.root.value, name)
                    }
                case .tabs, .switch:
                    // A switch contains its branches as a tab bar its tabs: every branch is placed.
                    guard let inner = intern(parent: context, flow: id, name: name) else { continue }
                    var children: [(Int, TabContext)] = []
                    let tabs = flow.tabs, branches = flow.branches
                    // By position, tabs then branches (a flow has one or the other), without a merged copy.
                    for position in 0..<(tabs.count + branches.count) {
                        let target = position < tabs.count ? tabs[position].target.value : branches[position - tabs.count].target.value
                        switch target {
                        case .flow(let child):
                            guard let child = index.flowID(child) else { continue }
                            children.append((child, inner))
                        case .screen(let screen):
                            guard let screenID = index.screenID(screen) else { continue }
                            place(screen: screenID, coordinator: id, inStack: false, isModal: false, tabContext: inner, isReachable: reachable, presenter: presenter) {
                                (screen, name)
                            }
                        }
                    }
                    // The tab bar's own links (1.1 C): its coordinator presents them over
                    // the whole tab bar, in the tab bar's own context.
                    if !flow.links.isEmpty {
                        let bar = Pending(screen: -1, coordinator: id, tabContext: context, inStack: false, isModal: false,
                                          isReachable: reachable, presenter: presenter)
                        flowLinksPending.append(bar)
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
        /// numbered `coordinator` (or the root screen), unless it is known. `names`
        /// (the screen's and the coordinator's) are asked for only then: most links
        /// lead to a known placement, and a name is a string to retain, far away in
        /// memory in a large graph.
        mutating func place(screen: Int, coordinator: Int, inStack: Bool, isModal: Bool, tabContext: TabContext, isReachable: Bool,
                            presenter: Int, names: () -> (screen: String, coordinator: String)) {
            let key = Key(screen: screen, coordinator: coordinator, inStack: inStack, isModal: isModal, tabContext: tabContext, presenter: presenter)
            guard seen.insert(key, screen: screen) else { return }
            let (screenName, coordinatorName) = names()
            placements[screen].append(Placement(screen: screenName, coordinator: coordinatorName, inStack: inStack, isModal: isModal,
                                                tabContext: tabContext, isReachable: isReachable, presenter: PresenterID(id: presenter)))
            if owned.insert(Ownership(coordinator: coordinator, screen: screen), screen: screen) {
                let slot = coordinator == Self.rootScreenCoordinator ? ownedScreens.count - 1 : index.flowIDs[coordinator]
                ownedScreens[slot].append(screen)
                hasCoordinator[slot] = true
            }
            queue.append(Pending(screen: screen, coordinator: coordinator, tabContext: tabContext, inStack: inStack, isModal: isModal,
                                 isReachable: isReachable, presenter: presenter))
        }

        mutating func drain() {
            while head < queue.count || !flowLinksPending.isEmpty {
                if let bar = flowLinksPending.popLast() {
                    followFlowLinks(of: bar.coordinator, from: bar)
                    continue
                }
                let pending = queue[head]
                head += 1
                follow(pending)
            }
        }

        /// Tab bars whose own links are still to follow, each as a placement of no
        /// screen owned by the tab bar.
        var flowLinksPending: [Pending] = []

        /// Follows the links of a placement: its screen's own, then (1.1 C) those of
        /// the stack flow it is placed directly in, then (1.1 D) its `from: presenter`
        /// links from the presenter of its modal. Styles and targets come from
        /// `GraphIndex.linkTargets`, so the links themselves are read only for a screen
        /// that has a `from: presenter` link.
        private mutating func follow(_ placement: Pending) {
            let targets = index.linkTargets[placement.screen]
            let presenterLinks = index.hasPresenterLinks[placement.screen]
            let links = presenterLinks ? index.graph.screens[placement.screen].links : []
            for link in targets.indices {
                if presenterLinks, links[link].isFromPresenter {
                    followFromPresenter(targets.style(of: link), targets[link], of: placement)
                } else {
                    follow(targets.style(of: link), targets[link], from: placement)
                }
            }
            if !placement.isModal, placement.coordinator >= 0, isStackWithLinks[placement.coordinator] {
                followFlowLinks(of: placement.coordinator, from: placement)
            }
        }

        /// Follows the links of the flow numbered `flow` from a placement in it (or
        /// from the flow's own coordinator).
        private mutating func followFlowLinks(of flow: Int, from placement: Pending) {
            let links = index.graph.flows[flow].links, targets = index.flowLinkTargets[flow]
            for link in links.indices {
                if links[link].isFromPresenter {
                    followFromPresenter(links[link].style.value, targets[link], of: placement)
                } else {
                    follow(links[link].style.value, targets[link], from: placement)
                }
            }
        }

        /// Follows a `from: presenter` link as from the presenter of the placement's
        /// modal; a placement outside any modal has none (`no-presenter`).
        private mutating func followFromPresenter(_ style: LinkStyle, _ target: GraphIndex.LinkTarget, of placement: Pending) {
            guard placement.presenter != 0 else { return }
            let presenter = presenters[placement.presenter]
            let from = Pending(screen: -1, coordinator: presenter.coordinator, tabContext: TabContext(id: presenter.context),
                               inStack: presenter.hasStack, isModal: false, isReachable: placement.isReachable, presenter: presenter.parent)
            follow(style, target, from: from)
        }

        /// The presenter of what a placement presents: the presenter of its own
        /// modal for a bare modal screen (modals stack on one coordinator), else its coordinator.
        private mutating func presenter(presentedFrom placement: Pending) -> Int {
            if placement.isModal { return placement.presenter }
            let hasStack = placement.coordinator >= 0 && isStack[placement.coordinator]
            // Interned without the parent: modal flows that present each other would
            // otherwise make a new presenter on every round. A presenter keeps the
            // parent it was first met with.
            let key = PresenterKey(coordinator: placement.coordinator, hasStack: hasStack, context: placement.tabContext.id, parent: 0)
            if let id = presenterIDs[key] { return id }
            presenters.append(PresenterKey(coordinator: placement.coordinator, hasStack: hasStack, context: placement.tabContext.id, parent: placement.presenter))
            presenterIDs[key] = presenters.count - 1
            return presenters.count - 1
        }

        /// Follows one link from a placement. Names are read only for a new
        /// placement (a coordinator's is its flow's, or `root`).
        private mutating func follow(_ style: LinkStyle, _ target: GraphIndex.LinkTarget, from placement: Pending) {
            let index = index
            let (coordinator, tabContext, isReachable) = (placement.coordinator, placement.tabContext, placement.isReachable)
            func names(_ target: Int) -> (screen: String, coordinator: String) {
                let coordinatorName = coordinator == Self.rootScreenCoordinator ? index.graph.root.value : index.graph.flows[coordinator].name.value
                return (index.graph.screens[target].name.value, coordinatorName)
            }
            switch (style.kind, target) {
            case (.stack, .screen(let targetID)):
                guard placement.inStack else { return }
                place(screen: targetID, coordinator: coordinator, inStack: true, isModal: false, tabContext: tabContext, isReachable: isReachable,
                      presenter: placement.presenter) {
                    names(targetID)
                }
            case (.modal, .screen(let targetID)):
                let presenter = presenter(presentedFrom: placement)
                place(screen: targetID, coordinator: coordinator, inStack: false, isModal: true, tabContext: tabContext, isReachable: isReachable,
                      presenter: presenter) {
                    names(targetID)
                }
            case (.modal, .flow(let flow)):
                enter(flow: flow, context: .none, reachable: isReachable, presenter: presenter(presentedFrom: placement))
            default:
                return
            }
        }

        /// The flows left after repeatedly removing flows that no tab names (Kahn's
        /// algorithm): those on a tab cycle and those below one. Every other flow
        /// can never be its own tab ancestor.
        static func flowsOnOrBelowTabCycles(_ graph: NavigationGraph) -> Set<String> {
            var parents: [String: Int] = [:]
            var children: [String: [String]] = [:]
            for flow in graph.flows {
                for target in flow.tabs.map(\.target.value) + flow.branches.map(\.target.value) {
                    guard case .flow(let child) = target else { continue }
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
