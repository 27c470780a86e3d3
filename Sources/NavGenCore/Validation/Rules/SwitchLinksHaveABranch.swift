/// `switch-outside-switch` (1.1 A): a `switch` link's target must be a branch of the
/// nearest switch flow enclosing each placement of its screen. A bare modal screen
/// is enclosed by what encloses its presenter.
///
/// Rejected (Login is shown in Auth, which no switch flow encloses):
/// ```yaml
/// Login: { links: { loggedIn: { switch: Main } } }
/// ```
struct SwitchLinksHaveABranch: ValidationRule {
    static let descriptions = [
        RuleDescription(
            id: .switchOutsideSwitch, severity: .error,
            summary: "a switch link whose target is not a branch of the nearest enclosing switch flow",
            failing: """
            navgen: 1
            name: App
            root: Auth
            screens:
              Login: { links: { loggedIn: { switch: Home }, preview: { sheet: Home } } }
              Home: {}
            flows:
              Auth: { stack: { root: Login } }
            """,
            passing: """
            navgen: 1
            name: App
            root: Root
            screens:
              Login: { links: { loggedIn: { switch: Home } } }
              Home: {}
            flows:
              Root: { switch: [ { flow: Auth }, { screen: Home } ] }
              Auth: { stack: { root: Login } }
            """),
    ]

    func check(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        let screens = context.graph.screens
        for position in screens.indices {
            let links = screens[position].links
            for index in links.indices where links[index].style.value == .switch {
                guard context.index.linkTargets[position][index] != .none, let target = links[index].target else { continue }
                let placements = context.placements.placements(ofScreen: context.index.screenIDs[position])
                for placement in placements {
                    let nearest = context.placements.enclosingTabFlows(placement.tabContext).first { context.index.flow($0)?.isSwitch == true }
                    let branches = nearest.flatMap { context.index.flow($0) }?.branches.map(\.target.value.name) ?? []
                    guard !branches.contains(target.value) else { continue }
                    let place = "where '\(screens[position].name.value)' is shown in '\(placement.coordinator)'"
                    let problem = nearest.map { "the nearest enclosing switch flow '\($0)' has no branch '\(target.value)'" } ?? "no switch flow encloses it"
                    diagnostics.emit(.switchOutsideSwitch, "'\(links[index].name.value)' shows the branch '\(target.value)', but \(place) \(problem); link to a branch of the switch flow that encloses the screen",
                                     at: target.location)
                    break
                }
            }
        }
    }
}

extension RuleID {
    /// A `switch` link whose target is not a branch of the nearest enclosing switch flow.
    public static let switchOutsideSwitch = RuleID(rawValue: "switch-outside-switch")
}
