/// `unbound-root-param`: a stack root, a screen tab, a screen branch or a root screen is shown
/// without a caller, so `args` must bind every required parameter.
///
/// Rejected:
/// ```yaml
/// screens: { RecipeList: { params: { vegetarian: Bool } } }
/// flows:   { Meat: { stack: { root: RecipeList } } }   # vegetarian unbound
/// ```
struct StackRootsAreBound: ValidationRule {
    static let descriptions = [
        RuleDescription(
            id: .unboundRootParam, severity: .error,
            summary: "a stack root or tab screen has an unbound required parameter",
            failing: """
            navgen: 1
            name: App
            root: Main
            screens:
              List: { params: { vegetarian: Bool } }
            flows:
              Main: { stack: { root: List } }
            """,
            passing: """
            navgen: 1
            name: App
            root: Main
            screens:
              List: { params: { vegetarian: Bool } }
            flows:
              Main: { stack: { root: List, args: { vegetarian: false } } }
            """),
    ]

    func check(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        let index = context.index
        for flow in context.graph.flows {
            switch flow.kind {
            case .stack(let stack):
                // The flow's `params` are bound by whoever shows it (1.1 B).
                check(stack.root, args: stack.args, params: flow.params.map(\.value), as: "the root of the stack '\(flow.name.value)'", index: index, into: &diagnostics)
            case .tabs(let tabs):
                for tab in tabs {
                    guard case .screen(let name) = tab.target.value else { continue }
                    check(Located(name, at: tab.target.location), args: tab.args, as: "a tab of '\(flow.name.value)'", index: index, into: &diagnostics)
                }
            case .switch(let branches):
                for branch in branches {
                    guard case .screen(let name) = branch.target.value else { continue }
                    check(Located(name, at: branch.target.location), args: branch.args, as: "a branch of '\(flow.name.value)'", index: index, into: &diagnostics)
                }
            }
        }
        if !context.graph.isFeature {
            check(context.graph.root, args: [], as: "the graph's root", index: index, into: &diagnostics)
        }
        checkModalTabBars(context, into: &diagnostics)
        checkSwitchLinks(context, into: &diagnostics)
    }

    /// A switch link passes a stack branch's flow parameters as method arguments, but
    /// not those of the flows a tab bar or switch branch shows at launch: such a branch
    /// is shown by the app, with `show(_:)` and its `Branch` case's values.
    private func checkSwitchLinks(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        let graph = context.graph
        for links in graph.screens.map(\.links) + graph.flows.map(\.links) {
            // By position: a `for link in links` loop copied every link, a retain of each of its names.
            for position in links.indices where links[position].style.value == .switch {
                let link = links[position]
                guard let target = link.target, let flow = context.index.flow(target.value), flow.stack == nil else { continue }
                var pending = Array(Self.launchTargets(of: flow).reversed()), visited: Set<String> = [flow.name.value]
                while let shown = pending.popLast() {
                    guard case .flow(let name) = shown.value, visited.insert(name).inserted, let child = context.index.flow(name) else { continue }
                    if !child.params.isEmpty {
                        let names = child.params.map { "'\($0.value)'" }.joined(separator: ", ")
                        diagnostics.emit(.unboundRootParam, "'\(link.name.value)' shows the branch '\(target.value)', which shows the flow '\(name)' at launch, and '\(name)' takes \(names); a switch link passes only a stack branch's parameters: show '\(target.value)' from the app with 'show(_:)', or bind them in '\(name)''s 'stack: { args: }'",
                                         at: target.location)
                        break
                    }
                    pending += Self.launchTargets(of: child).reversed()
                }
            }
        }
    }

    /// A tab bar or switch presented modally builds the flows it shows at launch (its
    /// tabs, a switch's first branch, at any depth) when it is presented, and a link to
    /// it passes no parameters: a flow with `params` (1.1 B) can be shown so only by tab
    /// bars and switches shown at launch, whose parameters the root's `init` takes.
    private func checkModalTabBars(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        let graph = context.graph
        var presented: Set<String> = []
        for links in graph.screens.map(\.links) + graph.flows.map(\.links) {
            for position in links.indices where links[position].style.value.isModal {
                if let target = links[position].target?.value { presented.insert(target) }
            }
        }
        for flow in graph.flows where (!flow.tabs.isEmpty || flow.isSwitch) && presented.contains(flow.name.value) {
            let kind = flow.isSwitch ? "switch" : "tab bar"
            var pending = Array(Self.launchTargets(of: flow).reversed()), visited: Set<String> = [flow.name.value]
            while let target = pending.popLast() {
                guard case .flow(let name) = target.value, visited.insert(name).inserted, let child = context.index.flow(name) else { continue }
                if !child.params.isEmpty {
                    let names = child.params.map { "'\($0.value)'" }.joined(separator: ", ")
                    diagnostics.emit(.unboundRootParam, "the flow '\(name)' takes \(names), but the \(kind) '\(flow.name.value)' that shows it at launch is presented modally, and no link can pass them; bind them in '\(name)''s 'stack: { args: }', or present '\(name)' itself",
                                     at: target.location)
                }
                pending += Self.launchTargets(of: child).reversed()
            }
        }
    }

    /// What a flow shows with itself: its tabs, or a switch's first branch.
    private static func launchTargets(of flow: Flow) -> [Located<Tab.Target>] {
        flow.tabs.map(\.target) + flow.branches.prefix(1).map(\.target)
    }

    /// `params` is `nil` where the screen is not a stack's root, which alone can take
    /// parameters from whoever shows its flow.
    private func check(_ screenName: Located<String>, args: [ArgumentBinding], params: [String]? = nil, as role: String, index: GraphIndex,
                       into diagnostics: inout DiagnosticCollector) {
        guard let screen = index.screen(screenName.value) else { return }
        let bound = Set(args.map(\.name.value)).union(params ?? [])
        let missing = screen.params.filter { $0.isRequired && !bound.contains($0.name.value) }
        guard !missing.isEmpty else { return }
        let names = missing.map { "'\($0.name.value)'" }.joined(separator: ", ")
        let example = missing.map { "\($0.name.value): …" }.joined(separator: ", ")
        diagnostics.emit(.unboundRootParam, "'\(screen.name.value)' is \(role) but its required parameter\(missing.count == 1 ? "" : "s") \(names) \(missing.count == 1 ? "is" : "are") not bound; add 'args: { \(example) }'\(params == nil ? "" : ", list \(missing.count == 1 ? "it" : "them") in the flow's 'params:'") or give \(missing.count == 1 ? "it" : "them") a default",
                         at: screenName.location, notes: missing.map { .init("'\($0.name.value)' is declared here", at: $0.name.location) })
    }
}

extension RuleID {
    /// A stack root, tab screen or root screen with a required parameter nothing binds.
    public static let unboundRootParam = RuleID(rawValue: "unbound-root-param")
}
