import Foundation

/// A configuration an app builds generated code in, each with `-warnings-as-errors`.
enum BuildMode: String, CaseIterable, Sendable, CustomStringConvertible {
    case swift6
    case swift6MainActor
    case swift5StrictConcurrency

    var description: String {
        switch self {
        case .swift6: "Swift 6"
        case .swift6MainActor: "Swift 6, -default-isolation MainActor"
        case .swift5StrictConcurrency: "Swift 5, -strict-concurrency=complete"
        }
    }

    var flags: [String] {
        let mode: [String] = switch self {
        case .swift6: ["-swift-version", "6"]
        case .swift6MainActor: ["-swift-version", "6", "-default-isolation", "MainActor"]
        case .swift5StrictConcurrency: ["-swift-version", "5", "-strict-concurrency=complete"]
        }
        return mode + ["-warnings-as-errors"]
    }
}

/// Type-checks generated files, many graphs to one module (each graph has its own
/// namespace), and says which graphs the compiler rejected and why.
struct BatchBuild {
    /// A graph the compiler rejected, with its first errors.
    struct Failure {
        var graph: PropertyCorpus.Graph
        var errors: [String]
    }

    var failures: [Failure] = []
    /// Errors in no generated file (the batch's own files), or a compiler that crashed.
    var batchErrors: [String] = []
    var seconds = 0.0

    /// The app types random graphs name (spec section 4: `Hashable` and `Sendable`; and
    /// `Codable`, as state restoration, on in every random graph, asks), written as an app
    /// built with MainActor default isolation would write them.
    static let appTypes = """
        /// App types the random graphs name.
        nonisolated enum Address {
            typealias ID = Int
        }

        nonisolated struct Money: Hashable, Sendable, Codable {
            var cents = 0
        }

        """

    /// Type-checks `graphs` in `mode`, `batchSize` graphs per module, through SIL (so the
    /// flow-sensitive concurrency checks run too), without generating machine code.
    static func check(_ graphs: [PropertyCorpus.Graph], mode: BuildMode, corpus: PropertyCorpus) throws -> BatchBuild {
        var build = BatchBuild()
        let folder = corpus.folder.appendingPathComponent("typecheck-\(mode.rawValue)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let appTypes = folder.appendingPathComponent("AppTypes.swift")
        try Data(Self.appTypes.utf8).write(to: appTypes)
        for (number, start) in stride(from: 0, to: graphs.count, by: max(1, corpus.settings.batchSize)).enumerated() {
            let batch = Array(graphs[start..<min(graphs.count, start + corpus.settings.batchSize)])
            let arguments = ["-emit-sil", "-wmo", "-parse-as-library", "-module-name", "Batch\(number)", "-o", "/dev/null"]
                + mode.flags + corpus.modules.searchFlags(standIn: true, link: false) + [appTypes.path] + batch.map { $0.swift!.path }
            let result = try Toolchain.swiftc(arguments)
            build.seconds += result.seconds
            guard result.status != 0 else { continue }
            build.record(result.stderr, batch: batch, command: "swiftc " + arguments.joined(separator: " "))
        }
        return build
    }

    /// Sorts the compiler's errors by the graph whose file they are in.
    private mutating func record(_ stderr: String, batch: [PropertyCorpus.Graph], command: String) {
        var byFile: [String: [String]] = [:]
        var unattributed: [String] = []
        for line in stderr.split(separator: "\n") where line.contains(": error: ") {
            let file = String(line.prefix { $0 != ":" })
            if batch.contains(where: { $0.swift!.path == file }) { byFile[file, default: []].append(String(line)) } else { unattributed.append(String(line)) }
        }
        for graph in batch {
            guard let errors = byFile[graph.swift!.path] else { continue }
            failures.append(Failure(graph: graph, errors: errors))
        }
        if byFile.isEmpty || !unattributed.isEmpty {
            batchErrors.append("\(command)\n" + (unattributed.isEmpty ? String(stderr.prefix(4000)) : unattributed.prefix(20).joined(separator: "\n")))
        }
    }
}
