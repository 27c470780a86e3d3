import Foundation
import Testing

/// The `NewRecipe` stack, presented as a sheet from `RecipeList`.
@MainActor
@Suite("Recipes: a modal flow")
struct RecipesModalFlowTests {
    let home = Recipes.HomeCoordinator()

    /// Presents `NewRecipe` from the Meat tab and returns its coordinator.
    func presentNewRecipe() throws -> Recipes.NewRecipeCoordinator {
        let list: any Recipes.RecipeListNavigation = home.meat
        list.newRecipe()
        let modal = try #require(home.meat.presented.last)
        #expect(modal.style == .sheet)
        return try #require(modal.newRecipe)
    }

    @Test("presenting a flow gives it a new coordinator at its launch state")
    func presentFlow() throws {
        let flow = try presentNewRecipe()
        #expect(flow.rootScreen == .recipeEditor(servings: 4))
        #expect(flow.path.isEmpty)
        #expect(flow.presented.isEmpty)
        #expect(flow.parentCoordinator === home.meat)
        #expect(home.meat.path.isEmpty, "presenting does not push")
    }

    @Test("screens inside the flow push on the flow's own stack")
    func pushInsideFlow() throws {
        let flow = try presentNewRecipe()
        let editor: any Recipes.RecipeEditorNavigation = flow
        editor.pickIngredient()
        editor.pickIngredient(filter: "sal")
        #expect(flow.path == [.ingredientPicker(filter: nil), .ingredientPicker(filter: "sal")])
        #expect(home.meat.path.isEmpty)

        let picker: any Recipes.IngredientPickerNavigation = flow
        picker.done()
        #expect(flow.path == [.ingredientPicker(filter: nil)])
    }

    @Test("the flow's root screen closes the whole flow with its dismiss link")
    func flowDismissesItself() throws {
        weak var released: Recipes.NewRecipeCoordinator?
        do {
            let flow = try presentNewRecipe()
            (flow as any Recipes.RecipeEditorNavigation).pickIngredient()
            released = flow
            let editor: any Recipes.RecipeEditorNavigation = flow
            editor.cancel()
        }
        #expect(home.meat.presented.isEmpty)
        #expect(released == nil, "the dismissed flow's coordinator is freed")
    }

    @Test("every presentation of a flow gets a fresh coordinator")
    func freshCoordinatorEachTime() throws {
        let first = try presentNewRecipe()
        (first as any Recipes.RecipeEditorNavigation).pickIngredient()
        (first as any Recipes.RecipeEditorNavigation).cancel()
        let second = try presentNewRecipe()
        #expect(first !== second)
        #expect(second.path.isEmpty)
    }
}
