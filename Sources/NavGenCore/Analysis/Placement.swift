/// One place where the graph can show a screen (spec section 5).
public struct Placement: Hashable, Sendable {
    /// The screen shown.
    public var screen: String
    /// The coordinator that owns it: a flow's name, or the root screen's own name
    /// when `root` is a screen.
    public var coordinator: String
    /// Whether it sits on a navigation stack (as root or pushed).
    public var inStack: Bool
    /// Whether it is a bare screen presented modally by its coordinator.
    public var isModal: Bool
    /// The enclosing tab flows, as an id into `PlacementAnalysis`'s table of tab
    /// contexts (`PlacementAnalysis.tabFlows(of:)` spells them out). Sharing one
    /// context between placements keeps deep tab nesting linear.
    public var tabContext: TabContext
    /// Whether the placement can be reached from the graph's `root`.
    public var isReachable: Bool
    /// The coordinator that presented the modal holding the placement (1.1 D), as
    /// an id into `PlacementAnalysis`'s table (`PlacementAnalysis.presenter(of:)`);
    /// `.none` outside any modal.
    public var presenter: PresenterID = .none
}

/// An id into `PlacementAnalysis`'s table of presenters; `.none` is no modal.
public struct PresenterID: Hashable, Sendable {
    let id: Int

    /// Not inside a modal.
    public static let none = PresenterID(id: 0)
}

/// The coordinator that presented a modal: where a `from: presenter` link of a
/// screen in the modal is followed.
public struct Presenter: Hashable, Sendable {
    /// A flow's name, or the root screen's.
    public var coordinator: String
    /// Whether the coordinator has a navigation stack.
    public var hasStack: Bool
    /// The tab flows enclosing the presenter.
    public var tabContext: TabContext
    /// The presenter of the modal that holds the presenter itself.
    public var parent: PresenterID
}

/// A chain of enclosing tab flows, innermost last: an id into the table of
/// `PlacementAnalysis`. `.none` is no tab flow at all.
public struct TabContext: Hashable, Sendable {
    let id: Int

    /// No enclosing tab flow.
    public static let none = TabContext(id: 0)
}
