import Foundation
import Testing

/// `keywords.nav.yaml`: parameters named `default`, `in`, `inout`, `class`, `self` and
/// `var`. The target compiles with warnings as errors, so building it shows the
/// generated code spells them cleanly; these tests show it still means what it says:
/// `Screen.url` uses the screen, not a `self` parameter, and values reach the
/// parameters their labels name.
@MainActor
@Suite("Parameters named after Swift keywords")
struct KeywordParameterTests {
    nonisolated static let screens: [Keywords.Screen] = [
        .item(default: 7, `inout`: true),
        .item(default: -1, in: "a b", count: 0, `inout`: false),
        .other(class: 3),
        .other(class: 3, self: "x\ty"),
        .other(class: 0, self: "café & crème"),
    ]

    @Test("every screen's url resolves back to it", arguments: screens)
    func urlRoundTrips(screen: Keywords.Screen) throws {
        let url = try #require(screen.url)
        #expect(Keywords.resolve(url)?.screen == screen, "\(url)")
    }

    @Test("a value no pattern carries (var: false) gives no url rather than another screen's")
    func valueNoPatternCarriesHasNoURL() {
        #expect(Keywords.Screen.other(class: 3, var: false).url == nil)
    }

    @Test("a URL's query items reach the parameters they name")
    func queryItemsBindByName() throws {
        let link = try #require(Keywords.resolve(URL(string: "kw://items/5?in=here&inout=true")!))
        #expect(link.screen == .item(default: 5, in: "here", count: 4, `inout`: true))
        let other = try #require(Keywords.resolve(URL(string: "kw://others/2?self=me")!))
        #expect(other.screen == .other(class: 2, self: "me", var: true))
    }

    @Test("links and their default overloads pass each value to its parameter")
    func navigationPassesValuesByLabel() {
        let main = Keywords.MainCoordinator()
        let home: any Keywords.HomeNavigation = main
        home.openOther()
        #expect(main.path == [.other(class: 3, self: "x y", var: true)])
        let other: any Keywords.OtherNavigation = main
        other.showItem(default: 9, `inout`: true)
        #expect(main.path.last == .item(default: 9, in: nil, count: 4, `inout`: true))
        let item: any Keywords.ItemNavigation = main
        item.showOther(class: 4, self: "s", var: false)
        #expect(main.path.last == .other(class: 4, self: "s", var: false))
        #expect(main.open(URL(string: "kw://others/8")!) == .opened)
        #expect(main.path == [.other(class: 8)])
    }
}
