import NavGenCore
import Testing

@Suite("unreachable-screen")
struct UnreachableScreenTests {
    @Test func screenNothingShowsIsAWarningAtItsName() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home: {}
              1️⃣Orphan: {}
            """).expectFindings(.unreachableScreen)
    }

    @Test func linkedScreenIsReachable() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { links: { show: { sheet: Orphan } } }
              Orphan: {}
            """).expectClean()
    }

    @Test func screenPlacedOnlyInAnUnreachableFlowIsUnreachable() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home: {}
              1️⃣Lost: { links: { more: { push: Deeper } } }
              2️⃣Deeper: {}
            flows:
              Island: { stack: { root: Lost } }
            """).expectFindings(.unreachableScreen, at: ["1️⃣", "2️⃣"])
    }
}
