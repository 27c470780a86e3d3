import NavGenCore
import Testing

@Suite("include-cycle")
struct IncludeCycleTests {
    @Test func twoPartsThatIncludeEachOtherAreACycleAtTheClosingEntry() {
        let found = MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            include: [2️⃣parts/home.nav.yaml]
            flows:
              Main: { stack: { root: Home } }
            """, parts: [
                MarkedGraph("""
                    navgen: 1
                    include: [settings.nav.yaml]
                    screens:
                      Home: { links: { openSettings: { push: Settings } } }
                    """, file: "parts/home.nav.yaml"),
                MarkedGraph("""
                    navgen: 1
                    include: [1️⃣home.nav.yaml]
                    screens:
                      Settings: {}
                    """, file: "parts/settings.nav.yaml"),
            ]).expectFindings(.includeCycle, notes: [["2️⃣"]])
        #expect(found.first?.message.contains("'parts/home.nav.yaml' includes 'parts/settings.nav.yaml' includes 'parts/home.nav.yaml'") == true)
    }

    @Test func aGraphThatIncludesItselfIsACycle() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            include: [1️⃣./graph.nav.yaml]
            screens:
              Home: {}
            """).expectFindings(.includeCycle, notes: [[]], messageContains: "'graph.nav.yaml' includes 'graph.nav.yaml'")
    }

    @Test func aGraphNamedWithADotIsTheFileItsPartsIncludeBack() {
        let graph = "navgen: 1\nname: App\nroot: Home\ninclude: [part.nav.yaml]\nscreens:\n  Home: {}\n"
        let analysis = Pipeline.analyze(file: "./app/graph.nav.yaml", bytes: Array(graph.utf8),
                                        parts: .inMemory(["app/part.nav.yaml": "navgen: 1\ninclude: [../app/graph.nav.yaml]\n"]))
        #expect(analysis.diagnostics.sorted.map(\.rule) == [.includeCycle])
        #expect(analysis.diagnostics.sorted.first?.location.file == "app/part.nav.yaml")
    }

    @Test func aPartIncludedByTwoFilesWithoutACycleIsNoCycle() {
        let graph = MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            include: [parts/home.nav.yaml]
            flows:
              Main: { stack: { root: Home } }
            """, parts: [
                MarkedGraph("""
                    navgen: 1
                    include: [settings.nav.yaml]
                    screens:
                      Home: { links: { openSettings: { push: Settings } } }
                    """, file: "parts/home.nav.yaml"),
                MarkedGraph("""
                    navgen: 1
                    screens:
                      Settings: {}
                    """, file: "parts/settings.nav.yaml"),
            ])
        graph.expectClean()
    }
}
