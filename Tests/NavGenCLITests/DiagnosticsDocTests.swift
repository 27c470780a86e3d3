import Foundation
import Testing

/// `Docs/Diagnostics.md` shows, for each rule, a graph and what `navgen lint` prints
/// for it. This keeps those outputs true for the rules of the front half.
@Suite("Docs/Diagnostics.md")
struct DiagnosticsDocTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var rule: String
        var graph: String
        var output: String
        var testDescription: String { rule }
    }

    /// Every ```yaml block followed by a bare ``` block, under a `### rule` heading.
    static let examples: [Example] = {
        let url = NavGenBinary.packageRoot.appendingPathComponent("Docs/Diagnostics.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var examples: [Example] = []
        var rule = ""
        var blocks: [(language: String, body: String)] = []
        var current: (language: String, lines: [String])?
        func flush() {
            for (i, block) in blocks.enumerated() where block.language == "yaml" && i + 1 < blocks.count && blocks[i + 1].language.isEmpty {
                examples.append(Example(rule: rule, graph: block.body, output: blocks[i + 1].body))
            }
            blocks = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if var open = current {
                if line == "```" {
                    blocks.append((open.language, open.lines.map { $0 + "\n" }.joined()))
                    current = nil
                } else {
                    open.lines.append(line)
                    current = open
                }
            } else if line.hasPrefix("```") {
                current = (String(line.dropFirst(3)), [])
            } else if line.hasPrefix("### ") {
                flush()
                rule = String(line.dropFirst(4))
            }
        }
        flush()
        return examples.filter { !$0.rule.hasPrefix("url-") && !$0.rule.hasPrefix("deeplink-") }
    }()

    @Test func everyFrontHalfRuleHasAnExample() {
        let rules = Set(Self.examples.map(\.rule))
        for rule in ["yaml-syntax", "yaml-limit", "duplicate-key", "unknown-key", "invalid-value", "missing-key", "invalid-name",
                     "duplicate-name", "name-collision", "unknown-reference", "push-outside-stack", "tab-outside-tabs",
                     "unbound-root-param", "link-conflict", "flow-cycle", "unreachable-screen", "unreachable-flow"] {
            #expect(rules.contains(rule), "no example for \(rule)")
        }
    }

    @Test(arguments: examples)
    func exampleOutputIsWhatNavgenPrints(example: Example) throws {
        let folder = try GraphFolder(["graph.nav.yaml": example.graph])
        let result = try NavGenBinary.run(["lint", "graph.nav.yaml"], in: folder.url)
        #expect(result.stderr == example.output)
        #expect(result.stderr.contains("[\(example.rule)]"))
    }
}
