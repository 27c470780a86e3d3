/// Builds the `GraphDrawing` of a validated graph.
///
/// The convention: **one node per (coordinator, screen)**. A coordinator is a flow
/// (or the root screen when `root` is a screen), and each one is a cluster holding
/// every screen it can show: its stack's root and pushed screens, its screen tabs,
/// and the bare screens it presents modally. A screen placed in several flows
/// (`RecipeDetail` in both `Meat` and `Veggie`) therefore appears once in each,
/// and every push stays inside its cluster, as it does at run time. Clusters are
/// never nested: a tab flow's tabs are edges from its tab bar node, and a flow
/// presented modally is an edge to that flow's cluster, so one flow shown from
/// several places is still drawn once.
///
/// An app graph composed with its features draws each feature's flows in the
/// feature's colour (`Cluster.feature`).
///
/// Order is the graph's: clusters in the order flows are declared (a root screen
/// first), nodes in the order the placement walk meets them, edges in tab order
/// and then link order. Nothing is iterated in hash order.
public struct GraphDrawingBuilder: Sendable {
    public init() {}

    public func drawing(of context: AnalyzedGraph) -> GraphDrawing {
        var build = Build(context: context)
        build.makeClusters()
        build.makeEdges()
        return GraphDrawing(name: context.graph.name.value, clusters: build.clusters, looseNodes: build.looseNodes, edges: build.edges)
    }

    /// The id of the node of `screen` in the cluster of `coordinator`.
    static func nodeID(_ coordinator: String, _ screen: String) -> String {
        "s_\(GraphDrawing.identifier(coordinator))_\(GraphDrawing.identifier(screen))"
    }

    private struct Build {
        let context: AnalyzedGraph
        var clusters: [GraphDrawing.Cluster] = []
        var looseNodes: [GraphDrawing.Node] = []
        var edges: [GraphDrawing.Edge] = []
        /// Every node id drawn, for checking that an edge's end exists.
        var nodeIDs: Set<String> = []

        var graph: NavigationGraph { context.graph }
        var placements: PlacementAnalysis { context.placements }

        mutating func makeClusters() {
            let root = graph.root.value
            if context.index.isScreen(root) {
                let node = screenNode(root, in: root)
                clusters.append(.init(id: GraphDrawing.identifier(root), name: root, kind: .rootScreen, title: "\(root) (root screen)", isReachable: true, isModal: false, anchor: node.id, nodes: screenNodes(in: root)))
            }
            let modalTargets = Set((graph.screens.flatMap(\.links) + graph.flows.flatMap(\.links)).filter { $0.style.value.isModal }.compactMap { $0.target?.value })
            for flow in graph.flows {
                let name = flow.name.value
                let isReachable = placements.reachableFlows.contains(name)
                var nodes: [GraphDrawing.Node] = []
                var kindWord = "stack"
                var kind = GraphDrawing.Cluster.Kind.stack
                if case .tabs = flow.kind {
                    kind = .tabs
                    kindWord = "tab bar"
                    let titles = flow.tabs.map { $0.title?.value ?? $0.target.value.name }.joined(separator: " · ")
                    nodes.append(.init(id: "t_\(GraphDrawing.identifier(name))", kind: .tabBar, title: "tab bar", subtitle: titles, isReachable: isReachable))
                } else if case .switch(let branches) = flow.kind {
                    kind = .switch
                    kindWord = "switch"
                    let titles = branches.map(\.target.value.name).joined(separator: " · ")
                    nodes.append(.init(id: "w_\(GraphDrawing.identifier(name))", kind: .switcher, title: "switch", subtitle: titles, isReachable: isReachable))
                }
                nodes += screenNodes(in: name)
                let anchor = flow.stack.map { GraphDrawingBuilder.nodeID(name, $0.root.value) }.flatMap { id in nodes.contains { $0.id == id } ? id : nil } ?? nodes.first?.id
                guard let anchor else { continue }
                let isModal = modalTargets.contains(name)
                let qualifiers = (root == name ? "root " : "") + (isModal ? "modal " : "")
                let title = "\(name) (\(qualifiers)\(kindWord)\(isReachable ? "" : ", unreachable"))"
                let feature = graph.features.firstIndex { name.hasPrefix($0.name.value + ".") }
                clusters.append(.init(id: GraphDrawing.identifier(name), name: name, kind: kind, title: title, isReachable: isReachable, isModal: isModal, anchor: anchor, nodes: nodes,
                                      feature: feature))
            }
            for cluster in clusters { nodeIDs.formUnion(cluster.nodes.map(\.id)) }
            for screen in graph.screens where placements.placements(of: screen.name.value).isEmpty {
                let id = "u_\(GraphDrawing.identifier(screen.name.value))"
                looseNodes.append(.init(id: id, kind: .screen, title: screen.name.value, subtitle: screen.urlPatterns.first?.pattern.value, isReachable: false))
                nodeIDs.insert(id)
            }
        }

        private func screenNodes(in coordinator: String) -> [GraphDrawing.Node] {
            (placements.screensByCoordinator[coordinator] ?? []).map { screenNode($0, in: coordinator) }
        }

        private func screenNode(_ screen: String, in coordinator: String) -> GraphDrawing.Node {
            let isReachable = placements.placements(of: screen).contains { $0.coordinator == coordinator && $0.isReachable }
            let pattern = context.index.screen(screen)?.urlPatterns.first?.pattern.value
            return .init(id: GraphDrawingBuilder.nodeID(coordinator, screen), kind: .screen, title: screen, subtitle: pattern, isReachable: isReachable)
        }

        mutating func makeEdges() {
            for cluster in clusters {
                guard cluster.kind == .tabs, let flow = context.index.flow(cluster.name) else { continue }
                for tab in flow.tabs {
                    let title = tab.title?.value ?? tab.target.value.name
                    let label = title == tab.target.value.name ? "" : title
                    let to: GraphDrawing.Endpoint?
                    switch tab.target.value {
                    case .flow(let child): to = clusterEnd(child)
                    case .screen(let screen): to = nodeEnd(GraphDrawingBuilder.nodeID(flow.name.value, screen))
                    }
                    if let to { edges.append(.init(from: cluster.anchor, to: to, kind: .tabItem, label: label)) }
                }
            }
            for cluster in clusters {
                guard cluster.kind == .switch, let flow = context.index.flow(cluster.name) else { continue }
                for branch in flow.branches {
                    let to: GraphDrawing.Endpoint?
                    switch branch.target.value {
                    case .flow(let child): to = clusterEnd(child)
                    case .screen(let screen): to = nodeEnd(GraphDrawingBuilder.nodeID(flow.name.value, screen))
                    }
                    let label = branch.deepLinks == .switch ? "" : "deepLinks: \(branch.deepLinks.rawValue)"
                    if let to { edges.append(.init(from: cluster.anchor, to: to, kind: .branch, label: label)) }
                }
            }
            for cluster in clusters {
                for node in cluster.nodes where node.kind == .screen {
                    guard let screen = context.index.screen(node.title) else { continue }
                    links(screen.links, of: node.title, from: node.id, coordinator: cluster.name)
                }
                // A flow's links (1.1 C) start at its coordinator: the cluster's anchor.
                if let flow = context.index.flow(cluster.name), !flow.links.isEmpty {
                    links(flow.links, of: nil, from: cluster.anchor, coordinator: cluster.name, label: " flow link")
                }
            }
            for node in looseNodes {
                guard let screen = context.index.screen(node.title) else { continue }
                links(screen.links, of: node.title, from: node.id, coordinator: nil)
            }
        }

        /// The edges of one node's links (`screenName` is the node's screen, `nil` for
        /// a flow's links); `coordinator` is `nil` for a screen with no placement. A
        /// `from: presenter` link (1.1 D) ends in the cluster of the presenter.
        private mutating func links(_ links: [Link], of screenName: String?, from id: String, coordinator ownCoordinator: String?, label note: String = "") {
            for link in links {
                guard let target = link.target?.value else { continue }
                let style = link.style.value
                var coordinator = ownCoordinator
                if link.isFromPresenter {
                    let shown = screenName.map { placements.placements(of: $0) } ?? (placements.screensByCoordinator[ownCoordinator ?? ""] ?? []).flatMap { placements.placements(of: $0) }
                    let analysis = placements
                    coordinator = shown.lazy.filter { $0.coordinator == ownCoordinator }.compactMap { analysis.presenter(of: $0)?.coordinator }.first
                    guard coordinator != nil else { continue }
                }
                let end: GraphDrawing.Endpoint?
                let kind: GraphDrawing.EdgeKind
                switch style.kind {
                case .stack:
                    kind = style == .push ? .push : .replace
                    end = screenEnd(target, coordinator: coordinator)
                case .modal:
                    kind = .modal
                    end = context.index.isFlow(target) ? clusterEnd(target) : screenEnd(target, coordinator: coordinator)
                case .selection:
                    kind = .tab
                    end = screenName.map { tabEnd(target, from: $0, coordinator: coordinator) } ?? (context.index.isFlow(target) ? clusterEnd(target) : screenEnd(target, coordinator: nil))
                case .exit, .back:
                    continue
                }
                guard let end else { continue }
                let qualifiers = (style == .push ? [] : [style.rawValue]) + (link.isFromPresenter ? ["from presenter"] : [])
                let label = link.name.value + (qualifiers.isEmpty ? "" : " (\(qualifiers.joined(separator: ", ")))") + note
                edges.append(.init(from: id, to: end, kind: kind, label: label))
            }
        }

        /// The node of `screen` in `coordinator`'s cluster; for a screen with no
        /// placement, its loose node or the target's first placement.
        private func screenEnd(_ screen: String, coordinator: String?) -> GraphDrawing.Endpoint? {
            if let coordinator { return nodeEnd(GraphDrawingBuilder.nodeID(coordinator, screen)) }
            if let first = placements.placements(of: screen).first { return nodeEnd(GraphDrawingBuilder.nodeID(first.coordinator, screen)) }
            return nodeEnd("u_\(GraphDrawing.identifier(screen))")
        }

        /// A `tab` link's end: the tab in the nearest enclosing tab flow that has it.
        private func tabEnd(_ target: String, from screen: String, coordinator: String?) -> GraphDrawing.Endpoint? {
            if context.index.isFlow(target) { return clusterEnd(target) }
            let enclosing = placements.placements(of: screen).filter { coordinator == nil || $0.coordinator == coordinator }
            for placement in enclosing {
                for tabFlow in placements.tabFlows(of: placement).reversed() where context.index.flow(tabFlow)?.tabs.contains(where: { $0.target.value == .screen(target) }) == true {
                    return nodeEnd(GraphDrawingBuilder.nodeID(tabFlow, target))
                }
            }
            return screenEnd(target, coordinator: nil)
        }

        private func nodeEnd(_ id: String) -> GraphDrawing.Endpoint? { nodeIDs.contains(id) ? .node(id) : nil }

        private func clusterEnd(_ flow: String) -> GraphDrawing.Endpoint? {
            let id = GraphDrawing.identifier(flow)
            return clusters.contains { $0.id == id } ? .cluster(id) : nil
        }
    }
}
