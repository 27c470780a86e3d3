import NavGenCore
import Testing

@Suite("link-conflict")
struct LinkConflictTests {
    @Test func sameLinkNameWithDifferentStylesInOneFlowIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Meat
            screens:
              List:
                links: { 2️⃣show: { push: Detail } }
              Detail:
                links: { 1️⃣show: { sheet: Source } }
              Source: {}
            flows:
              Meat: { stack: { root: List } }
            """).expectFindings(.linkConflict, notes: [["2️⃣"]], messageContains: "'MeatCoordinator'")
    }

    @Test func sameLinkDeclaredAlikeIsFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Meat
            screens:
              List:
                links: { show: { push: Detail } }
              Detail:
                links: { show: { push: Detail } }
            flows:
              Meat: { stack: { root: List } }
            """).expectClean()
    }

    /// The walk meets Detail (pushed from the root) before List, so List's link is the second.
    @Test func differentArgsAreADifferentSignature() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Meat
            screens:
              List:
                params: { veg: { type: Bool, default: false } }
                links: { 1️⃣more: { push: List, args: { veg: true } } }
              Detail:
                links: { 2️⃣more: { push: List } }
              Start:
                links: { go: { push: Detail } }
            flows:
              Meat: { stack: { root: Start } }
            """).expectFindings(.linkConflict, notes: [["2️⃣"]])
    }

    @Test func sameNameInDifferentFlowsIsFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              List:
                links: { show: { push: List } }
              Other:
                links: { show: { sheet: Extra } }
              Extra: {}
            flows:
              Main: { tabs: [ { flow: A }, { flow: B } ] }
              A: { stack: { root: List } }
              B: { stack: { root: Other } }
            """).expectClean()
    }
}
