import Foundation
import Testing

/// `Recipes.HomeCoordinator()` builds the launch state of spec section 8.4.
@MainActor
@Suite("Recipes: launch state")
struct RecipesLaunchStateTests {
    @Test("the first tab is selected and every stack is at its root")
    func firstTabSelectedStacksAtRoot() {
        let home = Recipes.HomeCoordinator()
        #expect(home.selectedTab == .meat)
        #expect(home.meat.path.isEmpty)
        #expect(home.veggie.path.isEmpty)
    }

    @Test("nothing is presented at launch")
    func nothingPresented() {
        let home = Recipes.HomeCoordinator()
        #expect(home.presented.isEmpty)
        #expect(home.meat.presented.isEmpty)
        #expect(home.veggie.presented.isEmpty)
    }

    @Test("stack roots carry the flows' args")
    func rootScreensCarryArgs() {
        let home = Recipes.HomeCoordinator()
        #expect(home.meat.rootScreen == .recipeList(vegetarian: false))
        #expect(home.veggie.rootScreen == .recipeList(vegetarian: true))
        #expect(Recipes.NewRecipeCoordinator().rootScreen == .recipeEditor(servings: 4))
    }

    @Test("tabs are listed in the graph's order")
    func tabsInOrder() {
        #expect(Recipes.HomeCoordinator.Tab.allCases == [.meat, .veggie, .settings])
    }

    @Test("tab coordinators hang off the tab coordinator, which is the root")
    func parentLinks() {
        let home = Recipes.HomeCoordinator()
        #expect(home.meat.parentCoordinator === home)
        #expect(home.veggie.parentCoordinator === home)
        #expect(home.parentCoordinator == nil)
    }

    @Test("the coordinator tree is freed with its root (children hold their parent weakly)")
    func noRetainCycle() {
        weak var home: Recipes.HomeCoordinator?
        weak var meat: Recipes.MeatCoordinator?
        do {
            let root = Recipes.HomeCoordinator()
            (root.meat as any Recipes.RecipeListNavigation).newRecipe()
            home = root
            meat = root.meat
            #expect(home != nil)
        }
        #expect(home == nil)
        #expect(meat == nil)
    }
}
