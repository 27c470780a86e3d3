/// How a stack's pushed screens changed between two values of its `path`: what a
/// generated coordinator reports as one navigation event, whoever wrote the path (a
/// link method, a deep link, or SwiftUI's `NavigationStack` on a back swipe).
public enum StackChange<Screen: Equatable>: Equatable {
    /// One screen was pushed on top.
    case push(Screen)

    /// Screens were popped, the topmost first: one for `pop()` or a back swipe,
    /// several for `popToRoot()` or a jump back from the back button's menu.
    case pop([Screen])

    /// The screens above the part the two paths share were replaced: those removed,
    /// the topmost first, and those in their place, bottom first. `replace(with:)`
    /// over pushed screens, or several screens pushed at once (nothing removed).
    case replace([Screen], with: [Screen])

    /// The change from `old` to `new`, or `nil` when they are equal. The paths are
    /// compared from the bottom: what follows their longest common prefix changed.
    public init?(from old: [Screen], to new: [Screen]) {
        var shared = 0
        while shared < old.count, shared < new.count, old[shared] == new[shared] {
            shared += 1
        }
        let removed = Array(old[shared...].reversed())
        let added = Array(new[shared...])
        switch (removed.isEmpty, added.count) {
        case (true, 0):
            return nil
        case (true, 1):
            self = .push(added[0])
        case (false, 0):
            self = .pop(removed)
        default:
            self = .replace(removed, with: added)
        }
    }
}
