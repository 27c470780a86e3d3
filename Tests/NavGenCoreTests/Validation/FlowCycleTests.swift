import NavGenCore
import Testing

@Suite("flow-cycle")
struct FlowCycleTests {
    @Test func flowsContainingEachOtherThroughTabsAreRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: A
            screens:
              Home: {}
            flows:
              A: { tabs: [ { screen: Home }, { flow: B } ] }
              2️⃣B: { tabs: [ { flow: 1️⃣B }, { screen: Home } ] }
            """).expectFindings(.flowCycle, notes: [["2️⃣"]], messageContains: "B → B")
    }

    @Test func longerCycleIsReportedOnceAtTheEdgeThatClosesIt() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: A
            screens:
              Home: {}
            flows:
              2️⃣A: { tabs: [ { screen: Home }, { flow: B } ] }
              B: { tabs: [ { flow: C } ] }
              C: { tabs: [ { flow: 1️⃣A } ] }
            """).expectFindings(.flowCycle, notes: [["2️⃣"]], messageContains: "A → B → C → A")
    }

    @Test func modalPresentationIsNotContainment() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: A
            screens:
              Home:
                links: { again: { sheet: A } }
            flows:
              A: { tabs: [ { screen: Home }, { flow: B } ] }
              B: { tabs: [ { screen: Home } ] }
            """).expectClean()
    }
}

@Suite("flow-cycle: switch containment")
struct SwitchFlowCycleTests {
    @Test func aSwitchBranchContainingItsSwitchIsACycle() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: A
            screens:
              Home: {}
            flows:
              2️⃣A: { switch: [ { screen: Home }, { flow: B } ] }
              B: { tabs: [ { flow: 1️⃣A } ] }
            """).expectFindings(.flowCycle, notes: [["2️⃣"]], messageContains: "A → B → A")
    }

    @Test func aSwitchInsideTabsInsideASwitchIsFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: A
            screens:
              Home: {}
              Other: {}
            flows:
              A: { switch: [ { screen: Home }, { flow: B } ] }
              B: { tabs: [ { flow: C } ] }
              C: { switch: [ { screen: Other } ] }
            """).expectClean()
    }
}
