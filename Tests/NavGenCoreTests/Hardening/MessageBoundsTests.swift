import NavGenCore
import Testing

/// A diagnostic is one line of reasonable length whatever the graph holds: a huge
/// value is quoted as an excerpt and a line break inside a value is escaped, so
/// `FILE:LINE:COLUMN: error: ...` stays one line that Xcode and CI can read.
///
/// Found by `Scripts/check-limits.sh`: a 10 MB URL pattern made a 10 MB message,
/// because the URL rules (and most others) quoted values whole.
@Suite("Message bounds")
struct MessageBoundsTests {
    static let huge = String(repeating: "A", count: 200_000)

    /// Graphs with `HUGE` where a long value goes: names, references, types, URL
    /// patterns, schemes, hosts, keys, titles, arguments.
    static let graphs: [String] = [
        "navgen: 1\nname: HUGE-\nroot: Home\nscreens:\n  Home: {}\n",
        "navgen: 1\nname: App\nroot: HUGE\nscreens:\n  Home: {}\n",
        "navgen: 1\nname: App\nroot: Home\nscreens:\n  Home: {}\n  HUGE: {}\n",
        "navgen: 1\nname: App\nroot: Home\nscreens:\n  Home: { links: { HUGE: { push: Home } } }\n",
        "navgen: 1\nname: App\nroot: Home\nscreens:\n  Home: { links: { go: { push: HUGE } } }\n",
        "navgen: 1\nname: App\nroot: Home\nscreens:\n  Home: { params: { HUGE: Int } }\n",
        "navgen: 1\nname: App\nroot: Home\nscreens:\n  Home: { params: { id: HUGE } }\n",
        "navgen: 1\nname: App\nroot: Home\nscreens:\n  Home: { params: { id: { type: Int, default: HUGE } } }\n",
        "navgen: 1\nname: App\nroot: Home\nurls: { schemes: [app] }\nscreens:\n  Home: { url: \"/{HUGE\" }\n",
        "navgen: 1\nname: App\nroot: Home\nurls: { schemes: [app] }\nscreens:\n  Home: { url: \"/x/HUGE{id}\" }\n",
        "navgen: 1\nname: App\nroot: Home\nurls: { schemes: [app] }\nscreens:\n  Home: { url: \"/x?HUGE\" }\n",
        "navgen: 1\nname: App\nroot: Home\nurls: { schemes: [app] }\nscreens:\n  Home: { url: \"/x/{HUGE}\" }\n",
        "navgen: 1\nname: App\nroot: Home\nurls: { schemes: [app] }\nscreens:\n  Home: { url: { pattern: /x, via: HUGE } }\n",
        "navgen: 1\nname: App\nroot: Home\nurls: { schemes: [\"HUGE://\"] }\nscreens:\n  Home: { url: /x }\n",
        "navgen: 1\nname: App\nroot: Home\nurls: { schemes: [HUGE, HUGE] }\nscreens:\n  Home: { url: /x }\n",
        "navgen: 1\nname: App\nroot: Home\nurls: { hosts: [\"HUGE/x\"] }\nscreens:\n  Home: { url: /x }\n",
        "navgen: 1\nname: App\nroot: Home\nHUGE: 1\nscreens:\n  Home: {}\n",
        "navgen: 1\nname: App\nroot: Home\nscreens:\n  Home: {}\n  Home: {}\nHUGE: 1\nHUGE: 2\n",
        "navgen: 1\nname: App\nroot: Home\nscreens: !HUGE\n  Home: {}\n",
        "navgen: HUGE\nname: App\nroot: Home\nscreens:\n  Home: {}\n",
        "navgen: 1\nname: App\nroot: Main\nscreens:\n  Home: {}\nflows:\n  Main: { tabs: [ { screen: Home, title: HUGE, icon: HUGE, HUGE: 1 } ] }\n",
        "navgen: 1\nname: App\nroot: Main\nscreens:\n  Home: { params: { id: Int } }\nflows:\n  Main: { stack: { root: Home, args: { id: HUGE, HUGE: 1 } } }\n",
        "navgen: 1\nname: App\nroot: Home\nscreens:\n  Home: { links: { go: { HUGE: Home } } }\n",
        "navgen: 1\nname: App\nroot: Home\nscreens:\n  Home: { links: { go: HUGE } }\n",
    ]

    @Test(arguments: graphs.indices)
    func hugeValuesAreQuotedAsExcerpts(_ index: Int) {
        let text = Self.graphs[index].replacingOccurrences(of: "HUGE", with: Self.huge)
        let found = diagnostics(ofBytes: Array(text.utf8))
        #expect(!found.isEmpty)
        let messages = found.flatMap { [$0.message] + $0.notes.map(\.message) }
        for message in messages {
            #expect(message.utf8.count <= 1_100, "graph \(index): a message of \(message.utf8.count) bytes: \(message.prefix(120))…")
        }
    }

    /// Line breaks and other control characters in a value, written with YAML escapes.
    static let breakingValues = [#""/a\nb{""#, #""a\rb""#, #""a\u2028b""#, #""a\u0085b""#, #""x\ty""#]

    @Test(arguments: breakingValues)
    func messagesStayOnOneLine(_ value: String) {
        let graphs = [
            "navgen: 1\nname: \(value)\nroot: Home\nscreens:\n  Home: {}\n",
            "navgen: 1\nname: App\nroot: Home\nurls: { schemes: [\(value)], hosts: [\(value)] }\nscreens:\n  Home: { url: \(value) }\n",
            "navgen: 1\nname: App\nroot: \(value)\nscreens:\n  Home: { links: { \(value): { push: \(value) } } }\n  \(value): {}\n",
        ]
        for graph in graphs {
            let found = diagnostics(ofBytes: Array(graph.utf8))
            #expect(!found.isEmpty)
            for line in found.flatMap({ [$0.message] + $0.notes.map(\.message) }) {
                #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" },
                        "a control character in: \(line.debugDescription)")
            }
        }
    }
}
