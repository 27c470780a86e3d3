/// `tab-outside-tabs`: a `tab` link's target must be a tab of an enclosing tab flow
/// in every placement of its screen.
///
/// Each tab flow's tabs are a set, and the answer for a tab context is remembered
/// per target, so the check is linear in placements and tab links however many
/// tabs a flow has and however deep tab flows nest.
///
/// Rejected (Ratings is shown inside Meat only, whose tab flow has no tab 'Cart'):
/// ```yaml
/// Ratings: { links: { goCart: { tab: Cart } } }
/// ```
struct TabLinksHaveTabs: ValidationRule {
    static let descriptions = [
        RuleDescription(
            id: .tabOutsideTabs, severity: .error,
            summary: "a tab link whose target is not a tab of an enclosing tab flow",
            failing: """
            navgen: 1
            name: App
            root: Main
            screens:
              Home: { links: { openCart: { tab: Cart }, showCart: { sheet: Cart } } }
              Cart: {}
            flows:
              Main: { tabs: [ { screen: Home } ] }
            """,
            passing: """
            navgen: 1
            name: App
            root: Main
            screens:
              Home: { links: { openCart: { tab: Cart } } }
              Cart: {}
            flows:
              Main: { tabs: [ { screen: Home }, { screen: Cart } ] }
            """),
    ]

    func check(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        var lookup = TabLookup(context: context)
        // By position, with targets the index resolved: copying every screen and
        // hashing target names cost more than the tab checks themselves.
        let screens = context.graph.screens
        for position in screens.indices {
            let links = screens[position].links
            for index in links.indices where links[index].style.value == .tab {
                guard context.index.linkTargets[position][index] != .none else { continue }
                let placements = context.placements.placements(ofScreen: context.index.screenIDs[position])
                check(links[index], of: "'\(screens[position].name.value)'", placements: placements, context: context, lookup: &lookup, into: &diagnostics)
            }
        }
        // A flow's links are checked where each screen placed directly in it is (1.1 C).
        for (position, flow) in context.graph.flows.enumerated() {
            for index in flow.links.indices where flow.links[index].style.value == .tab {
                guard context.index.flowLinkTargets[position][index] != .none else { continue }
                let owned = context.placements.screenIDsByCoordinator[flow.name.value] ?? []
                let placements = owned.flatMap { context.placements.placements(ofScreen: $0) }.filter { $0.coordinator == flow.name.value && !$0.isModal }
                check(flow.links[index], of: "the flow '\(flow.name.value)'", placements: placements, context: context, lookup: &lookup, into: &diagnostics)
            }
        }
    }

    /// Checks a `tab` link where `placements` show it; a `from: presenter` link where
    /// their modals' presenters are (1.1 D).
    private func check(_ link: Link, of owner: String, placements: [Placement], context: AnalyzedGraph, lookup: inout TabLookup,
                       into diagnostics: inout DiagnosticCollector) {
        guard let target = link.target else { return }
        let places: [(coordinator: String, tabContext: TabContext)] = link.isFromPresenter
            ? placements.compactMap { context.placements.presenter(of: $0).map { ($0.coordinator, $0.tabContext) } }
            : placements.map { ($0.coordinator, $0.tabContext) }
        guard let outside = places.first(where: { !lookup.hasTab(target.value, in: $0.tabContext) }) else { return }
        let flows = Array(context.placements.enclosingTabFlows(outside.tabContext)).reversed()
        let listed = flows.count <= 4 ? flows.joined(separator: ", ") : (flows.prefix(2) + ["…"] + flows.suffix(2)).joined(separator: ", ")
        let enclosing = flows.isEmpty ? "no tab flow encloses it" : "its enclosing tab flows (\(listed)) have no tab '\(target.value)'"
        let shown = link.isFromPresenter ? "the presenter of \(owner)'s modal, '\(outside.coordinator)', is shown" : "\(owner) is shown in '\(outside.coordinator)'"
        diagnostics.emit(.tabOutsideTabs, "'\(link.name.value)' selects the tab '\(target.value)', but where \(shown) \(enclosing); link to a tab of an enclosing tab flow",
                         at: target.location)
    }

    /// Whether a tab context has a given tab, remembered per context and target.
    private struct TabLookup {
        let context: AnalyzedGraph
        var tabsOfFlow: [String: Set<String>] = [:]
        var known: [Question: Bool] = [:]

        struct Question: Hashable {
            var context: TabContext
            var target: String
        }

        init(context: AnalyzedGraph) {
            self.context = context
        }

        /// Whether some tab flow of `tabContext` has `target` as a tab.
        mutating func hasTab(_ target: String, in tabContext: TabContext) -> Bool {
            // Walk outwards until an answer is known or a flow has the tab, then
            // remember the answer for every context passed.
            var passed: [TabContext] = []
            var current = tabContext
            var answer = false
            while let flow = context.placements.innermostFlow(of: current) {
                if let known = known[Question(context: current, target: target)] {
                    answer = known
                    break
                }
                if tabs(of: flow).contains(target) {
                    answer = true
                    passed.append(current)
                    break
                }
                passed.append(current)
                current = context.placements.parent(of: current)
            }
            for context in passed {
                known[Question(context: context, target: target)] = answer
            }
            return answer
        }

        private mutating func tabs(of flow: String) -> Set<String> {
            if let tabs = tabsOfFlow[flow] { return tabs }
            let tabs = Set(context.index.flow(flow)?.tabs.map(\.target.value.name) ?? [])
            tabsOfFlow[flow] = tabs
            return tabs
        }
    }
}

extension RuleID {
    /// A `tab` link whose target is not a tab of an enclosing tab flow.
    public static let tabOutsideTabs = RuleID(rawValue: "tab-outside-tabs")
}
