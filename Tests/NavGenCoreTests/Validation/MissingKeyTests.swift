import NavGenCore
import Testing

@Suite("missing-key")
struct MissingKeyTests {
    @Test func graphWithoutRootIsReportedAtItsMapping() {
        MarkedGraph("""
            1️⃣navgen: 1
            name: App
            screens:
              Home: {}
            """).expectFindings(.missingKey, messageContains: "no 'root' key")
    }

    @Test func graphWithoutVersionOrNameGetsOneFindingEach() {
        MarkedGraph("""
            1️⃣root: Home
            screens:
              Home: {}
            """).expectFindings(.missingKey, at: ["1️⃣", "1️⃣"])
    }

    @Test func stackWithoutRootIsReportedAtTheStack() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Home: {}
            flows:
              Main: { stack: 1️⃣{ args: {} } }
            """).expectFindings(.missingKey, messageContains: "add 'root: Screen'")
    }

    @Test func stackWithRootIsComplete() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Home: {}
            flows:
              Main: { stack: { root: Home, args: {} } }
            """).expectClean()
    }

    @Test func linkWithoutStyleIsReported() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                links: { go: 1️⃣{ args: {} } }
            """).expectFindings(.missingKey, messageContains: "has no style")
    }
}
