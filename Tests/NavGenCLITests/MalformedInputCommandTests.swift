import Foundation
import Testing

/// `navgen lint` on every file of the malformed-input corpus
/// (`Tests/NavGenCoreTests/Hardening/Corpus/`): exit 1 with located `error:` lines
/// (`FILE:LINE:COLUMN`, both at least 1), never a crash. The files that are valid
/// graphs in an unusual encoding (a BOM, CRLF) exit 0 and print nothing.
@Suite("lint: malformed-input corpus")
struct MalformedInputCommandTests {
    static let corpus = NavGenBinary.packageRoot.appendingPathComponent("Tests/NavGenCoreTests/Hardening/Corpus")
    static let clean: Set = ["bom.nav.yaml", "crlf.nav.yaml", "bom-crlf.nav.yaml"]
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { $0.hasSuffix(".nav.yaml") }.sorted()

    @Test func theCorpusIsThere() {
        #expect(Self.files.count >= 25)
    }

    @Test(arguments: files)
    func lintExitsOneWithLocatedErrors(_ name: String) throws {
        let result = try NavGenBinary.run(["lint", name], in: Self.corpus)
        if Self.clean.contains(name) {
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
            return
        }
        #expect(result.status == 1, "exit \(result.status): \(result.stderr.prefix(300))")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let located = #/^(.+):([0-9]+):([0-9]+): (error|warning|note): .+$/#
        #expect(lines.contains { $0.contains(": error: ") })
        for line in lines {
            let match = line.wholeMatch(of: located)
            #expect(match != nil, "unlocated: \(line)")
            if let match {
                #expect(match.output.1 == name && Int(match.output.2)! >= 1 && Int(match.output.3)! >= 1, "\(line)")
            }
        }
    }
}
