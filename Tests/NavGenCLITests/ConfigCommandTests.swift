import Foundation
import Testing

/// `--config navgen.json`: every problem is one `PATH: error: MESSAGE` line and exit 1.
/// A JSON syntax error names its place as navgen always has ("Invalid value around
/// character 11"), in UTF-8 bytes after any byte-order mark.
@Suite("navgen.json")
struct ConfigCommandTests {
    static let graph = "navgen: 1\nname: App\nroot: Main\nscreens:\n  Home: {}\nflows:\n  Main: { stack: { root: Home } }\n"

    /// A file's bytes and the message navgen gives for it.
    struct Case: CustomTestStringConvertible, Sendable {
        var bytes: [UInt8]
        var message: String
        var testDescription: String { String(decoding: bytes, as: UTF8.self).debugDescription }

        init(_ text: String, _ message: String) {
            self.init(bytes: Array(text.utf8), message)
        }

        init(bytes: [UInt8], _ message: String) {
            self.bytes = bytes
            self.message = message
        }
    }

    static let invalid: [Case] = [
        Case(#"{"access": x}"#, "not valid JSON (Invalid value around character 11)"),
        Case("{\"access\": \"public\",\n  \"warningsAsErrors\": tru }", "not valid JSON (Invalid value around character 46)"),
        Case(#"{"access": tru}"#, "not valid JSON (Unexpected end of file during JSON parse)"),
        Case(#"{"access": "public""#, "not valid JSON (Unexpected end of file during JSON parse)"),
        Case("", "not valid JSON (Unexpected end of file during JSON parse)"),
        Case(#"{"access": "public"} x"#, "not valid JSON (Invalid value around character 21)"),
        Case(#"{"access" "public"}"#, "not valid JSON (Invalid value around character 10)"),
        Case(#"{access: "public"}"#, "not valid JSON (Invalid value around character 1)"),
        Case(#"{"access": "public", "x": [1, 2,, 3]}"#, "not valid JSON (Invalid value around character 32)"),
        Case(#"{"access": 1e999 x}"#, "not valid JSON (Invalid value around character 17)"),
        Case(#"{"x": 01 "#, "not valid JSON (Number with leading zero around character 7)"),
        Case(#"{"access": "pu\qblic"}"#, "not valid JSON (Invalid escape sequence around character 14)"),
        Case(#"{"access": "\u12G4"}"#, #"not valid JSON (Invalid hex encoded sequence in "12G4" at 14)"#),
        Case(#"{"access": "\uDC00"}"#, "not valid JSON (Unable to convert hex escape sequence (no high character) to UTF8-encoded character)"),
        Case(#"{"access": "\ud800"}"#, "not valid JSON (Unexpected end of file during string parse (expected low-surrogate code point but did not find one))"),
        Case("{\n\n   \"a\n", "not valid JSON (Unescaped control character around character 8)"),
        Case(bytes: Array(#"{"access": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8), "not valid JSON (Invalid UTF-8 sequence 2 bytes starting from character 12)"),
        Case(bytes: [0xFF, 0xFE], "not valid JSON (Invalid value around character 0)"),
        Case(bytes: Array(#"{"access": x}"#.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }), "not valid JSON (Invalid value around character 11)"),
        Case(String(repeating: "[", count: 600), "not valid JSON (Too many nested arrays or dictionaries around character 513)"),
        Case("[1]", "the file must hold one JSON object"),
        Case(#""public""#, "the file must hold one JSON object"),
        Case(#"{"acess": "public"}"#, "unknown key 'acess'; navgen.json has 'access', 'warningsAsErrors'"),
        Case(#"{"access": 3}"#, "expected a string at 'access'"),
        Case(#"{"warningsAsErrors": "yes"}"#, "expected true or false at 'warningsAsErrors'"),
        Case(#"{"access": "open"}"#, #"'access' is 'open'; write one of "public", "package", "internal""#),
    ]

    static let valid: [Case] = [
        Case(#"{"access": "public", "warningsAsErrors": true}"#, ""),
        Case(#"{"access": "public",}"#, ""),
        Case(#"{"access": null}"#, ""),
        Case(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"access": "package"}"#.utf8), ""),
        Case(bytes: [0xFF, 0xFE] + Array(#"{"access": "public"}"#.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }), ""),
    ]

    @Test(arguments: invalid)
    func invalidFileIsOneErrorLine(_ config: Case) throws {
        let folder = try GraphFolder(["app.nav.yaml": Self.graph])
        try Data(config.bytes).write(to: folder.url.appendingPathComponent("navgen.json"))
        let result = try NavGenBinary.run(["lint", "app.nav.yaml", "--config", "navgen.json"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr == "navgen.json: error: invalid navgen.json: \(config.message)\n")
    }

    @Test(arguments: valid)
    func validFileIsSilent(_ config: Case) throws {
        let folder = try GraphFolder(["app.nav.yaml": Self.graph])
        try Data(config.bytes).write(to: folder.url.appendingPathComponent("navgen.json"))
        let result = try NavGenBinary.run(["compile", "app.nav.yaml", "--config", "navgen.json", "-o", "App.swift"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }

    @Test func missingFileAndDirectoryCannotBeRead() throws {
        let folder = try GraphFolder(["app.nav.yaml": Self.graph])
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
        let missing = try NavGenBinary.run(["lint", "app.nav.yaml", "--config", "missing.json"], in: folder.url)
        #expect(missing.status == 1)
        #expect(missing.stderr == "missing.json: error: cannot read navgen.json: no such file\n")
        let directory = try NavGenBinary.run(["compile", "app.nav.yaml", "--config", "folder.json"], in: folder.url)
        #expect(directory.status == 1)
        #expect(directory.stderr == "folder.json: error: cannot read navgen.json: it is a directory\n")
    }
}
