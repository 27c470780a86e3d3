import NavGenCore
import Testing

@Suite("app-scheme-unrouted")
struct AppSchemeUnroutedTests {
    @Test func aSchemeTheGraphDoesNotRouteIsFoundAtUrlsWithItsKeyPath() throws {
        let graph = MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            1️⃣urls:
              schemes: [recipes]
            screens:
              Home:
                url: /home
            """)
        let app = AppDeclarations(schemes: [
            AppDeclarations.Entry("recipes", file: "Info.plist", keyPath: "CFBundleURLTypes[0].CFBundleURLSchemes[0]"),
            AppDeclarations.Entry("fb123", file: "Info.plist", keyPath: "CFBundleURLTypes[1].CFBundleURLSchemes[0]"),
        ], domains: [], infoPlist: "Info.plist", entitlements: "App.entitlements")
        let found = graph.appDiagnostics(against: app)
        #expect(found.map(\.rule) == [.appSchemeUnrouted])
        let diagnostic = try #require(found.first)
        #expect(diagnostic.location == graph["1️⃣"])
        #expect(diagnostic.message.contains("'fb123'"))
        #expect(diagnostic.notes.map(\.message) == ["declared at CFBundleURLTypes[1].CFBundleURLSchemes[0]"])
        #expect(diagnostic.notes.map(\.location.file) == ["Info.plist"])
    }

    @Test func schemesCompareIgnoringCase() {
        let graph = MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            urls:
              schemes: [recipes]
            screens:
              Home:
                url: /home
            """)
        #expect(graph.appDiagnostics(against: AppDeclarations(schemes: ["RECIPES"], domains: [])).isEmpty)
    }

    @Test func aGraphThatListsNoSchemeTakesAnyForItsPatterns() {
        let graph = MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            urls:
              hosts: [example.com]
            screens:
              Home:
                url: /home
            """)
        #expect(graph.appDiagnostics(against: AppDeclarations(schemes: ["anything"], domains: ["applinks:example.com"])).isEmpty)
    }

    @Test func withoutUrlsTheDiagnosticIsAtTheStartOfTheFile() throws {
        let graph = MarkedGraph("""
            1️⃣navgen: 1
            name: App
            root: Home
            screens:
              Home: {}
            """)
        let found = graph.appDiagnostics(against: AppDeclarations(schemes: ["recipes"], domains: []))
        #expect(found.map(\.rule) == [.appSchemeUnrouted])
        #expect(found.first?.location == graph["1️⃣"])
    }
}
