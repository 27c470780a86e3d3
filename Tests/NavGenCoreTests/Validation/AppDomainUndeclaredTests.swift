import NavGenCore
import Testing

@Suite("app-domain-undeclared")
struct AppDomainUndeclaredTests {
    @Test func aHostTheAppDoesNotAssociateIsFoundAtItsEntry() throws {
        let graph = MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            urls:
              hosts: [example.com, 1️⃣www.example.com]
            screens:
              Home:
                url: /home
            """)
        let found = graph.appDiagnostics(against: AppDeclarations(schemes: [], domains: ["applinks:example.com", "webcredentials:www.example.com"], entitlements: "App/App.entitlements"))
        #expect(found.map(\.rule) == [.appDomainUndeclared])
        let diagnostic = try #require(found.first)
        #expect(diagnostic.location == graph["1️⃣"])
        #expect(diagnostic.message.contains("add 'applinks:www.example.com' to com.apple.developer.associated-domains"))
        #expect(diagnostic.notes.map(\.location.file) == ["App/App.entitlements"])
        #expect(diagnostic.notes.first?.message == "associates 'applinks:example.com' at com.apple.developer.associated-domains[0]")
    }

    @Test func aWildcardCoversSubdomainsButNotTheDomainItself() {
        let graph = MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            urls:
              hosts: [1️⃣example.com, www.example.com, m.example.com]
            screens:
              Home:
                url: /home
            """)
        let found = graph.appDiagnostics(against: AppDeclarations(schemes: [], domains: ["applinks:*.example.com?mode=developer"]))
        #expect(found.map(\.rule) == [.appDomainUndeclared])
        #expect(found.map(\.location) == [graph["1️⃣"]])
    }
}
