@testable import NavGenCore
import Testing

@Suite("Swift names")
struct SwiftNamesTests {
    @Test("every keyword is escaped, and a name that only looks like one is not")
    func keywordsAreEscaped() {
        for keyword in SwiftNames.keywords {
            #expect(SwiftNames.escaped(keyword) == "`\(keyword)`")
        }
        for name in ["classy", "Self_", "self2", "precedencegroups", "associatedtypes", "selF", "", "i", "Types", "recipeDetail"] {
            #expect(SwiftNames.escaped(name) == name)
        }
    }
}
