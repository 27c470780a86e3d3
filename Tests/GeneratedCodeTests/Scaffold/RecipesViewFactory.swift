// Written by navgen scaffold from the graph 'Recipes'. It is yours now: navgen never overwrites it.

import SwiftUI

/// Builds the view of every screen of `Recipes`. Replace the placeholders with the app's views.
@MainActor
struct RecipesViewFactory: Recipes.ViewFactory {
    func recipeList(_ navigation: any Recipes.RecipeListNavigation, vegetarian: Bool) -> some SwiftUI.View {
        RecipeListScreen(navigation: navigation, vegetarian: vegetarian)
    }

    func recipeDetail(_ navigation: any Recipes.RecipeDetailNavigation, recipeID: UUID) -> some SwiftUI.View {
        RecipeDetailScreen(navigation: navigation, recipeID: recipeID)
    }

    func ratings(_ navigation: any Recipes.RatingsNavigation, recipeID: UUID, page: Int) -> some SwiftUI.View {
        RatingsScreen(navigation: navigation, recipeID: recipeID, page: page)
    }

    func source(_ navigation: any Recipes.SourceNavigation, address: URL) -> some SwiftUI.View {
        SourceScreen(navigation: navigation, address: address)
    }

    func search(_ navigation: any Recipes.SearchNavigation, query: String, vegetarianOnly: Bool?) -> some SwiftUI.View {
        SearchScreen(navigation: navigation, query: query, vegetarianOnly: vegetarianOnly)
    }

    func recipeEditor(_ navigation: any Recipes.RecipeEditorNavigation, servings: Int) -> some SwiftUI.View {
        RecipeEditorScreen(navigation: navigation, servings: servings)
    }

    func ingredientPicker(_ navigation: any Recipes.IngredientPickerNavigation, filter: String?) -> some SwiftUI.View {
        IngredientPickerScreen(navigation: navigation, filter: filter)
    }

    func importRecipe(_ navigation: any Recipes.ImportRecipeNavigation, source: URL) -> some SwiftUI.View {
        ImportRecipeScreen(navigation: navigation, source: source)
    }

    func settings(_ navigation: any Recipes.SettingsNavigation) -> some SwiftUI.View {
        SettingsScreen(navigation: navigation)
    }

    func licenses() -> some SwiftUI.View {
        LicensesScreen()
    }
}
