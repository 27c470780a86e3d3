import NavGenCore
import Testing

/// Every input the fuzzer (`Scripts/fuzz.sh`) found that broke an invariant, reduced
/// to its cause, kept as a regression test.
@Suite("Fuzzer findings")
struct FuzzFindingTests {
    /// Finding 1 (crash-510a22e8…): `navgen: 1`, a LINE SEPARATOR, then NULs. libyaml
    /// counts LS, NEL and a lone CR as line breaks in its marks, but the reader counted
    /// only LF when it placed libyaml's reader errors (which come as a byte offset),
    /// so the NUL was reported at 1:11 on a line of 9 characters.
    @Test func readerErrorsCountLineBreaksAsLibyamlDoes() {
        let bytes = Array("navgen: 1\u{2028}".utf8) + [0] + Array("name: App\n".utf8)
        let found = diagnostics(ofBytes: bytes)
        #expect(found.map(\.rule) == [.yamlSyntax])
        #expect(found.first.map { "\($0.location.line):\($0.location.column)" } == "2:1")
    }

    /// The same miscount in a file saved with classic Mac line endings (CR only).
    @Test func readerErrorsInACarriageReturnFileAreOnTheirLine() {
        let bytes = Array("navgen: 1\rname: App\rroot: Home".utf8) + [1] + Array("\r".utf8)
        let found = diagnostics(ofBytes: bytes)
        #expect(found.first.map { "\($0.location.line):\($0.location.column)" } == "3:11")
    }

    /// A parser error's mark was "pulled back" to the end of the file whenever its
    /// line was beyond the count of LFs, which in a CR-only file is every line but
    /// the first: the error on line 4 was reported at 1:53.
    @Test func parserErrorsInACarriageReturnFileAreNotMovedToTheEnd() {
        let bytes = Array("navgen: 1\rname: App\rroot: [Home\rscreens:\r  Home: {}\r".utf8)
        let found = diagnostics(ofBytes: bytes)
        let lines = SourceLines(bytes)
        #expect(found.map(\.rule) == [.yamlSyntax])
        #expect(found.flatMap(lines.outside).isEmpty)
        #expect(found.first.map(\.location.line) == 4)
        #expect(found.first?.notes.first?.location.line == 3, "the note points at the '[' that opened the list")
    }
}
