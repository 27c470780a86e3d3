import Observation

/// What every generated coordinator has: its modals and the coordinator that holds
/// it. A graph's coordinators share one `Content`, the generated `ModalContent`, and
/// the graph names them `Coordinator` (`typealias Coordinator =
/// NavGenRuntime.Coordinator<ModalContent>`).
@MainActor
public protocol Coordinator<Content>: AnyObject, Observable {
    /// What this coordinator's modals show.
    associatedtype Content: ModalContent

    /// The modals presented, the last one on top.
    var presented: [Modal<Content>] { get set }

    /// The tab coordinator or presenter that holds this coordinator; `nil` for the root.
    var parentCoordinator: (any Coordinator<Content>)? { get set }
}

extension Coordinator {
    /// Presents `content` on top of this coordinator's modals.
    public func present(_ content: Content, style: ModalStyle) {
        presented.append(Modal(style: style, content: content))
    }

    /// Closes the topmost modal of this coordinator; with none, closes the modal flow
    /// that holds it (and anything presented over that flow).
    public func dismiss() {
        dismissToPresenter()
    }

    /// Closes the modal that holds this coordinator's screen, as `dismiss()` does, and
    /// returns the coordinator that presented it: this one for its own topmost modal,
    /// else the presenter of the modal flow this coordinator runs; `nil` when nothing
    /// is presented. Links declared `from: presenter` (1.1 D) continue from it.
    @discardableResult
    public func dismissToPresenter() -> (any Coordinator<Content>)? {
        if !presented.isEmpty {
            presented.removeLast()
            return self
        }
        var child: any Coordinator<Content> = self
        while let parent = child.parentCoordinator {
            if parent.closeModal(showing: child) {
                return parent
            }
            child = parent
        }
        return nil
    }

    /// The nearest coordinator of type `type` holding this one, itself included.
    public func ancestor<Ancestor>(_ type: Ancestor.Type) -> Ancestor? {
        var node: (any Coordinator<Content>)? = self
        while let current = node {
            if let match = current as? Ancestor {
                return match
            }
            node = current.parentCoordinator
        }
        return nil
    }

    /// Closes the modal that shows `flow`, and every modal above it; `false` when none
    /// of this coordinator's modals shows it.
    func closeModal(showing flow: any Coordinator) -> Bool {
        guard let index = presented.firstIndex(where: { $0.coordinator === flow }) else {
            return false
        }
        presented.removeSubrange(index...)
        return true
    }
}
