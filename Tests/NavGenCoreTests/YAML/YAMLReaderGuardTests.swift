import NavGenCore
import Testing

/// The reader's guards against malformed and hostile input: every one ends in a
/// located diagnostic, never a trap, a hang or a stack overflow.
@Suite("YAML reader guards")
struct YAMLReaderGuardTests {
    static let valid = """
        navgen: 1
        name: Recipes
        root: Home
        urls: { schemes: [recipes] }
        screens:
          RecipeList:
            params:
              vegetarian: Bool
              page: { type: Int, default: 1 }
            url: /recipes?veg={vegetarian}&page={page}
            links:
              openRecipe: { push: RecipeDetail }
              settings: { tab: Settings }
          RecipeDetail:
            params: { recipeID: UUID }
            links: { backToList: popToRoot, ratings: { sheet: Ratings } }
          Ratings: { links: { close: dismiss } }
          Settings: {}
        flows:
          Home:
            tabs:
              - { flow: Meat, title: "Fleisch 🥩", icon: hare.fill }
              - { screen: Settings }
          Meat:
            stack: { root: RecipeList, args: { vegetarian: false } }

        """

    @Test func theValidGraphIsClean() {
        MarkedGraph(Self.valid).expectClean()
    }

    @Test func everyTruncationIsReportedInsideTheFileWithoutATrap() {
        let bytes = Array(Self.valid.utf8)
        var outside: [String] = []
        for length in 0..<bytes.count {
            let prefix = Array(bytes[..<length])
            for diagnostic in diagnostics(ofBytes: prefix) {
                let places = [diagnostic.location] + diagnostic.notes.map(\.location)
                if !places.allSatisfy({ isInside($0, prefix) }) {
                    outside.append("\(length) bytes: \(diagnostic)")
                }
            }
        }
        #expect(outside.isEmpty, "\(outside.count) diagnostics outside their file, such as \(outside.prefix(3))")
    }

    @Test func tabIndentationIsASyntaxErrorThatSaysSo() {
        let graph = MarkedGraph("navgen: 1\nname: App\nroot: Home\nscreens:\n1️⃣\tHome: {}\n")
        graph.expectFindings(.yamlSyntax, messageContains: "tabs")
    }

    @Test func invalidUTF8IsLocatedAtTheBadByte() {
        var bytes = Array("navgen: 1\nname: Ab".utf8)
        bytes += [0xC3, 0x28] + Array("c\nroot: Home\n".utf8)
        let found = diagnostics(ofBytes: bytes)
        #expect(found.map(\.rule) == [.yamlSyntax])
        #expect(found.first.map { "\($0.location.line):\($0.location.column)" } == "2:9")
        #expect(found.first?.message.contains("UTF-8") == true)
    }

    @Test func invalidUTF8AfterMultiByteCharactersCountsCharacters() {
        var bytes = Array("navgen: 1\nname: \"é🥩".utf8)
        bytes += [0xFF] + Array("\"\n".utf8)
        let found = diagnostics(ofBytes: bytes)
        #expect(found.first.map { "\($0.location.line):\($0.location.column)" } == "2:10")
    }

    @Test func nulByteIsRejectedWhereItStands() {
        let bytes = Array("navgen: 1\nname: A".utf8) + [0] + Array("pp\n".utf8)
        let found = diagnostics(ofBytes: bytes)
        #expect(found.map(\.rule) == [.yamlSyntax])
        #expect(found.first.map { "\($0.location.line):\($0.location.column)" } == "2:8")
    }

    @Test func byteOrderMarkIsSkippedAndNotCounted() {
        MarkedGraph("\u{FEFF}navgen: 1\nname: App\nroot: Home\nscreens:\n  Home: {}\n").expectClean()
        let found = diagnostics(ofBytes: [0xEF, 0xBB, 0xBF] + Array("navgen: 2\n".utf8)).filter { $0.rule == .invalidValue }
        #expect(found.first.map { "\($0.location.line):\($0.location.column)" } == "1:9")
    }

    @Test func crlfLineEndingsCountLinesOnceAndLeaveNoCarriageReturns() {
        let text = "navgen: 1\r\nname: App\r\nroot: Home\r\nscreens:\r\n  Home: {}\r\n  Orphan: {}\r\n"
        let found = diagnostics(ofBytes: Array(text.utf8))
        #expect(found.map(\.rule) == [.unreachableScreen])
        #expect(found.first.map { "\($0.location.line):\($0.location.column)" } == "6:3")
        #expect(found.first?.message.contains("\r") == false)
    }

    @Test func twentyThousandNestedFlowListsHitTheLimitWithoutOverflow() {
        let text = "navgen: 1\nscreens: " + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000) + "\n"
        let found = diagnostics(ofBytes: Array(text.utf8))
        #expect(found.map(\.rule) == [.yamlLimit])
    }

    @Test func twentyThousandNestedBlockListsHitTheLimitWithoutOverflow() {
        let text = "navgen: 1\nscreens:\n" + String(repeating: "- ", count: 20_000) + "x\n"
        let found = diagnostics(ofBytes: Array(text.utf8))
        #expect(found.map(\.rule) == [.yamlLimit])
    }

    @Test func unclosedDeepNestingIsALimitNotASyntaxError() {
        let text = "navgen: 1\nscreens: " + String(repeating: "{a: ", count: 20_000)
        let found = diagnostics(ofBytes: Array(text.utf8))
        #expect(found.map(\.rule) == [.yamlLimit])
    }

    @Test func nineLevelAliasBombIsRejected() {
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        let levels = Array("abcdefghi")
        for (previous, name) in zip(levels, levels.dropFirst()) {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        let found = diagnostics(ofBytes: Array(text.utf8))
        #expect(found.map(\.rule) == [.yamlLimit])
    }

    @Test func tenMegabyteScalarIsReadAndReportedBriefly() {
        let huge = String(repeating: "x", count: 10_000_000)
        let text = "navgen: 1\nname: App\nroot: Home\nscreens:\n  Home:\n    params:\n      page: { type: Int?, default: \(huge) }\n"
        let found = diagnostics(ofBytes: Array(text.utf8))
        #expect(found.map(\.rule) == [.invalidValue])
        #expect(found.first.map { "\($0.location.line):\($0.location.column)" } == "7:36")
        #expect((found.first?.message.count ?? 0) < 500, "a message quotes at most a short excerpt of a huge value")
    }

    @Test func columnsCountUnicodeCharactersNotBytes() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Home: {}
            flows:
              Main: { tabs: [ { screen: Home, title: "👩‍🍳 Küche 🥩", 1️⃣bogus: 1 } ] }
            """).expectFindings(.unknownKey)
    }

    @Test func unknownTagOnACollectionIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens: 1️⃣!!set
              Home: {}
            """).expectFindings(.invalidValue, messageContains: "tag")
    }

    /// Whether a location names a character of the text, or the place just after its end.
    private func isInside(_ location: NavGenCore.SourceLocation, _ bytes: [UInt8]) -> Bool {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line >= 1, location.line <= lines.count, location.column >= 1 else { return false }
        return location.column <= lines[location.line - 1].unicodeScalars.count + 1
    }
}
