import NavGenCore
import Testing

@Suite("unknown-key")
struct UnknownKeyTests {
    @Test func misspeltKeyGetsADidYouMean() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                1️⃣parameters:
                  vegetarian: Bool
            """).expectFindings(.unknownKey, messageContains: "did you mean 'params'?")
    }

    @Test func knownKeyIsAccepted() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                params:
                  vegetarian: { type: Bool, default: false }
            """).expectClean()
    }

    @Test func mergeKeyIsAnUnknownKey() {
        let graph = MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                1️⃣<<: { links: { close: dismiss } }
            """)
        graph.expectFindings(.unknownKey, messageContains: "'<<'")
    }

    @Test func quotedLessThanKeyIsAnOrdinaryUnknownKey() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                1️⃣"<<": x
            """).expectFindings(.unknownKey, messageContains: "has no key '<<'")
    }

    @Test func unknownKeysInEveryClosedMappingAreReported() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            1️⃣colour: blue
            screens:
              Home:
                links:
                  go: { sheet: Home, 2️⃣arg: {} }
            flows:
              Main: { stack: { root: Home, 3️⃣argz: {} } }
            """).expectFindings(.unknownKey, at: ["1️⃣", "2️⃣", "3️⃣"])
    }
}
