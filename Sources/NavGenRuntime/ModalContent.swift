/// What a graph's modals show: a bare screen, owned by the coordinator that presents
/// it, or a modal flow with its own coordinator. navgen generates one per graph, an
/// enum with a `screen(Screen)` case and a case per modal flow:
///
/// ```swift
/// nonisolated enum ModalContent: NavGenRuntime.ModalContent {
///     case screen(Screen)
///     case newRecipe(NewRecipeCoordinator)
/// }
/// ```
public protocol ModalContent: Sendable {
    /// The graph's screens.
    associatedtype Screen: Hashable & Sendable

    /// The screen shown, when it is a bare screen.
    var screen: Screen? { get }

    /// The coordinator of the modal flow shown, when it is a flow.
    var coordinator: (any Coordinator<Self>)? { get }
}
