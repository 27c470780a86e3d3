import Testing
@testable import NavGenCore
import NavGenRuntime

/// Helpers shared by the `navgen diff` tests.
enum DiffTestSupport {
    /// One pattern of a side: its text, its screen and its parameters' types.
    struct Link {
        var text: String
        var screen: String
        var parameters: [String: URLParameter] = [:]

        init(_ text: String, _ screen: String, _ parameters: [String: URLParameter] = [:]) {
            self.text = text
            self.screen = screen
            self.parameters = parameters
        }
    }

    /// The links of one side, each placed on its own line of `file`.
    static func side(_ links: [Link], file: String, schemes: [String] = ["app"], hosts: [String] = ["example.com"],
                     ignoresCase: Bool = false) -> PublishedLinks {
        PublishedLinks(entries: links.enumerated().map { index, link in
            PublishedLinks.Entry(pattern: DeepLinkPattern(link.text, link.parameters), screen: link.screen,
                                 location: SourceLocation(file: file, line: index + 1, column: 1))
        }, schemes: schemes, hosts: hosts, ignoresCase: ignoresCase)
    }

    /// The URL findings between two sides, each checked again with the runtime
    /// matchers: the old one resolves the example to the screen of the pattern the
    /// finding is placed at, and the new one refuses it (`diff-url-refused`,
    /// `diff-url-narrowed`), resolves it to another screen (`diff-url-retargeted`)
    /// or to the same one (`diff-url-reparsed`).
    static func findings(old: PublishedLinks, new: PublishedLinks) -> [DiffFinding] {
        let findings = URLCompatibility(old: old, new: new).findings()
        for finding in findings {
            guard let example = finding.example else {
                Issue.record("\(finding) has no example URL")
                continue
            }
            guard let oldEntry = old.entries.first(where: { $0.location == finding.location }) else {
                Issue.record("\(finding) is not placed at a pattern of the old graph")
                continue
            }
            guard case .success(let before) = old.matcher.match(example) else {
                Issue.record("the old graph does not resolve '\(example)'")
                continue
            }
            #expect(old.entries[before.index].screen == oldEntry.screen, "\(example)")
            let after = new.matcher.match(example)
            switch (finding.rule, after) {
            case (.urlRefused, .failure): break
            case (.urlNarrowed, .failure): break
            case (.urlNarrowed, .success(let match)), (.urlRetargeted, .success(let match)):
                #expect(new.entries[match.index].screen != oldEntry.screen, "\(example)")
            case (.urlReparsed, .success(let match)):
                #expect(new.entries[match.index].screen == oldEntry.screen, "\(example)")
                #expect(match.values != before.values || match.lists != before.lists, "\(example)")
            default:
                Issue.record("the new graph's answer to '\(example)' does not fit \(finding.rule.id): \(after)")
            }
        }
        return findings
    }

    /// A version of a graph given as YAML; the test fails when it has errors.
    static func version(_ yaml: String, file: String) throws -> GraphVersion {
        let analysis = Pipeline.analyze(file: file, bytes: Array(yaml.utf8))
        return try #require(GraphVersion(analysis), "\(analysis.diagnostics.sorted)")
    }
}
