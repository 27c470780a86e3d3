import ArgumentParser
import NavGenCore

/// `navgen scaffold GRAPH -o DIR [--feature NAME=[MODULE:]PATH]...`: for an app graph
/// that imports features, the app's own screens only.
struct Scaffold: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold",
        abstract: "Write a starter ViewFactory and a placeholder view per screen; existing files are never overwritten."
    )

    @Argument(help: "The graph file.")
    var graph: String

    @Option(name: .shortAndLong, help: "The directory to write into (created when missing).")
    var output: String

    @OptionGroup var featureOptions: FeatureOptions

    func run() throws {
        InterruptCleanup.install()
        guard let analysis = GraphInput.analyze([graph], features: try featureOptions.sources()).first ?? nil else { throw ExitCode(1) }
        try DiagnosticOutput.report(DiagnosticReport(analysis.diagnostics.sorted))
        guard analysis.canEmit, let context = analysis.analyzed else { throw ExitCode(1) }

        var written = 0
        var kept = 0
        for file in ScaffoldEmitter().files(for: context) {
            let path = PathName.appending(file.path, to: output)
            if FileSystem.kind(of: path) != nil {
                kept += 1
                continue
            }
            let directory = PathName.deletingLastComponent(of: path)
            if let failure = FileSystem.createDirectories(directory) {
                Console.error("\(path): error: cannot create the directory '\(directory)': \(Descriptor.reason(failure))")
                throw ExitCode(1)
            }
            do {
                try OutputFile(path: path).write(file.text)
                written += 1
            } catch {
                Console.error("\(path): error: \(error)")
                throw ExitCode(1)
            }
        }
        Console.error("navgen scaffold: wrote \(written) file\(written == 1 ? "" : "s") to \(output), kept \(kept) that already existed")
    }
}
