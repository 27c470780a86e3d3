import Foundation
import Testing

/// `compile -o` when the file cannot be written: each fault ends with
/// `PATH: error: ...` and exit 1, leaves the previous output byte for byte as it was,
/// and leaves no temporary file behind.
///
/// The tests run as root here, and root ignores permission bits, so a read-only
/// directory is made immutable (`chattr +i`) or a read-only tmpfs; a full disk is a
/// small tmpfs filled to the last byte. Where those need privileges the process has
/// not, the test says why it is skipped; a file-size limit (`ulimit -f`) needs none
/// and fails the write midway on every machine.
@Suite("compile -o: faults")
struct OutputFaultTests {
    /// A folder with the small graph compiled to `out/App.swift`, and the large
    /// graph beside it, whose output is about 1 MB.
    final class Scene {
        let folder: GraphFolder
        let output: URL
        let previous: Data

        init(outputName: String = "out") throws {
            folder = try GraphFolder(["small.nav.yaml": OutputFixtures.small, "large.nav.yaml": OutputFixtures.large(screens: 300)])
            let directory = folder.url.appendingPathComponent(outputName)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            output = directory.appendingPathComponent("App.swift")
            let first = try NavGenBinary.run(["compile", "small.nav.yaml", "-o", output.path], in: folder.url)
            try #require(first.status == 0, "\(first.stderr)")
            previous = try #require(OutputFixtures.contents(output))
        }

        /// Compiles the large graph over the previous output.
        func compileLarge() throws -> NavGenBinary.Result {
            try NavGenBinary.run(["compile", "large.nav.yaml", "-o", output.path], in: folder.url)
        }

        /// The failure is reported for the output path, and nothing changed on disk.
        func expectFailureLeftNothing(_ result: NavGenBinary.Result, reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(result.status == 1, sourceLocation: sourceLocation)
            #expect(result.stderr.hasPrefix("\(output.path): error: cannot "), "\(result.stderr)", sourceLocation: sourceLocation)
            #expect(result.stderr.contains(reason), "\(result.stderr)", sourceLocation: sourceLocation)
            #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)", sourceLocation: sourceLocation)
            #expect(OutputFixtures.contents(output) == previous, "the previous output is intact", sourceLocation: sourceLocation)
            #expect(OutputFixtures.leftovers(in: folder.url).isEmpty, "\(OutputFixtures.leftovers(in: folder.url))", sourceLocation: sourceLocation)
        }
    }

    @Test(.enabled(if: ReadOnlyDirectory.method != nil, "no way to make a directory read-only for this user: \(ReadOnlyDirectory.reason)"))
    func readOnlyDirectoryFailsAndKeepsThePreviousFile() throws {
        let scene = try Scene()
        let directory = scene.output.deletingLastPathComponent()
        let undo = try #require(ReadOnlyDirectory.make(directory))
        defer { undo() }
        let result = try scene.compileLarge()
        scene.expectFailureLeftNothing(result, reason: "cannot create the generated file in '\(directory.path)'")
    }

    @Test func pathUnderARegularFileFails() throws {
        let scene = try Scene()
        let file = scene.folder.url.appendingPathComponent("plain")
        try Data("not a directory".utf8).write(to: file)
        let result = try NavGenBinary.run(["compile", "large.nav.yaml", "-o", "plain/App.swift"], in: scene.folder.url)
        #expect(result.status == 1)
        #expect(result.stderr == "plain/App.swift: error: cannot create the generated file in 'plain': not a directory; check that the directory exists and is writable\n")
        #expect(OutputFixtures.contents(file) == Data("not a directory".utf8))
        #expect(OutputFixtures.leftovers(in: scene.folder.url).isEmpty)
    }

    @Test func missingDirectoryFails() throws {
        let scene = try Scene()
        let result = try NavGenBinary.run(["compile", "large.nav.yaml", "-o", "nowhere/App.swift"], in: scene.folder.url)
        #expect(result.status == 1)
        #expect(result.stderr == "nowhere/App.swift: error: cannot create the generated file in 'nowhere': no such file or directory; check that the directory exists and is writable\n")
    }

    /// `-o DIR` with one graph writes `DIR/NAME.swift`; here that name is a directory.
    @Test func outputPathThatIsADirectoryFails() throws {
        let scene = try Scene()
        let blocking = scene.folder.url.appendingPathComponent("gen/App.swift/inside")
        try FileManager.default.createDirectory(at: blocking, withIntermediateDirectories: true)
        let result = try NavGenBinary.run(["compile", "large.nav.yaml", "-o", "gen"], in: scene.folder.url)
        #expect(result.status == 1)
        #expect(result.stderr == "gen/App.swift: error: cannot write the generated file: the path is a directory; give a file path, or a directory with several graphs\n")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: blocking.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(OutputFixtures.leftovers(in: scene.folder.url).isEmpty)
        #expect(OutputFixtures.contents(scene.output) == scene.previous)
    }

    /// A 256 KB tmpfs holding the previous output, then filled to the last byte.
    @Test(.enabled(if: SmallTmpfs.isAvailable, "cannot mount a tmpfs (needs root with CAP_SYS_ADMIN); the file-size-limit test covers a write that fails midway"))
    func fullDiskFailsAndKeepsThePreviousFile() throws {
        let folder = try GraphFolder(["small.nav.yaml": OutputFixtures.small, "large.nav.yaml": OutputFixtures.large(screens: 300)])
        let disk = folder.url.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        try #require(SmallTmpfs.mount(at: disk, size: "256k"))
        defer { SmallTmpfs.unmount(disk) }
        let output = disk.appendingPathComponent("App.swift")
        let first = try NavGenBinary.run(["compile", "small.nav.yaml", "-o", output.path], in: folder.url)
        try #require(first.status == 0, "\(first.stderr)")
        let previous = try #require(OutputFixtures.contents(output))
        let filled = SmallTmpfs.fill(disk)
        #expect(filled > 100_000, "the filler took the rest of the disk: \(filled) bytes")

        let result = try NavGenBinary.run(["compile", "large.nav.yaml", "-o", output.path], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\(output.path): error: cannot "), "\(result.stderr)")
        #expect(result.stderr.contains("no space left on device"), "\(result.stderr)")
        #expect(OutputFixtures.contents(output) == previous)
        #expect(OutputFixtures.leftovers(in: disk).isEmpty, "\(OutputFixtures.leftovers(in: disk))")
    }

    /// `ulimit -f` lets navgen write the first 64 KB (dash counts 512-byte blocks)
    /// of its 1 MB file, then fails the next write with EFBIG: a write that stops
    /// midway, like a full disk, without privileges.
    @Test func fileSizeLimitFailsMidwayAndKeepsThePreviousFile() throws {
        let scene = try Scene()
        let result = try NavGenBinary.runInShell(#"trap "" XFSZ; ulimit -f 128 && exec "$0" "$@""#,
                                                 ["compile", "large.nav.yaml", "-o", scene.output.path], in: scene.folder.url)
        scene.expectFailureLeftNothing(result, reason: "file too large; the previous file is unchanged")
    }
}

/// Making a directory read-only in a way this process's user cannot ignore.
enum ReadOnlyDirectory {
    enum Method { case permissions, immutable }

    /// The first method that works here, found on a scratch directory.
    static let method: Method? = {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-ro-probe-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for method in [Method.permissions, .immutable] {
            guard let undo = make(scratch, using: method) else { continue }
            let writable = FileManager.default.createFile(atPath: scratch.appendingPathComponent("probe").path, contents: Data())
            undo()
            if !writable { return method }
        }
        return nil
    }()

    static let reason = geteuid() == 0 ? "root ignores permissions and 'chattr +i' is not supported on \(FileManager.default.temporaryDirectory.path)" : "chmod had no effect"

    /// Makes `directory` read-only; returns the undo, or `nil` when this cannot.
    static func make(_ directory: URL) -> (() -> Void)? {
        method.flatMap { make(directory, using: $0) }
    }

    private static func make(_ directory: URL, using method: Method) -> (() -> Void)? {
        switch method {
        case .permissions:
            guard chmod(directory.path, 0o555) == 0 else { return nil }
            return { chmod(directory.path, 0o755) }
        case .immutable:
            guard OutputFixtures.tool("/usr/bin/chattr", ["+i", directory.path]) == 0 else { return nil }
            return { OutputFixtures.tool("/usr/bin/chattr", ["-i", directory.path]) }
        }
    }
}

/// A small tmpfs, for a disk that fills up.
enum SmallTmpfs {
    static let isAvailable: Bool = {
        guard geteuid() == 0 else { return false }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-tmpfs-probe-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        guard mount(at: scratch, size: "16k") else { return false }
        unmount(scratch)
        return true
    }()

    static func mount(at directory: URL, size: String) -> Bool {
        OutputFixtures.tool("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", directory.path]) == 0
            || OutputFixtures.tool("/usr/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", directory.path]) == 0
    }

    static func unmount(_ directory: URL) {
        if OutputFixtures.tool("/bin/umount", [directory.path]) != 0 {
            OutputFixtures.tool("/usr/bin/umount", [directory.path])
        }
    }

    /// Writes a filler file until the disk is full; returns the bytes written.
    static func fill(_ directory: URL) -> Int {
        let path = directory.appendingPathComponent("filler").path
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else { return 0 }
        defer { try? handle.close() }
        let block = Data(repeating: 0x2E, count: 1024)
        var total = 0
        while (try? handle.write(contentsOf: block)) != nil { total += block.count }
        return total
    }
}
