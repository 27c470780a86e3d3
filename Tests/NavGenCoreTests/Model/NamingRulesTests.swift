import NavGenCore
import Testing

@Suite("Naming rules")
struct NamingRulesTests {
    @Test(arguments: [
        ("RecipeDetail", "recipeDetail"),
        ("URLPreview", "urlPreview"),
        ("ID", "id"),
        ("A", "a"),
        ("Home", "home"),
        ("HTTPSURLView", "httpsurlView"),
        ("URL2Go", "url2Go"),
        ("X2", "x2"),
        ("recipe", "recipe"),
    ])
    func lowerCamelLowersTheLeadingCapitalsButTheLastBeforeALowercaseLetter(name: String, expected: String) {
        #expect(NamingRules.lowerCamel(name) == expected)
    }

    @Test func namesThatDifferOnlyInTheCaseOfTheirLeadingRunShareAForm() {
        #expect(NamingRules.lowerCamel("URLPreview") == NamingRules.lowerCamel("UrlPreview"))
    }

    @Test(arguments: ["Home", "RecipeDetail", "A1", "URL"])
    func upperCamelNamesAreValid(name: String) {
        #expect(NamingRules.isValid(name, upper: true))
        #expect(!NamingRules.isValid(name, upper: false))
    }

    @Test(arguments: ["", "home", "1Home", "Recipe_Detail", "Recipe-Detail", "Café", "Home ", "Ｈome"])
    func otherNamesAreNotUpperCamel(name: String) {
        #expect(!NamingRules.isValid(name, upper: true))
    }

    @Test(arguments: ["recipeID", "a", "x2", "default", "self"])
    func lowerCamelNamesAreValidAndSwiftKeywordsAllowed(name: String) {
        #expect(NamingRules.isValid(name, upper: false))
    }

    @Test(arguments: ["path", "presented", "selectedTab", "open", "apply", "resolve", "screen"])
    func parametersMayNotTakeAGeneratedMembersName(name: String) {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                params: { 1️⃣\(name): { type: Int, default: 1 } }
            """).expectFindings(.nameCollision)
    }

    @Test(arguments: ["Screen", "DeepLink", "ViewFactory", "Swift", "Foundation", "Observation", "SwiftUI"])
    func graphMayNotTakeAGeneratedOrImportedTypesName(name: String) {
        MarkedGraph("""
            navgen: 1
            name: 1️⃣\(name)
            root: Home
            screens:
              Home: {}
            """).expectFindings(.nameCollision)
    }
}
