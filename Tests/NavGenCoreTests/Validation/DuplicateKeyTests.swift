import NavGenCore
import Testing

@Suite("duplicate-key")
struct DuplicateKeyTests {
    @Test func secondKeyIsReportedWithANoteAtTheFirst() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              2️⃣Home: {}
              1️⃣Home:
                links: { close: dismiss }
            """).expectFindings(.duplicateKey, notes: [["2️⃣"]], messageContains: "'Home'")
    }

    @Test func quotedAndPlainSpellingsAreTheSameKey() {
        MarkedGraph("""
            navgen: 1
            name: App
            2️⃣root: Home
            1️⃣"root": Home
            screens:
              Home: {}
            """).expectFindings(.duplicateKey, notes: [["2️⃣"]])
    }

    @Test func sameKeyInDifferentMappingsIsFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                links: { close: { sheet: Other } }
              Other:
                links: { close: dismiss }
            """).expectNoFinding(.duplicateKey)
    }

    @Test func everyDuplicateIsReported() {
        MarkedGraph("""
            navgen: 1
            3️⃣name: App
            4️⃣root: Home
            1️⃣name: App
            2️⃣root: Home
            screens:
              Home: {}
            """).expectFindings(.duplicateKey, at: ["1️⃣", "2️⃣"], notes: [["3️⃣"], ["4️⃣"]])
    }

    /// A mapping of 16 keys or more finds keys by an index, which is built when the
    /// mapping reaches that size: a key repeated from before that point and one from
    /// after it are both found, as are long and short keys alike.
    @Test func duplicatesInALargeMappingAreFoundBeforeAndAfterItIsIndexed() {
        let names = (0..<40).map { $0.isMultiple(of: 2) ? "S\($0)" : "ScheduledBookingHistory\($0)" }
        func screen(_ index: Int, marker: String = "") -> String { "  \(marker)\(names[index]): {}" }
        let screens = names.indices.map { screen($0, marker: [3: "3️⃣", 30: "4️⃣", 31: "5️⃣"][$0] ?? "") }
            + [screen(3, marker: "1️⃣"), screen(30, marker: "2️⃣"), "  6️⃣\"\(names[31])\": {}"]
        MarkedGraph("""
            navgen: 1
            name: App
            root: S0
            screens:
            \(screens.joined(separator: "\n"))
            """).expectFindings(.duplicateKey, at: ["1️⃣", "2️⃣", "6️⃣"], notes: [["3️⃣"], ["4️⃣"], ["5️⃣"]])
    }

    @Test func duplicatesInALargeNestedMappingAreFound() {
        let links = (0..<20).map { "      \($0 == 17 ? "2️⃣" : "")link\($0): dismiss" }
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                links:
            \(links.joined(separator: "\n"))
                  1️⃣link17: dismiss
            """).expectFindings(.duplicateKey, at: ["1️⃣"], notes: [["2️⃣"]])
    }
}
