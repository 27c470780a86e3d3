@testable import NavGenCore
import Testing

@Suite("Deep-link step prefixes")
struct DeepLinkStepPrefixesTests {
    static func text(_ string: String) -> ExpressionText {
        var text = ExpressionText()
        text.append(string)
        return text
    }

    static let id = DeepLinkStepPrefixes.Variable(name: "id", type: "Int")

    @Test("a step is one node per parent, text and variables, across table growth")
    func stepsAreNodesOfTheirParent() {
        var prefixes = DeepLinkStepPrefixes(reservingNodes: 4)
        let first = (0..<2_000).map { prefixes.node(after: nil, text: Self.text(".select(.tab\($0))"), variables: []) }
        #expect(first == Array(0..<2_000))
        #expect((0..<2_000).map { prefixes.node(after: nil, text: Self.text(".select(.tab\($0))"), variables: []) } == first)
        let pushed = prefixes.node(after: 7, text: Self.text(".push(.detail(id: id), on: .main)"), variables: [Self.id])
        #expect(pushed == 2_000)
        #expect(prefixes.node(after: 7, text: Self.text(".push(.detail(id: id), on: .main)"), variables: [Self.id]) == pushed)
        #expect(prefixes.node(after: 8, text: Self.text(".push(.detail(id: id), on: .main)"), variables: [Self.id]) == 2_001)
        #expect(prefixes.node(after: 7, text: Self.text(".push(.detail(id: id), on: .main)"),
                              variables: [.init(name: "id", type: "String")]) == 2_002)
        #expect(prefixes.node(after: 7, text: Self.text(".push(.detail(id: id), on: .main)"), variables: []) == 2_003)
    }

    @Test("steps whose texts are canonically equivalent are one node, ASCII or not, whichever comes first",
          arguments: [("\"K\"", "\"\u{212A}\""), ("\"\u{212A}\"", "\"K\""), ("\"Café\"", "\"Cafe\u{301}\""), ("\"Cafe\u{301}\"", "\"Café\"")])
    func equivalentTextsShareANode(first: String, second: String) {
        var prefixes = DeepLinkStepPrefixes(reservingNodes: 4)
        let node = prefixes.node(after: nil, text: Self.text(".push(.note(title: \(first)), on: .main)"), variables: [])
        #expect(prefixes.node(after: nil, text: Self.text(".push(.note(title: \(second)), on: .main)"), variables: []) == node)
        #expect(prefixes.node(after: nil, text: Self.text(".push(.note(title: \"Cafe\"), on: .main)"), variables: []) == node + 1)
    }
}
