import NavGenCore
import Testing

@Suite("yaml-syntax")
struct YAMLSyntaxTests {
    @Test func unclosedFlowMappingIsReportedWhereLibYAMLGivesUp() {
        let graph = MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home: 2️⃣{ links: { close: dismiss }
            1️⃣
            """)
        let found = graph.expectFindings(.yamlSyntax, notes: [["2️⃣"]])
        #expect(found.first?.message.contains("did not find expected ',' or '}'") == true)
    }

    @Test func closedFlowMappingParses() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { links: { close: dismiss } }
            """).expectNoFinding(.yamlSyntax)
    }

    @Test func aliasToAnUndefinedAnchorIsASyntaxError() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: 1️⃣*home
            screens:
              Home: {}
            """).expectFindings(.yamlSyntax, messageContains: "'*home'")
    }

    @Test func aliasToADefinedAnchorResolves() {
        MarkedGraph("""
            navgen: 1
            name: &home Home
            root: *home
            screens:
              Home: {}
            """).expectNoFinding(.yamlSyntax)
    }

    @Test func secondDocumentIsRejectedAtItsStart() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home: {}
            1️⃣---
            navgen: 1
            """).expectFindings(.yamlSyntax, messageContains: "one YAML document")
    }

    @Test func oneLeadingDocumentMarkerIsFine() {
        MarkedGraph("""
            ---
            navgen: 1
            name: App
            root: Home
            screens:
              Home: {}
            """).expectClean()
    }
}
