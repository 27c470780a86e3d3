import NavGenCore
import Testing

@Suite("tab-outside-tabs")
struct TabOutsideTabsTests {
    @Test func tabLinkToATabOfNoEnclosingTabFlowIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              List:
                links: { goCart: { tab: 1️⃣Cart } }
              Cart: { links: { close: dismiss } }
              Settings: {}
            flows:
              Main: { tabs: [ { flow: Meat }, { screen: Settings } ] }
              Meat: { stack: { root: List } }
              Modal: { tabs: [ { screen: Cart } ] }
            """).expectFindings(.tabOutsideTabs, messageContains: "have no tab 'Cart'")
    }

    @Test func tabLinkToASiblingTabIsFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              List:
                links: { goSettings: { tab: Settings } }
              Settings: {}
            flows:
              Main: { tabs: [ { flow: Meat }, { screen: Settings } ] }
              Meat: { stack: { root: List } }
            """).expectClean()
    }

    @Test func oneOutsidePlacementIsEnough() {
        // List is a tab of Main and also presented modally, where no tab flow encloses it.
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              List:
                links: { goSettings: { tab: 1️⃣Settings }, again: { sheet: Again } }
              Settings: {}
            flows:
              Main: { tabs: [ { flow: Meat }, { screen: Settings } ] }
              Meat: { stack: { root: List } }
              Again: { stack: { root: List } }
            """).expectFindings(.tabOutsideTabs, messageContains: "no tab flow encloses it")
    }

    @Test func tabOfAnOuterTabFlowCounts() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Outer
            screens:
              List:
                links: { goSettings: { tab: Settings } }
              Settings: {}
            flows:
              Outer: { tabs: [ { flow: Inner }, { screen: Settings } ] }
              Inner: { tabs: [ { flow: Meat } ] }
              Meat: { stack: { root: List } }
            """).expectClean()
    }
}
