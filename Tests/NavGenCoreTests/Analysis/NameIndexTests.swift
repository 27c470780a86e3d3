@testable import NavGenCore
import Testing

@Suite("Names indexed by their bytes")
struct NameIndexTests {
    /// What a dictionary keyed by `String` answers, the first position of a name winning.
    static func reference(_ names: [String]) -> [String: Int] {
        var positions: [String: Int] = [:]
        for (position, name) in names.enumerated() where positions[name] == nil {
            positions[name] = position
        }
        return positions
    }

    static func index(_ names: [String]) -> NameIndex {
        NameIndex(count: names.count) { names[$0] }
    }

    /// Names and questions where bytes and canonical equivalence part ways: the three
    /// scalars equivalent to an ASCII character (U+037E, U+1FEF, U+212A), a decomposed
    /// `é` against the precomposed one, and texts of 0, 7, 8, 9 and 16+ bytes.
    static let questions = [
        "Kitchen", "\u{212A}itchen", "Semi;colon", "Semi\u{037E}colon", "Grave`", "Grave\u{1FEF}",
        "Café", "Cafe\u{301}", "Cafe", "", "Seven77", "Eight888", "Nine99999", "ScheduledBookingHistory4470",
        "ScheduledBookingHistory4471", "Missing", "\u{212A}", "K",
    ]

    @Test("ASCII names answer every question as a String-keyed dictionary does, across table growth")
    func asciiNamesAnswerLikeADictionary() {
        let names = ["Kitchen", "Semi;colon", "Grave`", "Cafe", "", "Seven77", "Eight888", "Nine99999", "K"]
            + (0..<3_000).map { "ScheduledBookingHistory\($0 + 4000)" } + ["Kitchen", "Cafe"]
        let index = Self.index(names), reference = Self.reference(names)
        for question in Self.questions + names {
            #expect(index.position(of: question) == reference[question], "\(question.unicodeScalars.map(\.value))")
        }
        #expect(index.ids == names.map { reference[$0]! })
        #expect(index.position(of: "\u{212A}itchen") == 0)
    }

    @Test("names that are not all ASCII are matched by canonical equivalence, as a dictionary matches them")
    func otherNamesAnswerLikeADictionary() {
        let names = ["Café", "\u{212A}itchen", "Semi\u{037E}colon", "Cafe\u{301}", "Grave`", "Seven77"]
        let index = Self.index(names), reference = Self.reference(names)
        for question in Self.questions + names {
            #expect(index.position(of: question) == reference[question], "\(question.unicodeScalars.map(\.value))")
        }
        #expect(index.ids == [0, 1, 2, 0, 4, 5])
    }

    @Test("no names: nothing is found")
    func emptyIndex() {
        let index = Self.index([])
        #expect(index.position(of: "") == nil)
        #expect(index.position(of: "Home") == nil)
        #expect(index.ids.isEmpty)
    }
}
