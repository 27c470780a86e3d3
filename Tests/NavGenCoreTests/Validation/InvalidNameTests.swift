import NavGenCore
import Testing

@Suite("invalid-name")
struct InvalidNameTests {
    @Test func snakeCaseScreenNameIsRejectedWithAFix() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                links: { go: { sheet: recipe_detail } }
              1️⃣recipe_detail: {}
            """).expectFindings(.invalidName, messageContains: "write 'RecipeDetail'")
    }

    @Test func upperCamelScreenNameIsAccepted() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                links: { go: { sheet: RecipeDetail } }
              RecipeDetail: {}
            """).expectClean()
    }

    @Test func upperCaseParameterAndLinkNamesAreRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                params: { 1️⃣RecipeID: { type: UUID?, default: null } }
                links: { 2️⃣Close: dismiss }
            """).expectFindings(.invalidName, at: ["1️⃣", "2️⃣"])
    }

    @Test func nonASCIILettersAreNotAllowed() {
        MarkedGraph("""
            navgen: 1
            name: 1️⃣Café
            root: Home
            screens:
              Home: {}
            """).expectFindings(.invalidName)
    }

    @Test func lowerCamelParameterAndLinkNamesAreAccepted() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                params: { recipeID: { type: UUID?, default: null } }
                links: { close: dismiss }
            """).expectClean()
    }
}
