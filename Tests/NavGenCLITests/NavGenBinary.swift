import Foundation

/// Runs the `navgen` executable that SwiftPM built beside the test bundle.
enum NavGenBinary {
    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    /// The repository root, from this file's path.
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary: next to the test runner (Linux), next to the `.xctest` bundle
    /// (macOS), or in `.build/debug`.
    static let url: URL? = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("navgen"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("navgen"),
            root.appendingPathComponent(".build/debug/navgen"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `navgen` with `arguments` in the repository root.
    static func run(_ arguments: [String]) throws -> Run {
        guard let url else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = root
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self), error: String(decoding: err, as: UTF8.self))
    }
}
