import Foundation
import Testing

/// `Docs/Diagnostics.md` shows, for each rule, a graph and what `navgen lint` prints
/// for it. This keeps those outputs true for the rules of the front half.
@Suite("Docs/Diagnostics.md")
struct DiagnosticsDocTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var rule: String
        var graph: String
        /// The parts the graph includes, by path: the blocks whose first line is `# file: PATH`.
        var parts: [String: String] = [:]
        var output: String
        var testDescription: String { rule }
    }

    /// The path a part's block names on its first line (`# file: parts/home.nav.yaml`).
    static func partPath(of body: String) -> String? {
        guard body.hasPrefix("# file: ") else { return nil }
        return body.dropFirst("# file: ".count).prefix { $0 != "\n" }.trimmingCharacters(in: .whitespaces)
    }

    /// Every ```yaml block followed by a bare ``` block, under a `### rule` heading;
    /// the ```yaml blocks of parts may stand between the two.
    static let examples: [Example] = {
        let url = NavGenBinary.packageRoot.appendingPathComponent("Docs/Diagnostics.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var examples: [Example] = []
        var rule = ""
        var blocks: [(language: String, body: String)] = []
        var current: (language: String, lines: [String])?
        func flush() {
            for (i, block) in blocks.enumerated() where block.language.isEmpty && i > 0 {
                var graph = i - 1
                var parts: [String: String] = [:]
                while graph > 0, blocks[graph].language == "yaml", let path = partPath(of: blocks[graph].body) {
                    parts[path] = blocks[graph].body
                    graph -= 1
                }
                guard blocks[graph].language == "yaml", partPath(of: blocks[graph].body) == nil else { continue }
                examples.append(Example(rule: rule, graph: blocks[graph].body, parts: parts, output: block.body))
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
                     "include-cycle", "duplicate-name", "name-collision", "unknown-reference", "push-outside-stack", "tab-outside-tabs",
                     "unbound-root-param", "link-conflict", "flow-cycle", "unreachable-screen", "unreachable-flow"] {
            #expect(rules.contains(rule), "no example for \(rule)")
        }
    }

    @Test(arguments: examples)
    func exampleOutputIsWhatNavgenPrints(example: Example) throws {
        let folder = try GraphFolder(example.parts.merging(["graph.nav.yaml": example.graph]) { part, _ in part })
        // A part that is a feature graph (`feature: Name`) is imported with `--feature`.
        let features = example.parts.sorted { $0.key < $1.key }.flatMap { path, body -> [String] in
            guard let line = body.split(separator: "\n").first(where: { $0.hasPrefix("feature: ") }) else { return [] }
            return ["--feature", "\(line.dropFirst("feature: ".count))=\(path)"]
        }
        let result = try NavGenBinary.run(["lint", "graph.nav.yaml"] + features, in: folder.url)
        #expect(result.stderr == example.output)
        #expect(result.stderr.contains("[\(example.rule)]"))
    }
}
