import Foundation
import PackagePlugin

/// The build-tool plugin: compiles every `*.nav.yaml` / `*.nav.yml` of a target
/// that no other graph of the target includes into one Swift file each, in the
/// plugin's work directory, on every build in which the graph, a part it includes,
/// its `navgen.json` or navgen itself changed. A part (1.1 G) is compiled only
/// as part of the graphs that include it. An app graph is compiled with the feature
/// graphs (issue 40) found in the targets its target depends on.
@main
struct NavGenPlugin {
    /// One build command per graph among `files`, parts left out; `features` are the
    /// feature graphs of the target's dependencies.
    func commands(files: [URL], features: [FeatureGraph] = [], workDirectory: URL, navgen: URL) -> [Command] {
        let graphs = GraphFiles.find(in: files)
        let parts = GraphIncludes.parts(among: graphs.map(\.url))
        return graphs.filter { !parts.contains($0.url) }.map { graph in
            let output = workDirectory.appendingPathComponent(graph.outputName)
            let imports = FeatureGraphs.isFeature(graph.url) ? [] : features
            return .buildCommand(
                displayName: "Compiling navigation graph \(graph.url.lastPathComponent)",
                executable: navgen,
                arguments: Self.arguments(graph: graph.url, output: output, config: graph.configURL)
                    + imports.flatMap(\.arguments),
                inputFiles: Self.inputs(of: graph.url, graphs: graphs.map(\.url)) + Self.inputs(of: imports)
                    + [navgen] + (graph.configURL.map { [$0] } ?? []),
                outputFiles: [output]
            )
        }
    }

    /// The files of the feature graphs an app graph may import: each graph and its parts.
    ///
    /// Every feature graph of the dependencies is passed to every graph that is not
    /// itself a feature, whether its `features:` lists it or not: SwiftPM runs the
    /// plugin again only when files come or go, so a list read from `features:` would
    /// go stale when that key is edited. navgen reads only the features the graph
    /// names, and a graph that imports none is unaffected (its output stays the same,
    /// and an unchanged output is not rewritten).
    static func inputs(of features: [FeatureGraph]) -> [URL] {
        features.flatMap { [$0.url] + GraphIncludes.all(of: $0.url) }
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
        let dependencies = target.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget }
        return commands(
            files: target.sourceFiles.map(\.url),
            features: FeatureGraphs.find(in: dependencies.map { ($0.moduleName, $0.sourceFiles.map(\.url)) }),
            workDirectory: context.pluginWorkDirectoryURL,
            navgen: try context.tool(named: "navgen").url
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NavGenPlugin: XcodeBuildToolPlugin {
    /// In an Xcode project, the graphs (and any `navgen.json`) must be members of the
    /// target. `XcodeTarget` shows no dependency's files, so an app graph's features
    /// are listed in its `navgen.json` (`features`).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        commands(
            files: target.inputFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            navgen: try context.tool(named: "navgen").url
        )
    }
}
#endif
