/// A coordinator that owns a navigation stack: a root screen, always shown, and the
/// screens pushed over it.
@MainActor
public protocol StackCoordinator<Content>: Coordinator {
    /// The screen at the bottom of the stack.
    var rootScreen: Content.Screen { get set }

    /// The pushed screens, the root excluded.
    var path: [Content.Screen] { get set }
}

extension StackCoordinator {
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
