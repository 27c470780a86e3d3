import ArgumentParser
import NavGenCore

/// `navgen export url-types GRAPH [--output PATH]`: the `CFBundleURLTypes` of the
/// graph's custom schemes and the `applinks:` associated domains of its hosts, as an
/// XML property list (Docs/Platform.md).
struct ExportURLTypes: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "url-types",
        abstract: "Write the Info.plist URL types and the associated-domains entitlement the graph's deep links need.",
        discussion: "An XML property list with CFBundleURLTypes (for the Info.plist) and com.apple.developer.associated-domains (for the .entitlements file); 'navgen check-app' checks an app against the same graph."
    )

    @Argument(help: "The graph file.")
    var graph: String

    @Option(name: [.short, .long], help: ArgumentHelp("The file to write (default: standard output).", valueName: "PATH"))
    var output: String?

    func run() throws {
        let (table, graph, _) = try PlatformFiles.analyze(self.graph)
        let plist = URLTypesPlist(name: graph.name.value, routing: AppRouting(graph: graph, table: table))
        if let output { try PlatformFiles.write(plist.xml, to: output) } else { try Console.output(plist.xml) }
    }
}
