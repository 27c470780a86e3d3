import Foundation
import Testing

@Suite("--timings")
struct TimingsCommandTests {
    /// `FILE: timings: read 1.2 ms (20 MB), parse …; total 9.8 ms, peak 21 MB`.
    static func stages(in stderr: String, for file: String) -> [String]? {
        guard let line = stderr.split(separator: "\n").first(where: { $0.hasPrefix("\(file): timings: ") }) else { return nil }
        let pattern = #/([a-z +]+) (\d+(\.\d)? ms|\d+\.\d\d s) \(\d+ MB\)/#
        let body = line.dropFirst("\(file): timings: ".count)
        let parts = body.split(separator: "; ")
        guard parts.count == 2, parts[1].wholeMatch(of: #/total (\d+(\.\d)? ms|\d+\.\d\d s), peak \d+ MB/#) != nil else { return nil }
        return parts[0].split(separator: ", ").compactMap { $0.wholeMatch(of: pattern).map { String($0.output.1) } }
    }

    @Test func lintTimesEveryStageOfEveryGraph() throws {
        let folder = try GraphFolder(["a.nav.yaml": LintCommandTests.clean, "b.nav.yaml": LintCommandTests.warned])
        let result = try NavGenBinary.run(["lint", "--timings", "a.nav.yaml", "b.nav.yaml"], in: folder.url)
        #expect(result.status == 0)
        for file in ["a.nav.yaml", "b.nav.yaml"] {
            #expect(Self.stages(in: result.stderr, for: file) == ["read", "parse", "decode", "index + patterns", "validate + deep links"])
        }
        #expect(result.stderr.contains("warning: the screen 'Orphan' is never shown"))
    }

    @Test func serialTimesEachStageOnItsOwn() throws {
        let folder = try GraphFolder(["b.nav.yaml": LintCommandTests.warned])
        let result = try NavGenBinary.run(["lint", "--timings", "--serial", "b.nav.yaml"], in: folder.url)
        #expect(result.status == 0)
        #expect(Self.stages(in: result.stderr, for: "b.nav.yaml") == ["read", "parse", "decode", "index", "patterns", "validate", "deep links"])
        #expect(result.stderr.contains("warning: the screen 'Orphan' is never shown"))
    }

    @Test func compileAddsEmissionAndWriting() throws {
        let folder = try GraphFolder(["a.nav.yaml": LintCommandTests.clean])
        let result = try NavGenBinary.run(["compile", "--timings", "a.nav.yaml", "-o", "App.swift"], in: folder.url)
        #expect(result.status == 0)
        #expect(Self.stages(in: result.stderr, for: "a.nav.yaml") == ["read", "parse", "decode", "index + patterns", "validate + deep links", "emit", "write"])
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("App.swift").path))
    }

    @Test func aGraphThatDoesNotParseStopsAfterParsing() throws {
        let folder = try GraphFolder(["bad.nav.yaml": "navgen: 1\nname: [\n"])
        let result = try NavGenBinary.run(["lint", "--timings", "bad.nav.yaml"], in: folder.url)
        #expect(result.status == 1)
        #expect(Self.stages(in: result.stderr, for: "bad.nav.yaml") == ["read", "parse"])
    }

    @Test func aFailedCompileStillReportsItsStages() throws {
        let folder = try GraphFolder(["a.nav.yaml": LintCommandTests.broken])
        let result = try NavGenBinary.run(["compile", "--timings", "a.nav.yaml", "-o", "App.swift"], in: folder.url)
        #expect(result.status == 1)
        #expect(Self.stages(in: result.stderr, for: "a.nav.yaml") == ["read", "parse", "decode", "index + patterns", "validate + deep links"])
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("App.swift").path))
    }
}
