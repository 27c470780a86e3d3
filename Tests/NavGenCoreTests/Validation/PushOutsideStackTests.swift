import NavGenCore
import Testing

@Suite("push-outside-stack")
struct PushOutsideStackTests {
    @Test func pushFromABareModalScreenIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Detail:
                links: { showRatings: { sheet: Ratings } }
              Ratings:
                links: { openUser: { 1️⃣push: User }, back: 2️⃣pop }
              User: {}
            flows:
              Main: { stack: { root: Detail } }
            """).expectFindings(.pushOutsideStack, at: ["1️⃣", "2️⃣"], messageContains: "presented modally by 'Main'")
    }

    @Test func pushFromAModalStackFlowIsFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Detail:
                links: { showRatings: { sheet: RatingsFlow } }
              Ratings:
                links: { openUser: { push: User }, back: pop }
              User: {}
            flows:
              Main: { stack: { root: Detail } }
              RatingsFlow: { stack: { root: Ratings } }
            """).expectClean()
    }

    @Test func pushFromAScreenTabIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Home:
                links: { open: { 1️⃣replace: Home } }
            flows:
              Main: { tabs: [ { screen: Home } ] }
            """).expectFindings(.pushOutsideStack, messageContains: "a tab of 'Main'")
    }

    @Test func popToRootOnTheRootScreenIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                links: { back: 1️⃣popToRoot }
            """).expectFindings(.pushOutsideStack, messageContains: "the graph's root")
    }
}
