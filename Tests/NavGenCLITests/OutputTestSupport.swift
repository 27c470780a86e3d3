import Foundation
import Testing

extension NavGenBinary {
    /// Starts `navgen` without waiting; its output goes nowhere.
    static func start(_ arguments: [String], in directory: URL) throws -> Process {
        let binary = try #require(url, "navgen is not built; run swift build")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs `/bin/sh -c script navgen ARGUMENTS...` in `directory`: the script ends
    /// with `exec "$0" "$@"` to run navgen in a shell's limits.
    static func runInShell(_ script: String, _ arguments: [String], in directory: URL) throws -> Result {
        let binary = try #require(url, "navgen is not built; run swift build")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, binary.path] + arguments
        process.currentDirectoryURL = directory
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-sh-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: scratch.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: scratch) }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: scratch)
        try process.run()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: "", stderr: String(decoding: try Data(contentsOf: scratch), as: UTF8.self))
    }
}

/// Graphs and checks shared by the tests of `compile -o`.
enum OutputFixtures {
    /// A graph whose generated file is about 2 KB.
    static let small = "navgen: 1\nname: App\nroot: Home\nscreens:\n  Home: {}\n"

    /// A clean graph `App` with `screens` screens in one stack, each with parameters,
    /// a URL and links, about 3 KB of Swift a screen. The screens form a binary
    /// tree (screen i pushes 2i+1 and 2i+2), so deep-link routes stay short: a chain
    /// (Scripts/gen-graph.py) makes routes, and the output, grow with its square.
    static func large(screens: Int) -> String {
        var text = "navgen: 1\nname: App\nroot: Main\nurls:\n  schemes: [app]\nscreens:\n"
        for i in 0..<screens {
            text += """
                  Screen\(i):
                    params:
                      identifier: Int
                      query: { type: String?, default: null }
                    url: /screens/s\(i)/{identifier}?query={query}
                    links:
                      back: pop

                """
            for child in [2 * i + 1, 2 * i + 2] where child < screens {
                text += "      open\(child): { push: Screen\(child), args: { identifier: \(i) } }\n"
            }
        }
        return text + "flows:\n  Main:\n    stack: { root: Screen0, args: { identifier: 0 } }\n"
    }

    /// Temporary files navgen left in `folder` (`.NAME.navgen-PID-N.tmp`), recursively.
    static func leftovers(in folder: URL) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return names.filter { $0.contains(".navgen-") && $0.hasSuffix(".tmp") }.sorted()
    }

    static func contents(_ url: URL) -> Data? {
        FileManager.default.contents(atPath: url.path)
    }

    /// The exact file `navgen compile` makes of `graph`, read from standard output.
    static func expectedOutput(of graph: String, in folder: URL) throws -> Data {
        let result = try NavGenBinary.run(["compile", graph], in: folder)
        try #require(result.status == 0, "\(result.stderr)")
        return Data(result.stdout.utf8)
    }

    /// Runs a command line tool; its exit status, or `nil` when it cannot run.
    @discardableResult
    static func tool(_ path: String, _ arguments: [String]) -> Int32? {
        guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
