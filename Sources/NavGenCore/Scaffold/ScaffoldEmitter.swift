/// `navgen scaffold`: a starter `ViewFactory` implementation and one placeholder
/// view per screen, written once for the app to replace. SDK names are qualified
/// (`SwiftUI.Text`, `Foundation.URL`) so that the app's own types cannot capture them.
///
/// A feature graph's factory is `public`, with a `public init()`, as the app that
/// imports the feature's module creates it. An app graph that imports features gets
/// placeholders for its own screens only, and its factory gives each feature's
/// factory by the name that feature's scaffold wrote (`TimelineViewFactory()`).
public struct ScaffoldEmitter {
    /// A file the scaffold proposes, by its path relative to the output directory.
    public struct File: Sendable, Equatable {
        public var path: String
        public var text: String
    }

    public init() {}

    /// The factory file, then one file per screen (in `Screens/`).
    public func files(for context: AnalyzedGraph) -> [File] {
        let graph = context.graph
        let ns = SwiftNames.escaped(graph.name.value)
        // The plan says which links each screen's protocol has, flow links included.
        let plan = EmissionPlan(context: context, access: .internal)
        var files = [File(path: "\(graph.name.value)ViewFactory.swift", text: factory(graph, ns: ns, plan: plan))]
        for position in graph.screens.indices where !plan.isImported(screen: position) {
            files.append(File(path: "Screens/\(graph.screens[position].name.value)Screen.swift", text: placeholder(position, ns: ns, plan: plan)))
        }
        return files
    }

    private func factory(_ graph: NavigationGraph, ns: String, plan: EmissionPlan) -> String {
        let access = graph.isFeature ? "public " : ""
        var writer = SwiftWriter()
        writer.line("// Written by navgen scaffold from the graph '\(graph.name.value)'. It is yours now: navgen never overwrites it.")
        writer.line()
        let imports = ["SwiftUI"] + plan.featureModules
        for module in imports.sorted() {
            writer.line("import \(module)")
        }
        writer.line()
        writer.doc(["Builds the view of every screen of `\(graph.name.value)`. Replace the placeholders with the app's views."])
        writer.line("@MainActor")
        writer.block("\(access)struct \(graph.name.value)ViewFactory: \(ns).ViewFactory {") { writer in
            if graph.isFeature {
                writer.line("public init() {}")
                writer.line()
            }
            var first = true
            for (index, screen) in graph.screens.enumerated() where !plan.isImported(screen: index) {
                if !first { writer.line() }
                first = false
                var parameters: [String] = []
                var arguments: [String] = []
                if !plan.protocolLinks(ofScreen: index).isEmpty {
                    parameters.append("_ navigation: any \(ns).\(SwiftNames.navigationProtocol(screen.name.value))")
                    arguments.append("navigation: navigation")
                }
                for param in screen.params {
                    let name = SwiftNames.escaped(param.name.value)
                    parameters.append("\(name): \(param.type)")
                    arguments.append("\(name): \(name)")
                }
                writer.block("\(access)func \(SwiftNames.screenCase(screen.name.value))(\(parameters.joined(separator: ", "))) -> some SwiftUI.View {") { writer in
                    writer.line("\(screen.name.value)Screen(\(arguments.joined(separator: ", ")))")
                }
            }
            for feature in graph.features {
                let name = feature.name.value
                if !first { writer.line() }
                first = false
                writer.doc(["The views of the feature `\(name)`: the factory its module's scaffold wrote."])
                writer.line("var \(SwiftNames.featureCase(name)): \(name)ViewFactory { \(name)ViewFactory() }")
            }
        }
        return writer.text
    }

    private func placeholder(_ position: Int, ns: String, plan: EmissionPlan) -> String {
        let screen = plan.graph.screens[position], name = screen.name.value
        let links = plan.protocolLinks(ofScreen: position)
        var writer = SwiftWriter()
        writer.line("// Written by navgen scaffold. It is yours now: navgen never overwrites it.")
        writer.line()
        writer.line("import SwiftUI")
        writer.line()
        writer.doc(["A placeholder for `\(name)`: it shows its parameters and a button per link."])
        writer.line("@MainActor")
        writer.block("struct \(name)Screen: SwiftUI.View {") { writer in
            if !links.isEmpty {
                writer.line("let navigation: any \(ns).\(SwiftNames.navigationProtocol(name))")
            }
            for param in screen.params {
                writer.line("let \(SwiftNames.escaped(param.name.value)): \(param.type)")
            }
            writer.line()
            writer.block("var body: some SwiftUI.View {") { writer in
                writer.block("SwiftUI.VStack(spacing: 12) {") { writer in
                    writer.line("SwiftUI.Text(\(SwiftLiteral.string(name)))")
                    for param in screen.params {
                        let value = SwiftNames.escaped(param.name.value)
                        writer.line("SwiftUI.Text(\"\(param.name.value): \\(Swift.String(describing: \(value)))\")")
                    }
                    for (owner, link) in links {
                        writer.line(button(for: plan.links(ofOwner: owner)[link], parameters: plan.methodParameters(ofLink: link, on: owner), plan: plan))
                    }
                }
                writer.line(".navigationTitle(\(SwiftLiteral.string(name)))")
            }
        }
        return writer.text
    }

    /// A button that follows the link with sample arguments, or a note where an
    /// argument has an app-specific type the scaffold cannot make up.
    /// `parameters` are those the link's method takes (`EmissionPlan.methodParameters`).
    private func button(for link: Link, parameters taken: (screen: Int, positions: [Int])?, plan: EmissionPlan) -> String {
        let method = SwiftNames.escaped(link.name.value)
        let parameters = taken.map { taken in taken.positions.map { plan.graph.screens[taken.screen].params[$0] } } ?? []
        var arguments: [String] = []
        for param in parameters where param.isRequired {
            guard let sample = Self.sample(for: param.type) else {
                return "SwiftUI.Text(\(SwiftLiteral.string("\(link.name.value) needs a \(param.type)")))"
            }
            arguments.append("\(SwiftNames.escaped(param.name.value)): \(sample)")
        }
        return "SwiftUI.Button(\(SwiftLiteral.string(link.name.value))) { navigation.\(method)(\(arguments.joined(separator: ", "))) }"
    }

    /// A sample value of a built-in type, an enum's first case, or an empty list.
    static func sample(for type: ParameterType) -> String? {
        if let first = type.choices?.first { return "." + SwiftNames.escaped(NamingRules.enumCase(first)) }
        if type.listElement != nil { return "[]" }
        return switch type.builtin {
        case .string: "\"example\""
        case .int: "1"
        case .double: "1.0"
        case .bool: "true"
        case .uuid: "Foundation.UUID()"
        case .url: "Foundation.URL(string: \"https://example.com\")!"
        case nil: nil
        }
    }
}
