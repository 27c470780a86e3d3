/// How a root coordinator's `open(_:mode:)` applies a deep link. A graph names it
/// `OpenMode` (`typealias OpenMode = NavGenRuntime.OpenMode`); its `urls.open` says
/// which mode `open(_:mode:)` takes by default.
public enum OpenMode: Hashable, Sendable, CaseIterable {
    /// Closes the modals and empties the stacks of the flows on the route, then follows it.
    case reset

    /// Pushes the target on the stack on top when a link there pushes it, changing
    /// nothing else; else `reset`.
    case preserve
}
