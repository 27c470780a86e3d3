/// `unreachable-screen` and `unreachable-flow` (warnings): everything defined should
/// be shown from `root`.
///
/// Warned:
/// ```yaml
/// root: Home
/// screens: { Home: {}, Orphan: {} }   # nothing shows Orphan
/// ```
struct EverythingIsReachable: ValidationRule {
    static let rules: [RuleID] = [.unreachableScreen, .unreachableFlow]

    func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        let root = context.graph.root.value
        // With an unknown root everything would be unreachable; unknown-reference says enough.
        guard context.index.isFlow(root) || context.index.isScreen(root) else { return }
        for flow in context.graph.flows where !context.placements.reachableFlows.contains(flow.name.value) {
            diagnostics.emit(.unreachableFlow, "the flow '\(flow.name.value)' is never shown from the root '\(context.graph.root.value)'; add it as a tab, present it from a link, or remove it", at: flow.name.location)
        }
        for screen in context.graph.screens where !context.placements.isReachable(screen: screen.name.value) {
            diagnostics.emit(.unreachableScreen, "the screen '\(screen.name.value)' is never shown from the root '\(context.graph.root.value)'; link to it, place it in a flow, or remove it", at: screen.name.location)
        }
    }
}
