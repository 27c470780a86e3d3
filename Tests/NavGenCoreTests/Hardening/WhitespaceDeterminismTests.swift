import Foundation
import NavGenCore
import Testing

/// The generated file depends on what a graph says, not on how it is laid out:
/// comments removed or added, blank lines, deeper indentation, spaces before a
/// comment and CRLF line endings all give the same bytes.
@Suite("Determinism under layout changes")
struct WhitespaceDeterminismTests {
    /// Rewrites of a graph's layout that keep its meaning.
    enum Layout: String, CaseIterable {
        case withoutComments, commentAndBlankLineAfterEveryLine, wholeFileIndented, spacesBeforeComments, crlfLineEndings, allAtOnce

        func apply(_ text: String) -> String {
            switch self {
            case .withoutComments: Self.mapLines(text) { line in
                let code = Self.withoutComment(line)
                return code.allSatisfy { $0 == " " } && line.contains("#") ? nil : code
            }
            case .commentAndBlankLineAfterEveryLine: Self.mapLines(text) { line in
                let indent = String(line.prefix { $0 == " " })
                return line + "\n\n" + indent + "# an unrelated comment"
            }
            case .wholeFileIndented: Self.mapLines(text) { line in
                line.isEmpty ? line : "   " + line
            }
            case .spacesBeforeComments: Self.mapLines(text) { line in
                let code = Self.withoutComment(line)
                guard code.count < line.count, !code.allSatisfy({ $0 == " " }) else { return line }
                return code.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) + "    \t  " + String(line.dropFirst(code.count).drop { $0 == " " })
            }
            case .crlfLineEndings: text.replacingOccurrences(of: "\n", with: "\r\n")
            case .allAtOnce: Self.crlfLineEndings.apply(Self.commentAndBlankLineAfterEveryLine.apply(Self.wholeFileIndented.apply(Self.withoutComments.apply(text))))
            }
        }

        /// `transform` applied to every line; a `nil` result drops the line.
        private static func mapLines(_ text: String, _ transform: (String) -> String?) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().compactMap { transform(String($0)) }.map { $0 + "\n" }.joined()
        }

        /// The line up to its comment: a `#` at the start or after a space, outside quotes.
        static func withoutComment(_ line: String) -> String {
            var quote: Character?
            var previous: Character = " "
            for (offset, character) in line.enumerated() {
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    if previous == " " || previous == ":" || previous == "[" || previous == "{" || previous == "," { quote = character }
                } else if character == "#", previous == " " || previous == "\t" {
                    return String(line.prefix(offset))
                }
                previous = character
            }
            return line
        }
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func generated(_ text: String) -> String? {
        let analysis = Pipeline.analyze(file: "graph.nav.yaml", bytes: Array(text.utf8))
        guard analysis.canEmit, let context = analysis.analyzed else { return nil }
        return SwiftEmitter().emit(context, deepLinks: analysis.deepLinks, sourceName: "graph.nav.yaml")
    }

    @Test(arguments: ["recipes", "shop", "todo"], Layout.allCases)
    func layoutChangeKeepsTheGeneratedFile(_ graph: String, _ layout: Layout) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("graphs/\(graph).nav.yaml"), encoding: .utf8)
        let changed = layout.apply(text)
        #expect(changed != text)
        let original = try #require(Self.generated(text))
        let regenerated = Self.generated(changed)
        #expect(regenerated != nil, "the \(layout) layout no longer compiles: \(Pipeline.analyze(file: "g", bytes: Array(changed.utf8)).diagnostics.sorted.prefix(3))")
        #expect(regenerated == original)
    }

    @Test func commentStripperKeepsHashesInsideValues() {
        #expect(Layout.withoutComment("url: /a#b   # note") == "url: /a#b   ")
        #expect(Layout.withoutComment("title: \"Fish # 1\" # note") == "title: \"Fish # 1\" ")
        #expect(Layout.withoutComment("# whole line") == "")
    }
}
