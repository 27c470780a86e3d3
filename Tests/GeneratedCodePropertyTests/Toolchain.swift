import Foundation
import Testing

/// The programs the property tests run: the built `navgen`, and `swiftc` from `PATH`.
enum Toolchain {
    /// The package's root folder, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `navgen` next to the test bundle (`swift test` builds it into the same folder),
    /// else in `.build/debug` of the package (as `NavGenCLITests` finds it).
    static let navgen: URL? = {
        var candidates = [Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("navgen"),
                          Bundle.main.bundleURL.appendingPathComponent("navgen")]
        var folder = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("navgen"))
            folder = folder.deletingLastPathComponent()
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/navgen"))
        return candidates.first { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && FileManager.default.isExecutableFile(atPath: url.path)
        }
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var seconds: Double
    }

    /// Runs `navgen` with `arguments`.
    static func navgen(_ arguments: [String]) throws -> Result {
        let url = try #require(navgen, "navgen is not built; run swift build")
        return try run(url, arguments)
    }

    /// Runs `swiftc` (found on `PATH`) with `arguments`.
    static func swiftc(_ arguments: [String]) throws -> Result {
        try run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + arguments)
    }

    /// Runs a program and waits for it; output goes through files, so a large one never blocks.
    static func run(_ executable: URL, _ arguments: [String], input: URL? = nil) throws -> Result {
        let start = Date()
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-property-\(UUID().uuidString)")
        let outURL = scratch.appendingPathExtension("out"), errURL = scratch.appendingPathExtension("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
                      seconds: Date().timeIntervalSince(start))
    }
}

/// The modules generated code imports, built with `swiftc` into a folder of the run:
/// the SwiftUI stand-in (Linux has no SwiftUI), and `NavGenRuntime` when the package has
/// that target (generated files then start with `import NavGenRuntime`).
struct SupportModules {
    /// Holds `SwiftUI.swiftmodule` (for `-I`).
    var standInFolder: URL
    /// Holds `NavGenRuntime.swiftmodule` and `libNavGenRuntime.a` (for `-I` and `-L`), if any.
    var runtimeFolder: URL?

    static func build(in folder: URL) throws -> SupportModules {
        let standIn = folder.appendingPathComponent("standin")
        try FileManager.default.createDirectory(at: standIn, withIntermediateDirectories: true)
        let standInSources = try swiftFiles(in: Toolchain.packageRoot.appendingPathComponent("Tests/SwiftUIStandIn"))
        let result = try Toolchain.swiftc(["-emit-module", "-parse-as-library", "-module-name", "SwiftUI", "-swift-version", "6",
                                           "-emit-module-path", standIn.appendingPathComponent("SwiftUI.swiftmodule").path] + standInSources)
        guard result.status == 0 else { throw HarnessError("the SwiftUI stand-in does not build:\n\(result.stderr)") }

        let runtimeSources = Toolchain.packageRoot.appendingPathComponent("Sources/NavGenRuntime")
        guard FileManager.default.fileExists(atPath: runtimeSources.path) else { return SupportModules(standInFolder: standIn) }
        let runtime = folder.appendingPathComponent("runtime")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        let built = try Toolchain.swiftc(["-emit-module", "-emit-library", "-static", "-parse-as-library", "-module-name", "NavGenRuntime",
                                          "-swift-version", "6", "-emit-module-path", runtime.appendingPathComponent("NavGenRuntime.swiftmodule").path,
                                          "-o", runtime.appendingPathComponent("libNavGenRuntime.a").path] + swiftFiles(in: runtimeSources))
        guard built.status == 0 else { throw HarnessError("NavGenRuntime does not build:\n\(built.stderr)") }
        return SupportModules(standInFolder: standIn, runtimeFolder: runtime)
    }

    /// `-I` (and, to link, `-L`/`-l`) for the modules generated code may import.
    func searchFlags(standIn: Bool, link: Bool) -> [String] {
        var flags = standIn ? ["-I", standInFolder.path] : []
        if let runtimeFolder {
            flags += ["-I", runtimeFolder.path]
            if link { flags += ["-L", runtimeFolder.path, "-lNavGenRuntime"] }
        }
        return flags
    }

    private static func swiftFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }
}

/// A failure of the harness itself (a tool that does not run), with what it printed.
struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
