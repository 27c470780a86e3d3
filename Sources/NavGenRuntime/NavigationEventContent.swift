/// A graph's `ModalContent` when its coordinators report navigation events: it names
/// the types a `NavigationEvent` of the graph carries, and the flow a modal flow shows.
/// navgen generates the conformance for a graph with a root:
///
/// ```swift
/// extension Recipes.ModalContent: NavGenRuntime.NavigationEventContent {
///     typealias DeepLink = Recipes.DeepLink
///     typealias TabSelection = Recipes.DeepLink.TabSelection
///     var flow: Recipes.Flow? { … }
/// }
/// ```
public protocol NavigationEventContent: ModalContent {
    /// The graph's flows, one case each.
    associatedtype Flow: Hashable & Sendable

    /// A selected tab, with the tab bar it belongs to; `Never` in a graph without tab bars.
    associatedtype TabSelection: Hashable & Sendable = Never

    /// A shown branch, with the switch it belongs to; `Never` in a graph without switches.
    associatedtype BranchSelection: Hashable & Sendable = Never

    /// The graph's resolved deep link.
    associatedtype DeepLink: Hashable & Sendable

    /// The deep link a switch defers or refuses: the graph's `DeepLink` in a graph with
    /// switches; `Never` otherwise, so that `deepLinkDeferred` and `deepLinkRefused` need
    /// no handling where they cannot happen.
    associatedtype SwitchedDeepLink: Hashable & Sendable = Never

    /// The modal flow shown; `nil` for a bare screen.
    var flow: Flow? { get }
}
