@testable import NavGenCore
import NavGenRuntime
import Testing

/// Each pattern form of spec 1.1 F as Apple's components write it.
@Suite("AASA components of a pattern")
struct AppLinkComponentTests {
    private func components(_ text: String, _ parameters: [String: URLParameter] = [:]) -> [AppLinkComponent] {
        AppLinkComponent.components(of: DeepLinkPattern(text, parameters), comment: "")
    }

    @Test func parametersAndWildcardsAreStars() {
        #expect(components("/recipes/{id}/ratings", ["id": .uuid]).map(\.path) == ["/recipes/*/ratings"])
        #expect(components("/a/*/b").map(\.path) == ["/a/*/b"])
        #expect(components("/files/{path...}").map(\.path) == ["/files/*"])
        #expect(components("/docs/**").map(\.path) == ["/docs/*"])
        #expect(components("/").map(\.path) == ["/"])
    }

    @Test func partialSegmentsKeepTheirLiteralParts() {
        #expect(components("https://mastodon.social/@{handle}/{statusID}", ["handle": .string, "statusID": .int]).map(\.path) == ["/@*/*"])
        #expect(components("/api/v{major}/{id}.json", ["major": .int, "id": .int]).map(\.path) == ["/api/v*/*.json"])
    }

    @Test func literalsArePercentEncodedAsURLsCarryThem() {
        #expect(components("/caf%C3%A9/a%3Fb").map(\.path) == ["/caf%C3%A9/a%3Fb"])
    }

    @Test func literalQueryItemsAndRequiredParametersAreTheQueryDictionary() {
        let found = components("/add?type=totp&secret={secret}&issuer={issuer}", ["secret": .string, "issuer": URLParameter.string.optional])
        #expect(found.count == 1)
        #expect(found[0].query == [.init(name: "type", value: "totp"), .init(name: "secret", value: "?*")])
        #expect(found[0].fragment == nil)
    }

    @Test func aFragmentIsMatchedWithAndWithoutItsLeadingSlash() {
        let found = components("/docs#intro/{section}", ["section": .string])
        #expect(found.map(\.path) == ["/docs", "/docs"])
        #expect(found.map(\.fragment) == ["intro/*", "/intro/*"])
    }

    @Test func jsonKeysAreInApplesOrder() {
        let component = components("/add?type=totp#x")[0]
        guard case .object(let fields) = component.json else { Issue.record("not an object"); return }
        #expect(fields.map(\.0) == ["/", "?", "#", "comment"])
        #expect(AppLinkComponent.exclusion(of: "/a", comment: "c").json.serialized() == #"{"/":"/a","exclude":true,"comment":"c"}"#)
    }

    @Test func applesWildcards() {
        #expect(AppLinkWildcard.matches("/buy/*", "/buy/"))
        #expect(AppLinkWildcard.matches("/buy/*", "/buy/a/b"))
        #expect(!AppLinkWildcard.matches("/buy/*", "/buy"))
        #expect(AppLinkWildcard.matches("????", "1234"))
        #expect(!AppLinkWildcard.matches("????", "123"))
        #expect(AppLinkWildcard.matches("?*", "x"))
        #expect(!AppLinkWildcard.matches("?*", ""))
        #expect(AppLinkWildcard.matches("/@*/*", "/@ann/42"))
        #expect(!AppLinkWildcard.matches("/About", "/about"))
        #expect(AppLinkWildcard.matches("/About", "/about", ignoringCase: true))
    }
}
