import Foundation
import PackagePlugin

/// The build-tool plugin: compiles every `*.nav.yaml` / `*.nav.yml` of a target
/// into one Swift file each, in the plugin's work directory, on every build in
/// which the graph, its `navgen.json` or navgen itself changed.
@main
struct NavGenPlugin {
    /// One build command per graph among `files`.
    func commands(files: [URL], workDirectory: URL, navgen: URL) throws -> [Command] {
        try GraphFiles.find(in: files).map { graph in
            let config = try graph.configURL.map(NavGenConfig.load(from:)) ?? NavGenConfig()
            let output = workDirectory.appendingPathComponent(graph.outputName)
            return .buildCommand(
                displayName: "Compiling navigation graph \(graph.url.lastPathComponent)",
                executable: navgen,
                arguments: Self.arguments(graph: graph.url, output: output, config: config),
                inputFiles: [graph.url, navgen] + (graph.configURL.map { [$0] } ?? []),
                outputFiles: [output]
            )
        }
    }

    /// `compile GRAPH -o OUTPUT [--access LEVEL] [--warnings-as-errors]`. The graph's
    /// path is absolute, so its diagnostics (`GRAPH:LINE:COLUMN: error: …`) link
    /// back to it in Xcode and in `swift build` output.
    static func arguments(graph: URL, output: URL, config: NavGenConfig) -> [String] {
        var arguments = ["compile", graph.path, "-o", output.path]
        if let access = config.access {
            arguments += ["--access", access]
        }
        if config.warningsAsErrors {
            arguments.append("--warnings-as-errors")
        }
        return arguments
    }
}

extension NavGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try commands(
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
        try commands(
            files: target.inputFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            navgen: try context.tool(named: "navgen").url
        )
    }
}
#endif
