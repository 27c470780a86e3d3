/// `duplicate-name`: screens and flows share one namespace.
///
/// Rejected:
/// ```yaml
/// screens: { Home: {} }
/// flows:   { Home: { stack: { root: Home } } }
/// ```
struct NamesAreDistinct: ValidationRule {
    static let rules: [RuleID] = [.duplicateName]

    func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        var screens: [String: SourceLocation] = [:]
        for screen in context.graph.screens {
            screens[screen.name.value] = screens[screen.name.value] ?? screen.name.location
        }
        for flow in context.graph.flows {
            guard let first = screens[flow.name.value] else { continue }
            diagnostics.emit(.duplicateName, "'\(flow.name.value)' names both a screen and a flow; screens and flows share one namespace, so rename one (for example '\(flow.name.value)Flow')",
                             at: flow.name.location, notes: [.init("the screen '\(flow.name.value)' is defined here", at: first)])
        }
    }
}
