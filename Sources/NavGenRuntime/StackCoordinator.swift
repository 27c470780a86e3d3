/// A coordinator that owns a navigation stack: a root screen, always shown, and the
/// screens pushed over it.
@MainActor
public protocol StackCoordinator<Content>: Coordinator {
    /// The screen at the bottom of the stack.
    var rootScreen: Content.Screen { get set }

    /// The pushed screens, the root excluded.
    var path: [Content.Screen] { get set }

    /// Whether a link of this stack pushes `screen`: a root coordinator's
    /// `open(_:mode:)` with `.preserve` pushes a deep link's screen on the stack on top
    /// only then. navgen writes it in every stack coordinator of a graph with deep links.
    func pushes(_ screen: Content.Screen) -> Bool
}

extension StackCoordinator {
    /// No screen, for a stack that does not open deep links (a feature module's).
    public func pushes(_ screen: Content.Screen) -> Bool {
        false
    }

    /// Pushes `screen` on the stack.
    public func push(_ screen: Content.Screen) {
        path.append(screen)
    }

    /// Makes `screen` the only screen above the root.
    public func replace(with screen: Content.Screen) {
        path = [screen]
    }

    /// Goes back one screen (nothing happens at the root).
    public func pop() {
        if !path.isEmpty {
            path.removeLast()
        }
    }

    /// Goes back to the root.
    public func popToRoot() {
        path.removeAll()
    }
}
