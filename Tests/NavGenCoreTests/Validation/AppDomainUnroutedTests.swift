import NavGenCore
import Testing

@Suite("app-domain-unrouted")
struct AppDomainUnroutedTests {
    @Test func aDomainTheGraphDoesNotRouteIsFoundAtUrlsWithItsKeyPath() throws {
        let graph = MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            1️⃣urls:
              schemes: [app]
              hosts: [example.com]
            screens:
              Home:
                url: /home
            """)
        let found = graph.appDiagnostics(against: AppDeclarations(schemes: ["app"], domains: ["applinks:example.com", "applinks:legacy.example.com:8443"]))
        #expect(found.map(\.rule) == [.appDomainUnrouted])
        let diagnostic = try #require(found.first)
        #expect(diagnostic.location == graph["1️⃣"])
        #expect(diagnostic.message.contains("'applinks:legacy.example.com:8443'"))
        #expect(diagnostic.notes.map(\.message) == ["declared at com.apple.developer.associated-domains[1]"])
    }

    @Test func aWildcardDomainIsRoutedWhenTheGraphRoutesASubdomain() {
        let graph = MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            urls:
              schemes: [app]
              hosts: [www.example.com]
            screens:
              Home:
                url: /home
            """)
        let app = AppDeclarations(schemes: ["app"], domains: ["applinks:*.example.com", "applinks:www.example.com"])
        #expect(graph.appDiagnostics(against: app).isEmpty)
        let other = AppDeclarations(schemes: ["app"], domains: ["applinks:*.other.com", "applinks:www.example.com"])
        #expect(graph.appDiagnostics(against: other).map(\.rule) == [.appDomainUnrouted])
    }

    @Test func aGraphWithOnlySchemesRoutesNoDomainWhenItHasNoPatternThatStartsWithSlash() {
        let graph = MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            urls:
              schemes: [app]
            screens:
              Home: {}
            """)
        #expect(graph.appDiagnostics(against: AppDeclarations(schemes: ["app"], domains: ["applinks:example.com"])).map(\.rule) == [.appDomainUnrouted])
    }
}
