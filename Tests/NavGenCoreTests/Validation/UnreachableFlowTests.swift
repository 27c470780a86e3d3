import NavGenCore
import Testing

@Suite("unreachable-flow")
struct UnreachableFlowTests {
    @Test func flowNothingShowsIsAWarningAtItsName() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Home: {}
            flows:
              Main: { stack: { root: Home } }
              1️⃣Spare: { stack: { root: Home } }
            """).expectFindings(.unreachableFlow)
    }

    @Test func flowPresentedFromALinkIsReachable() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Home: { links: { more: { sheet: Spare } } }
            flows:
              Main: { stack: { root: Home } }
              Spare: { stack: { root: Home } }
            """).expectClean()
    }
}
