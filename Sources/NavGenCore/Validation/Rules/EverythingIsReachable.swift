/// `unreachable-screen` and `unreachable-flow` (warnings): everything defined should
/// be shown from `root`.
///
/// Warned:
/// ```yaml
/// root: Home
/// screens: { Home: {}, Orphan: {} }   # nothing shows Orphan
/// ```
struct EverythingIsReachable: ValidationRule {
    static let descriptions = [
        RuleDescription(
            id: .unreachableScreen, severity: .warning,
            summary: "a screen is never shown",
            failing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Home: {}
              Licenses: {}
            """,
            passing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { links: { showLicenses: { sheet: Licenses } } }
              Licenses: {}
            """),
        RuleDescription(
            id: .unreachableFlow, severity: .warning,
            summary: "a flow is never shown",
            failing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { links: { showEditor: { sheet: Editor } } }
              Editor: {}
            flows:
              NewRecipe: { stack: { root: Editor } }
            """,
            passing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { links: { showEditor: { sheet: NewRecipe } } }
              Editor: {}
            flows:
              NewRecipe: { stack: { root: Editor } }
            """),
    ]

    func check(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        let root = context.graph.root.value
        // With an unknown root everything would be unreachable; unknown-reference says enough.
        guard context.index.isFlow(root) || context.index.isScreen(root) else { return }
        // By id, not name: looking every screen up by name was most of this rule's cost.
        let flows = context.graph.flows, screens = context.graph.screens
        for flow in flows.indices where !context.placements.isReachable(flowID: context.index.flowIDs[flow]) {
            diagnostics.emit(.unreachableFlow, "the flow '\(flows[flow].name.value)' is never shown from the root '\(context.graph.root.value)'; add it as a tab, present it from a link, or remove it", at: flows[flow].name.location)
        }
        for screen in screens.indices where !context.placements.isReachable(screenID: context.index.screenIDs[screen]) {
            diagnostics.emit(.unreachableScreen, "the screen '\(screens[screen].name.value)' is never shown from the root '\(context.graph.root.value)'; link to it, place it in a flow, or remove it", at: screens[screen].name.location)
        }
    }
}

extension RuleID {
    /// A screen with no placement reachable from `root`.
    public static let unreachableScreen = RuleID(rawValue: "unreachable-screen")
    /// A flow never shown from `root`.
    public static let unreachableFlow = RuleID(rawValue: "unreachable-flow")
}
