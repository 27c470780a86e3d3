@testable import NavGenCore
import Testing

@Suite("Line wrapping of generated Swift")
struct LineWrappingTests {
    private func wrapped(_ line: String, width: Int = 60) -> String {
        LineWrapping.wrap(line, width: width).joined(separator: "\n")
    }

    @Test func aLineThatFitsStaysAsItIs() {
        #expect(LineWrapping.wrap("    case list(page: Swift.Int)", width: 60) == ["    case list(page: Swift.Int)"])
    }

    @Test func anEnumCaseBreaksAtItsParametersOneALineWithoutATrailingComma() {
        #expect(wrapped("    case productList(category: Swift.String? = nil, maxPrice: Swift.Double? = nil)") == """
                case productList(
                    category: Swift.String? = nil,
                    maxPrice: Swift.Double? = nil
                )
            """)
    }

    @Test func aCollectionLiteralKeepsATrailingCommaAndNestedGroupsBreakInTurn() {
        #expect(wrapped("        steps: [.select(.home(.veggie)), .push(.recipeDetail(recipeID: recipeID), on: .veggie)],", width: 80) == """
                    steps: [
                        .select(.home(.veggie)),
                        .push(.recipeDetail(recipeID: recipeID), on: .veggie),
                    ],
            """)
    }

    @Test func aTrailingClosureAndWhatFollowsTheGroupStayOnTheClosingLine() {
        #expect(wrapped(#"    routes.add("/products/{slug}", ["slug": .string, "page": .int]) { productLink($0) }"#) == #"""
                routes.add(
                    "/products/{slug}",
                    ["slug": .string, "page": .int]
                ) { productLink($0) }
            """#)
    }

    @Test func aSignatureBreaksAtItsParametersThoughItsBraceIsWhatPassesTheMargin() {
        #expect(wrapped("    func showRatings(recipeID: Foundation.UUID, page: Swift.Int) {") == """
                func showRatings(
                    recipeID: Foundation.UUID,
                    page: Swift.Int
                ) {
            """)
    }

    @Test func commasInsideStringsAndNestedBracketsAreNotTheGroups() {
        #expect(wrapped(#"    return router.url("/a,b/{c}", ["c": text(c), "d": [1, 2].count], showing: self)"#) == #"""
                return router.url(
                    "/a,b/{c}",
                    ["c": text(c), "d": [1, 2].count],
                    showing: self
                )
            """#)
    }

    @Test func aClosureThatPassesTheMarginGetsItsBodyOnALineOfItsOwn() {
        #expect(wrapped(#"    SwiftUI.Button("importRecipe") { navigation.importRecipe(source: url) }"#) == #"""
                SwiftUI.Button("importRecipe") {
                    navigation.importRecipe(source: url)
                }
            """#)
        #expect(wrapped("    .sheet(item: binding) { modal in presentation(of: modal, level: level) }") == """
                .sheet(item: binding) { modal in
                    presentation(of: modal, level: level)
                }
            """)
    }

    @Test func aDocCommentBreaksBetweenWords() {
        #expect(wrapped("    /// Navigation from `RecipeDetail`, which its views depend on; every coordinator conforms.") == """
                /// Navigation from `RecipeDetail`, which its views
                /// depend on; every coordinator conforms.
            """)
    }

    @Test func aCaseOfSeveralPatternsIsFilledUnderItsFirstPattern() {
        #expect(wrapped("        case .recipeList, .recipeDetail, .ratings, .source, .search, .licenses:") == """
                    case .recipeList, .recipeDetail, .ratings, .source,
                         .search, .licenses:
            """)
    }

    @Test(arguments: [
        "    // A plain comment that is far too long to fit in the sixty columns of this test, left alone.",
        #"    let text = "a string with \(interpolation) that is long enough to pass sixty columns" + f(a, b)"#,
        "    let table = make(Dictionary<Swift.String, Swift.Int>(), capacity: 1000000000000000000000)",
        "    let value = aVeryLongNameWithoutAnyBracketsThatRunsPastTheMarginOfSixtyColumns",
        "    let x = f(a) // a comment after code that runs past the sixty-column margin here",
        "    public var childCoordinators: [FlowFeatures.Flow: (any FlowFeatures.Coordinator)?] {",
    ])
    func aLineItCannotBreakSafelyStaysWhole(line: String) {
        #expect(LineWrapping.wrap(line, width: 60) == [line])
    }
}
