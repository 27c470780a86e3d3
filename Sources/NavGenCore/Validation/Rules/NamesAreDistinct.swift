/// `duplicate-name`: screens and flows share one namespace.
///
/// Rejected:
/// ```yaml
/// screens: { Home: {} }
/// flows:   { Home: { stack: { root: Home } } }
/// ```
struct NamesAreDistinct: ValidationRule {
    static let descriptions = [
        RuleDescription(
            id: .duplicateName, severity: .error,
            summary: "a screen and a flow share a name",
            failing: """
            navgen: 1
            name: App
            root: Main
            screens:
              Main: {}
            flows:
              Main: { stack: { root: Main } }
            """,
            passing: """
            navgen: 1
            name: App
            root: MainFlow
            screens:
              Main: {}
            flows:
              MainFlow: { stack: { root: Main } }
            """),
    ]

    func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        // The index already maps each name to its first screen: looking flows up
        // there hashes a few flow names instead of every screen name.
        for flow in context.graph.flows {
            guard let screen = context.index.screenID(flow.name.value) else { continue }
            let first = context.graph.screens[screen].name.location
            diagnostics.emit(.duplicateName, "'\(flow.name.value)' names both a screen and a flow; screens and flows share one namespace, so rename one (for example '\(flow.name.value)Flow')",
                             at: flow.name.location, notes: [.init("the screen '\(flow.name.value)' is defined here", at: first)])
        }
    }
}

extension RuleID {
    /// A screen and a flow with the same name.
    public static let duplicateName = RuleID(rawValue: "duplicate-name")
}
