/// A graph's `ModalContent` that names the graph's flows and builds the coordinator of
/// a modal flow: for a deep link that presents one, and for a restored modal. navgen
/// generates the conformance for every graph with deep links or state restoration;
/// a graph without modal flows gives only its `Flow`, and keeps the default
/// `modalFlow(_:root:)`, which builds none:
///
/// ```swift
/// extension Recipes.ModalContent: NavGenRuntime.FlowContent {
///     typealias Flow = Recipes.Flow
///     static func modalFlow(_ flow: Recipes.Flow, root: Recipes.Screen?) -> … {
///         switch flow {
///         case .newRecipe:
///             let coordinator = Recipes.NewRecipeCoordinator()
///             return (.newRecipe(coordinator), coordinator)
///         default:
///             return nil
///         }
///     }
/// }
/// ```
public protocol FlowContent: ModalContent {
    /// The graph's flows, one case each.
    associatedtype Flow: Hashable & Sendable

    /// A bare screen presented modally.
    static func screen(_ screen: Screen) -> Self

    /// The content and new coordinator, in its launch state, of the modal flow `flow`; a
    /// flow with parameters (1.1 B) takes them from `root`, its root screen. `nil` for a
    /// flow the graph never presents modally, or a flow with parameters whose `root` is
    /// missing or another screen.
    @MainActor
    static func modalFlow(_ flow: Flow, root: Screen?) -> (content: Self, coordinator: any Coordinator<Self>)?
}

extension FlowContent {
    /// No modal flow: the conformance of a graph that presents none.
    @MainActor
    public static func modalFlow(_ flow: Flow, root: Screen?) -> (content: Self, coordinator: any Coordinator<Self>)? {
        nil
    }
}
