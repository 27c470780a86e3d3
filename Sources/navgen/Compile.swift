import ArgumentParser
import Foundation
import NavGenCore

/// `navgen compile GRAPH... [-o PATH] [--access LEVEL] [--warnings-as-errors] [--config navgen.json] [--timings]`.
struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Generate the Swift file of each graph.")

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
        let analyses = GraphInput.analyze(graphs, timers: timers)
        defer { KeptUntilExit.keep(analyses) }
        let report = DiagnosticReport(analyses.flatMap { $0?.diagnostics.sorted ?? [] }, warningsAsErrors: warningsAsErrors)
        if !report.diagnostics.isEmpty { Console.error(report.text()) }
        guard !report.hasErrors, !analyses.contains(where: { $0 == nil }) else { throw ExitCode(1) }

        let emitter = SwiftEmitter(options: .init(access: access))
        var outputs: [(name: String, text: [UInt8], timer: StageTimer)] = []
        for (analysis, timer) in zip(analyses, timers) {
            guard let analysis, let context = analysis.context else { throw ExitCode(1) }
            let sourceName = URL(fileURLWithPath: analysis.file).lastPathComponent
            let text = timer.measure("emit") { emitter.emitUTF8(context, deepLinks: analysis.deepLinks, sourceName: sourceName) }
            outputs.append((context.graph.name.value, text, timer))
        }
        defer { KeptUntilExit.keep(outputs) }
        try write(outputs)
    }

    /// Writes every output only once all graphs compiled; each file atomically, and
    /// only when its content changes.
    private func write(_ outputs: [(name: String, text: [UInt8], timer: StageTimer)]) throws {
        guard let output else {
            try outputs[0].timer.measure("write") { try Console.write(outputs[0].text) }
            return
        }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
        let toDirectory = graphs.count > 1 || (exists && isDirectory.boolValue)
        for file in outputs {
            let path = toDirectory ? (output as NSString).appendingPathComponent("\(file.name).swift") : output
            do {
                try file.timer.measure("write") { try OutputFile(path: path).write(file.text) }
            } catch {
                Console.error("\(path): error: \(error)")
                throw ExitCode(1)
            }
        }
    }
}
