import Foundation
import Testing

@Suite("navgen lint")
struct LintCommandTests {
    static let clean = "navgen: 1\nname: App\nroot: Home\nscreens:\n  Home: {}\n"
    static let warned = "navgen: 1\nname: App\nroot: Home\nscreens:\n  Home: {}\n  Orphan: {}\n"
    static let broken = """
        navgen: 1
        name: App
        root: Home
        screens:
          Home: {}
          Home: {}
          Start: { links: { show: { sheet: Detial } } }
          Detail: {}

        """

    @Test func cleanGraphExitsZeroAndPrintsNothing() throws {
        let folder = try GraphFolder(["a.nav.yaml": Self.clean])
        let result = try NavGenBinary.run(["lint", "a.nav.yaml"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
    }

    @Test func errorsExitOneWithTextDiagnosticsOnStandardError() throws {
        let folder = try GraphFolder(["a.nav.yaml": Self.broken])
        let result = try NavGenBinary.run(["lint", "a.nav.yaml"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "a.nav.yaml:6:3: error: the key 'Home' appears twice in this mapping; remove one [duplicate-key]")
        #expect(lines.dropFirst().first == "a.nav.yaml:5:3: note: 'Home' is first defined here")
        let pattern = #/^a\.nav\.yaml:\d+:\d+: (error|warning): .+ \[[a-z-]+\]$|^a\.nav\.yaml:\d+:\d+: note: .+$/#
        for line in lines {
            #expect(line.wholeMatch(of: pattern) != nil, "malformed line: \(line)")
        }
    }

    @Test func warningsExitZeroUnlessTheyAreErrors() throws {
        let folder = try GraphFolder(["w.nav.yaml": Self.warned])
        let plain = try NavGenBinary.run(["lint", "w.nav.yaml"], in: folder.url)
        #expect(plain.status == 0)
        #expect(plain.stderr == "w.nav.yaml:6:3: warning: the screen 'Orphan' is never shown from the root 'Home'; link to it, place it in a flow, or remove it [unreachable-screen]\n")
        let strict = try NavGenBinary.run(["lint", "--warnings-as-errors", "w.nav.yaml"], in: folder.url)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("w.nav.yaml:6:3: error: "))
    }

    @Test func unreadableFileExitsOne() throws {
        let folder = try GraphFolder(["a.nav.yaml": Self.clean])
        let missing = try NavGenBinary.run(["lint", "a.nav.yaml", "missing.nav.yaml"], in: folder.url)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("missing.nav.yaml"))
        let directory = try NavGenBinary.run(["lint", "."], in: folder.url)
        #expect(directory.status == 1)
    }

    @Test func jsonCarriesEveryFieldOfTheSpecsShapeInFileOrder() throws {
        let folder = try GraphFolder(["a.nav.yaml": Self.broken, "b.nav.yaml": Self.warned])
        let result = try NavGenBinary.run(["lint", "--format", "json", "a.nav.yaml", "b.nav.yaml"], in: folder.url)
        #expect(result.status == 1)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Array(object.keys) == ["diagnostics"])
        let items = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(items.map { $0["rule"] as? String } == ["duplicate-key", "unreachable-screen", "unknown-reference", "unreachable-screen", "unreachable-screen"])
        for item in items {
            #expect(Set(item.keys) == ["rule", "severity", "file", "line", "column", "message", "notes"])
            #expect(item["line"] is Int && item["column"] is Int && item["message"] is String)
            for note in item["notes"] as? [[String: Any]] ?? [] {
                #expect(Set(note.keys) == ["file", "line", "column", "message"])
            }
        }
        #expect(items[0]["file"] as? String == "a.nav.yaml")
        #expect(items[0]["severity"] as? String == "error")
        #expect((items[0]["notes"] as? [[String: Any]])?.first?["line"] as? Int == 5)
        #expect(items.last?["file"] as? String == "b.nav.yaml")
        #expect(items.last?["severity"] as? String == "warning")
    }

    @Test func jsonForACleanGraphIsAnEmptyList() throws {
        let folder = try GraphFolder(["a.nav.yaml": Self.clean])
        let result = try NavGenBinary.run(["lint", "--format", "json", "a.nav.yaml"], in: folder.url)
        #expect(result.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((object["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func sarifIsAValid210Log() throws {
        let folder = try GraphFolder(["a.nav.yaml": Self.broken])
        let result = try NavGenBinary.run(["lint", "--format", "sarif", "a.nav.yaml"], in: folder.url)
        #expect(result.status == 1)
        let log = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "navgen")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["duplicate-key", "unreachable-screen", "unknown-reference", "unreachable-screen"])
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "error", "warning"])
        for result in results {
            let physical = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "a.nav.yaml")
            let region = try #require(physical["region"] as? [String: Any])
            #expect(region["startLine"] is Int && region["startColumn"] is Int)
            #expect((result["message"] as? [String: Any])?["text"] is String)
        }
    }

    @Test func sarifWarningsAsErrorsRaisesTheLevel() throws {
        let folder = try GraphFolder(["w.nav.yaml": Self.warned])
        let result = try NavGenBinary.run(["lint", "--format", "sarif", "--warnings-as-errors", "w.nav.yaml"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("\"level\": \"error\""))
    }

    @Test func badInputNeverCrashes() throws {
        let deep = "navgen: 1\nscreens: " + String(repeating: "[", count: 20_000)
        let folder = try GraphFolder(["deep.nav.yaml": deep, "empty.nav.yaml": "", "list.nav.yaml": "- a\n"])
        let result = try NavGenBinary.run(["lint", "deep.nav.yaml", "empty.nav.yaml", "list.nav.yaml"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("[yaml-limit]"))
        #expect(result.stderr.contains("empty.nav.yaml:1:1: error:"))
        #expect(result.stderr.contains("list.nav.yaml:1:1: error:"))
    }

    @Test func bundledExampleGraphsLintClean() throws {
        let graphs = NavGenBinary.packageRoot.appendingPathComponent("graphs")
        let files = try FileManager.default.contentsOfDirectory(atPath: graphs.path).filter { $0.hasSuffix(".nav.yaml") }.sorted()
        #expect(files.count >= 3)
        let result = try NavGenBinary.run(["lint", "--warnings-as-errors"] + files, in: graphs)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }
}
