import NavGenCore
import Testing

@Suite("unbound-root-param")
struct UnboundRootParamTests {
    @Test func stackRootWithAnUnboundRequiredParameterIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Meat
            screens:
              List:
                params:
                  2️⃣vegetarian: Bool
                  page: { type: Int, default: 1 }
                  query: String?
            flows:
              Meat: { stack: { root: 1️⃣List } }
            """).expectFindings(.unboundRootParam, notes: [["2️⃣"]], messageContains: "'vegetarian'")
    }

    @Test func stackRootWithItsParameterBoundIsFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Meat
            screens:
              List:
                params:
                  vegetarian: Bool
                  page: { type: Int, default: 1 }
                  query: String?
            flows:
              Meat: { stack: { root: List, args: { vegetarian: false } } }
            """).expectClean()
    }

    @Test func screenTabAndRootScreenNeedTheirParametersBound() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Home:
                params: { 2️⃣a: Int, 3️⃣b: Int }
            flows:
              Main: { tabs: [ { screen: 1️⃣Home, args: {} } ] }
            """).expectFindings(.unboundRootParam, notes: [["2️⃣", "3️⃣"]], messageContains: "parameters 'a', 'b' are")
    }

    @Test func rootScreenWithARequiredParameterIsReportedAtRoot() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: 1️⃣Home
            screens:
              Home:
                params: { 2️⃣id: Int }
            """).expectFindings(.unboundRootParam, notes: [["2️⃣"]])
    }
}
