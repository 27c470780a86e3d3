/// A flow's launch parameters (1.1 B) and the switch branches shown at launch, read
/// off the graph: the `Branch` case of a switch carries its branch's launch
/// parameters, and deep links bind them from the URL unless the branch is shown at
/// launch, where the app's live value stands in (1.1 A, B).
extension GraphIndex {
    /// One launch parameter: the flow that takes it, the flow's stack root, and the
    /// parameter's position among that root's parameters.
    public struct LaunchParameter: Sendable, Hashable {
        public var flow: Int
        public var root: Int
        public var position: Int

        /// `mainAccountID`: the label of the parameter in a `Branch` case and a root
        /// coordinator's `init` (lowerCamel flow name + UpperCamel parameter), before
        /// any Swift escaping.
        public func label(in graph: NavigationGraph) -> String {
            NamingRules.lowerCamel(graph.flows[flow].name.value) + NamingRules.upperFirst(graph.screens[root].params[position].name.value)
        }
    }

    /// The launch parameters of the flow at `flow`: its own `params`, then those of
    /// the flows it shows at launch (its flow tabs, a switch's first branch, at any
    /// depth), in placement order. A flow's `params` name parameters of its root;
    /// a name the root lacks is left out (`unknown-reference` reports it).
    public func launchParameters(ofFlow flow: Int) -> [LaunchParameter] {
        var found: [LaunchParameter] = []
        var pending = [flow], visited: Set<Int> = []
        while let current = pending.popLast() {
            guard visited.insert(current).inserted else { continue }
            if let root = stackRoot(ofFlow: current) {
                let params = graph.screens[root].params
                for name in graph.flows[current].params {
                    if let position = params.firstIndex(where: { $0.name.value == name.value }) {
                        found.append(LaunchParameter(flow: current, root: root, position: position))
                    }
                }
            }
            pending += launchChildren(ofFlow: current).reversed()
        }
        return found
    }

    /// The flows a flow builds with itself: every flow tab, and a switch's first
    /// branch when it is a flow.
    public func launchChildren(ofFlow flow: Int) -> [Int] {
        let shown = graph.flows[flow].tabs.map(\.target.value) + graph.flows[flow].branches.prefix(1).map(\.target.value)
        return shown.compactMap { target -> Int? in
            if case .flow(let name) = target { return flowID(name) }
            return nil
        }
    }

    /// The flows shown in the launch state: the root flow, and, at any depth, the
    /// flows it shows with itself. A switch among them shows its first branch at launch.
    public func flowsShownAtLaunch() -> Set<Int> {
        var shown: Set<Int> = []
        var pending = flowID(graph.root.value).map { [$0] } ?? []
        while let current = pending.popLast() {
            guard shown.insert(current).inserted else { continue }
            pending += launchChildren(ofFlow: current)
        }
        return shown
    }
}
