/// A graph's `ModalContent` when its coordinators report navigation events: it names
/// the deep link a switch defers or refuses, and the flow a modal flow shows. navgen
/// generates the conformance for a graph with a root:
///
/// ```swift
/// extension Recipes.ModalContent: NavGenRuntime.NavigationEventContent {
///     var flow: Recipes.Flow? { … }
/// }
/// ```
public protocol NavigationEventContent: DeepLinkContent {
    /// The deep link a switch defers or refuses: the graph's `DeepLink` in a graph with
    /// switches; `Never` otherwise, so that `deepLinkDeferred` and `deepLinkRefused` need
    /// no handling where they cannot happen.
    associatedtype SwitchedDeepLink: Hashable & Sendable = Never

    /// The modal flow shown; `nil` for a bare screen.
    var flow: Flow? { get }
}
