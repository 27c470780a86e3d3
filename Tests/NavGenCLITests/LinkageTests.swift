import Foundation
import Testing

/// navgen starts as a process per graph on every build, and loading full Foundation
/// (with ICU) costs about 4 ms of each start: the executable imports
/// FoundationEssentials at most (Docs/Architecture.md, "The command line").
@Suite("linkage")
struct LinkageTests {
    #if os(Linux)
    @Test(arguments: ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"])
    func navgenDoesNotLink(_ library: String) throws {
        let url = try #require(NavGenBinary.url, "navgen is not built; run swift build")
        let binary = try Data(contentsOf: url)
        // A library the binary needs is named, NUL-terminated, in its dynamic string table.
        #expect(binary.range(of: Data("\0\(library)\0".utf8)) == nil, "navgen links \(library)")
        #expect(binary.range(of: Data("\0libFoundationEssentials.so\0".utf8)) != nil, "the check no longer finds the libraries navgen links")
    }
    #endif
}
