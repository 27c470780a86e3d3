/// A graph's `ModalContent` when the graph's state can be restored (the graph's
/// `restoration`, on by default): its screens are `Codable`, and it names the graph's
/// flows and the selections of its tab and switch flows, which a `NavigationSnapshot`
/// stores. navgen generates the conformance:
///
/// ```swift
/// extension Recipes.ModalContent: NavGenRuntime.RestorableContent {
///     typealias Flow = Recipes.Flow
///     typealias Selection = Recipes.Selection
///     static func restoringFlow(_ snapshot: Recipes.NavigationSnapshot) -> …
/// }
/// ```
public protocol RestorableContent: ModalContent where Screen: Codable {
    /// The graph's flows, one case each.
    associatedtype Flow: Hashable & Sendable & Codable

    /// A selected tab or shown branch, with the flow it belongs to (`Never` in a graph
    /// with neither tabs nor switches).
    associatedtype Selection: Hashable & Sendable & Codable

    /// A bare screen presented modally.
    static func screen(_ screen: Screen) -> Self

    /// The content and new coordinator, in its launch state, of the modal flow `snapshot`
    /// holds; `nil` when the graph no longer presents that flow modally, or its root no
    /// longer gives the flow's parameters.
    @MainActor
    static func restoringFlow(_ snapshot: NavigationSnapshot<Self>) -> (content: Self, coordinator: any RestorableCoordinator<Self>)?
}

/// Compiles only when `Parameter` is `Codable`. A generated file with `restoration`
/// calls it for each custom parameter type of its graph, so that a type that is not
/// says so by name: "global function 'restorationNeedsCodable' requires that
/// 'Address' conform to 'Decodable'". Make the type `Codable`, or write
/// `restoration: false` in the graph.
public func restorationNeedsCodable<Parameter: Codable>(_: Parameter.Type) {}
