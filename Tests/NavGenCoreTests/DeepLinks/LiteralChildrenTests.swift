@testable import NavGenCore
import Testing

@Suite("Literal children of URL tries")
struct LiteralChildrenTests {
    /// Texts where bytes and canonical equivalence part ways: the three scalars
    /// equivalent to an ASCII character, and a decomposed `é` against the precomposed one.
    static let texts = ["kitchen", "\u{212A}itchen", "semi;colon", "semi\u{037E}colon", "grave`", "grave\u{1FEF}",
                        "café", "cafe\u{301}", "cafe", "", "seven77", "eight888", "nine99999", "scheduled-booking-history-4470"]

    @Test("children answer as a table keyed by parent and String does, whichever text comes first",
          arguments: [false, true])
    func childrenAnswerLikeADictionary(reversed: Bool) {
        var children = LiteralChildren(expected: 2)
        var reference: [String: Int] = [:]
        let added = (reversed ? Self.texts.reversed() : Self.texts) + (0..<2_000).map { "segment-\($0)" }
        for (position, text) in added.enumerated() {
            for parent in [0, 7] {
                let key = "\(parent)/\(text)"
                #expect(children.child(of: parent, text: text) == reference[key], "\(text.unicodeScalars.map(\.value))")
                guard reference[key] == nil else { continue }
                children.add(position * 2 + parent, of: parent, text: text)
                reference[key] = position * 2 + parent
            }
        }
        for text in Self.texts + ["segment-1999", "segment-2000", "K"] {
            for parent in [0, 7, 3] {
                #expect(children.child(of: parent, text: text) == reference["\(parent)/\(text)"], "\(text.unicodeScalars.map(\.value))")
            }
        }
    }
}
