import Foundation
import Testing

/// `--config navgen.json`: its problems are diagnostics like a graph's,
/// `navgen.json:LINE:COLUMN: error: MESSAGE [rule-id]`, and exit 1 (every message is
/// checked in NavGenCoreTests' `NavGenConfigTests`).
@Suite("navgen.json")
struct ConfigCommandTests {
    static let graph = "navgen: 1\nname: App\nroot: Main\nscreens:\n  Home: {}\nflows:\n  Main: { stack: { root: Home } }\n"

    /// A file's bytes and what navgen says of it on standard error.
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
        Case(#"{"acess": "public"}"#,
             "navgen.json:1:2: error: navgen.json has no key 'acess'; did you mean 'access'? (known keys: 'access', 'warningsAsErrors', 'features') [unknown-key]"),
        Case(#"{ "access": "open" }"#, #"navgen.json:1:13: error: 'access' is 'open'; write one of "public", "package", "internal" [invalid-value]"#),
        Case("{\n  \"warningsAsErrors\": \"yes\"\n}", "navgen.json:2:23: error: 'warningsAsErrors' must be true or false, not 'yes' [invalid-value]"),
        Case("[1]", "navgen.json:1:1: error: navgen.json must hold one JSON object, not a list [invalid-value]"),
        Case("", #"navgen.json:1:1: error: navgen.json is empty; write one JSON object, such as { "access": "public" } [invalid-value]"#),
        Case(#"{"access": "public""#, "navgen.json:1:20: error: did not find expected ',' or '}' while parsing a flow mapping [yaml-syntax]\nnavgen.json:1:1: note: the construct started here"),
    ]

    @Test(arguments: invalid)
    func invalidFileIsALocatedError(_ config: Case) throws {
        let folder = try GraphFolder(["app.nav.yaml": Self.graph])
        try Data(config.bytes).write(to: folder.url.appendingPathComponent("navgen.json"))
        for command in [["lint", "app.nav.yaml"], ["compile", "app.nav.yaml", "-o", "App.swift"]] {
            let result = try NavGenBinary.run(command + ["--config", "navgen.json"], in: folder.url)
            #expect(result.status == 1)
            #expect(result.stderr == config.message + "\n")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("App.swift").path))
    }

    static let valid: [Case] = [
        Case(#"{"access": "public", "warningsAsErrors": true}"#, ""),
        Case(#"{"access": "public",}"#, ""),
        Case(#"{"access": null}"#, ""),
        Case(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"access": "package"}"#.utf8), ""),
        Case(bytes: [0xFF, 0xFE] + Array(#"{"access": "public"}"#.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }), ""),
    ]

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

    @Test func settingsApplyAndOptionsWin() throws {
        let folder = try GraphFolder(["app.nav.yaml": Self.graph, "navgen.json": #"{"access": "public"}"#])
        let fromFile = try NavGenBinary.run(["compile", "app.nav.yaml", "--config", "navgen.json"], in: folder.url)
        #expect(fromFile.status == 0)
        #expect(fromFile.stdout.contains("public nonisolated enum App"))
        let fromOption = try NavGenBinary.run(["compile", "app.nav.yaml", "--config", "navgen.json", "--access", "package"], in: folder.url)
        #expect(fromOption.stdout.contains("package nonisolated enum App"))
    }
}
