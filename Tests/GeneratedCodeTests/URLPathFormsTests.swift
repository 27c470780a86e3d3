import Foundation
import Testing

/// The generated resolver of `urlpaths.nav.yaml` on the path forms of spec 1.1 section F
/// (full URLs with host capture, partial segments, wildcards and catch-alls, literal query
/// items, fragments, dot segments, precedence), `MainCoordinator.open(_:)`, and
/// `Screen.url` round trips, including random values.
@MainActor
@Suite("URLPaths: the path forms of 1.1 F in generated code")
struct URLPathFormsTests {
    private func screen(_ text: String) -> URLPaths.Screen? {
        URLPaths.resolve(URL(string: text)!)?.screen
    }

    @Test("F.1 full URLs: a captured host, a literal scheme outside 'urls', scoped patterns")
    func fullURLPatternsAreScoped() {
        #expect(screen("https://Mastodon.Social/@swift/109") == .status(instance: "mastodon.social", handle: "swift", statusID: 109))
        #expect(screen("http://mastodon.social/@swift/109") == nil, "http and https are distinct")
        #expect(screen("otpauth://totp/alice?secret=S3") == .token(label: "alice", secret: "S3"))
        #expect(screen("otpauth://settings/account_security") == nil)
        #expect(screen("paths://people/ada") == .profile(handle: "ada"))
        #expect(screen("https://paths.example.com/people/ada") == nil, "scoped to the 'paths' scheme")
        #expect(screen("paths://mastodon.social/tags/swift") == nil)
    }

    @Test("F.3 partial segments: '@{handle}', '{id}.json' and 'v{major}', each beating a plain parameter")
    func partialSegments() {
        #expect(screen("https://paths.example.com/@ada") == .profile(handle: "ada"))
        #expect(screen("paths://@ada") == nil, "'@' ends a URL's user information: the host is 'ada'")
        #expect(screen("paths://files/7.json") == .file(id: 7))
        #expect(screen("paths://files/x.json") == .fileByName(name: "x.json"))
        #expect(screen("paths://files/.json") == .fileByName(name: ".json"))
        #expect(screen("paths://v3/docs/a") == .docs(major: 3, page: "a"))
        #expect(screen("paths://vx/docs/a") == nil)
    }

    @Test("F.4 '*' takes one segment, '{page...}. and '**' one or more")
    func wildcardsAndCatchAlls() {
        #expect(screen("paths://any/x/detail") == .anyDetail)
        #expect(screen("paths://any/x/y/detail") == nil)
        #expect(screen("https://paths.example.com/v2/docs/guide/intro%20page") == .docs(major: 2, page: "guide/intro page"))
        #expect(screen("paths://v2/docs") == nil)
        #expect(screen("paths://legacy/a/b/c") == .legacy)
        #expect(screen("paths://legacy") == nil)
    }

    @Test("F.5 literal query items: the value exactly; 'type=totp' and 'type=hotp' are siblings")
    func literalQueryItems() {
        #expect(screen("paths://add?secret=S&type=totp") == .addTOTP(secret: "S"))
        #expect(screen("paths://add?type=hotp&secret=S") == .addHOTP(secret: "S"))
        #expect(screen("paths://add?type=TOTP&secret=S") == nil)
        #expect(screen("paths://add?secret=S") == nil)
    }

    @Test("F.9 fragments: '#x' is '#/x', a fragment pattern beats none, a pattern without '#' ignores it")
    func fragments() {
        #expect(screen("paths://help#/faq/billing") == .faq(topic: "billing"))
        #expect(screen("paths://help#faq/billing/") == .faq(topic: "billing"))
        #expect(screen("paths://help#contact") == .contact)
        #expect(screen("paths://help#elsewhere") == .help)
        #expect(screen("paths://help") == .help)
    }

    @Test("F.10 dot segments are removed before matching")
    func dotSegments() {
        #expect(screen("paths://files/a/../7.json") == .file(id: 7))
        #expect(screen("paths://files/%2E%2E/%2E%2E/x") == nil, "'..' above the root")
    }

    @Test("F.13 precedence: literal host, partial, parameter, then wildcard and catch-all")
    func precedence() {
        #expect(screen("paths://statuses/5?handle=ada") == .status(handle: "ada", statusID: 5))
        #expect(URLPaths.resolve(URL(string: "paths://files/7.json")!)?.pattern == "/files/{id}.json")
    }

    @Test("open(_:) pushes the resolved screen")
    func openPushes() {
        let main = URLPaths.MainCoordinator()
        #expect(main.open(URL(string: "https://fosstodon.org/@ada/42")!) == .opened)
        #expect(main.path == [.status(instance: "fosstodon.org", handle: "ada", statusID: 42)])
        #expect(main.open(URL(string: "paths://help#/faq/tax")!) == .opened)
        #expect(main.path == [.faq(topic: "tax")])
        #expect(main.open(URL(string: "paths://legacy")!) == .unmatched)
        #expect(main.path == [.faq(topic: "tax")])
    }

    nonisolated static let screens: [URLPaths.Screen] = [
        .home,
        .status(instance: "mastodon.social", handle: "swift", statusID: 109),
        .status(instance: "fosstodon.org", handle: "a b", statusID: -1),
        .profile(handle: "ada"),
        .profile(handle: "café & crème"),
        .file(id: 7),
        .file(id: .min),
        .fileByName(name: "readme"),
        .fileByName(name: "x.json"),
        .docs(major: 3, page: "guide/intro page"),
        .docs(major: 0, page: "a"),
        .token(label: "alice@example.com", secret: "S3 x"),
        .addTOTP(secret: "abc"),
        .addHOTP(secret: "a&b=c"),
        .help,
        .faq(topic: "billing"),
        .faq(topic: "a?b#c"),
        .contact,
    ]

    @Test("Screen.url builds every form and resolves back to the screen", arguments: screens)
    func screenURLRoundTrips(_ screen: URLPaths.Screen) throws {
        let url = try #require(screen.url)
        #expect(URLPaths.resolve(url)?.screen == screen, "\(url.absoluteString)")
    }

    @Test("Screen.url never writes a placeholder: a capture at its default takes the next pattern, else nil")
    func noPlaceholders() throws {
        let url = try #require(URLPaths.Screen.status(handle: "ada", statusID: 1_010_384).url)
        #expect(url.absoluteString == "paths://statuses/1010384?handle=ada")
        #expect(!url.absoluteString.contains("-"))
        #expect(URLPaths.Screen.status(instance: "Fosstodon.org", handle: "ada", statusID: 1).url == nil,
                "a captured host comes back lower-case, so no URL gives this screen back")
        #expect(URLPaths.Screen.anyDetail.url == nil, "'*' has no value to write")
        #expect(URLPaths.Screen.legacy.url == nil, "nor has '**'")
        #expect(URLPaths.Screen.fileByName(name: "").url == nil, "a segment is never empty")
        #expect(URLPaths.Screen.docs(major: 1, page: "").url == nil)
    }

    @Test("Screen.url round-trips random values of every form")
    func randomValuesRoundTrip() throws {
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09-._~!$&'()*+,;=:@/?# %é✓")
        func text() -> String { String((0..<Int.random(in: 1...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! }) }
        for _ in 0..<300 {
            let id = Int.random(in: Int.min...Int.max, using: &random)
            let candidates: [URLPaths.Screen] = [
                .status(instance: "h\(Int.random(in: 0...999, using: &random)).example", handle: text(), statusID: id),
                .profile(handle: text()), .file(id: id), .fileByName(name: text()), .docs(major: id, page: text()),
                .token(label: text(), secret: text()), .addTOTP(secret: text()), .addHOTP(secret: text()), .faq(topic: text()),
            ]
            for screen in candidates {
                guard let url = screen.url else {
                    // Only values no URL can carry give none: an empty or dot segment.
                    #expect(screen.hasUncarriableSegment, "\(screen)")
                    continue
                }
                #expect(URLPaths.resolve(url)?.screen == screen, "\(url.absoluteString)")
            }
        }
    }
}

extension URLPaths.Screen {
    /// Whether a path value is one no segment can carry: a dot segment, or one whose
    /// '/' splits it into such (a catch-all's value is split at '/').
    var hasUncarriableSegment: Bool {
        let segments: [String]
        switch self {
        case .profile(let handle): segments = [handle]   // 'paths://@…' reads as user information, so 'paths://people/…'
        case .token(let label, _): segments = [label]
        case .fileByName(let name): segments = [name]
        case .docs(_, let page): segments = page.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        case .faq(let topic): segments = [topic]
        default: segments = []
        }
        return segments.contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }
}
