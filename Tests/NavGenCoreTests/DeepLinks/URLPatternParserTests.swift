import Testing
@testable import NavGenCore

@Suite("URL pattern syntax")
struct URLPatternParserTests {
    private func segments(_ text: String) throws -> [PatternSyntax.Segment] {
        try URLPatternParser.parse(text).get().segments
    }

    private func firstError(_ text: String) -> PatternSyntaxError? {
        if case .failure(let errors) = URLPatternParser.parse(text) { return errors.errors.first }
        return nil
    }

    @Test func literalsAndParametersKeepTheirOffsets() throws {
        let syntax = try URLPatternParser.parse("/recipes/{recipeID}/ratings?page={page}").get()
        #expect(syntax.segments == [.literal("recipes", offset: 1), .parameter("recipeID", offset: 9), .literal("ratings", offset: 20)])
        #expect(syntax.query.map(\.name) == ["page"])
        #expect(syntax.query.map(\.valueOffset) == [33])
    }

    @Test func theRootPatternHasNoSegments() throws {
        #expect(try segments("/").isEmpty)
    }

    @Test func literalsArePercentDecoded() throws {
        #expect(try segments("/caf%C3%A9/a%2Fb") == [.literal("café", offset: 1), .literal("a/b", offset: 11)])
    }

    @Test(arguments: [
        ("recipes", 0, "starts with '/'"),
        ("", 0, "empty"),
        ("/a//b", 2, "empty segment"),
        ("/a/", 2, "ends with '/'"),
        ("/a/{id", 3, "not closed"),
        ("/a/{id}{x}", 7, "second parameter"),
        ("/a/x{id}y{z}", 9, "second parameter"),
        ("/a/x}", 4, "closes no"),
        ("/a/x{id...}", 4, "fills a whole segment"),
        ("/a/{rest...}/b", 3, "must be the last"),
        ("/a/**/b", 3, "must be the last"),
        ("/a#/{rest...}/b", 4, "last one of the fragment"),
        ("/a#", 2, "no fragment"),
        ("/a#b#c", 4, "second '#'"),
        ("/a?x={y}z", 8, "text follows"),
        ("/a?x=y{z}", 6, "whole '{parameter}'"),
        ("a/b", 0, "'scheme://'"),
        ("1a://b", 0, "'scheme://'"),
        ("https://", 8, "no host"),
        ("https:///a", 8, "no host"),
        ("https://example.com:443/a", 19, "no port"),
        ("https://user@example.com/a", 12, "no port"),
        ("https://{host/a", 8, "not closed"),
        ("app:///a", 5, "empty segment"),
        ("/a/{}", 3, "names no parameter"),
        ("/a b", 2, "'%20'"),
        ("/café", 4, "'%C3%A9'"),
        ("/a%2", 2, "two hex digits"),
        ("/a%zz", 2, "two hex digits"),
        ("/a?", 2, "no query item"),
        ("/a?x", 3, "binds no parameter"),
        ("/a?x={a}&&y={b}", 9, "empty item"),
        ("/a?x={a}&x={b}", 9, "appears twice"),
        ("/./x", 1, "normalised"),
        ("/a/{re-cipe}", 4, "not a parameter name"),
    ])
    func malformedPatternsAreRejectedAtTheOffendingCharacter(text: String, offset: Int, words: String) throws {
        let error = try #require(firstError(text))
        #expect(error.offset == offset)
        #expect(error.message.contains(words))
    }
}
