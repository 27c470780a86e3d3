import ArgumentParser
import NavGenCore

/// `navgen compile GRAPH... [-o PATH] [--access LEVEL] [--warnings-as-errors] [--config navgen.json] [--timings] [--serial]`:
/// parses the arguments, runs `GraphCompiler`, and writes its output (spec section 9).
struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "compile", abstract: "Generate the Swift file of each graph.")

    @Argument(help: "The graph files to compile.")
    var graphs: [String]

    @Option(name: .shortAndLong, help: "The output file (one graph) or directory (several graphs; one NAME.swift each). Standard output when omitted with one graph.")
    var output: String?

    @Option(help: "The access level of the generated declarations: public, package or internal (default: navgen.json's 'access', else public for a feature graph and internal for any other).")
    var access: AccessLevel?

    @OptionGroup var options: AnalysisOptions

    @OptionGroup var featureOptions: FeatureOptions

    func validate() throws {
        if graphs.count > 1 && output == nil {
            throw ValidationError("compiling several graphs needs '-o DIR', a directory for one NAME.swift each")
        }
    }

    func run() throws {
        InterruptCleanup.install()
        let settings = try options.settings()
        let compiler = GraphCompiler(options: .init(access: access ?? settings?.access,
                                                    warningsAsErrors: options.warningsAsErrors(with: settings),
                                                    parallelism: options.parallelism))
        let timers = graphs.map { _ in StageTimer() }
        defer { if options.timings { GraphInput.report(timers, for: graphs) } }
        let compilation = compiler.compile(graphs, timers: timers, read: { GraphInput.read($0) }, parts: GraphInput.parts,
                                           features: try featureOptions.sources(adding: settings))
        // The model and the deep-link tables are freed at exit, not piece by piece.
        defer { KeptUntilExit.keep(compilation) }
        try DiagnosticOutput.report(compilation.report, failed: !compilation.succeeded)
        // What the analysis freed goes back to the system before the emitter allocates
        // (peak memory compiling 100,000 screens: 345 -> 334-339 MiB in three runs).
        if compilation.releasedAnalysis { AllocatorTuning.releaseFreedMemory() }
        if let output {
            try write(compilation.graphs, to: output)
        } else {
            try writeToStandardOutput(compilation.graphs[0])
        }
    }

    /// Streams the one graph's output to standard output.
    private func writeToStandardOutput(_ graph: CompiledGraph) throws {
        let stream = StandardOutputStream()
        try graph.emit(makeSpill: MemorySpill.init) { stream.write($0) }
        try graph.timer.measure("write") { try stream.finish() }
    }

    /// Where a part of the output `path` waits for the parts before it: a temporary file
    /// beside it, or memory when none can be made there or the target is a device or
    /// a pipe (whose directory, such as `/dev`, is no place for files).
    private static func spill(for path: String) -> any EmissionSpill {
        guard FileSystem.kind(of: path) != .special, let file = SpillFile(beside: path) else { return MemorySpill() }
        return file
    }

    /// Streams each graph's output into a temporary file beside its target, and
    /// renames them over their targets only once every graph compiled; a failure
    /// removes every temporary file and renames none. Where several graphs have the
    /// same target, the last one's output is kept.
    private func write(_ graphs: [CompiledGraph], to output: String) throws {
        let toDirectory = graphs.count > 1 || FileSystem.kind(of: output) == .directory
        var files: [OutputFile] = []
        /// Reports `error` for `path`, removes every temporary file, and returns the exit code.
        func abandon(_ path: String, _ error: any Error) -> ExitCode {
            Console.error("\(path): error: \(error)")
            for file in files { file.discard() }
            return ExitCode(1)
        }
        for graph in graphs {
            let path = toDirectory ? PathName.appending("\(graph.name).swift", to: output) : output
            let file: OutputFile
            do { file = try OutputFile(path: path) } catch { throw abandon(path, error) }
            files.append(file)
            do {
                try graph.emit(makeSpill: { Self.spill(for: path) }) { file.write($0) }
                try file.finish()
            } catch {
                throw abandon(path, error)
            }
        }
        for (index, (file, graph)) in zip(files, graphs).enumerated() {
            do {
                try graph.timer.measure("write") {
                    if files[(index + 1)...].contains(where: { $0.path == file.path }) {
                        file.discard()
                    } else {
                        try file.commit()
                    }
                }
            } catch {
                throw abandon(file.path, error)
            }
        }
    }
}
