import NavGenCore
import Testing

@Suite("Graph index")
struct GraphIndexTests {
    private static let location = SourceLocation(file: "g.nav.yaml", line: 1, column: 1)

    static func index(screens: [String], flows: [String] = []) -> GraphIndex {
        GraphIndex(NavigationGraph(
            name: Located("App", at: location), root: Located(screens.first ?? "", at: location), urls: URLConfiguration(),
            screens: screens.map { Screen(name: Located($0, at: location)) },
            flows: flows.map { Flow(name: Located($0, at: location), kind: .tabs([])) },
            file: "g.nav.yaml"))
    }

    @Test("a name finds the first screen or flow that has it")
    func firstPositionWins() {
        let index = Self.index(screens: ["Home", "Detail", "Home"], flows: ["Main", "Main", "Modal"])
        #expect(index.screenID("Home") == 0)
        #expect(index.screenID("Detail") == 1)
        #expect(index.screenID("Missing") == nil)
        #expect(index.screenIDs == [0, 1, 0])
        #expect(index.flowID("Modal") == 2)
        #expect(index.flowIDs == [0, 0, 2])
        #expect(index.isScreen("Detail") && !index.isFlow("Detail"))
    }

    /// Names are compared as `String`s are, by canonical equivalence: a decomposed
    /// `é` is the precomposed one, and U+212A KELVIN SIGN is `K`.
    @Test("names are looked up by canonical equivalence, as String equality compares them")
    func canonicallyEquivalentNamesAreOneName() {
        let index = Self.index(screens: ["Café", "\u{212A}itchen", "Cafe\u{301}", "Kitchen"])
        #expect(index.screenIDs == [0, 1, 0, 1])
        #expect(index.screenID("Cafe\u{301}") == 0)
        #expect(index.screenID("Kitchen") == 1)
        #expect(index.screenID("Cafe") == nil)
    }
}
