import Foundation
import Testing

/// Two `navgen compile` processes writing one output file at once (two targets of a
/// parallel build sharing a graph, or a build and an editor's run): each writes its
/// own temporary file and renames it, so the file is always one complete output.
@Suite("compile -o: concurrent writers")
struct ConcurrentOutputTests {
    @Test func twoProcessesWritingTheSameOutputLeaveACompleteFile() throws {
        let large = OutputFixtures.large(screens: 150)
        let folder = try GraphFolder(["a.nav.yaml": large, "b.nav.yaml": large.replacingOccurrences(of: "back: pop", with: "back: popToRoot")])
        let expectedA = try OutputFixtures.expectedOutput(of: "a.nav.yaml", in: folder.url)
        let expectedB = try OutputFixtures.expectedOutput(of: "b.nav.yaml", in: folder.url)
        #expect(expectedA != expectedB)
        let output = folder.url.appendingPathComponent("App.swift")
        for round in 0..<6 {
            try? FileManager.default.removeItem(at: output)
            // Even rounds: the same graph twice. Odd rounds: two graphs with different
            // outputs, where the file must be exactly one of them.
            let graphs = round % 2 == 0 ? ["a.nav.yaml", "a.nav.yaml"] : ["a.nav.yaml", "b.nav.yaml"]
            let processes = try graphs.map { try NavGenBinary.start(["compile", $0, "-o", "App.swift"], in: folder.url) }
            for process in processes { process.waitUntilExit() }
            #expect(processes.map(\.terminationStatus) == [0, 0], "round \(round)")
            let written = OutputFixtures.contents(output)
            if round % 2 == 0 {
                #expect(written == expectedA, "round \(round): \(written?.count ?? 0) of \(expectedA.count) bytes")
            } else {
                #expect(written == expectedA || written == expectedB, "round \(round): \(written?.count ?? 0) bytes, neither output")
            }
            #expect(OutputFixtures.leftovers(in: folder.url).isEmpty, "round \(round)")
        }
    }
}
