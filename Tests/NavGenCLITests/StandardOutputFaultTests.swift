import Foundation
import Testing

/// Standard output that cannot be written (redirected to a full disk): navgen says
/// so on standard error and exits 1. It used to trap in Foundation's
/// `FileHandle.write(_:)` (exit 132, "Illegal instruction", a crash report).
@Suite("standard output faults")
struct StandardOutputFaultTests {
    static let commands: [[String]] = [
        ["compile", "graphs/todo.nav.yaml"],
        ["lint", "--format", "json", "graphs/todo.nav.yaml"],
        ["lint", "--format", "sarif", "graphs/todo.nav.yaml"],
        ["graph", "graphs/todo.nav.yaml"],
        ["resolve", "graphs/recipes.nav.yaml", "/recipes"],
    ]

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full on this system"), arguments: commands)
    func fullStandardOutputExitsOneWithAMessage(_ arguments: [String]) throws {
        let binary = try #require(NavGenBinary.url, "navgen is not built; run swift build")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = NavGenBinary.packageRoot
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        process.standardOutput = full
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-full-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        process.standardError = try FileHandle(forWritingTo: errors)
        process.environment = ["SWIFT_BACKTRACE": "enable=no"]
        try process.run()
        process.waitUntilExit()
        let stderr = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
        #expect(process.terminationReason == .exit && process.terminationStatus == 1, "\(arguments): \(process.terminationStatus) \(stderr.prefix(200))")
        #expect(stderr.hasSuffix("navgen: error: cannot write to standard output: no space left on device\n"), "\(stderr.prefix(300))")
    }
}
