/// `name-collision`: two names that generate the same Swift identifier, or a name
/// taken by a generated member.
///
/// Rejected (both become the case `urlPreview`):
/// ```yaml
/// screens:
///   URLPreview: {}
///   UrlPreview: {}
/// ```
struct GeneratedNamesDoNotCollide: ValidationRule {
    static let rules: [RuleID] = [.nameCollision]

    /// Member names the generated coordinators and enums use themselves: the
    /// spec's list, and `rootScreen` and `parentCoordinator`, which navgen's
    /// coordinators also have.
    static let reservedMembers: Set<String> = [
        "path", "presented", "selectedTab", "open", "pop", "popToRoot", "dismiss", "apply", "resolve", "screen",
        "rootScreen", "parentCoordinator",
    ]
    /// Case names that members of the generated enums already take (`Screen.url`,
    /// `Flow.allCases`, `hashValue`).
    static let reservedCases: Set<String> = ["url", "allCases", "hashValue"]
    /// Types the generated namespace declares besides the per-screen and per-flow ones.
    static let supportTypes: Set<String> = [
        "Screen", "Flow", "ModalStyle", "Modal", "Coordinator", "StackCoordinator", "DeepLink", "DeepLinkRequest",
        "URLText", "PatternTrie", "Routes", "ViewFactory", "ScreenHosting", "ModalPresenter",
    ]
    /// Type names the generated namespace declares, which a graph name may not take.
    static let reservedGraphNames: Set<String> = [
        "Screen", "DeepLink", "ViewFactory", "Swift", "Foundation", "Observation", "SwiftUI",
    ]

    func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        let graph = context.graph
        if Self.reservedGraphNames.contains(graph.name.value) {
            diagnostics.emit(.nameCollision, "the graph name '\(graph.name.value)' is taken by a generated or imported type; choose another, such as '\(graph.name.value)App'", at: graph.name.location)
        }
        checkLowerCamelForms(graph, into: &diagnostics)
        checkGeneratedTypeNames(graph, into: &diagnostics)
        for screen in graph.screens {
            for param in screen.params where Self.reservedMembers.contains(param.name.value) {
                diagnostics.emit(.nameCollision, "the parameter name '\(param.name.value)' is taken by a generated member; rename it (for example '\(param.name.value)Value')", at: param.name.location)
            }
            for link in screen.links where Self.reservedMembers.contains(link.name.value) {
                if link.name.value == link.style.value.rawValue { continue }
                diagnostics.emit(.nameCollision, "the link name '\(link.name.value)' is taken by a generated member; rename it (for example 'go\(NamingRules.upperFirst(link.name.value))')", at: link.name.location)
            }
        }
        checkLinksAgainstTabProperties(context, into: &diagnostics)
    }

    /// Screens and flows become enum cases and properties by their lowerCamel form.
    private func checkLowerCamelForms(_ graph: NavigationGraph, into diagnostics: inout DiagnosticCollector) {
        var seen: [String: Located<String>] = [:]
        let names = graph.screens.map(\.name) + graph.flows.map(\.name)
        for name in names {
            let form = NamingRules.lowerCamel(name.value)
            if let first = seen[form] {
                guard first.value != name.value else { continue }
                diagnostics.emit(.nameCollision, "'\(name.value)' and '\(first.value)' both generate the identifier '\(form)'; rename one",
                                 at: name.location, notes: [.init("'\(first.value)' is defined here", at: first.location)])
            } else {
                seen[form] = name
            }
        }
    }

    /// `<Flow>Coordinator`, `<Flow>View` and `<Screen>Navigation` must not take the
    /// name of a support type, and no case may take a generated member's name.
    private func checkGeneratedTypeNames(_ graph: NavigationGraph, into diagnostics: inout DiagnosticCollector) {
        for flow in graph.flows {
            for type in [SwiftNames.coordinator(flow.name.value), SwiftNames.flowView(flow.name.value)] where Self.supportTypes.contains(type) {
                diagnostics.emit(.nameCollision, "the flow '\(flow.name.value)' would generate the type '\(type)', which navgen already declares; rename the flow", at: flow.name.location)
            }
        }
        for screen in graph.screens where Self.supportTypes.contains(SwiftNames.navigationProtocol(screen.name.value)) {
            diagnostics.emit(.nameCollision, "the screen '\(screen.name.value)' would generate the protocol '\(SwiftNames.navigationProtocol(screen.name.value))', which navgen already declares; rename the screen", at: screen.name.location)
        }
        for name in graph.screens.map(\.name) + graph.flows.map(\.name) where Self.reservedCases.contains(NamingRules.lowerCamel(name.value)) {
            diagnostics.emit(.nameCollision, "'\(name.value)' would generate the case '\(NamingRules.lowerCamel(name.value))', which a generated member already takes; rename it", at: name.location)
        }
    }

    /// A tab coordinator has a property per tab flow; a link method of the same
    /// name on that coordinator would clash with it.
    private func checkLinksAgainstTabProperties(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        for flow in context.graph.flows {
            let properties = Set(flow.tabs.compactMap { tab -> String? in
                if case .flow(let name) = tab.target.value { return NamingRules.lowerCamel(name) }
                return nil
            })
            guard !properties.isEmpty else { continue }
            for screenName in context.placements.screensByCoordinator[flow.name.value] ?? [] {
                guard let screen = context.index.screen(screenName) else { continue }
                for link in screen.links where properties.contains(link.name.value) {
                    diagnostics.emit(.nameCollision, "the link '\(link.name.value)' clashes with the property '\(link.name.value)' that '\(flow.name.value)Coordinator' has for its tab; rename the link", at: link.name.location)
                }
            }
        }
    }
}
