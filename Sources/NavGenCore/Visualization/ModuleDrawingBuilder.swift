/// Makes the `ModuleDrawing` of a validated app graph composed with its features.
///
/// Every name is sorted into its module by its qualifier (`Account.Profile` is the
/// feature `Account`'s; an unqualified name is the app's). The app's node lists its
/// own flows; a feature's, its counts and its exits. An edge runs from the app to a
/// feature for each place the app's own screens and flows name one of the feature's
/// (the root, a tab, a branch, a stack root, a link), and from a feature to a
/// module for each of its exits' bindings.
public struct ModuleDrawingBuilder: Sendable {
    public init() {}

    public func drawing(of context: AnalyzedGraph) -> ModuleDrawing {
        let graph = context.graph
        let features = graph.features.map(\.name.value)
        func module(of name: String) -> String {
            guard let dot = name.firstIndex(of: "."), features.contains(String(name[..<dot])) else { return "app" }
            return Self.id(String(name[..<dot]))
        }
        var urls: [String: Int] = [:]
        for screen in graph.screens {
            urls[module(of: screen.name.value), default: 0] += screen.urlPatterns.count
        }
        let ownScreens = graph.screens.filter { module(of: $0.name.value) == "app" }
        let ownFlows = graph.flows.filter { module(of: $0.name.value) == "app" }
        var modules = [ModuleDrawing.Module(
            id: "app", title: "\(graph.name.value) (\(graph.isFeature ? "feature" : "app"))",
            lines: [Self.counts(screens: ownScreens.count, flows: ownFlows.count, urls: urls["app"] ?? 0)] + ownFlows.map { "\($0.name.value) (\(Self.kind(of: $0)))" },
            isApp: true)]
        for feature in graph.features {
            let id = Self.id(feature.name.value)
            let exits = feature.exits.map { exit in
                "→ \(exit.name.value)(\(exit.params.map { "\($0.name.value): \($0.type)" }.joined(separator: ", ")))"
            }
            modules.append(ModuleDrawing.Module(
                id: id, title: feature.module.map { "\(feature.name.value) (\($0))" } ?? feature.name.value,
                lines: [Self.counts(screens: feature.screens.count, flows: feature.flows.count, urls: urls[id] ?? 0)] + exits, isApp: false))
        }
        var edges: [ModuleDrawing.Edge] = []
        func place(_ target: String, _ label: String) {
            let to = module(of: target)
            guard to != "app" else { return }
            let edge = ModuleDrawing.Edge(from: "app", to: to, kind: .placement, label: "\(label) → \(target)")
            if !edges.contains(edge) { edges.append(edge) }
        }
        place(graph.root.value, "root")
        for flow in ownFlows {
            switch flow.kind {
            case .stack(let stack): place(stack.root.value, "stack root of \(flow.name.value)")
            case .tabs(let tabs): for tab in tabs { place(tab.target.value.name, "tab \(tab.title?.value ?? tab.target.value.name)") }
            case .switch(let branches): for branch in branches { place(branch.target.value.name, "branch of \(flow.name.value)") }
            }
            for link in flow.links { if let target = link.target?.value { place(target, link.style.value.rawValue) } }
        }
        for screen in ownScreens {
            for link in screen.links { if let target = link.target?.value { place(target, link.style.value.rawValue) } }
        }
        for binding in graph.bindings {
            guard let feature = binding.featureName, features.contains(feature) else { continue }
            edges.append(ModuleDrawing.Edge(from: Self.id(feature), to: module(of: binding.target.value), kind: .binding,
                                            label: "\(binding.exitName) (\(binding.style.value.rawValue)) → \(binding.target.value)"))
        }
        return ModuleDrawing(name: graph.name.value, modules: modules, edges: edges)
    }

    /// A feature's node id: `f_` and its name made an id.
    static func id(_ feature: String) -> String { "f_" + GraphDrawing.identifier(feature) }

    /// `9 screens · 2 flows · 12 URLs`.
    static func counts(screens: Int, flows: Int, urls: Int) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        return [count(screens, "screen"), count(flows, "flow"), count(urls, "URL")].joined(separator: " · ")
    }

    static func kind(of flow: Flow) -> String {
        switch flow.kind {
        case .stack: "stack"
        case .tabs: "tab bar"
        case .switch: "switch"
        }
    }
}
