import Foundation
import PackagePlugin

/// `swift package navgen-lint [--format text|json|sarif] [--warnings-as-errors] [--target NAME]...`:
/// runs `navgen lint` over every graph of every target (or of the named targets)
/// and fails when lint fails. Each graph is linted with the `navgen.json` the build
/// plugin compiles it with (`--config`), so `warningsAsErrors` there applies too.
@main
struct NavGenLintPlugin {
    /// The command line of the plugin, less what SwiftPM consumed.
    struct Options {
        var format = "text"
        var warningsAsErrors = false
        var targets: [String] = []

        init(_ arguments: [String]) throws {
            var extractor = ArgumentExtractor(arguments)
            let formats = extractor.extractOption(named: "format")
            warningsAsErrors = extractor.extractFlag(named: "warnings-as-errors") > 0
            targets = extractor.extractOption(named: "target")
            if !extractor.remainingArguments.isEmpty {
                throw PluginError.unknownArguments(extractor.remainingArguments)
            }
            if let format = formats.last {
                guard ["text", "json", "sarif"].contains(format) else { throw PluginError.invalidFormat(format) }
                self.format = format
            }
        }
    }

    /// Lints `graphs` with the navgen at `navgen`; an app graph among them is read
    /// composed with `features`, the feature graphs of the targets' dependencies.
    func lint(_ graphs: [GraphFile], features: [FeatureGraph] = [], navgen: URL, options: Options) throws {
        guard !graphs.isEmpty else {
            Diagnostics.remark("navgen-lint: no *.nav.yaml or *.nav.yml files in the targets")
            return
        }
        // One navgen run per navgen.json (and one for the graphs without).
        let groups = Dictionary(grouping: graphs) { $0.configURL?.path ?? "" }
        if groups.count > 1 && options.format != "text" {
            throw PluginError.conflictingConfigs(format: options.format)
        }
        var failed = false
        for (config, members) in groups.sorted(by: { $0.key < $1.key }) {
            var arguments = ["lint"] + members.map(\.url.path) + ["--format", options.format]
            if !config.isEmpty { arguments += ["--config", config] }
            if options.warningsAsErrors { arguments.append("--warnings-as-errors") }
            arguments += features.flatMap(\.arguments)
            let status = try run(navgen, arguments)
            failed = failed || status != 0
        }
        if failed {
            throw PluginError.lintFailed(graphs: graphs.count)
        }
        if options.format == "text" {
            print("navgen-lint: \(graphs.count) \(graphs.count == 1 ? "graph" : "graphs") checked, no errors")
        }
    }

    /// Runs `executable` with the plugin's standard output and error, and returns its exit status.
    private func run(_ executable: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        do {
            try process.run()
        } catch {
            throw PluginError.toolFailed(reason: "\(executable.path): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The graphs of `targets`, each once (a graph shared by two targets is linted once).
    static func graphs(of targets: [[URL]]) -> [GraphFile] {
        var seen = Set<String>()
        return targets.flatMap(GraphFiles.find(in:)).filter { seen.insert($0.url.path).inserted }
    }
}

extension NavGenLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let options = try Options(arguments)
        var targets = context.package.targets
        if !options.targets.isEmpty {
            let names = Set(targets.map(\.name))
            let unknown = options.targets.filter { !names.contains($0) }
            guard unknown.isEmpty else { throw PluginError.unknownTargets(unknown, available: names.sorted()) }
            targets = targets.filter { options.targets.contains($0.name) }
        }
        let sourceTargets = targets.compactMap { $0 as? SourceModuleTarget }
        let dependencies = sourceTargets.flatMap(\.recursiveTargetDependencies).compactMap { $0 as? SourceModuleTarget }
        let features = FeatureGraphs.find(in: (sourceTargets + dependencies).map { ($0.moduleName, $0.sourceFiles.map(\.url)) })
        try lint(Self.graphs(of: sourceTargets.map { $0.sourceFiles.map(\.url) }), features: features,
                 navgen: try context.tool(named: "navgen").url, options: options)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NavGenLintPlugin: XcodeCommandPlugin {
    /// In an Xcode project: the graphs that are members of the project's targets.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let options = try Options(arguments)
        var targets = context.xcodeProject.targets
        if !options.targets.isEmpty {
            targets = targets.filter { options.targets.contains($0.displayName) }
        }
        try lint(Self.graphs(of: targets.map { $0.inputFiles.map(\.url) }), navgen: try context.tool(named: "navgen").url, options: options)
    }
}
#endif
