import Foundation
import NavGenRuntime
import Testing

@Suite("DeepLinkRouter: links and URLs")
struct DeepLinkRouterTests {
    enum Link: Hashable, Sendable {
        case item(id: Int, tab: String?)
        case about
    }

    static let router = DeepLinkRouter<Link>(schemes: ["shop"], hosts: ["shop.example.com"]) { routes in
        routes.add("/items/{id}?tab={tab}", ["id": .int, "tab": .string.optional]) { match in
            guard let id = match.int("id") else { return nil }
            return .item(id: id, tab: match.string("tab"))
        }
        routes.add("/about") { _ in .about }
    }

    @Test func resolvesFoundationURLs() throws {
        #expect(Self.router.resolve(try #require(URL(string: "shop://items/7?tab=reviews"))) == .item(id: 7, tab: "reviews"))
        #expect(Self.router.resolve(try #require(URL(string: "https://shop.example.com/about/"))) == .about)
        #expect(Self.router.resolve(try #require(URL(string: "https://shop.example.com/items/x"))) == nil)
    }

    @Test func buildsURLsThatResolveBack() throws {
        let url = try #require(Self.router.url("/items/{id}?tab={tab}", ["id": "7", "tab": "a b&c"]) { $0 == .item(id: 7, tab: "a b&c") })
        #expect(url.absoluteString == "shop://items/7?tab=a%20b%26c")
        #expect(Self.router.url("/items/{id}?tab={tab}", ["id": "7", "tab": nil]) { _ in true }?.absoluteString == "shop://items/7")
    }

    @Test func refusesAURLThatDoesNotResolveToTheExpectedLink() {
        #expect(Self.router.url("/items/{id}?tab={tab}", ["id": "7", "tab": ""]) { $0 == .item(id: 7, tab: "") } == nil)
        #expect(Self.router.url("/items/{id}?tab={tab}", ["id": nil]) { _ in true } == nil)
    }
}

@Suite("DeepLinkRouter: URLs of every pattern form")
struct DeepLinkRouterURLFormTests {
    static let router = DeepLinkRouter<String>(schemes: ["app"], hosts: []) { routes in
        for pattern in [
            "https://{instance}/@{handle}", "/files/{path...}", "/search?tag={tags}&type=totp", "/docs#/section/{name}",
            "/any/*", "/items/{id}.json",
        ] {
            routes.add(pattern, ["handle": .string, "tags": .string.list, "name": .string, "id": .int]) { match in
                match.pattern.text + " " + match.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
                    + match.lists.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value.joined(separator: "|"))" }.joined()
            }
        }
    }

    private func url(_ pattern: String, _ values: [String: String?], lists: [String: [String]] = [:]) -> String? {
        Self.router.url(pattern, values, lists: lists) { $0.hasPrefix(pattern + " ") }?.absoluteString
    }

    @Test func everyFormRoundTrips() {
        #expect(url("https://{instance}/@{handle}", ["instance": "mastodon.social", "handle": "a b"]) == "https://mastodon.social/@a%20b")
        #expect(url("/files/{path...}", ["path": "a/b c/d"]) == "app://files/a/b%20c/d")
        #expect(url("/search?tag={tags}&type=totp", [:], lists: ["tags": ["x", "y z"]]) == "app://search?tag=x&tag=y%20z&type=totp")
        #expect(url("/docs#/section/{name}", ["name": "intro"]) == "app://docs#section/intro")
        #expect(url("/items/{id}.json", ["id": "7"]) == "app://items/7.json")
    }

    @Test("no URL is ever written with a placeholder: a missing value or a wildcard gives none")
    func noPlaceholders() {
        #expect(url("https://{instance}/@{handle}", ["handle": "a"]) == nil)
        #expect(url("/any/*", [:]) == nil)
        #expect(url("/files/{path...}", ["path": ""]) == nil)
    }
}
