import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `compile` streams each graph's output, as it is rendered, into a temporary file
/// (or standard output) and renames the temporary files over their targets only once
/// every graph compiled: a failure of any graph leaves no output of any graph and no
/// temporary file.
@Suite("compile: streamed output", .serialized)
struct StreamedOutputTests {
    /// `App` (about 4.5 MB of Swift, several of the emitter's 1 MB chunks) and `Other`.
    static let large = OutputFixtures.large(screens: 1_500)
    static let other = CompileCommandTests.other

    @Test func standardOutputGetsTheSameBytesAsAFile() throws {
        let folder = try GraphFolder(["big.nav.yaml": Self.large])
        let streamed = try OutputFixtures.expectedOutput(of: "big.nav.yaml", in: folder.url)
        #expect(streamed.count > 3 << 20, "\(streamed.count) bytes: more than one chunk")
        let result = try NavGenBinary.run(["compile", "big.nav.yaml", "-o", "App.swift"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(OutputFixtures.contents(folder.url.appendingPathComponent("App.swift")) == streamed)
    }

    /// The deep links and views, rendered on a second thread, wait in a temporary file
    /// beside the output (removed from the directory as soon as it is made) or, for
    /// standard output, in memory; one thread writes the same bytes.
    @Test func theSerialOutputIsTheSame() throws {
        let folder = try GraphFolder(["big.nav.yaml": Self.large])
        let parallel = try OutputFixtures.expectedOutput(of: "big.nav.yaml", in: folder.url)
        let serial = try NavGenBinary.run(["compile", "--serial", "big.nav.yaml"], in: folder.url)
        #expect(serial.status == 0, "\(serial.stderr)")
        #expect(Data(serial.stdout.utf8) == parallel)
        for arguments in [["-o", "Parallel.swift"], ["--serial", "-o", "Serial.swift"]] {
            let result = try NavGenBinary.run(["compile", "big.nav.yaml"] + arguments, in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(OutputFixtures.contents(folder.url.appendingPathComponent(arguments.last!)) == parallel, "\(arguments)")
        }
        #expect(OutputFixtures.leftovers(in: folder.url).isEmpty, "\(OutputFixtures.leftovers(in: folder.url))")
    }

    /// `-o /dev/null` (or a pipe) is written into, as standard output would be: a
    /// rename over it would replace the device with a regular file, which root may do.
    @Test func aDeviceIsWrittenIntoNotReplaced() throws {
        let folder = try GraphFolder(["big.nav.yaml": Self.large])
        let result = try NavGenBinary.run(["compile", "big.nav.yaml", "-o", "/dev/null"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "/dev/null is still a device")
        #expect(OutputFixtures.leftovers(in: folder.url).isEmpty)
    }

    @Test func aPipeGetsTheWholeFile() throws {
        let folder = try GraphFolder(["big.nav.yaml": Self.large])
        let expected = try OutputFixtures.expectedOutput(of: "big.nav.yaml", in: folder.url)
        let result = try NavGenBinary.runInShell(#"mkfifo pipe && { cat pipe > received & } && "$0" "$@"; status=$?; wait; rm pipe; exit $status"#,
                                                 ["compile", "big.nav.yaml", "-o", "pipe"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(OutputFixtures.contents(folder.url.appendingPathComponent("received")) == expected)
    }

    /// The second graph's target is a directory: the first graph's output, complete
    /// by then, is not renamed into place, and its temporary file is removed.
    @Test func aFailingGraphLeavesNoOutputOfTheOthers() throws {
        let folder = try GraphFolder(["app.nav.yaml": Self.large, "other.nav.yaml": Self.other])
        let out = folder.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("Other.swift/inside"), withIntermediateDirectories: true)
        let result = try NavGenBinary.run(["compile", "app.nav.yaml", "other.nav.yaml", "-o", "out"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr == "out/Other.swift: error: cannot write the generated file: the path is a directory; give a file path, or a directory with several graphs\n")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("App.swift").path))
        #expect(OutputFixtures.leftovers(in: folder.url).isEmpty, "\(OutputFixtures.leftovers(in: folder.url))")
    }

    /// The first graph's write fails midway (a file-size limit): the second graph's
    /// previous output stays as it was, and no temporary file remains.
    @Test func aWriteFailingMidwayKeepsEveryPreviousOutput() throws {
        let folder = try GraphFolder(["app.nav.yaml": Self.large, "other.nav.yaml": Self.other])
        let out = folder.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let previous = Data("// the previous output\n".utf8)
        for name in ["App.swift", "Other.swift"] { try previous.write(to: out.appendingPathComponent(name)) }
        let result = try NavGenBinary.runInShell(#"trap "" XFSZ; ulimit -f 128 && exec "$0" "$@""#,
                                                 ["compile", "app.nav.yaml", "other.nav.yaml", "-o", "out"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr == "out/App.swift: error: cannot write the generated file: file too large; the previous file is unchanged\n")
        for name in ["App.swift", "Other.swift"] { #expect(OutputFixtures.contents(out.appendingPathComponent(name)) == previous, "\(name)") }
        #expect(OutputFixtures.leftovers(in: folder.url).isEmpty, "\(OutputFixtures.leftovers(in: folder.url))")
    }

    /// An output equal to the file it would replace needs no temporary file: it
    /// succeeds in a read-only directory, and the file keeps its mtime.
    @Test(.enabled(if: ReadOnlyDirectory.method != nil, "no way to make a directory read-only for this user: \(ReadOnlyDirectory.reason)"))
    func anUnchangedOutputSucceedsInAReadOnlyDirectory() throws {
        let folder = try GraphFolder(["app.nav.yaml": Self.large])
        let out = folder.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let output = out.appendingPathComponent("App.swift")
        #expect(try NavGenBinary.run(["compile", "app.nav.yaml", "-o", output.path], in: folder.url).status == 0)
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output.path)
        let undo = try #require(ReadOnlyDirectory.make(out))
        defer { undo() }
        let result = try NavGenBinary.run(["compile", "app.nav.yaml", "-o", output.path], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date == old)
    }

    /// While the output equals the target nothing is written; a target that differs
    /// only after its first chunks (or is a prefix of the output, or goes on after
    /// it) is still replaced whole: the equal start is copied from the target.
    @Test(arguments: ["differs after 3 MB", "ends after 2.5 MB", "goes on after the output"])
    func aTargetThatDiffersLateIsReplacedWhole(_ change: String) throws {
        let folder = try GraphFolder(["app.nav.yaml": Self.large])
        let expected = try OutputFixtures.expectedOutput(of: "app.nav.yaml", in: folder.url)
        try #require(expected.count > 3 << 20, "\(expected.count) bytes: more than three chunks")
        var target = expected
        switch change {
        case "differs after 3 MB": target[3 << 20] ^= 0x20
        case "ends after 2.5 MB": target = target.prefix(5 << 19)
        default: target.append(Data("// more\n".utf8))
        }
        let output = folder.url.appendingPathComponent("App.swift")
        try target.write(to: output)
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output.path)

        let result = try NavGenBinary.run(["compile", "app.nav.yaml", "-o", "App.swift"], in: folder.url)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(OutputFixtures.contents(output) == expected)
        #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date != old)
        #expect(OutputFixtures.leftovers(in: folder.url).isEmpty, "\(OutputFixtures.leftovers(in: folder.url))")
    }

    /// Two graphs with the same name write one file: the last one's output.
    @Test func theLastOfTwoGraphsWithOneTargetWins() throws {
        let folder = try GraphFolder(["a.nav.yaml": Self.other, "b.nav.yaml": Self.other.replacingOccurrences(of: "Start: {}", with: "Start: { params: { id: { type: Int, default: 1 } } }")])
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        let result = try NavGenBinary.run(["compile", "a.nav.yaml", "b.nav.yaml", "-o", "out"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try #require(OutputFixtures.contents(folder.url.appendingPathComponent("out/Other.swift")))
        #expect(written == (try OutputFixtures.expectedOutput(of: "b.nav.yaml", in: folder.url)))
        #expect(OutputFixtures.leftovers(in: folder.url).isEmpty)
    }

    /// SIGINT while three graphs stream into their temporary files: every one of
    /// them is removed, and each output is absent or complete.
    @Test func interruptingSeveralGraphsRemovesEveryTemporaryFile() throws {
        let names = ["A", "B", "C"]
        var graphs: [String: String] = [:]
        for name in names { graphs["\(name).nav.yaml"] = Self.large.replacingOccurrences(of: "name: App", with: "name: \(name)") }
        let folder = try GraphFolder(graphs)
        let out = folder.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let expected = try names.map { try OutputFixtures.expectedOutput(of: "\($0).nav.yaml", in: folder.url) }
        let clock = ContinuousClock()
        let duration = try clock.measure {
            let result = try NavGenBinary.run(["compile"] + names.map { "\($0).nav.yaml" } + ["-o", "out"], in: folder.url)
            try #require(result.status == 0, "\(result.stderr)")
        }
        var statuses: [Int32] = []
        for step in 1...10 {
            for name in names { try? FileManager.default.removeItem(at: out.appendingPathComponent("\(name).swift")) }
            let process = try NavGenBinary.start(["compile"] + names.map { "\($0).nav.yaml" } + ["-o", "out"], in: folder.url)
            Thread.sleep(forTimeInterval: (Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18) * Double(step) / 10)
            kill(process.processIdentifier, SIGINT)
            process.waitUntilExit()
            statuses.append(process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus)
            #expect(OutputFixtures.leftovers(in: folder.url).isEmpty, "SIGINT at \(step)/10: \(OutputFixtures.leftovers(in: folder.url))")
            for (name, expected) in zip(names, expected) {
                let written = OutputFixtures.contents(out.appendingPathComponent("\(name).swift"))
                #expect(written == nil || written == expected, "SIGINT at \(step)/10 left \(written?.count ?? 0) of \(expected.count) bytes of \(name)")
            }
        }
        // 130: interrupted; 0: done before the signal; -2: killed before the handler was installed.
        #expect(statuses.allSatisfy { [130, 0, -2].contains($0) }, "\(statuses)")
        #expect(statuses.contains(130), "\(statuses)")
    }
}
