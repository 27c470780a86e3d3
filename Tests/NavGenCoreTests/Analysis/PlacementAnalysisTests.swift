import NavGenCore
import Testing

@Suite("Placement analysis")
struct PlacementAnalysisTests {
    static func analyze(_ text: String) -> AnalyzedGraph? {
        Pipeline.analyze(file: "g.nav.yaml", bytes: Array(text.utf8)).analyzed
    }

    @Test func placesScreensWhereverTheGraphShowsThem() throws {
        let context = try #require(Self.analyze("""
            navgen: 1
            name: App
            root: Home
            screens:
              List: { links: { detail: { push: Detail }, info: { sheet: Info } } }
              Detail: {}
              Info: {}
              Settings: {}
            flows:
              Home: { tabs: [ { flow: Meat }, { screen: Settings } ] }
              Meat: { stack: { root: List } }
            """))
        let placements = context.placements
        #expect(placements.placements(of: "List").map(\.coordinator) == ["Meat"])
        #expect(placements.placements(of: "Detail").map(\.inStack) == [true])
        #expect(placements.placements(of: "Info").map(\.isModal) == [true])
        #expect(placements.placements(of: "Info").map(\.coordinator) == ["Meat"])
        #expect(placements.placements(of: "Settings").map(\.coordinator) == ["Home"])
        let list = try #require(placements.placements(of: "List").first)
        #expect(placements.tabFlows(of: list) == ["Home"])
        #expect(placements.reachableFlows == ["Home", "Meat"])
        #expect(placements.screensByCoordinator["Meat"] == ["List", "Detail", "Info"])
    }

    @Test func chainOfThousandsOfNestedTabFlowsDoesNotOverflow() throws {
        let depth = 5_000
        var text = "navgen: 1\nname: App\nroot: F0\nscreens:\n  Home: { links: { go: { tab: Home } } }\nflows:\n"
        for i in 0..<depth {
            text += "  F\(i): { tabs: [ { flow: F\(i + 1) } ] }\n"
        }
        text += "  F\(depth): { tabs: [ { screen: Home } ] }\n"
        let diagnostics = Pipeline.analyze(file: "g.nav.yaml", bytes: Array(text.utf8)).diagnostics.sorted
        #expect(diagnostics.isEmpty)
    }

    @Test func tabFlowsSharedByManyTabBarsDoNotExplode() throws {
        // F(i) and G(i) both have F(i+1) and G(i+1) as tabs: 2^30 tab paths reach the bottom.
        let depth = 30
        var text = "navgen: 1\nname: App\nroot: F0\nscreens:\n  Home: { links: { go: { tab: Home } } }\nflows:\n"
        for i in 0..<depth {
            text += "  F\(i): { tabs: [ { flow: F\(i + 1) }, { flow: G\(i + 1) } ] }\n"
            text += "  G\(i): { tabs: [ { flow: F\(i + 1) }, { flow: G\(i + 1) } ] }\n"
        }
        text += "  F\(depth): { tabs: [ { screen: Home } ] }\n  G\(depth): { tabs: [ { screen: Home } ] }\n"
        let diagnostics = Pipeline.analyze(file: "g.nav.yaml", bytes: Array(text.utf8)).diagnostics.sorted
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func tabCycleEndsTheWalk() throws {
        let diagnostics = Pipeline.analyze(file: "g.nav.yaml", bytes: Array("""
            navgen: 1
            name: App
            root: A
            screens:
              Home: {}
            flows:
              A: { tabs: [ { flow: B }, { screen: Home } ] }
              B: { tabs: [ { flow: A } ] }
            """.utf8)).diagnostics.sorted
        #expect(diagnostics.map(\.rule) == [.flowCycle])
    }

    @Test func tenThousandScreenTabsWithTabLinksAreChecked() throws {
        let count = 10_000
        var text = "navgen: 1\nname: App\nroot: Main\nscreens:\n"
        for i in 0..<count {
            text += "  S\(i): { links: { next\(i): { tab: S\((i + 1) % count) } } }\n"
        }
        text += "flows:\n  Main:\n    tabs:\n"
        for i in 0..<count {
            text += "      - { screen: S\(i) }\n"
        }
        let diagnostics = Pipeline.analyze(file: "g.nav.yaml", bytes: Array(text.utf8)).diagnostics.sorted
        #expect(diagnostics.isEmpty)
    }
}
