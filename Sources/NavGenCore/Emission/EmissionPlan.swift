/// What the translators need, derived once from the validated graph: the
/// coordinators with the screens and links each one implements.
struct EmissionPlan: Sendable {
    /// One coordinator: a flow's, or the root screen's when `root` is a screen.
    struct Coordinator {
        enum Kind {
            case stack(root: Screen, args: [ArgumentBinding])
            case tabs([Tab])
            case `switch`([Branch])
            /// The graph's root is this bare screen.
            case screen(Screen)
        }

        var name: String
        var kind: Kind
        /// Screens owned, by position in `graph.screens`, in placement order.
        var screens: [Int]
        /// The links the coordinator implements, one per name: its flow's own links
        /// first (1.1 C), then its screens' in first-met order. Each is an owner
        /// (`EmissionPlan.links(ofOwner:)`: a screen's position in `graph.screens`, or
        /// `-1 - f` for the flow at position `f`) and the link's position in its
        /// `links`. Copies of the links took 17 MB at 100,000 screens.
        var links: [(screen: Int, link: Int)]
        /// Tab and switch flows that can enclose the coordinator's screens, nearest first.
        var enclosingTabFlows: [String]
        /// Screens a `push` link of a screen on this coordinator's stack pushes there, by
        /// position in `graph.screens`, in first-met order (`open(_:mode: .preserve)`).
        var pushedScreens: [Int] = []
    }

    let graph: NavigationGraph
    let index: GraphIndex
    /// The cases of screens and flows, and the labels and defaults of parameters.
    let names: SwiftNameTable
    let access: AccessLevel
    /// Coordinators in the order of `flows:` (the root screen's first, when there is one).
    let coordinators: [Coordinator]
    /// Flows presented modally somewhere (they get a case in `Modal.Content`).
    let modalFlows: [String]
    /// Per screen, the flow links its navigation protocol gets (1.1 C): those every
    /// flow it is placed directly in declares, less its own links' names, as owners
    /// and positions like `Coordinator.links`.
    let flowLinksOfScreen: [[(screen: Int, link: Int)]]
    /// The switch flows shown at launch whose first branch takes launch parameters
    /// (1.1 A, B): a deep link that lacks some of them shows that branch with the values
    /// the switch last had for it (`DeepLink.Step.showLaunchBranch`).
    let launchBranchSwitches: Set<String>

    /// The graph's name, escaped for use as the namespace: spelled once, since the
    /// generated code names it in every deep-link case and coordinator.
    let namespace: String

    /// The plan of a graph; with `.parallel`, the name table is made on a second
    /// thread while this one works out the coordinators (the two cost about the same,
    /// and nothing else runs meanwhile).
    init(context: AnalyzedGraph, access: AccessLevel, parallelism: Parallelism = .serial) {
        graph = context.graph
        index = context.index
        namespace = SwiftNames.escaped(context.graph.name.value)
        self.access = access
        let index = context.index
        let (coordinators, names) = parallelism.fork({ Self.coordinators(context) }, side: { SwiftNameTable(index: index) })
        self.coordinators = coordinators
        self.names = names
        var seen: Set<String> = []
        for links in graph.screens.map(\.links) + graph.flows.map(\.links) {
            for link in links.indices where links[link].style.value.isModal {
                if let target = links[link].target?.value, index.isFlow(target) { seen.insert(target) }
            }
        }
        modalFlows = graph.flows.map(\.name.value).filter { seen.contains($0) }
        flowLinksOfScreen = Self.flowLinksOfScreens(context)
        launchBranchSwitches = Self.launchBranchSwitches(index)
    }

    /// `launchBranchSwitches` of a graph.
    private static func launchBranchSwitches(_ index: GraphIndex) -> Set<String> {
        let switches = index.graph.flows.indices.filter { index.graph.flows[$0].isSwitch }
        guard !switches.isEmpty else { return [] }
        let shown = index.flowsShownAtLaunch()
        return Set(switches.filter { flow in
            guard shown.contains(flow), case .flow(let name)? = index.graph.flows[flow].branches.first?.target.value,
                  let first = index.flowID(name)
            else { return false }
            return !index.launchParameters(ofFlow: first).isEmpty
        }.map { index.graph.flows[$0].name.value })
    }

    /// The labels of a branch's values in its `Branch` case (`mainAccountID`), in order.
    func branchLabels(of branch: Branch) -> [String] {
        branchParameters(of: branch).map { launchLabel(flow: $0.flow, root: $0.root, position: $0.position) }
    }

    /// The labels of the values of `branch` of the switch `flow` (names as written).
    func branchLabels(flow: String, branch: String) -> [String] {
        index.flow(flow)?.branches.first { $0.target.value.name == branch }.map(branchLabels(of:)) ?? []
    }

    /// Whether some `Branch` case of a switch carries values (1.1 B): its enum is then
    /// compared case by case where values do not matter (`isShowing(_:)`).
    func branchesCarryValues(_ branches: [Branch]) -> Bool {
        branches.contains { !branchParameters(of: $0).isEmpty }
    }

    /// `flowLinksOfScreen` of every screen.
    private static func flowLinksOfScreens(_ context: AnalyzedGraph) -> [[(screen: Int, link: Int)]] {
        let graph = context.graph, index = context.index
        guard graph.flows.contains(where: { !$0.links.isEmpty }) else { return Array(repeating: [], count: graph.screens.count) }
        return graph.screens.indices.map { screen in
            var flows: [Int] = []
            // A bare modal screen is not placed directly in a flow, nor the root screen:
            // such a placement has no flow links, so the screen gets none.
            for placement in context.placements.placements(ofScreen: index.screenIDs[screen]) {
                guard !placement.isModal, let flow = index.flowID(placement.coordinator) else { return [] }
                if !flows.contains(flow) { flows.append(flow) }
            }
            guard let first = flows.first else { return [] }
            let own = Set(graph.screens[screen].links.map(\.name.value))
            let links = graph.flows[first].links
            return links.indices.filter { position in
                let name = links[position].name.value
                return !own.contains(name) && flows.dropFirst().allSatisfy { graph.flows[$0].links.contains { $0.name.value == name } }
            }.map { (-1 - first, $0) }
        }
    }

    /// The links of an owner of `Coordinator.links`: a screen's, or a flow's.
    func links(ofOwner owner: Int) -> [Link] { owner >= 0 ? graph.screens[owner].links : graph.flows[-1 - owner].links }

    /// What link number `link` of `owner` names.
    func target(ofLink link: Int, of owner: Int) -> GraphIndex.LinkTarget {
        owner >= 0 ? index.linkTargets[owner][link] : index.flowLinkTargets[-1 - owner][link]
    }

    /// The links a screen's navigation protocol has: its own, then its flow links.
    func protocolLinks(ofScreen screen: Int) -> [(screen: Int, link: Int)] {
        graph.screens[screen].links.indices.map { (screen, $0) } + flowLinksOfScreen[screen]
    }

    /// The flow parameters of a stack flow (1.1 B), as positions in its root's
    /// parameters, in the order `params:` lists them; empty for a flow without.
    func flowParameterPositions(ofFlow flow: Int) -> (root: Int, positions: [Int])? {
        let names = graph.flows[flow].params.map(\.value)
        guard !names.isEmpty, let root = index.stackRoot(ofFlow: flow) else { return nil }
        let params = graph.screens[root].params
        return (root, names.compactMap { name in params.firstIndex { $0.name.value == name } })
    }

    /// The launch parameters of a flow (1.1 B), as `GraphIndex.launchParameters(ofFlow:)`
    /// gives them: each with the flow that takes it, its root and the parameter's
    /// position there. A switch's later branches take theirs from their `Branch` case
    /// (`branchParameters(of:)`).
    func launchParameters(ofFlow flow: Int) -> [(flow: Int, root: Int, position: Int)] {
        index.launchParameters(ofFlow: flow).map { ($0.flow, $0.root, $0.position) }
    }

    /// The values the `Branch` case of a flow branch carries (1.1 A, B): the launch
    /// parameters of that flow; empty for a screen branch.
    func branchParameters(of branch: Branch) -> [(flow: Int, root: Int, position: Int)] {
        guard case .flow(let name) = branch.target.value, let flow = index.flowID(name) else { return [] }
        return launchParameters(ofFlow: flow)
    }

    /// The label of a flow parameter in its stack coordinator's `init`: the parameter's
    /// name, or, for the graph's root flow, its launch label (`launchLabel`).
    func initLabel(flow: Int, root: Int, position: Int) -> String {
        graph.flows[flow].name.value == graph.root.value ? launchLabel(flow: flow, root: root, position: position) : SwiftNames.label(names.screens[root].labels[position])
    }

    /// `timelineAccountID`: the label a launch parameter takes in a tab coordinator's
    /// and the root coordinator's `init`, lowerCamel flow name + UpperCamel parameter.
    func launchLabel(flow: Int, root: Int, position: Int) -> String {
        names.caseName(graph.flows[flow].name.value) + NamingRules.upperFirst(graph.screens[root].params[position].name.value)
    }

    /// The coordinators of `context`'s graph, in the order of `flows:` (the root
    /// screen's first, when there is one).
    private static func coordinators(_ context: AnalyzedGraph) -> [Coordinator] {
        let graph = context.graph, index = context.index, placements = context.placements
        var coordinators: [Coordinator] = []
        if let rootScreen = index.screen(graph.root.value) {
            coordinators.append(Self.coordinator(named: rootScreen.name.value, kind: .screen(rootScreen), context: context))
        }
        for flow in graph.flows where placements.screensByCoordinator[flow.name.value] != nil {
            let kind: Coordinator.Kind
            switch flow.kind {
            case .stack(let stack):
                guard let root = index.screen(stack.root.value) else { continue }
                kind = .stack(root: root, args: stack.args)
            case .tabs(let tabs):
                kind = .tabs(tabs)
            case .switch(let branches):
                kind = .switch(branches)
            }
            coordinators.append(Self.coordinator(named: flow.name.value, kind: kind, context: context))
        }
        return coordinators
    }

    private static func coordinator(named name: String, kind: Coordinator.Kind, context: AnalyzedGraph) -> Coordinator {
        let screens = (context.placements.screensByCoordinator[name] ?? []).compactMap { context.index.screenID($0) }
        let graphScreens = context.graph.screens
        var links: [(screen: Int, link: Int)] = []
        // The names of the links met so far, sized for them all.
        var seen = Set<String>(minimumCapacity: screens.reduce(0) { $0 + graphScreens[$1].links.count })
        if let flow = context.index.flowID(name) {
            let flowLinks = context.graph.flows[flow].links
            for position in flowLinks.indices where seen.insert(flowLinks[position].name.value).inserted {
                links.append((-1 - flow, position))
            }
        }
        for screen in screens {
            let screenLinks = graphScreens[screen].links
            for position in screenLinks.indices where seen.insert(screenLinks[position].name.value).inserted {
                links.append((screen, position))
            }
        }
        var tabFlows: [String] = []
        for screen in screens {
            let placements = context.placements.placements(ofScreen: screen)
            for placement in placements.indices where placements[placement].coordinator == name {
                for flow in context.placements.enclosingTabFlows(placements[placement].tabContext) where !tabFlows.contains(flow) {
                    tabFlows.append(flow)
                }
            }
        }
        var pushed: [Int] = [], pushedSet: Set<Int> = []
        for screen in screens where context.placements.placements(ofScreen: screen).contains(where: { $0.coordinator == name && $0.inStack }) {
            let targets = context.index.linkTargets[screen]
            for link in targets.indices where targets.style(of: link) == .push {
                if case .screen(let target) = targets[link], pushedSet.insert(target).inserted { pushed.append(target) }
            }
        }
        return Coordinator(name: name, kind: kind, screens: screens, links: links, enclosingTabFlows: tabFlows, pushedScreens: pushed)
    }

    /// The switch flows of the graph that have a coordinator, in the order of `flows:`.
    var switchCoordinators: [(coordinator: Coordinator, branches: [Branch])] {
        coordinators.compactMap { coordinator in
            if case .switch(let branches) = coordinator.kind { return (coordinator, branches) }
            return nil
        }
    }

    /// The coordinator of a flow (or of the root screen).
    func coordinator(_ name: String) -> Coordinator? { coordinators.first { $0.name == name } }

    /// The target screen (its position in `graph.screens`) of link number `link`
    /// of screen number `screen`, and the positions of the parameters its method
    /// takes: the target's, less those bound by `args`; `nil` when the target is
    /// not a screen. The target is read from `GraphIndex.linkTargets`.
    ///
    /// `screen` may be a flow (`-1 - f`, as `links(ofOwner:)` reads it); a link to a
    /// flow with parameters (1.1 B) takes those its `args` leave, as its root's.
    func methodParameters(ofLink link: Int, on screen: Int) -> (screen: Int, positions: [Int])? {
        guard let bound = links(ofOwner: screen)[link].exitParameters else { return ownMethodParameters(ofLink: link, on: screen) }
        // A link bound from a feature's exit takes the exit's parameters, in its order:
        // each fills the target's parameter of its name, the others keep their defaults.
        return ownMethodParameters(ofLink: link, on: screen).map { own in
            let params = graph.screens[own.screen].params
            return (own.screen, bound.compactMap { exit in params.firstIndex { $0.name.value == exit.name.value } })
        }
    }

    /// `methodParameters(ofLink:on:)` of a link written in the graph.
    private func ownMethodParameters(ofLink link: Int, on screen: Int) -> (screen: Int, positions: [Int])? {
        switch target(ofLink: link, of: screen) {
        case .screen(let target):
            return (target, unboundPositions(of: links(ofOwner: screen)[link].args, on: target))
        case .flow(let flow):
            // A modal link, or a switch link to a stack branch (its `Branch` case's values), passes the flow's parameters.
            let style = links(ofOwner: screen)[link].style.value
            guard style.isModal || style == .switch, let own = flowParameterPositions(ofFlow: flow) else { return nil }
            let args = links(ofOwner: screen)[link].args
            let params = graph.screens[own.root].params
            return (own.root, own.positions.filter { position in !args.contains { $0.name.value == params[position].name.value } })
        case .none:
            return nil
        }
    }

    /// The positions of the parameters of screen number `target` that a link's `args`
    /// leave unbound. Given the args alone: given the link, it was copied first.
    private func unboundPositions(of args: [ArgumentBinding], on target: Int) -> [Int] {
        let params = graph.screens[target].params
        guard !args.isEmpty else { return Array(params.indices) }
        return params.indices.filter { position in
            !args.indices.contains { args[$0].name.value == params[position].name.value }
        }
    }

    /// Appends the expression building screen number `screen` from its parameters:
    /// given `value(position)`, else the parameter's default, else `nil`. The one
    /// place a screen expression is spelled: link methods, root screens, tabs and
    /// deep-link steps all come here. Always inlined, so that each caller's `value`
    /// is inlined too.
    @inline(__always)
    func appendScreenExpression(_ screen: Int, to text: inout ExpressionText, value: (Int) -> String?) {
        let names = names.screens[screen]
        text.append(".")
        text.append(names.opening)
        if !names.labels.isEmpty {
            text.append("(")
            for position in names.labels.indices {
                if position > 0 { text.append(", ") }
                text.append(SwiftNames.label(names.labels[position]))
                text.append(": ")
                text.append(value(position) ?? names.defaults[position] ?? "nil")
            }
            text.append(")")
        }
        if names.feature != nil { text.append(names.closing) }
    }

    /// `appendScreenExpression(_:to:value:)` with values by parameter position, as a `String`.
    func screenExpression(_ screen: Int, values: [String?]) -> String {
        var text = ExpressionText()
        appendScreenExpression(screen, to: &text) { values[$0] }
        return text.string
    }

    /// Literal expressions of `args` bound to the parameters of screen number
    /// `screen`, by parameter position (`nil` where no argument binds one).
    func argumentValues(_ args: [ArgumentBinding], of screen: Int) -> [String?] {
        let params = graph.screens[screen].params
        var values = [String?](repeating: nil, count: params.count)
        for arg in args {
            guard let position = params.firstIndex(where: { $0.name.value == arg.name.value }),
                  let literal = Literal(arg.value.value, as: params[position].type) else { continue }
            values[position] = SwiftLiteral.expression(literal, as: params[position].type)
        }
        return values
    }
}
