import Testing
@testable import NavGenCore
import NavGenRuntime

/// Holds the walk to every URL of a corpus: for random pattern sets and a
/// change to each, every corpus URL that the old patterns resolve and the new ones
/// refuse, send elsewhere or read differently must be reported, for its old
/// pattern, with a finding of that kind.
@Suite("navgen diff: the walk against a URL corpus")
struct URLCompatibilityCorpusTests {
    typealias S = DiffTestSupport
    typealias L = DiffTestSupport.Link

    static let uuid = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"
    static let types: [URLParameter] = [.string, .int, .double, .uuid]

    /// A pattern of one to three segments (literals, typed parameters, `*`, a
    /// partial segment, a last catch-all) and sometimes a query item.
    static func pattern(_ random: inout SplitMix64) -> L {
        var text = "", parameters: [String: URLParameter] = [:]
        let count = Int.random(in: 1...3, using: &random)
        for position in 0..<count {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4: text += "/" + ["a", "b", "42"].randomElement(using: &random)!
            case 4..<7:
                text += "/{p\(position)}"
                parameters["p\(position)"] = types.randomElement(using: &random)!
            case 7: text += "/*"
            case 8:
                text += "/@{p\(position)}"
                parameters["p\(position)"] = .string
            default: text += position == count - 1 ? "/{rest...}" : "/b"
            }
        }
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            text += "?q={q}"
            parameters["q"] = Bool.random(using: &random) ? URLParameter.int.optional : .string
        case 1: text += "?t=1"
        default: break
        }
        return L(text, ["A", "B", "C"].randomElement(using: &random)!, parameters)
    }

    /// One change: a pattern removed, a parameter retyped, a pattern added last, or
    /// a pattern sent to another screen.
    static func changed(_ links: [L], _ random: inout SplitMix64) -> [L] {
        var links = links
        let index = Int.random(in: 0..<links.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: links.remove(at: index)
        case 1:
            if let name = links[index].parameters.keys.sorted().first, name != "rest" {
                links[index].parameters[name] = types.randomElement(using: &random)!
            }
        case 2: links.append(pattern(&random))
        default: links[index].screen = links[index].screen == "A" ? "B" : "A"
        }
        return links
    }

    /// Every path of up to three segments over texts that the patterns tell apart,
    /// with each kind of query.
    static let corpus: [String] = {
        let texts = ["a", "b", "42", "2.5", "x", "@x", uuid]
        var paths = [[String]()]
        var level = [[String]()]
        for _ in 0..<3 {
            level = level.flatMap { prefix in texts.map { prefix + [$0] } }
            paths += level
        }
        let queries = ["", "?q=42", "?q=x", "?q=", "?t=1", "?t=1&q=42"]
        return paths.flatMap { path in queries.map { "/" + path.joined(separator: "/") + $0 } }
    }()

    @Test func everyChangedCorpusURLIsReportedForItsPattern() {
        var random = SplitMix64(seed: 39)
        var changedURLs = 0
        for _ in 0..<40 {
            let oldLinks = (0..<Int.random(in: 1...5, using: &random)).map { _ in Self.pattern(&random) }
            let newLinks = Self.changed(oldLinks, &random)
            let old = S.side(oldLinks, file: "old.nav.yaml"), new = S.side(newLinks, file: "new.nav.yaml")
            let findings = S.findings(old: old, new: new)
            let oldMatcher = old.matcher, newMatcher = new.matcher
            for url in Self.corpus {
                guard case .success(let before) = oldMatcher.match(url) else { continue }
                let expected: Set<DiffRule>
                switch newMatcher.match(url) {
                case .failure: expected = [.urlRefused, .urlNarrowed]
                case .success(let after) where new.entries[after.index].screen != old.entries[before.index].screen:
                    expected = [.urlRetargeted, .urlNarrowed]
                case .success(let after) where URLCompatibility.valueChange(before, after) != nil: expected = [.urlReparsed]
                default: continue
                }
                changedURLs += 1
                let location = old.entries[before.index].location
                #expect(findings.contains { $0.location == location && expected.contains($0.rule) },
                        "'\(url)' changed from \(oldLinks.map(\.text)) to \(newLinks.map(\.text)), unreported: \(findings)")
            }
        }
        // The corpus does meet changes: the test is not vacuous.
        #expect(changedURLs > 100)
    }
}
