import NavGenCore
import Testing

@Suite("app-scheme-undeclared")
struct AppSchemeUndeclaredTests {
    @Test func aListedSchemeTheAppLacksIsFoundAtItsEntryWithANoteAtTheInfoPlist() throws {
        let graph = MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            urls:
              schemes: [recipes, 1️⃣shop]
            screens:
              Home:
                url: /home
            """)
        let found = graph.appDiagnostics(against: AppDeclarations(schemes: ["Recipes"], domains: [], infoPlist: "App/Info.plist"))
        #expect(found.map(\.rule) == [.appSchemeUndeclared])
        let diagnostic = try #require(found.first)
        #expect(diagnostic.location == graph["1️⃣"])
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains("'shop'"))
        #expect(diagnostic.notes.map(\.location.file) == ["App/Info.plist"])
        #expect(diagnostic.notes.first?.message == "declares 'Recipes' at CFBundleURLTypes[0].CFBundleURLSchemes[0]")
    }

    @Test func anAppWithNoURLTypesLacksEveryScheme() {
        let graph = MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            urls:
              schemes: [1️⃣recipes, 2️⃣shop]
            screens:
              Home:
                url: /home
            """)
        let found = graph.appDiagnostics(against: AppDeclarations(schemes: [], domains: []))
        #expect(found.map(\.location) == [graph["1️⃣"], graph["2️⃣"]])
        #expect(found.allSatisfy { $0.notes.first?.message == "declares no scheme in CFBundleURLTypes" })
    }
}
