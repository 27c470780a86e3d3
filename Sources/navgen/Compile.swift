import ArgumentParser
import NavGenCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `navgen compile GRAPH... [-o PATH] [--access LEVEL] [--warnings-as-errors] [--config navgen.json] [--timings] [--serial]`.
struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "compile", abstract: "Generate the Swift file of each graph.")

    enum Access: String, ExpressibleByArgument, CaseIterable {
        case `public`, `package`, `internal`
    }

    @Argument(help: "The graph files to compile.")
    var graphs: [String]

    @Option(name: .shortAndLong, help: "The output file (one graph) or directory (several graphs; one NAME.swift each). Standard output when omitted with one graph.")
    var output: String?

    @Option(help: "The access level of the generated declarations: public, package or internal (default: internal, or navgen.json's 'access').")
    var access: Access?

    @Flag(help: "Treat warnings as errors.")
    var warningsAsErrors = false

    @Option(help: ArgumentHelp("A navgen.json with 'access' and 'warningsAsErrors'; options given here win.", valueName: "navgen.json"))
    var config: String?

    @Flag(help: "Print, per graph, how long each stage took and the peak memory after it, on standard error.")
    var timings = false

    @Flag(help: "Run every stage on one thread (navgen otherwise parses, analyses deep links and renders on two); the output is the same.")
    var serial = false

    private var parallelism: Parallelism { serial ? .serial : .parallel }

    func validate() throws {
        if graphs.count > 1 && output == nil {
            throw ValidationError("compiling several graphs needs '-o DIR', a directory for one NAME.swift each")
        }
    }

    func run() throws {
        InterruptCleanup.install()
        let settings = try NavGenConfig.load(optional: config)
        let warningsAsErrors = warningsAsErrors || settings?.warningsAsErrors == true
        let access = access?.rawValue ?? settings?.access ?? Access.internal.rawValue
        let timers = graphs.map { _ in StageTimer() }
        defer { if timings { GraphInput.report(timers, for: graphs) } }
        // The emitter's plan of each graph is made while its deep links are analysed,
        // on the thread that has run the graph rules and would otherwise wait, and
        // (unless `--serial`) on a second one for its name table.
        let emitter = SwiftEmitter(options: .init(access: access))
        var analyses: [Analysis?] = [], preparations: [SwiftEmitter.Preparation?] = []
        for result in GraphInput.analyze(graphs, timers: timers, parallelism: parallelism, alongside: { [parallelism] in emitter.prepare($0, parallelism: parallelism) }) {
            analyses.append(result?.analysis)
            preparations.append(result?.extra)
        }
        defer { KeptUntilExit.keep(analyses) }
        let report = DiagnosticReport(analyses.flatMap { $0?.diagnostics.sorted ?? [] }, warningsAsErrors: warningsAsErrors)
        if !report.diagnostics.isEmpty { Console.error(report.text()) }
        guard !report.hasErrors, !analyses.contains(where: { $0 == nil }) else { throw ExitCode(1) }

        var compiled: [Compiled] = []
        // The deep-link tables are freed with `compiled` otherwise: 9 ms after the
        // 10,000-screen graph's file is written.
        defer { KeptUntilExit.keep(compiled) }
        let releasesAnalysis = analyses.reduce(0) { $0 + ($1?.context?.graph.screens.count ?? 0) } >= Self.releasingScreenCount
        for (position, timer) in timers.enumerated() {
            guard let analysis = analyses[position], let context = analysis.context else { throw ExitCode(1) }
            compiled.append(Compiled(file: analysis.file, context: context, deepLinks: analysis.deepLinks, prepared: preparations[position], timer: timer))
            // Every pattern's entry and route outcome: done with once the table is
            // made, and freed before the emitter allocates (peak memory compiling
            // 100,000 screens: 401 -> 370 MB).
            if releasesAnalysis { analyses[position]?.deepLinkAnalysis = nil }
        }
        // What the analysis freed goes back to the system before the emitter allocates
        // (peak memory compiling 100,000 screens: 345 -> 334-339 MiB in three runs).
        if releasesAnalysis { AllocatorTuning.releaseFreedMemory() }
        if let output {
            try write(compiled, to: output, with: emitter)
        } else {
            try writeToStandardOutput(compiled[0], with: emitter)
        }
    }

    /// From how many screens in all `compile` frees the deep-link analysis and returns
    /// the freed memory to the system before emitting. Both keep the peak low where
    /// memory is large (compiling 100,000 screens: 401 -> 334-339 MiB); on a smaller
    /// graph they only cost time, serially, between the analysis and the emission,
    /// and the emitter then touches fresh pages instead of reusing the freed ones.
    /// Compiling the 10,000-screen benchmark graph without them: 414 -> 387 ms of CPU
    /// time (median of 25 interleaved runs), peak memory 48 -> 54 MiB.
    static let releasingScreenCount = 25_000

    /// A graph that analysed without errors, ready to emit.
    private struct Compiled {
        var file: String
        var context: ValidationContext
        var deepLinks: DeepLinkTable?
        /// The emitter's plan, made during the analysis.
        var prepared: SwiftEmitter.Preparation?
        var timer: StageTimer

        /// Renders the graph's Swift file into `output` as it goes; unless `parallelism`
        /// is `.serial`, on two threads, the parts after the declarations waiting in
        /// spills of `makeSpill` until the parts before them are written.
        func emit(with emitter: SwiftEmitter, parallelism: Parallelism, makeSpill: () -> any EmissionSpill,
                  to output: (UnsafeBufferPointer<UInt8>) -> Void) throws {
            let sourceName = URL(fileURLWithPath: file).lastPathComponent
            try timer.measure("emit") {
                try emitter.emit(context, deepLinks: deepLinks, sourceName: sourceName, prepared: prepared, parallelism: parallelism,
                                 makeSpill: makeSpill, to: output)
            }
        }
    }

    /// Streams the one graph's output to standard output.
    private func writeToStandardOutput(_ graph: Compiled, with emitter: SwiftEmitter) throws {
        let stream = StandardOutputStream()
        try graph.emit(with: emitter, parallelism: parallelism, makeSpill: MemorySpill.init) { stream.write($0) }
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
    private func write(_ graphs: [Compiled], to output: String, with emitter: SwiftEmitter) throws {
        let toDirectory = graphs.count > 1 || FileSystem.kind(of: output) == .directory
        var files: [OutputFile] = []
        /// Reports `error` for `path`, removes every temporary file, and returns the exit code.
        func abandon(_ path: String, _ error: any Error) -> ExitCode {
            Console.error("\(path): error: \(error)")
            for file in files { file.discard() }
            return ExitCode(1)
        }
        for graph in graphs {
            let path = toDirectory ? PathName.appending("\(graph.context.graph.name.value).swift", to: output) : output
            let file: OutputFile
            do { file = try OutputFile(path: path) } catch { throw abandon(path, error) }
            files.append(file)
            do {
                try graph.emit(with: emitter, parallelism: parallelism, makeSpill: { Self.spill(for: path) }) { file.write($0) }
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
