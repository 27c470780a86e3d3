import Foundation
import PackagePlugin

/// The build-tool plugin: compiles every `*.nav.yaml` / `*.nav.yml` of a target
/// that no other graph of the target includes into one Swift file each, in the
/// plugin's work directory, on every build in which the graph, a part it includes,
/// its `navgen.json` or navgen itself changed. A part (1.1 G) is compiled only
/// as part of the graphs that include it.
@main
struct NavGenPlugin {
    /// One build command per graph among `files`, parts left out.
    func commands(files: [URL], workDirectory: URL, navgen: URL) -> [Command] {
        let graphs = GraphFiles.find(in: files)
        let parts = GraphIncludes.parts(among: graphs.map(\.url))
        return graphs.filter { !parts.contains($0.url) }.map { graph in
            let output = workDirectory.appendingPathComponent(graph.outputName)
            return .buildCommand(
                displayName: "Compiling navigation graph \(graph.url.lastPathComponent)",
                executable: navgen,
                arguments: Self.arguments(graph: graph.url, output: output, config: graph.configURL),
                inputFiles: Self.inputs(of: graph.url, graphs: graphs.map(\.url)) + [navgen] + (graph.configURL.map { [$0] } ?? []),
                outputFiles: [output]
            )
        }
    }

    /// The graph files a graph's command reads: the graph, every graph file of the
    /// target, and the files outside the target it includes. SwiftPM asks the plugin
    /// for its commands again only when the target's files come or go, not when a
    /// file's content changes, so an `include:` edited later would leave a list of
    /// the graph's own parts stale; with every graph file of the target among the
    /// inputs, editing any part runs navgen again whichever graph now includes it
    /// (navgen leaves the output untouched when it is the same).
    static func inputs(of graph: URL, graphs: [URL]) -> [URL] {
        let target = Set(graphs)
        return [graph] + graphs.filter { $0 != graph } + GraphIncludes.all(of: graph).filter { !target.contains($0) }
    }

    /// `compile GRAPH -o OUTPUT [--config navgen.json]`. The graph's path is absolute,
    /// so its diagnostics (`GRAPH:LINE:COLUMN: error: …`) link back to it in Xcode and
    /// in `swift build` output.
    ///
    /// navgen reads navgen.json itself, on every run: SwiftPM runs this plugin again
    /// only when the target's files come or go, not when a file's content changes, so
    /// settings read here would go stale. navgen.json is an input of the command, so
    /// editing it runs navgen again.
    static func arguments(graph: URL, output: URL, config: URL?) -> [String] {
        ["compile", graph.path, "-o", output.path] + (config.map { ["--config", $0.path] } ?? [])
    }
}

extension NavGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return commands(
            files: target.sourceFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            navgen: try context.tool(named: "navgen").url
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NavGenPlugin: XcodeBuildToolPlugin {
    /// In an Xcode project, the graphs (and any `navgen.json`) must be members of the target.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        commands(
            files: target.inputFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            navgen: try context.tool(named: "navgen").url
        )
    }
}
#endif
