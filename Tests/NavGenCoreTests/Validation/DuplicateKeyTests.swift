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
}
