import Testing
import NavGenCore

/// Every URL rule of spec section 6, with the line and column it reports.
@Suite("URL rules")
struct URLRuleTests {
    typealias S = DeepLinkTestSupport

    /// Screens placed on one stack; line 1 is `navgen: 1`, the screens start at line 11.
    private func graph(_ screens: String, urls: String = "urls: { schemes: [app] }") -> String {
        """
        navgen: 1
        name: Test
        root: Main
        \(urls)
        flows:
          Main:
            stack: { root: Home }
        screens:
          Home:
            links: { openA: { push: A }, openB: { push: B } }
        \(screens)
        """
    }

    @Test func urlSyntaxPointsIntoAPlainPattern() {
        let yaml = graph("""
          A:
            url: /a//b
        """)
        let found = S.findings(.urlSyntax, in: yaml)
        #expect(S.places(found) == ["12:12"])
        #expect(found.first?.message.contains("remove one '/'") == true)
    }

    @Test func urlSyntaxPointsIntoAQuotedPatternWithoutEscapes() {
        let yaml = graph("""
          A:
            url: "/a/{x"
        """)
        #expect(S.places(S.findings(.urlSyntax, in: yaml)) == ["12:14"])
    }

    @Test func urlSyntaxPointsAtTheScalarWhenTheQuotedTextHasEscapes() {
        let yaml = graph("""
          A:
            url: "/\\u00e9/{x"
        """)
        #expect(S.places(S.findings(.urlSyntax, in: yaml)) == ["12:10", "12:10"])
    }

    @Test func urlSyntaxPointsIntoTheLongFormAndLists() {
        let yaml = graph("""
          A:
            url:
              - /ok
              - { pattern: "/a b", via: Main }
        """)
        #expect(S.places(S.findings(.urlSyntax, in: yaml)) == ["14:23"])
    }

    @Test func anUnknownParameterIsReportedAtItsBraceWithASuggestion() {
        let yaml = graph("""
          A:
            params: { recipeID: UUID }
            url: /recipes/{recipeId}?x={recipeID}
        """)
        let found = S.findings(.urlUnknownParam, in: yaml)
        #expect(S.places(found) == ["13:19"])
        #expect(found.first?.message.contains("did you mean 'recipeID'") == true)
    }

    @Test func aParameterBoundTwiceIsReportedWithANoteAtTheFirst() {
        let yaml = graph("""
          A:
            params: { id: Int }
            url: /a/{id}?id={id}
        """)
        let found = S.findings(.urlUnknownParam, in: yaml)
        #expect(S.places(found) == ["13:21"])
        #expect(found.first?.notes.map { "\($0.location.line):\($0.location.column)" } == ["13:13"])
    }

    @Test func anAppTypeCannotBeBoundByAURL() {
        let yaml = graph("""
          A:
            params: { id: Recipe.ID }
            url: /a/{id}
        """)
        let found = S.findings(.urlParamType, in: yaml)
        #expect(S.places(found) == ["13:13"])
        #expect(found.first?.notes.first?.location.line == 12)
    }

    @Test func anOptionalCannotFillAPathSegmentButMayFillAQueryItem() {
        let yaml = graph("""
          A:
            params: { id: Int?, page: Int? }
            url: /a/{id}?page={page}
        """)
        let found = S.findings(.urlParamType, in: yaml)
        #expect(S.places(found) == ["13:13"])
        #expect(found.first?.message.contains("'?id={id}'") == true)
    }

    @Test func everyBuiltinTypeAndItsOptionalInTheQueryIsAccepted() {
        let yaml = graph("""
          A:
            params: { s: String, i: Int, d: Double, b: Bool, u: UUID, l: URL, o: Int?, p: { type: Double, default: 1 } }
            url: /a/{s}/{i}/{d}/{b}/{u}/{l}?o={o}&p={p}
          B: {}
        """)
        let analysis = S.analyze(yaml)
        #expect(!analysis.diagnostics.hasErrors)
        #expect(analysis.deepLinks?.routes.first?.pattern.query.map(\.isRequired) == [false, false])
    }

    @Test func aMissingRequiredParameterIsReportedAtThePatternWithNotes() {
        let yaml = graph("""
          A:
            params: { recipeID: UUID, page: { type: Int, default: 1 }, note: String? }
            url: /ratings?page={page}
        """)
        let found = S.findings(.urlMissingParam, in: yaml)
        #expect(S.places(found) == ["13:10"])
        #expect(found.first?.message.contains("'recipeID'") == true)
        #expect(found.first?.message.contains("'note'") == false)
        #expect(found.first?.notes.map(\.location.line) == [12])
    }

    @Test func conflictingPatternsAreReportedAtTheLaterWithANoteAtTheEarlier() {
        let yaml = graph("""
          A:
            params: { id: Int }
            url: /u/{id}
          B:
            params: { name: String }
            url: /u/{name}
        """)
        let found = S.findings(.urlConflict, in: yaml)
        #expect(S.places(found) == ["16:10"])
        #expect(found.first?.notes.map { "\($0.location.line):\($0.location.column)" } == ["13:10"])
        #expect(found.first?.message.contains("'/u/42'") == true)
    }

    @Test func theSamePatternTwiceConflicts() {
        let yaml = graph("""
          A:
            url: [/a, /a]
        """)
        let found = S.findings(.urlConflict, in: yaml)
        #expect(S.places(found) == ["12:15"])
        #expect(found.first?.message.contains("matches exactly the URLs") == true)
    }

    @Test func aLiteralBesideAParameterIsNoConflict() {
        let yaml = graph("""
          A:
            url: /posts/new
          B:
            params: { slug: String }
            url: /posts/{slug}
        """)
        #expect(S.findings(.urlConflict, in: yaml).isEmpty)
    }

    @Test func schemesAndHostsMustBeSane() {
        let yaml = graph("", urls: "urls: { schemes: [app, 'app://', https], hosts: ['https://x.com/a', 'x.com:80', 'a b', x.com, X.COM] }")
        let found = S.findings(.invalidValue, in: yaml)
        #expect(found.count == 6)
        #expect(found.map(\.location.line) == Array(repeating: 4, count: 6))
        #expect(found[0].message.contains("write 'app'"))
        #expect(found[1].message.contains("'hosts'"))
        #expect(found[2].message.contains("write 'x.com'"))
        #expect(found[3].message.contains("write 'x.com'"))
        #expect(found[5].message.contains("listed twice"))
    }
}
