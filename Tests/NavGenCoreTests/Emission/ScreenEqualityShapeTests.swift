import Foundation
import NavGenCore
import Testing

/// The shape of `Screen`'s written-out `==` past 200 screens, which keeps `-O`
/// builds linear in the number of screens (see `ScreenHashableTranslator`). What
/// `==` computes is tested by running it, in `GeneratedCodeTests/LargeGraphTests`.
@Suite("Screen equality past 200 screens")
struct ScreenEqualityShapeTests {
    static let generated: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("GeneratedCodeTests/Graphs/large.nav.yaml")
        let bytes = (try? Data(contentsOf: url)).map(Array.init) ?? []
        let analysis = Pipeline.analyze(file: "large.nav.yaml", bytes: bytes)
        guard analysis.canEmit, let context = analysis.analyzed else { return "" }
        return SwiftEmitter().emit(context, deepLinks: analysis.deepLinks, sourceName: "large.nav.yaml")
    }()

    /// The lines of the declaration that starts with `header`, up to its closing brace.
    static func body(startingWith header: String) -> [Substring] {
        let lines = generated.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(header) }) else { return [] }
        let indent = lines[start].prefix { $0 == " " }
        guard let end = lines[(start + 1)...].firstIndex(where: { $0 == indent + "}" }) else { return [] }
        return Array(lines[start...end])
    }

    /// The case names of a declared enum: the `case name` lines directly inside it.
    static func cases(of header: String) -> [String] {
        let lines = body(startingWith: header)
        guard let first = lines.first else { return [] }
        let inner = String(first.prefix { $0 == " " }) + "    case "
        return lines.filter { $0.hasPrefix(inner) }.map { line in
            String(line.dropFirst(inner.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
    }

    @Test("every screen is in exactly one part of at most 200 screens, in order")
    func partsCoverEveryScreenOnce() {
        let screens = Self.cases(of: "nonisolated enum Screen: Swift.Hashable, Swift.Sendable {")
        #expect(screens.count == 261)
        let parts = [Self.cases(of: "private enum EqualityPart1 {"), Self.cases(of: "private enum EqualityPart2 {")]
        #expect(parts.map(\.count) == [200, 61])
        #expect(parts.flatMap { $0 } == screens)
        #expect(Self.body(startingWith: "private enum EqualityPart3").isEmpty)
    }

    @Test("== reads no parameter from Screen itself: each side becomes the left side's part")
    func equalityGoesThroughParts() {
        let equality = Self.body(startingWith: "static func == (lhs: Large.Screen, rhs: Large.Screen) -> Swift.Bool {")
        let statements = equality.dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(statements == [
            "if let left = EqualityPart1(lhs) {",
            "guard let right = EqualityPart1(rhs) else { return false }",
            "return EqualityPart1.equal(left, right)",
            "}",
            "if let left = EqualityPart2(lhs) {",
            "guard let right = EqualityPart2(rhs) else { return false }",
            "return EqualityPart2.equal(left, right)",
            "}",
            "return false",
        ])
    }
}
