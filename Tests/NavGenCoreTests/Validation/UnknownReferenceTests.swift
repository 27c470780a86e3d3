import NavGenCore
import Testing

@Suite("unknown-reference")
struct UnknownReferenceTests {
    @Test func misspeltLinkTargetGetsADidYouMean() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              RecipeList:
                links: { openRecipe: { push: 1️⃣RecipeDetial } }
              RecipeDetail: {}
            flows:
              Main: { stack: { root: RecipeList } }
            """).expectFindings(.unknownReference, messageContains: "did you mean 'RecipeDetail'?")
    }

    @Test func correctLinkTargetResolves() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              RecipeList:
                links: { openRecipe: { push: RecipeDetail } }
              RecipeDetail: {}
            flows:
              Main: { stack: { root: RecipeList } }
            """).expectClean()
    }

    @Test func everyKindOfReferenceIsChecked() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: 1️⃣Mian
            screens:
              Home:
                params: { page: { type: Int, default: 1 } }
                url: { pattern: /home, via: 5️⃣Tabz }
            flows:
              Main: { tabs: [ { flow: 2️⃣Hme }, { screen: Home, args: { 3️⃣pag: 2 } } ] }
              Side: { stack: { root: 4️⃣Nothing } }
            """).expectFindings(.unknownReference, at: ["1️⃣", "5️⃣", "2️⃣", "3️⃣", "4️⃣"])
    }

    @Test func tabOfTheWrongKindSaysWhichKindItIs() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Home: {}
            flows:
              Main: { tabs: [ { flow: 1️⃣Home } ] }
            """).expectFindings(.unknownReference, messageContains: "write '{ screen: Home }'")
    }
}

@Suite("unknown-reference at scale")
struct UnknownReferenceScaleTests {
    @Test func thousandsOfMisspeltTargetsAreAllReported() {
        let count = 3_000
        var text = "navgen: 1\nname: App\nroot: Main\nscreens:\n"
        for i in 0..<count {
            text += "  Screen\(i): { links: { next: { push: Scren\(i + 1) } } }\n"
        }
        text += "flows:\n  Main: { stack: { root: Screen0 } }\n"
        let found = diagnostics(ofBytes: Array(text.utf8)).filter { $0.rule == .unknownReference }
        #expect(found.count == count)
        #expect(found.first?.message.contains("did you mean 'Screen1'?") == true)
    }
}
