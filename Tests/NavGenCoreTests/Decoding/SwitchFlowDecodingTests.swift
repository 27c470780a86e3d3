import NavGenCore
import Testing

@Suite("Decoding: switch flows and urls.open")
struct SwitchFlowDecodingTests {
    @Test func branchesDecodeWithTheirTargetsArgsAndDeepLinks() throws {
        let analysis = Pipeline.analyze(file: MarkedGraph.file, bytes: Array("""
            navgen: 1
            name: App
            root: Root
            urls: { open: preserve }
            screens:
              Unlock: { params: { hint: String }, links: { go: { switch: Main } } }
              Home: {}
            flows:
              Root: { switch: [ { screen: Unlock, args: { hint: "pin" } }, { flow: Main, deepLinks: defer } ] }
              Main: { stack: { root: Home } }
            """.utf8))
        #expect(analysis.diagnostics.diagnostics.isEmpty)
        let graph = try #require(analysis.analyzed?.graph)
        #expect(graph.urls.openMode == .preserve)
        let branches = try #require(graph.flows.first { $0.name.value == "Root" }).branches
        #expect(branches.map(\.target.value) == [.screen("Unlock"), .flow("Main")])
        #expect(branches.map(\.deepLinks) == [.switch, .defer])
        #expect(branches[0].args.map(\.name.value) == ["hint"])
        #expect(graph.screens[0].links[0].style.value == .switch)
    }

    @Test func anUnknownDeepLinksPolicyIsAnInvalidValue() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Root
            screens:
              Home: {}
            flows:
              Root: { switch: [ { screen: Home, deepLinks: 1️⃣later } ] }
            """).expectFindings(.invalidValue, messageContains: "'switch', 'defer', 'refuse'")
    }

    @Test func anUnknownOpenModeIsAnInvalidValue() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            urls: { open: 1️⃣keep }
            screens:
              Home: {}
            """).expectFindings(.invalidValue, messageContains: "'reset', 'preserve'")
    }

    @Test func aFlowWithTabsAndSwitchIsAnInvalidValue() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Root
            screens:
              Home: {}
            flows:
              Root: { tabs: [ { screen: Home } ], 1️⃣switch: [ { screen: Home } ] }
            """).expectFindings(.invalidValue, messageContains: "both 'tabs' and 'switch'")
    }

    @Test func anEmptySwitchIsAnInvalidValue() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home: {}
            flows:
              Root: { switch: 1️⃣[] }
            """).expectFindings(.invalidValue, messageContains: "at least one branch")
    }

    @Test func aScreenBranchMustBindItsRequiredParameters() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Root
            screens:
              Home: { params: { id: Int } }
            flows:
              Root: { switch: [ { screen: 1️⃣Home } ] }
            """).expectFindings(.unboundRootParam, messageContains: "a branch of 'Root'")
    }

    @Test func everyBranchIsPlacedAndReachable() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Root
            screens:
              A: {}
              B: {}
              C: {}
            flows:
              Root: { switch: [ { screen: A }, { flow: Second }, { screen: C } ] }
              Second: { stack: { root: B } }
            """).expectClean()
    }
}
