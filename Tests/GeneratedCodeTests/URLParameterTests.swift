import Foundation
import Testing

/// The parameter forms of format 1.1 section F in the generated code of
/// `Graphs/urlparams.nav.yaml`: fixed values (F.6), enum parameters (F.7), lists (F.8),
/// URL values' schemes (F.11) and empty query values (F.12). Each has a matching URL,
/// a near miss and, where patterns can overlap, the overlap precedence settles.
/// `NavGenCoreTests`' `URLParameterFormTests` runs the same URLs through `navgen resolve`.
@Suite("URL parameter forms (1.1 F.6, F.7, F.8, F.11, F.12)")
struct URLParameterTests {
    private static func resolve(_ url: String) -> Params.DeepLink? {
        Params.resolve(URL(string: url)!)
    }

    private static func screen(_ url: String) -> Params.Screen? {
        resolve(url)?.screen
    }

    // MARK: F.6 fixed values

    @Test("F.6: a pattern's args bind the screen's parameters for that pattern")
    func fixedValues() throws {
        let small = try #require(Self.resolve("vault://widget/small"))
        #expect(small.screen == .widget(compact: true, size: "small"))
        #expect(small.pattern == "/widget/small")
        #expect(small.steps == [.push(.widget(compact: true, size: "small"), on: .main)])
        #expect(Self.screen("https://vault.example.com/widget/large") == .widget(compact: false, size: "large"))
        // Overlap: /widget/small and /widget/{size} both match; the literal wins, with its args.
        #expect(Self.screen("vault://widget/tiny") == .widget(compact: false, size: "tiny"))
        // Near miss: literals are case-sensitive, so 'Small' is a size of the parameter pattern.
        #expect(Self.screen("vault://widget/Small") == .widget(compact: false, size: "Small"))
        #expect(Self.resolve("vault://widget") == nil)
    }

    @Test("F.6: Screen.url picks the pattern whose fixed values are the screen's")
    func fixedValuesBuildTheirURL() {
        #expect(Params.Screen.widget(compact: true, size: "small").url?.absoluteString == "vault://widget/small")
        #expect(Params.Screen.widget(compact: false, size: "large").url?.absoluteString == "vault://widget/large")
        #expect(Params.Screen.widget(compact: false, size: "tiny").url?.absoluteString == "vault://widget/tiny")
        // No pattern gives compact: true with another size.
        #expect(Params.Screen.widget(compact: true, size: "tiny").url == nil)
    }

    // MARK: F.7 enum parameters

    @Test("F.7: the generated enum's cases are lowerCamel, their raw values the texts")
    func enumDeclaration() {
        #expect(Params.AddItemKind.allCases == [.totp, .hotp, .twoFactor])
        #expect(Params.AddItemKind.twoFactor.rawValue == "two-factor")
        #expect(Params.AddItemDigits(rawValue: "eight") == .eight)
    }

    @Test("F.7: an enum matches exactly one of its texts, in a segment or the query")
    func enumValues() throws {
        let link = try #require(Self.resolve("vault://add/two-factor?digits=eight"))
        #expect(link.screen == .addItem(kind: .twoFactor, digits: .eight))
        #expect(link.steps == [.push(.addItem(kind: .twoFactor, digits: .eight), on: .main)])
        #expect(Self.screen("vault://add/totp") == .addItem(kind: .totp, digits: .six), "the default when the item is absent")
        #expect(Self.screen("vault://add/hotp?digits=") == .addItem(kind: .hotp), "an empty value is the default (F.12)")
        // Near misses: another text, another case, the case name instead of the text.
        #expect(Self.resolve("vault://add/sms") == nil)
        #expect(Self.resolve("vault://add/TOTP") == nil)
        #expect(Self.resolve("vault://add/twoFactor") == nil)
        #expect(Self.resolve("vault://add/totp?digits=seven") == nil)
    }

    @Test("F.7: Screen.url writes each case's raw value and resolves back", arguments: Params.AddItemKind.allCases)
    func enumRoundTrip(kind: Params.AddItemKind) throws {
        for digits in Params.AddItemDigits.allCases {
            let screen = Params.Screen.addItem(kind: kind, digits: digits)
            let url = try #require(screen.url)
            #expect(url.absoluteString == "vault://add/\(kind.rawValue)?digits=\(digits.rawValue)")
            #expect(Params.resolve(url)?.screen == screen)
        }
    }

    // MARK: F.8 list parameters

    @Test("F.8: a list collects every occurrence of its query item, in order; absent is []")
    func listValues() throws {
        let id = UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!
        let link = try #require(Self.resolve("vault://search?tag=b&page=2&tag=a&id=\(id.uuidString)&page=1&source=vault://x"))
        #expect(link.screen == .search(tags: ["b", "a"], pages: [2, 1], ids: [id], sources: [URL(string: "vault://x")!]))
        #expect(Self.screen("vault://search") == .search(tags: [], pages: [], ids: [], sources: []))
        #expect(Self.screen("vault://search?tag=&tag=x&tag=") == .search(tags: ["x"], pages: [], ids: [], sources: []),
                "empty elements are skipped")
        // Near misses: one element that is no value of the type, a scheme the list does not allow.
        #expect(Self.resolve("vault://search?page=1&page=two") == nil)
        #expect(Self.resolve("vault://search?source=http://example.com") == nil)
    }

    @Test("F.8: Screen.url writes one query item per element and resolves back")
    func listRoundTrip() throws {
        let screens: [Params.Screen] = [
            .search(tags: [], pages: [], ids: [], sources: []),
            .search(tags: ["a b", "c&d", "é"], pages: [3, -1, 3], ids: [UUID()], sources: [URL(string: "https://a.example/?q=1")!]),
        ]
        for screen in screens {
            let url = try #require(screen.url)
            #expect(Params.resolve(url)?.screen == screen, "\(url)")
        }
        let written = Params.Screen.search(tags: ["x", "y"], pages: [1], ids: [], sources: []).url?.absoluteString
        #expect(written == "vault://search?tag=x&tag=y&page=1")
    }

    // MARK: F.11 URL values

    @Test("F.11: a URL value is http(s) unless the parameter lists its schemes; never javascript or data")
    func urlValueSchemes() throws {
        let link = try #require(Self.resolve("vault://open?url=https://a.example/x&fallback=myapp://y"))
        #expect(link.screen == .browser(page: URL(string: "https://a.example/x")!, fallback: URL(string: "myapp://y")!))
        #expect(Self.resolve("vault://open?url=myapp://y") == nil, "the default schemes are http and https")
        #expect(Self.resolve("vault://open?url=https://a.example&fallback=http://b.example") == nil, "schemes: replaces the default")
        #expect(Self.resolve("vault://open?url=javascript:alert(1)") == nil)
        #expect(Self.resolve("vault://open?url=data:text/html,x") == nil)
        #expect(Self.screen("vault://open?url=HTTPS://a.example") == .browser(page: URL(string: "HTTPS://a.example")!), "schemes compare ignoring case")
    }

    // MARK: F.12 empty query values

    @Test("F.12: ?q= gives nil to an optional, the default to a defaulted one; a required one does not match")
    func emptyQueryValues() {
        #expect(Self.screen("vault://find?term=x&scope=&limit=") == .find(term: "x", scope: nil, limit: 20))
        #expect(Self.screen("vault://find?term=x&scope&limit") == .find(term: "x"), "'?q' with no '=' is empty too")
        #expect(Self.screen("vault://find?term=x&scope=all&limit=5") == .find(term: "x", scope: "all", limit: 5))
        #expect(Self.resolve("vault://find?term=") == nil)
        #expect(Self.resolve("vault://find?term") == nil)
        #expect(Self.resolve("vault://find?term=x&limit=many") == nil, "a value that is not empty must still parse")
    }
}
