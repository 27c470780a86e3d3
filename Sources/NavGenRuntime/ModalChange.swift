/// How a coordinator's modals changed between two values of its `presented`: those
/// dismissed and those presented, told apart by each presentation's `id`. Whoever
/// wrote `presented` (a link method, a deep link, or SwiftUI's presentation binding
/// on a swipe down), a generated coordinator reports the dismissed modals as one
/// navigation event, then each modal presented.
public struct ModalChange<Content: ModalContent>: Sendable {
    /// The modals no longer presented, the topmost first.
    public let dismissed: [Modal<Content>]

    /// The modals presented since, the lowest first.
    public let presented: [Modal<Content>]

    /// The change from `old` to `new`: the modals above the presentations the two
    /// share from the bottom left, and those in their place came.
    public init(from old: [Modal<Content>], to new: [Modal<Content>]) {
        var shared = 0
        while shared < old.count, shared < new.count, old[shared].id == new[shared].id {
            shared += 1
        }
        dismissed = old[shared...].reversed()
        presented = Array(new[shared...])
    }

    /// Whether nothing was dismissed or presented.
    public var isEmpty: Bool {
        dismissed.isEmpty && presented.isEmpty
    }
}
