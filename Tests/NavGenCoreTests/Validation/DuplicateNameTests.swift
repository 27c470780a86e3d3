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

@Suite("duplicate-name across files")
struct DuplicateNameAcrossFilesTests {
    @Test func aScreenDefinedInTwoFilesIsAnErrorInTheLaterWithANoteInTheFirst() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            include: [part.nav.yaml]
            screens:
              2️⃣Home: {}
            flows:
              Main: { stack: { root: Home } }
            """, parts: [
                MarkedGraph("navgen: 1\nscreens:\n  1️⃣Home: {}\n", file: "part.nav.yaml"),
            ]).expectFindings(.duplicateName, notes: [["2️⃣"]], messageContains: "is also defined in 'graph.nav.yaml'")
    }

    @Test func aFlowDefinedInTwoPartsIsAnErrorInTheSecond() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            include: [a.nav.yaml, b.nav.yaml]
            screens:
              Home: {}
            """, parts: [
                MarkedGraph("navgen: 1\nflows:\n  2️⃣Main: { stack: { root: Home } }\n", file: "a.nav.yaml"),
                MarkedGraph("navgen: 1\nflows:\n  1️⃣Main: { stack: { root: Home } }\n", file: "b.nav.yaml"),
            ]).expectFindings(.duplicateName, notes: [["2️⃣"]], messageContains: "the flow 'Main' is also defined in 'a.nav.yaml'")
    }

    @Test func distinctNamesAcrossFilesAreFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            include: [part.nav.yaml]
            screens:
              Home: { links: { openSettings: { push: Settings } } }
            flows:
              Main: { stack: { root: Home } }
            """, parts: [MarkedGraph("navgen: 1\nscreens:\n  Settings: { url: /settings }\n", file: "part.nav.yaml")]).expectClean()
    }
}
