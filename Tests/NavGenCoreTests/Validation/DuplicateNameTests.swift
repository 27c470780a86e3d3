import NavGenCore
import Testing

@Suite("duplicate-name")
struct DuplicateNameTests {
    @Test func screenAndFlowWithOneNameAreRejectedAtTheFlow() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              2️⃣Home: {}
            flows:
              Main: { tabs: [ { screen: Home } ] }
              1️⃣Home: { stack: { root: Home } }
            """).expectFindings(.duplicateName, notes: [["2️⃣"]], messageContains: "'HomeFlow'")
    }

    @Test func distinctNamesAreFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Home: {}
            flows:
              Main: { tabs: [ { screen: Home }, { flow: HomeFlow } ] }
              HomeFlow: { stack: { root: Home } }
            """).expectClean()
    }
}
