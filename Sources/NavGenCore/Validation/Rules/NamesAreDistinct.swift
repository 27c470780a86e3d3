/// `duplicate-name`: screens and flows share one namespace, across every file of
/// the graph (1.1 G). Within one file, a name twice under `screens:` or `flows:` is
/// a `duplicate-key`; across files, the later definition (in reading order) is a
/// `duplicate-name` with a note at the first, in the other file.
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
            summary: "a screen and a flow share a name, or two files define one name",
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

    func check(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        // The index already maps each name to its first screen: looking flows up
        // there hashes a few flow names instead of every screen name.
        for flow in context.graph.flows {
            guard let screen = context.index.screenID(flow.name.value) else { continue }
            let first = context.graph.screens[screen].name.location
            diagnostics.emit(.duplicateName, "'\(flow.name.value)' names both a screen and a flow; screens and flows share one namespace, so rename one (for example '\(flow.name.value)Flow')",
                             at: flow.name.location, notes: [.init("the screen '\(flow.name.value)' is defined here", at: first)])
        }
        // Only a graph with parts has names from other files than its own.
        let graph = context.graph
        guard graph.screens.contains(where: { $0.name.location.file != graph.file }) || graph.flows.contains(where: { $0.name.location.file != graph.file })
        else { return }
        checkAcrossFiles(graph.screens.map(\.name), kind: "screen", first: context.index.screenID, into: &diagnostics)
        checkAcrossFiles(graph.flows.map(\.name), kind: "flow", first: context.index.flowID, into: &diagnostics)
    }

    /// A name defined again in another file than its first definition, which the
    /// index maps it to.
    private func checkAcrossFiles(_ names: [Located<String>], kind: String, first: (String) -> Int?, into diagnostics: inout DiagnosticCollector) {
        for (position, name) in names.enumerated() {
            guard let original = first(name.value), original != position, names[original].location.file != name.location.file else { continue }
            diagnostics.emit(.duplicateName, "the \(kind) '\(name.value)' is also defined in '\(names[original].location.file)'; screens and flows are one namespace across included files, so rename or remove one",
                             at: name.location, notes: [.init("the \(kind) '\(name.value)' is first defined here", at: names[original].location)])
        }
    }
}

extension RuleID {
    /// A screen and a flow with the same name.
    public static let duplicateName = RuleID(rawValue: "duplicate-name")
}
