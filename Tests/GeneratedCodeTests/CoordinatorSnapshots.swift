import Foundation

// Value snapshots of whole coordinator trees, so a test can say "nothing changed" by
// comparing two of them: every selected tab, every root screen, every path, and every
// presented modal (its id, style, screen, and the tree of a modal flow's coordinator).
// A modal keeps its `id` for as long as it is presented, and a flow keeps its coordinator,
// so equal snapshots also mean nothing was dismissed and presented again.

// MARK: - Recipes

struct RecipesModalSnapshot: Equatable {
    let id: Int
    let style: Recipes.ModalStyle
    let screen: Recipes.Screen?
    let flow: RecipesStackSnapshot?
}

struct RecipesStackSnapshot: Equatable {
    let coordinator: ObjectIdentifier
    let rootScreen: Recipes.Screen
    let path: [Recipes.Screen]
    let presented: [RecipesModalSnapshot]
}

struct RecipesSnapshot: Equatable {
    let selectedTab: Recipes.HomeCoordinator.Tab
    let presented: [RecipesModalSnapshot]
    let meat: RecipesStackSnapshot
    let veggie: RecipesStackSnapshot
}

@MainActor
extension RecipesSnapshot {
    init(_ home: Recipes.HomeCoordinator) {
        self.init(
            selectedTab: home.selectedTab,
            presented: home.presented.map(RecipesModalSnapshot.init),
            meat: RecipesStackSnapshot(home.meat),
            veggie: RecipesStackSnapshot(home.veggie)
        )
    }
}

@MainActor
extension RecipesStackSnapshot {
    init(_ stack: any Recipes.StackCoordinator) {
        self.init(
            coordinator: ObjectIdentifier(stack),
            rootScreen: stack.rootScreen,
            path: stack.path,
            presented: stack.presented.map(RecipesModalSnapshot.init)
        )
    }
}

@MainActor
extension RecipesModalSnapshot {
    init(_ modal: Recipes.Modal) {
        self.init(id: modal.id, style: modal.style, screen: modal.screen, flow: modal.newRecipe.map(RecipesStackSnapshot.init))
    }
}

// MARK: - Shop

struct ShopModalSnapshot: Equatable {
    let id: Int
    let style: Shop.ModalStyle
    let screen: Shop.Screen?
    let flow: ShopStackSnapshot?
}

struct ShopStackSnapshot: Equatable {
    let coordinator: ObjectIdentifier
    let rootScreen: Shop.Screen
    let path: [Shop.Screen]
    let presented: [ShopModalSnapshot]
}

struct ShopSnapshot: Equatable {
    let selectedTab: Shop.MainCoordinator.Tab
    let presented: [ShopModalSnapshot]
    let catalog: ShopStackSnapshot
    let orders: ShopStackSnapshot
}

@MainActor
extension ShopSnapshot {
    init(_ main: Shop.MainCoordinator) {
        self.init(
            selectedTab: main.selectedTab,
            presented: main.presented.map(ShopModalSnapshot.init),
            catalog: ShopStackSnapshot(main.catalog),
            orders: ShopStackSnapshot(main.orders)
        )
    }
}

@MainActor
extension ShopStackSnapshot {
    init(_ stack: any Shop.StackCoordinator) {
        self.init(
            coordinator: ObjectIdentifier(stack),
            rootScreen: stack.rootScreen,
            path: stack.path,
            presented: stack.presented.map(ShopModalSnapshot.init)
        )
    }
}

@MainActor
extension ShopModalSnapshot {
    init(_ modal: Shop.Modal) {
        var flow: (any Shop.StackCoordinator)?
        if let checkout = modal.checkout {
            flow = checkout
        } else if let addresses = modal.addresses {
            flow = addresses
        }
        self.init(id: modal.id, style: modal.style, screen: modal.screen, flow: flow.map(ShopStackSnapshot.init))
    }
}

// MARK: - Todo

struct TodoModalSnapshot: Equatable {
    let id: Int
    let style: Todo.ModalStyle
    let screen: Todo.Screen?
}

struct TodoSnapshot: Equatable {
    let rootScreen: Todo.Screen
    let path: [Todo.Screen]
    let presented: [TodoModalSnapshot]
}

@MainActor
extension TodoSnapshot {
    init(_ todos: Todo.TodosCoordinator) {
        self.init(
            rootScreen: todos.rootScreen,
            path: todos.path,
            presented: todos.presented.map { TodoModalSnapshot(id: $0.id, style: $0.style, screen: $0.screen) }
        )
    }
}

// MARK: - Busy states

/// States far from launch, built through the screens' navigation protocols, so that
/// `open(_:)` has modals to dismiss and stacks to empty in every flow.
@MainActor
enum BusyState {
    /// Meat: two screens pushed and the NewRecipe sheet with a picker pushed inside it;
    /// Veggie: a detail pushed and Ratings presented; Home: Licenses presented over
    /// the Settings tab; the Veggie tab selected.
    static func recipes() -> Recipes.HomeCoordinator {
        let home = Recipes.HomeCoordinator()
        let meatList: any Recipes.RecipeListNavigation = home.meat
        meatList.openRecipe(recipeID: Fixture.otherRecipeID)
        meatList.openSearch(query: "ragu", vegetarianOnly: false)
        meatList.newRecipe()
        if let flow = home.meat.presented.last?.newRecipe {
            (flow as any Recipes.RecipeEditorNavigation).pickIngredient(filter: "sal")
        }
        let veggieList: any Recipes.RecipeListNavigation = home.veggie
        veggieList.openRecipe(recipeID: Fixture.otherRecipeID)
        (home.veggie as any Recipes.RecipeDetailNavigation).showRatings(recipeID: Fixture.otherRecipeID, page: 7)
        (home as any Recipes.SettingsNavigation).showLicenses()
        home.selectedTab = .veggie
        return home
    }

    /// Catalog: Deals and a product pushed, the Checkout cover with Shipping and Payment
    /// pushed inside it; Orders: an order pushed with its Tracking sheet; Main: the
    /// Addresses sheet with an editor pushed; the Orders tab selected.
    static func shop() -> Shop.MainCoordinator {
        let main = Shop.MainCoordinator()
        let list: any Shop.ProductListNavigation = main.catalog
        list.showDeals()
        (main.catalog as any Shop.DealsNavigation).openProduct(slug: "wool-scarf")
        (main.catalog as any Shop.ProductDetailNavigation).openCart()
        if let checkout = main.catalog.presented.last?.checkout {
            (checkout as any Shop.CartNavigation).checkOut(express: false)
            (checkout as any Shop.ShippingNavigation).continueToPayment(total: 19.5)
        }
        (main.orders as any Shop.OrderListNavigation).openOrder(orderNumber: 12)
        (main.orders as any Shop.OrderDetailNavigation).trackShipment(carrierPage: Fixture.sourcePage)
        (main as any Shop.ProfileNavigation).manageAddresses()
        if let addresses = main.presented.last?.addresses {
            (addresses as any Shop.AddressBookNavigation).editAddress(addressID: 3)
        }
        main.selectedTab = .orders
        return main
    }

    /// A detail and a tag pushed, the AddTodo sheet presented, the root showing completed todos.
    static func todo() -> Todo.TodosCoordinator {
        let todos = Todo.TodosCoordinator()
        todos.rootScreen = .todoList(showCompleted: true)
        let list: any Todo.TodoListNavigation = todos
        list.openTodo(todoID: Fixture.todoID)
        (todos as any Todo.TodoDetailNavigation).openTag(tag: "home")
        list.addTodo(title: "Call Sam", dueInDays: 1)
        return todos
    }
}
