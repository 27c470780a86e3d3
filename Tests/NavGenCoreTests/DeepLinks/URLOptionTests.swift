import NavGenCore
import Testing

/// `urls: { caseInsensitive: true }` (1.1 F.2) and a `URL` parameter's `schemes:`
/// (1.1 F.11), from the graph to `navgen resolve`.
@Suite("URL options: caseInsensitive and a URL parameter's schemes")
struct URLOptionTests {
    typealias S = DeepLinkTestSupport

    static let graph = """
        navgen: 1
        name: Options
        root: Main
        urls: { schemes: [app], caseInsensitive: true }
        screens:
          Home:
            url: /About/Team
            links: { showOpen: { push: Open } }
          Open:
            params:
              target: { type: URL, schemes: [https, MyApp] }
            url: /open?target={target}
        flows:
          Main: { stack: { root: Home } }
        """

    @Test func caseInsensitiveLiteralsMatchInAnyCase() throws {
        let resolver = try #require(S.resolver(Self.graph))
        #expect(try resolver.resolve("app://about/TEAM").get().route.pattern.screen == "Home")
    }

    @Test func aURLParameterAcceptsTheSchemesItLists() throws {
        let resolver = try #require(S.resolver(Self.graph))
        #expect(try resolver.resolve("app://open?target=myapp%3A%2F%2Fitem").get().route.pattern.screen == "Open")
        #expect(try resolver.resolve("app://open?target=https%3A%2F%2Fexample.com").get().route.pattern.screen == "Open")
        #expect((try? resolver.resolve("app://open?target=http%3A%2F%2Fexample.com").get()) == nil, "schemes replaces [http, https]")
    }

    @Test func scriptSchemesAreRejected() {
        let findings = S.findings(.invalidValue, in: """
            navgen: 1
            name: Bad
            root: Home
            screens:
              Home:
                params:
                  target: { type: URL?, schemes: [https, javascript] }
            """)
        #expect(findings.map(\.message).contains { $0.contains("never hands the app a 'javascript:' URL") })
        #expect(S.places(findings) == ["7:46"])
    }

    @Test func schemesApplyToURLParametersOnly() {
        let findings = S.findings(.invalidValue, in: """
            navgen: 1
            name: Bad
            root: Home
            screens:
              Home:
                params:
                  count: { type: Int, schemes: [https] }
            """)
        #expect(findings.map(\.message) == ["'schemes' lists what a URL parameter accepts, and 'count' is a 'Int'; remove it"])
    }

    @Test func caseInsensitiveIsABool() {
        let findings = S.findings(.invalidValue, in: """
            navgen: 1
            name: Bad
            root: Home
            urls: { caseInsensitive: yes }
            screens:
              Home: {}
            """)
        #expect(findings.map(\.message) == ["'caseInsensitive' is 'true' or 'false', not 'yes'"])
        #expect(S.places(findings) == ["4:26"])
    }

    @Test func literalsThatDifferOnlyInCaseConflictWhereCaseIsIgnored() {
        let yaml = """
            navgen: 1
            name: Clash
            root: Main
            urls: { caseInsensitive: true }
            screens:
              Home: { url: /team/about, links: { other: { push: Other } } }
              Other: { url: /team/About }
            flows:
              Main: { stack: { root: Home } }
            """
        #expect(S.findings(.urlConflict, in: yaml).count == 1)
        // A first segment can be a custom scheme's host, which ignores case whatever 'caseInsensitive' says (1.1 F.2).
        let hosts = yaml.replacingOccurrences(of: "/team/", with: "/").replacingOccurrences(of: "caseInsensitive: true", with: "caseInsensitive: false")
        #expect(S.findings(.urlConflict, in: hosts).first?.message.contains("'app://ABOUT'") == true)
        #expect(S.findings(.urlConflict, in: yaml.replacingOccurrences(of: "caseInsensitive: true", with: "caseInsensitive: false")).isEmpty)
    }
}
