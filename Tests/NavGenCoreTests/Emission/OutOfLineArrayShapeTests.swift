import Foundation
import NavGenCore
import Testing

/// Every `[DeepLink.Step]` of the generated deep links is made by `@inline(never)`
/// functions, never by an array literal in a route's function, and `replace(with:)`'s
/// `[screen]` is not inlined into each `replaceWith…`: a literal refers to the array
/// storage's metadata, which LLVM walks once per function it is in (see
/// `DeepLinkStepPrefixes`). What the steps are and what `replace` does are tested by
/// running the generated code, in `GeneratedCodeTests`.
@Suite("Arrays of steps and screens made out of line")
struct OutOfLineArrayShapeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func generated(_ graph: String) throws -> String {
        let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(graph)))
        let analysis = Pipeline.analyze(file: graph, bytes: bytes)
        let context = try #require(analysis.context)
        return SwiftEmitter().emit(context, deepLinks: analysis.deepLinks, sourceName: graph)
    }

    static func trimmedLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("route functions and prefixes call Routes.steps instead of writing a literal",
          arguments: ["graphs/shop.nav.yaml", "graphs/recipes.nav.yaml"])
    func noStepLiterals(graph: String) throws {
        let lines = Self.trimmedLines(try Self.generated(graph))
        let arguments = lines.filter { $0.hasPrefix("steps: ") }
        #expect(!arguments.isEmpty)
        for argument in arguments {
            #expect(argument == "steps: []" || argument.hasPrefix("steps: Routes.steps"), "\(argument)")
        }
        let prefixBodies = lines.indices.filter { lines[$0].hasPrefix("private static func steps") && lines[$0].hasSuffix("-> [DeepLink.Step] {") && !lines[$0].contains("consuming") }
            .map { lines[$0 + 1] }
        #expect(!prefixBodies.isEmpty)
        for body in prefixBodies {
            #expect(body.hasPrefix("Routes.steps("), "\(body)")
        }
    }

    @Test("the functions that make the arrays are never inlined; two-step routes have their own")
    func helpersAreOutOfLine() throws {
        let lines = Self.trimmedLines(try Self.generated("graphs/shop.nav.yaml"))
        let helpers = lines.indices.filter { lines[$0].hasPrefix("private static func steps(_ prefix: consuming [DeepLink.Step]") }
        #expect(helpers.map { lines[$0] } == [
            "private static func steps(_ prefix: consuming [DeepLink.Step], then step: DeepLink.Step) -> [DeepLink.Step] {",
            "private static func steps(_ prefix: consuming [DeepLink.Step], then step: DeepLink.Step, _ next: DeepLink.Step) -> [DeepLink.Step] {",
        ])
        #expect(helpers.map { lines[$0 - 1] } == ["@inline(never)", "@inline(never)"])
        #expect(lines.contains("steps: Routes.steps([], then: .select(main: .orders), .showRoot(.orderList, on: .orders))"))
    }

    @Test("replace(with:) is never inlined")
    func replaceIsOutOfLine() throws {
        let lines = Self.trimmedLines(try Self.generated("graphs/shop.nav.yaml"))
        let replace = try #require(lines.firstIndex { $0.hasPrefix("func replace(with screen: ") })
        #expect(lines[replace - 1] == "@inline(never)")
        #expect(lines[replace + 1] == "path = [screen]")
    }
}
