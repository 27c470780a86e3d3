import NavGenCore
import Testing

/// `navgen.json` read with the graphs' YAML reader: settings, and located diagnostics
/// with a "did you mean" for unknown keys and misspelt values.
@Suite("navgen.json decoding")
struct NavGenConfigTests {
    static func decode(_ bytes: [UInt8]) -> (NavGenConfig?, [String]) {
        var diagnostics = DiagnosticCollector()
        let config = NavGenConfig.decode(file: "navgen.json", bytes: bytes, into: &diagnostics)
        return (config, diagnostics.sorted.map(\.description))
    }

    static func decode(_ text: String) -> (NavGenConfig?, [String]) {
        decode(Array(text.utf8))
    }

    @Test(arguments: [
        (#"{"access": "public", "warningsAsErrors": true}"#, NavGenConfig(access: .public, warningsAsErrors: true)),
        (#"{"access": "package",}"#, NavGenConfig(access: .package)),
        (#"{"access": null, "warningsAsErrors": false}"#, NavGenConfig()),
        ("{}", NavGenConfig()),
        ("{\n\t\"access\": \"internal\"\n}\n", NavGenConfig(access: .internal)),
    ])
    func readsTheSettings(_ text: String, _ expected: NavGenConfig) {
        let (config, diagnostics) = Self.decode(text)
        #expect(diagnostics == [])
        #expect(config == expected)
    }

    @Test func readsUTF8AndUTF16WithAByteOrderMark() {
        let text = #"{"access": "public"}"#
        let littleEndian = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndian = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        for bytes in [[0xEF, 0xBB, 0xBF] + Array(text.utf8), [0xFF, 0xFE] + littleEndian, [0xFE, 0xFF] + bigEndian] {
            #expect(Self.decode(bytes).0 == NavGenConfig(access: .public))
        }
    }

    @Test(arguments: [
        (#"{"acess": "public"}"#,
         "navgen.json:1:2: error: navgen.json has no key 'acess'; did you mean 'access'? (known keys: 'access', 'warningsAsErrors', 'features') [unknown-key]"),
        (#"{ "access": "open" }"#,
         #"navgen.json:1:13: error: 'access' is 'open'; write one of "public", "package", "internal" [invalid-value]"#),
        (#"{"access": "Public"}"#,
         #"navgen.json:1:12: error: 'access' is 'Public'; did you mean "public"? (one of "public", "package", "internal") [invalid-value]"#),
        (#"{"access": "private"}"#,
         #"navgen.json:1:12: error: 'access' is 'private'; write one of "public", "package", "internal" [invalid-value]"#),
        (#"{"access": ["public"]}"#,
         #"navgen.json:1:12: error: 'access' must be one of "public", "package", "internal", not a list [invalid-value]"#),
        ("{\n  \"access\": \"public\",\n  \"warningsAsErrors\": \"yes\"\n}",
         "navgen.json:3:23: error: 'warningsAsErrors' must be true or false, not 'yes' [invalid-value]"),
        (#"{"warningsAsErrors": {}}"#,
         "navgen.json:1:22: error: 'warningsAsErrors' must be true or false, not a mapping [invalid-value]"),
        ("[1]", "navgen.json:1:1: error: navgen.json must hold one JSON object, not a list [invalid-value]"),
        (#""public""#, "navgen.json:1:1: error: navgen.json must hold one JSON object, not a scalar [invalid-value]"),
        ("", #"navgen.json:1:1: error: navgen.json is empty; write one JSON object, such as { "access": "public" } [invalid-value]"#),
    ])
    func reportsEachProblemWhereItIs(_ text: String, _ expected: String) {
        let (config, diagnostics) = Self.decode(text)
        #expect(config == nil)
        #expect(diagnostics == [expected])
    }

    @Test func reportsEveryProblemOfTheFile() {
        let (config, diagnostics) = Self.decode(#"{"acess": "public", "warningsAsErrors": 1}"#)
        #expect(config == nil)
        #expect(diagnostics.count == 2)
    }

    @Test(arguments: [#"{"access": "public""#, #"{"access" "public"}"#, #"{"access": "public", "access": "package"}"#])
    func syntaxErrorsAndDuplicateKeysAreLocated(_ text: String) {
        let (config, diagnostics) = Self.decode(text)
        #expect(config == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("navgen.json:1:") == true)
    }
}
