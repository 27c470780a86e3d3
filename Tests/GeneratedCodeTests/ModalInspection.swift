import Foundation

// What the tests read off `presented`: the generated `Modal.screen` and `Modal.coordinator`
// give the screen or an untyped coordinator; these give each flow's coordinator typed.

extension Recipes.Modal {
    /// The `NewRecipe` flow this modal shows, if it shows it.
    var newRecipe: Recipes.NewRecipeCoordinator? {
        if case .newRecipe(let flow) = content { return flow }
        return nil
    }
}

extension Shop.Modal {
    var checkout: Shop.CheckoutCoordinator? {
        if case .checkout(let flow) = content { return flow }
        return nil
    }

    var addresses: Shop.AddressesCoordinator? {
        if case .addresses(let flow) = content { return flow }
        return nil
    }
}

/// Fixed identifiers, so failures print the same values on every run.
enum Fixture {
    static let recipeID = UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!
    static let otherRecipeID = UUID(uuidString: "6BA7B810-9DAD-11D1-80B4-00C04FD430C8")!
    static let todoID = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    static let nextTodoID = UUID(uuidString: "00000000-0000-0000-0000-000000000002")!
    static let sourcePage = URL(string: "https://example.com/ragu")!
}
