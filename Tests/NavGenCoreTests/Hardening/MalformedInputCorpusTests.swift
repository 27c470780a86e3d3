import Foundation
import NavGenCore
import Testing

/// navgen's answer to malformed and hostile files: never a trap, a hang or a
/// stack overflow; always at least one error at a place inside the file (line and
/// column as an editor shows them), except for the few files that are valid graphs
/// in an unusual encoding.
///
/// The committed files are in `Corpus/`; the truncations, byte flips and the 10 MB
/// scalar are made here. Time and memory of the bombs are measured by
/// `Scripts/check-limits.sh` (run by `.ci/run`), not by timing unit tests.
@Suite("Malformed-input corpus")
struct MalformedInputCorpusTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    /// What each committed file must give: the rule of its first error, or `nil` for
    /// a valid graph that must lint clean (a BOM and CRLF line endings are allowed).
    static let expectations: [String: RuleID?] = [
        "bom.nav.yaml": nil,
        "crlf.nav.yaml": nil,
        "bom-crlf.nav.yaml": nil,
        "crlf-unknown-key.nav.yaml": .unknownKey,
        "cr-only-syntax-error.nav.yaml": .yamlSyntax,
        "line-separator.nav.yaml": .yamlSyntax,
        "invalid-utf8.nav.yaml": .yamlSyntax,
        "invalid-utf8-overlong.nav.yaml": .yamlSyntax,
        "tabs.nav.yaml": .yamlSyntax,
        "deep-flow-nesting.nav.yaml": .yamlLimit,
        "deep-block-nesting.nav.yaml": .yamlLimit,
        "deep-unclosed-nesting.nav.yaml": .yamlLimit,
        "alias-bomb.nav.yaml": .yamlLimit,
        "alias-bomb-mappings.nav.yaml": .yamlLimit,
        "merge-key.nav.yaml": .unknownKey,
        "unknown-tag.nav.yaml": .invalidValue,
        "unknown-tag-collection.nav.yaml": .invalidValue,
        "unknown-tag-directive.nav.yaml": .invalidValue,
        "undefined-alias.nav.yaml": .yamlSyntax,
        "scalar-document.nav.yaml": .invalidValue,
        "list-document.nav.yaml": .invalidValue,
        "multiple-documents.nav.yaml": .yamlSyntax,
        "nul-byte.nav.yaml": .yamlSyntax,
        "empty.nav.yaml": .invalidValue,
        "comments-only.nav.yaml": .invalidValue,
        "unterminated-quote.nav.yaml": .yamlSyntax,
        "duplicate-keys.nav.yaml": .duplicateKey,
        "huge-numbers.nav.yaml": .invalidValue,
    ]

    static var corpusFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { $0.hasSuffix(".nav.yaml") }.sorted()
    }

    @Test func everyCorpusFileHasAnExpectationAndTheReverse() {
        #expect(Self.corpusFiles == Self.expectations.keys.sorted())
    }

    @Test(arguments: expectations.keys.sorted())
    func corpusFileGivesALocatedErrorOrIsClean(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(name)))
        let found = Self.checked(bytes, label: name)
        let expected = Self.expectations[name] ?? nil
        if let expected {
            #expect(found.first { $0.severity == .error }?.rule == expected, "\(name): \(found)")
        } else {
            #expect(found.isEmpty, "\(name) is a valid graph: \(found)")
        }
    }

    /// A 10 MB name (not a valid one: it ends in '-') and a 10 MB root naming
    /// nothing: located errors whose messages quote only a short excerpt.
    @Test func tenMegabyteScalarsGiveLocatedErrorsWithShortMessages() {
        let huge = [UInt8](repeating: UInt8(ascii: "A"), count: 10_000_000)
        let bytes = Array("navgen: 1\nname: ".utf8) + huge + Array("-\nroot: ".utf8) + huge + Array("\nscreens:\n  Home: {}\n".utf8)
        let found = Self.checked(bytes, label: "10 MB scalars")
        #expect(found.contains { $0.severity == .error && $0.location.line == 2 }, "\(found.map(\.location))")
        #expect(found.contains { $0.severity == .error && $0.location.line == 3 }, "\(found.map(\.location))")
        #expect(found.allSatisfy { $0.message.utf8.count < 500 }, "messages quote a short excerpt: \(found.map(\.message.utf8.count))")
    }

    /// Every prefix of each example graph that ends at a line break. Each is analysed
    /// without a trap and every place is inside the prefix; each prefix that lost
    /// more than blank and comment lines is an error.
    @Test(arguments: ["recipes", "shop", "todo"])
    func truncationAtEveryLineOfAnExampleGraph(_ graph: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.root.appendingPathComponent("graphs/\(graph).nav.yaml")))
        let ends = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        #expect(ends.count > 20)
        var cleanWithLostContent: [Int] = []
        for (line, end) in ends.enumerated() {
            let prefix = Array(bytes[..<end])
            let found = Self.checked(prefix, label: "\(graph) cut after line \(line + 1)")
            let rest = String(decoding: bytes[end...], as: UTF8.self).split(separator: "\n")
            let lostContent = rest.contains { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
            if lostContent, !found.contains(where: { $0.severity == .error }) {
                cleanWithLostContent.append(line + 1)
            }
        }
        #expect(cleanWithLostContent.isEmpty, "\(graph) cut after these lines has no error: \(cleanWithLostContent)")
    }

    /// 1 to 4 bytes of each example graph replaced, from a fixed seed: the same
    /// 400 mutants per graph on every run.
    @Test(arguments: ["recipes", "shop", "todo"])
    func deterministicByteFlipsOfAnExampleGraph(_ graph: String) throws {
        let original = try [UInt8](Data(contentsOf: Self.root.appendingPathComponent("graphs/\(graph).nav.yaml")))
        var random = SplitMix64(seed: 0x6E61_7667_656E + UInt64(graph.utf8.count))
        let interesting: [UInt8] = Array("\n\r\t :-{}[],&*!|>'\"#%@`?\0".utf8) + [0x80, 0xC3, 0xE2, 0xEF, 0xFF]
        for mutant in 0..<400 {
            var bytes = original
            for _ in 0...(random.next() % 4) {
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes[at] ^= UInt8(1 << (random.next() % 8))
                case 1: bytes[at] = interesting[Int(random.next() % UInt64(interesting.count))]
                default: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                }
            }
            _ = Self.checked(bytes, label: "\(graph) mutant \(mutant)")
        }
    }

    /// Analyses `bytes` and records every break of the invariants: a diagnostic
    /// outside the file, or no graph without an error saying why.
    static func checked(_ bytes: [UInt8], label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Diagnostic] {
        let analysis = Pipeline.analyze(file: "corpus.nav.yaml", bytes: bytes)
        let found = analysis.diagnostics.sorted
        let lines = SourceLines(bytes)
        for diagnostic in found where !lines.outside(diagnostic).isEmpty {
            Issue.record("\(label): outside the file (\(lines.count) lines): \(diagnostic)", sourceLocation: sourceLocation)
        }
        if analysis.analyzed == nil, !found.contains(where: { $0.severity == .error }) {
            Issue.record("\(label): no graph and no error", sourceLocation: sourceLocation)
        }
        return found
    }
}

/// A small, fast pseudo-random generator with a fixed seed (Steele et al.'s SplitMix64),
/// so the byte flips are the same on every machine and run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BA_133B_EB11
        return z ^ (z >> 31)
    }
}
