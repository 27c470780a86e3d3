/// What a root coordinator's `open(_:mode:)` did with a deep link. A graph names it
/// `OpenResult` (`typealias OpenResult = NavGenRuntime.OpenResult`).
public enum OpenResult: Hashable, Sendable {
    /// The link's screen is shown.
    case opened

    /// A switch keeps the link as its `pendingDeepLink` until its branch is shown.
    case deferred

    /// A switch refused the link; nothing changed.
    case refused

    /// No pattern matches the URL; nothing changed.
    case unmatched
}
