import Foundation
import Testing

@Suite("navgen scaffold")
struct ScaffoldCommandTests {
    static let graph = "navgen: 1\nname: App\nroot: Main\nscreens:\n  Home: {}\nflows:\n  Main: { stack: { root: Home } }\n"

    @Test func writesTheFilesOnceAndKeepsThemAfter() throws {
        let folder = try GraphFolder(["app.nav.yaml": Self.graph])
        let first = try NavGenBinary.run(["scaffold", "app.nav.yaml", "-o", "out/app"], in: folder.url)
        #expect(first.status == 0)
        #expect(first.stderr == "navgen scaffold: wrote 2 files to out/app, kept 0 that already existed\n")
        let screen = folder.url.appendingPathComponent("out/app/Screens/HomeScreen.swift")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out/app/AppViewFactory.swift").path))
        try "edited".write(to: screen, atomically: true, encoding: .utf8)

        let second = try NavGenBinary.run(["scaffold", "app.nav.yaml", "-o", "out/app/"], in: folder.url)
        #expect(second.status == 0)
        #expect(second.stderr == "navgen scaffold: wrote 0 files to out/app/, kept 2 that already existed\n")
        #expect(try String(contentsOf: screen, encoding: .utf8) == "edited")
    }

    @Test func directoryThatCannotBeMadeIsAnError() throws {
        let folder = try GraphFolder(["app.nav.yaml": Self.graph, "plain": "not a directory"])
        let result = try NavGenBinary.run(["scaffold", "app.nav.yaml", "-o", "plain/out"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr == "plain/out/AppViewFactory.swift: error: cannot create the directory 'plain/out': not a directory\n")
    }
}
