import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// SIGINT (Ctrl-C, a cancelled build) during `navgen compile -o` of a large graph:
/// navgen exits 130 and leaves no temporary file; the output is either absent (or
/// the previous one) or complete, never partial.
///
/// The test runner starts navgen from a thread that blocks nearly every signal,
/// and a child inherits that mask: before `InterruptCleanup` unblocked its signals,
/// these tests found navgen deaf to SIGINT (every run exited 0).
@Suite("compile -o: interrupted", .serialized)
struct InterruptTests {
    static let screens = 1_500

    /// SIGINT at ten moments spread over a whole compile (most fall in the analysis,
    /// some in the emission or the write).
    @Test func interruptAtAnyMomentLeavesNoTemporaryFileAndNoPartialOutput() throws {
        let folder = try GraphFolder(["big.nav.yaml": OutputFixtures.large(screens: Self.screens)])
        let clock = ContinuousClock()
        var expected = Data()
        let duration = try clock.measure { expected = try OutputFixtures.expectedOutput(of: "big.nav.yaml", in: folder.url) }
        let output = folder.url.appendingPathComponent("App.swift")
        var statuses: [Int32] = []
        for step in 1...10 {
            try? FileManager.default.removeItem(at: output)
            let process = try NavGenBinary.start(["compile", "big.nav.yaml", "-o", "App.swift"], in: folder.url)
            Thread.sleep(forTimeInterval: Double(duration.components.seconds) * Double(step) / 10 + Double(duration.components.attoseconds) * 1e-18 * Double(step) / 10)
            kill(process.processIdentifier, SIGINT)
            process.waitUntilExit()
            statuses.append(process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus)
            #expect(OutputFixtures.leftovers(in: folder.url).isEmpty, "SIGINT at \(step)/10")
            let written = OutputFixtures.contents(output)
            #expect(written == nil || written == expected, "SIGINT at \(step)/10 left \(written?.count ?? 0) of \(expected.count) bytes")
        }
        // 130: interrupted; 0: done before the signal; -2: killed before the handler was installed.
        #expect(statuses.allSatisfy { [130, 0, -2].contains($0) }, "\(statuses)")
        #expect(statuses.contains(130), "\(statuses)")
    }

    #if os(Linux)
    /// Catches navgen with its temporary file open: inotify reports the file's
    /// creation, the test stops navgen (SIGSTOP), sees the file, sends SIGINT and lets
    /// it go on. The handler must remove that file and exit 130.
    @Test func interruptWhileTheTemporaryFileIsBeingWrittenRemovesIt() throws {
        let folder = try GraphFolder(["big.nav.yaml": OutputFixtures.large(screens: Self.screens)])
        let previous = Data("// the previous output\n".utf8)
        let output = folder.url.appendingPathComponent("out/App.swift")
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        for _ in 1...5 {
            try previous.write(to: output)
            let watch = inotify_init1(Int32(IN_CLOEXEC))
            try #require(watch >= 0)
            defer { close(watch) }
            try #require(inotify_add_watch(watch, output.deletingLastPathComponent().path, UInt32(IN_CREATE)) >= 0)
            let process = try NavGenBinary.start(["compile", "big.nav.yaml", "-o", "out/App.swift"], in: folder.url)
            var event = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
            guard poll(&event, 1, 120_000) == 1 else {
                kill(process.processIdentifier, SIGKILL)
                Issue.record("navgen created no temporary file within 2 minutes")
                return
            }
            kill(process.processIdentifier, SIGSTOP)
            Self.waitUntilStopped(process.processIdentifier)
            let inFlight = OutputFixtures.leftovers(in: folder.url)
            kill(process.processIdentifier, SIGINT)
            kill(process.processIdentifier, SIGCONT)
            process.waitUntilExit()
            #expect(OutputFixtures.leftovers(in: folder.url).isEmpty)
            guard !inFlight.isEmpty else {
                // The write and rename finished before the stop took hold: try again.
                #expect(process.terminationStatus == 0 || process.terminationStatus == 130)
                continue
            }
            // The output's temporary file; with it, perhaps a spill (named alike) caught
            // between its creation and its unlinking, which the handler removes too.
            #expect(inFlight.allSatisfy { $0.hasPrefix("out/.App.swift.navgen-") }, "\(inFlight)")
            #expect(process.terminationReason == .exit && process.terminationStatus == 130)
            #expect(OutputFixtures.contents(output) == previous, "the previous output is intact")
            return
        }
        Issue.record("five runs finished writing before they could be stopped")
    }

    /// Waits until `/proc/PID/stat` says the process is stopped (state T).
    static func waitUntilStopped(_ pid: Int32) {
        for _ in 0..<2_000 {
            if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
               let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "T" { return }
            usleep(1_000)
        }
    }
    #endif
}
