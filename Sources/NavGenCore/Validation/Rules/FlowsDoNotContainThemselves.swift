/// `flow-cycle`: flows may not contain each other through `tabs` (modal targets
/// are not containment).
///
/// Rejected:
/// ```yaml
/// flows:
///   A: { tabs: [ { flow: B } ] }
///   B: { tabs: [ { flow: A } ] }
/// ```
struct FlowsDoNotContainThemselves: ValidationRule {
    static let descriptions = [
        RuleDescription(
            id: .flowCycle, severity: .error,
            summary: "flows contain each other",
            failing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Settings: {}
            flows:
              Home: { tabs: [ { flow: More } ] }
              More: { tabs: [ { flow: Home }, { screen: Settings } ] }
            """,
            passing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Settings: {}
            flows:
              Home: { tabs: [ { flow: More } ] }
              More: { tabs: [ { screen: Settings } ] }
            """),
    ]

    /// The targets a flow contains: its tabs, or its switch's branches.
    private static func children(of flow: Flow) -> [Located<Tab.Target>] {
        flow.tabs.map(\.target) + flow.branches.map(\.target)
    }

    func check(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        for start in context.graph.flows where marks[start.name.value] == nil {
            // Iterative depth-first search: (flow, its tabs' or branches' targets, next index).
            var stack: [(flow: Flow, tabs: [Located<Tab.Target>], next: Int)] = [(start, Self.children(of: start), 0)]
            marks[start.name.value] = .visiting
            while let top = stack.last {
                let tabs = top.tabs
                guard top.next < tabs.count else {
                    marks[top.flow.name.value] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let tab = tabs[top.next]
                guard case .flow(let childName) = tab.value, let child = context.index.flow(childName) else { continue }
                switch marks[childName] {
                case .visiting:
                    let cycle = stack.map(\.flow.name.value).drop { $0 != childName } + [childName]
                    diagnostics.emit(.flowCycle, "the flow '\(childName)' contains itself through tabs or switch branches (\(cycle.joined(separator: " → "))); a tab or switch flow cannot be its own descendant — present it modally instead",
                                     at: tab.location, notes: [.init("'\(childName)' is defined here", at: child.name.location)])
                case .done:
                    continue
                case nil:
                    marks[childName] = .visiting
                    stack.append((child, Self.children(of: child), 0))
                }
            }
        }
    }
}

extension RuleID {
    /// Flows that contain each other through `tabs` or `switch` branches.
    public static let flowCycle = RuleID(rawValue: "flow-cycle")
}
