import Foundation
import Testing

/// `large.nav.yaml` has 261 screens, past the 200 at which navgen splits every
/// `switch` over screens into parts and writes `Screen`'s `==` and `hash(into:)`
/// out itself. These tests drive every screen through those parts.
@MainActor
@Suite("A graph past the chunking threshold")
struct LargeGraphTests {
    /// Two different values of every item screen, in the graph's order.
    static let items: [(Large.Screen, Large.Screen)] = (0..<260).map { index in
        switch index % 3 {
        case 0: return (item(index, id: 1), item(index, id: 2))
        case 1: return (item(index, name: "a b", flag: nil), item(index, name: "a b", flag: true))
        default: return (item(index), .home)
        }
    }

    @Test("equality tells every case and every parameter apart")
    func equality() {
        let all = Self.items.map(\.0)
        for (index, screen) in all.enumerated() {
            #expect(screen == screen)
            #expect(screen != all[(index + 1) % all.count])
            #expect(screen != .home)
        }
        for (first, second) in Self.items { #expect(first != second) }
    }

    @Test("hashes agree with equality, and a set keeps every screen once")
    func hashing() {
        let all = Self.items.map(\.0) + Self.items.map(\.1)
        let set = Set(all + all)
        let secondValues = Self.items.filter { $0.1 != .home }.count
        #expect(set.count == Self.items.count + secondValues + 1)
        for screen in all { #expect(set.contains(screen)) }
    }

    @Test("every screen's url resolves back to it, and open pushes it")
    func urlsRoundTrip() throws {
        for (screen, _) in Self.items {
            let url = try #require(screen.url)
            #expect(Large.resolve(url)?.screen == screen, "\(url)")
            let main = Large.MainCoordinator()
            #expect(main.open(url) == .opened)
            #expect(main.path == [screen])
        }
        #expect(Large.Screen.home.url == nil)
    }

    @Test("the last screen is reached through the last part of every dispatch")
    func lastScreen() throws {
        let main = Large.MainCoordinator()
        main.openItem259(name: "z")
        #expect(main.path == [.item259(name: "z")])
        #expect(main.open(try #require(URL(string: "large://items259/x?flag=false"))) == .opened)
        #expect(main.path == [.item259(name: "x", flag: false)])
        #expect(main.open(try #require(URL(string: "large://items258/7"))) == .opened)
        #expect(main.path == [.item258(id: 7)])
    }

    private static func item(_ index: Int, id: Int) -> Large.Screen { screen(index, ["id": id]) }
    private static func item(_ index: Int, name: String, flag: Bool?) -> Large.Screen { screen(index, ["name": name, "flag": flag as Any]) }
    private static func item(_ index: Int) -> Large.Screen { screen(index, [:]) }

    /// The screen `Item<index>` with `values`, built through its deep link so the
    /// test does not spell 260 cases.
    private static func screen(_ index: Int, _ values: [String: Any]) -> Large.Screen {
        var text = "large://items\(index)"
        if let id = values["id"] as? Int { text += "/\(id)" }
        if let name = values["name"] as? String {
            text += "/" + name.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            if let flag = values["flag"] as? Bool { text += "?flag=\(flag)" }
        }
        return Large.resolve(URL(string: text)!)!.screen
    }
}
