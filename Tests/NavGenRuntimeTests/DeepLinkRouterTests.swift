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
