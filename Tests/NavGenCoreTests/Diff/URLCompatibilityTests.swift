import Testing
@testable import NavGenCore
import NavGenRuntime

@Suite("navgen diff: published URLs")
struct URLCompatibilityTests {
    typealias S = DiffTestSupport
    typealias L = DiffTestSupport.Link

    private func diff(_ old: [L], _ new: [L], oldSchemes: [String] = ["app"], newSchemes: [String] = ["app"],
                      oldIgnoresCase: Bool = false) -> [DiffFinding] {
        S.findings(old: S.side(old, file: "old.nav.yaml", schemes: oldSchemes, ignoresCase: oldIgnoresCase),
                   new: S.side(new, file: "new.nav.yaml", schemes: newSchemes))
    }

    private func summary(_ findings: [DiffFinding]) -> [String] {
        findings.map { "\($0.rule.id) \($0.location.line) \($0.example ?? "")" }
    }

    @Test func aRemovedPatternIsRefusedWithAURLItResolved() {
        let found = diff([L("/a", "A"), L("/b/{id}", "B", ["id": .int])], [L("/a", "A")])
        #expect(summary(found) == ["diff-url-refused 2 https://example.com/b/42"])
        #expect(found[0].message.contains("opens 'B' (pattern '/b/{id}') but the new graph refuses it: no pattern matches the path '/b/42'"))
    }

    @Test func additionsAndWideningBreakNoURL() {
        let old = [L("/a", "A"), L("/n/{n}", "N", ["n": .int]), L("/s?page={page}", "S", ["page": URLParameter.int.optional])]
        let new = [L("/a", "A"), L("/n/{n}", "N", ["n": .string]), L("/s?page={page}", "S", ["page": URLParameter.double.optional]),
                   L("/b", "B"), L("/c/{id}", "C", ["id": .uuid])]
        #expect(diff(old, new).isEmpty)
    }

    @Test func aTypeNarrowedFromStringToIntIsNarrowedWithAURLTheIntRefuses() {
        let found = diff([L("/p/{id}", "P", ["id": .string])], [L("/p/{id}", "P", ["id": .int])])
        #expect(summary(found) == ["diff-url-narrowed 1 https://example.com/p/x"])
        #expect(found[0].message.contains("the pattern '/p/{id}' reads 'id' as Int, not String"))
        #expect(found[0].notes.map(\.location.file) == ["new.nav.yaml"])
    }

    @Test func aNewLiteralTakesURLsFromAParameterByPrecedence() {
        let found = diff([L("/p/{slug}", "Product", ["slug": .string])],
                         [L("/p/{slug}", "Product", ["slug": .string]), L("/p/sale", "Sale")])
        #expect(summary(found) == ["diff-url-retargeted 1 https://example.com/p/sale"])
        #expect(found[0].message.contains("but the new graph opens 'Sale' (pattern '/p/sale')"))
    }

    @Test func aNewPartialSegmentTakesTheURLsItsPrefixMatches() {
        let found = diff([L("/{user}", "User", ["user": .string])],
                         [L("/{user}", "User", ["user": .string]), L("/@{handle}", "Profile", ["handle": .string])])
        #expect(summary(found) == ["diff-url-retargeted 1 https://example.com/@x"])
    }

    @Test func aTextInTwoPartialSegmentsIsWalked() {
        // '@x.json' is in both partials: only a text made of both tells the retarget.
        let found = diff([L("/@{handle}", "Profile", ["handle": .string])], [L("/{id}.json", "Export", ["id": .string])])
        #expect(summary(found) == ["diff-url-refused 1 https://example.com/@x", "diff-url-retargeted 1 https://example.com/@x.json"])
    }

    @Test func aCatchAllNarrowedToAWildcardRefusesLongerPathsAndBindsNothing() {
        let found = diff([L("/files/{path...}", "Files")], [L("/files/*", "Files")])
        #expect(summary(found) == ["diff-url-reparsed 1 https://example.com/files/x", "diff-url-refused 1 https://example.com/files/x/x"])
        #expect(found[0].message.contains("the new graph no longer reads 'path' from it (it was 'x')"))
    }

    @Test func aCatchAllThatTakesFewerSegmentsReparsesTheURL() {
        let found = diff([L("/f/{path...}", "Files")], [L("/f/{path...}", "Files"), L("/f/{first}/{path...}", "Files", ["first": .string])])
        #expect(summary(found) == ["diff-url-reparsed 1 https://example.com/f/x/x"])
        #expect(found[0].message.contains("'path' is 'x' in the new graph, not 'x/x'"))
    }

    @Test func aRemovedLiteralQueryItemPatternIsRefused() {
        let old = [L("/auth?type=totp", "Totp"), L("/auth?type=hotp", "Hotp")]
        let found = diff(old, [L("/auth?type=totp", "Totp")])
        #expect(summary(found) == ["diff-url-refused 2 https://example.com/auth?type=hotp"])
    }

    @Test func aHostParameterNarrowedToALiteralHostRefusesOtherHosts() {
        let found = diff([L("https://{instance}/@{handle}", "Profile", ["handle": .string])],
                         [L("https://social.example/@{handle}", "Profile", ["handle": .string])])
        // The literal host's own URLs still open Profile, without the host's value.
        #expect(summary(found) == ["diff-url-refused 1 https://example.com/@x", "diff-url-reparsed 1 https://social.example/@x"])
    }

    @Test func aNarrowedFragmentParameterIsNarrowed() {
        let found = diff([L("/docs#section/{id}", "Docs", ["id": .string])], [L("/docs#section/{id}", "Docs", ["id": .int])])
        #expect(summary(found) == ["diff-url-narrowed 1 https://example.com/docs#section/x"])
    }

    @Test func anEnumThatLostAValueIsNarrowed() {
        let found = diff([L("/add/{kind}", "Add", ["kind": .oneOf(["totp", "hotp"])])], [L("/add/{kind}", "Add", ["kind": .oneOf(["totp"])])])
        #expect(summary(found) == ["diff-url-narrowed 1 https://example.com/add/hotp"])
        #expect(found[0].message.contains("reads 'kind' as one of [totp], not one of [totp, hotp]"))
    }

    @Test func aListNarrowedToIntsIsNarrowed() {
        let found = diff([L("/tags?tag={tags}", "Tags", ["tags": URLParameter.string.list])], [L("/tags?tag={tags}", "Tags", ["tags": URLParameter.int.list])])
        #expect(summary(found) == ["diff-url-narrowed 1 https://example.com/tags?tag=x"])
    }

    @Test func aQueryItemThatLostItsDefaultIsNarrowed() {
        let found = diff([L("/s?page={page}", "S", ["page": URLParameter.int.optional])], [L("/s?page={page}", "S", ["page": .int])])
        #expect(summary(found) == ["diff-url-narrowed 1 https://example.com/s"])
        #expect(found[0].message.contains("now requires 'page'"))
    }

    @Test func aSchemeDroppedFromURLsRefusesItsURLs() {
        let found = diff([L("/a", "A")], [L("/a", "A")], oldSchemes: ["app", "legacy"])
        #expect(summary(found) == ["diff-url-refused 1 legacy://a"])
        #expect(found[0].message.contains("the scheme 'legacy' is not one of 'urls.schemes' (app)"))
    }

    @Test func literalsThatNoLongerIgnoreCaseRefuseOtherCases() {
        let found = diff([L("/about", "About")], [L("/about", "About")], oldIgnoresCase: true)
        #expect(summary(found) == ["diff-url-refused 1 https://example.com/ABOUT"])
    }

    @Test func aScopedPatternTakesURLsFromAnUnscopedOne() {
        let found = diff([L("/a/{id}", "A", ["id": .string])], [L("/a/{id}", "A", ["id": .string]), L("app://a/{id}", "B", ["id": .string])])
        #expect(summary(found) == ["diff-url-retargeted 1 app://a/x"])
    }

    @Test func eachPairOfPatternsIsReportedOnce() {
        let old = (0..<50).map { L("/item\($0)/{id}", "Item", ["id": .string]) }
        let new = (0..<50).map { L("/item\($0)/{id}", "Item", ["id": .uuid]) }
        let found = diff(old, new)
        #expect(found.count == 50)
        #expect(Set(found.map(\.rule)) == [.urlNarrowed])
    }
}
