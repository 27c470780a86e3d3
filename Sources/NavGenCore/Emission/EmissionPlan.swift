/// What the translators need, derived once from the validated graph: the
/// coordinators with the screens and links each one implements.
struct EmissionPlan: Sendable {
    /// One coordinator: a flow's, or the root screen's when `root` is a screen.
    struct Coordinator {
        enum Kind {
            case stack(root: Screen, args: [ArgumentBinding])
            case tabs([Tab])
            /// The graph's root is this bare screen.
            case screen(Screen)
        }

        var name: String
        var kind: Kind
        /// Screens owned, in placement order.
        var screens: [Screen]
        /// The links the coordinator implements, one per name, in first-met order.
        var links: [Link]
        /// Tab flows that can enclose the coordinator's screens, nearest first.
        var enclosingTabFlows: [String]
    }

    let graph: NavigationGraph
    let index: GraphIndex
    let access: AccessLevel
    /// Coordinators in the order of `flows:` (the root screen's first, when there is one).
    let coordinators: [Coordinator]
    /// Flows presented modally somewhere (they get a case in `Modal.Content`).
    let modalFlows: [String]

    /// The graph's name, escaped for use as the namespace.
    var namespace: String { SwiftNames.escaped(graph.name.value) }

    init(context: ValidationContext, access: AccessLevel) {
        graph = context.graph
        index = context.index
        self.access = access
        let placements = context.placements
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
            }
            coordinators.append(Self.coordinator(named: flow.name.value, kind: kind, context: context))
        }
        self.coordinators = coordinators
        var seen: Set<String> = []
        for screen in graph.screens {
            for link in screen.links where link.style.value.isModal {
                if let target = link.target?.value, index.isFlow(target) { seen.insert(target) }
            }
        }
        modalFlows = graph.flows.map(\.name.value).filter { seen.contains($0) }
    }

    private static func coordinator(named name: String, kind: Coordinator.Kind, context: ValidationContext) -> Coordinator {
        let screens = (context.placements.screensByCoordinator[name] ?? []).compactMap { context.index.screen($0) }
        var links: [Link] = []
        var names: Set<String> = []
        for screen in screens {
            for link in screen.links where names.insert(link.name.value).inserted {
                links.append(link)
            }
        }
        var tabFlows: [String] = []
        for screen in screens {
            for placement in context.placements.placements(of: screen.name.value) where placement.coordinator == name {
                for flow in context.placements.tabFlows(of: placement).reversed() where !tabFlows.contains(flow) {
                    tabFlows.append(flow)
                }
            }
        }
        return Coordinator(name: name, kind: kind, screens: screens, links: links, enclosingTabFlows: tabFlows)
    }

    /// The coordinator of a flow (or of the root screen).
    func coordinator(_ name: String) -> Coordinator? { coordinators.first { $0.name == name } }

    /// The parameters a link's method takes: the target screen's, less those bound by `args`.
    func methodParameters(of link: Link) -> [Parameter] {
        guard let target = link.target.flatMap({ index.screen($0.value) }) else { return [] }
        let bound = Set(link.args.map(\.name.value))
        return target.params.filter { !bound.contains($0.name.value) }
    }

    /// The expression building `screen` from its parameters: given `values` by
    /// parameter name, else the parameter's default, else `nil`.
    func screenExpression(_ screen: Screen, values: [String: String]) -> String {
        let caseName = ".\(SwiftNames.screenCase(screen.name.value))"
        guard !screen.params.isEmpty else { return caseName }
        let arguments = screen.params.map { param -> String in
            let name = param.name.value
            let value = values[name]
                ?? param.defaultValue.map { SwiftLiteral.expression($0.value, as: param.type) }
                ?? "nil"
            return "\(SwiftNames.escaped(name)): \(value)"
        }
        return "\(caseName)(\(arguments.joined(separator: ", ")))"
    }

    /// Literal expressions of `args` bound to `screen`'s parameters.
    func argumentValues(_ args: [ArgumentBinding], of screen: Screen) -> [String: String] {
        var values: [String: String] = [:]
        for arg in args {
            guard let param = screen.param(named: arg.name.value), let literal = Literal(arg.value.value, as: param.type) else { continue }
            values[arg.name.value] = SwiftLiteral.expression(literal, as: param.type)
        }
        return values
    }
}
