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
    /// The enclosing tab flows, outermost first.
    public var tabFlows: [String]
    /// Whether the placement can be reached from the graph's `root`.
    public var isReachable: Bool
}
