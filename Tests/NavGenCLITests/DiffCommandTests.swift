import Foundation
import Testing

@Suite("navgen diff")
struct DiffCommandTests {
    static let fixtures = "Tests/NavGenCLITests/Fixtures/diff"
    static let old = "\(fixtures)/shop-old.nav.yaml", new = "\(fixtures)/shop-new.nav.yaml"

    static let app = "navgen: 1\nname: App\nroot: Main\nurls: { schemes: [app] }\nscreens:\n  Home: { url: /home, links: { showDetail: { push: Detail } } }\n"
        + "  Detail: { params: { id: Int }, url: \"/detail/{id}\" }\nflows:\n  Main: { stack: { root: Home } }\n"

    /// The findings on an example graph and its next version (the changes are
    /// listed at the top of `NAME-new.nav.yaml`: patterns removed, narrowed and
    /// added) are the text of `NAME.diff.txt`, line for line.
    @Test(arguments: ["shop", "recipes"])
    func aFixturePairGivesTheRecordedText(_ name: String) throws {
        let run = try NavGenBinary.run(["diff", "\(Self.fixtures)/\(name)-old.nav.yaml", "\(Self.fixtures)/\(name)-new.nav.yaml"],
                                       in: NavGenBinary.packageRoot)
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
        let expected = try String(contentsOf: NavGenBinary.packageRoot.appendingPathComponent("\(Self.fixtures)/\(name).diff.txt"), encoding: .utf8)
        #expect(run.stdout.split(separator: "\n") == expected.split(separator: "\n"))
        let pattern = #/^Tests/\S+\.nav\.yaml:\d+:\d+: (error|note): .+ \[diff-[a-z-]+\]$|^Tests/\S+\.nav\.yaml:\d+:\d+: note: .+$|^\d+ breaking changes?, \d+ additions?$/#
        for line in run.stdout.split(separator: "\n") {
            #expect(line.wholeMatch(of: pattern) != nil, "malformed line: \(line)")
        }
    }

    @Test func theSameGraphExitsZero() throws {
        let run = try NavGenBinary.run(["diff", "graphs/recipes.nav.yaml", "graphs/recipes.nav.yaml"], in: NavGenBinary.packageRoot)
        #expect(run.status == 0)
        #expect(run.stdout == "0 breaking changes, 0 additions\n")
    }

    @Test func additionsAloneExitZero() throws {
        let added = Self.app.replacingOccurrences(of: "flows:", with: "  Help: { url: /help }\nflows:")
            .replacingOccurrences(of: "showDetail: { push: Detail }", with: "showDetail: { push: Detail }, showHelp: { push: Help }")
        let folder = try GraphFolder(["old.nav.yaml": Self.app, "new.nav.yaml": added])
        let run = try NavGenBinary.run(["diff", "old.nav.yaml", "new.nav.yaml"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stdout.contains("new.nav.yaml:8:3: note: the screen 'Help' is new [diff-screen-added]"))
        #expect(run.stdout.hasSuffix("0 breaking changes, 3 additions\n"))
    }

    @Test func anUnreadableOrInvalidGraphExitsTwo() throws {
        let folder = try GraphFolder(["old.nav.yaml": Self.app, "bad.nav.yaml": Self.app.replacingOccurrences(of: "url: /home", with: "url: home")])
        let missing = try NavGenBinary.run(["diff", "old.nav.yaml", "missing.nav.yaml"], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("missing.nav.yaml: error: cannot read the graph: no such file"))
        let invalid = try NavGenBinary.run(["diff", "bad.nav.yaml", "old.nav.yaml"], in: folder.url)
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("bad.nav.yaml:6:16: error: the URL pattern 'home' is malformed"))
        #expect(invalid.stdout.isEmpty)
    }

    /// A graph of several files (1.1 G): findings are placed in the parts, the old
    /// graph's first, and the example URL uses the scheme the graph declares.
    @Test func findingsArePlacedInIncludedParts() throws {
        func graph(_ part: String) -> String {
            "navgen: 1\nname: App\nroot: Main\nurls: { schemes: [app] }\ninclude: [\(part)]\nscreens:\n"
                + "  Home: { url: /home, links: { showDetail: { push: Detail } } }\nflows:\n  Main: { stack: { root: Home } }\n"
        }
        func part(_ type: String) -> String { "navgen: 1\nscreens:\n  Detail: { params: { id: \(type) }, url: \"/detail/{id}\" }\n" }
        let folder = try GraphFolder(["old.nav.yaml": graph("old-part.nav.yaml"), "old-part.nav.yaml": part("String"),
                                      "new.nav.yaml": graph("new-part.nav.yaml"), "new-part.nav.yaml": part("Int")])
        let run = try NavGenBinary.run(["diff", "old.nav.yaml", "new.nav.yaml"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.split(separator: "\n").first.map(String.init) == "old-part.nav.yaml:3:42: error: 'app://detail/x' opens 'Detail' but the new graph "
                + "refuses it: the pattern '/detail/{id}' reads 'id' as Int, not String [diff-url-narrowed]")
        #expect(run.stdout.contains("new-part.nav.yaml:3:27: error: the parameter 'id' of 'Detail' is now 'Int', not 'String' [diff-param-changed]"))
    }

    @Test func jsonHasEachFindingWithItsExample() throws {
        let run = try NavGenBinary.run(["diff", Self.old, Self.new, "--format", "json"], in: NavGenBinary.packageRoot)
        #expect(run.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["breaking"] as? Int == 7)
        let findings = try #require(json["findings"] as? [[String: Any]])
        let refused = try #require(findings.first { $0["rule"] as? String == "diff-url-refused" })
        #expect(refused["example"] as? String == "https://shop.example.com/p/x")
        #expect(refused["severity"] as? String == "error" && refused["breaking"] as? Bool == true)
        #expect(refused["file"] as? String == Self.old && refused["line"] as? Int == 47 && refused["column"] as? Int == 9)
        let added = try #require(findings.first { $0["rule"] as? String == "diff-screen-added" })
        #expect(added["severity"] as? String == "note" && added["breaking"] as? Bool == false && added["example"] == nil)
        let retargeted = try #require(findings.first { $0["rule"] as? String == "diff-url-retargeted" })
        let note = try #require((retargeted["notes"] as? [[String: Any]])?.first)
        #expect(note["file"] as? String == Self.new && note["line"] as? Int == 62)
    }

    @Test func sarifIsAValid210LogOfTheDiffRules() throws {
        let run = try NavGenBinary.run(["diff", Self.old, Self.new, "--format", "sarif"], in: NavGenBinary.packageRoot)
        #expect(run.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.allSatisfy { $0.hasPrefix("diff-") } && ids.contains("diff-url-narrowed"))
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        #expect(results.count == 12)
        for result in results {
            let id = try #require(result["ruleId"] as? String), index = try #require(result["ruleIndex"] as? Int)
            #expect(ids[index] == id)
            #expect(["error", "note"].contains(result["level"] as? String))
            let physical = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            // A URL the new graph breaks is placed at the old graph's pattern.
            #expect(uri == (id.hasPrefix("diff-url-") && id != "diff-url-added" ? Self.old : uri))
            #expect([Self.old, Self.new].contains(uri))
            let region = try #require(physical["region"] as? [String: Any])
            #expect(region["startLine"] is Int && region["startColumn"] is Int)
        }
        let narrowed = try #require(results.first { $0["ruleId"] as? String == "diff-url-narrowed" })
        #expect((narrowed["properties"] as? [String: Any])?["example"] as? String == "https://shop.example.com/products?maxPrice=2.5")
    }
}
