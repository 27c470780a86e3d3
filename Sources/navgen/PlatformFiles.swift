import ArgumentParser
import NavGenCore

/// What `export` and `check-app` share: the graph analysed, its diagnostics printed,
/// and what it routes.
enum PlatformFiles {
    /// The graph's deep-link table and what it routes; prints the graph's
    /// diagnostics and exits 1 when it has errors.
    static func analyze(_ graph: String) throws -> (table: DeepLinkTable, graph: NavigationGraph, analysis: Analysis) {
        guard let analysis = GraphInput.analyze([graph]).first ?? nil else { throw ExitCode(1) }
        try DiagnosticOutput.report(DiagnosticReport(analysis.diagnostics.sorted))
        guard let table = analysis.deepLinks, let context = analysis.analyzed else { throw ExitCode(1) }
        return (table, context.index.graph, analysis)
    }

    /// Writes `text` to the file `path`, or prints why it cannot and exits 1.
    static func write(_ text: String, to path: String) throws {
        let directory = PathName.deletingLastComponent(of: path)
        if !directory.isEmpty, let failure = FileSystem.createDirectories(directory) {
            Console.error("\(path): error: cannot create the directory '\(directory)': \(Descriptor.reason(failure))")
            throw ExitCode(1)
        }
        do {
            try OutputFile(path: path).write(text)
        } catch {
            Console.error("\(path): error: \(error)")
            throw ExitCode(1)
        }
    }
}
