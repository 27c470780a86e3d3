/// The root coordinator of a graph that reports navigation events: it holds the app's
/// `onNavigationEvent`, which every coordinator of its tree reports to, and counts the
/// changes under way that report as one event. navgen makes a graph's root one, with
/// both properties stored.
@MainActor
public protocol NavigationEventRoot<Content>: Coordinator where Content: NavigationEventContent {
    /// Called once for every change of navigation state, after it (see `NavigationEvent`); set by the app.
    var onNavigationEvent: ((NavigationEvent<Content>) -> Void)? { get set }

    /// How many changes reported as one event (a deep link, a branch shown, a restore)
    /// are under way; the events of their parts are held back meanwhile. Set by the runtime.
    var eventsHeld: Int { get set }
}

extension Coordinator where Content: NavigationEventContent {
    /// Hands `event` to the root coordinator's `onNavigationEvent`, unless a change
    /// reported as one event is under way. Generated coordinators call it.
    public func reportNavigation(_ event: NavigationEvent<Content>) {
        guard let root = rootCoordinator as? any NavigationEventRoot<Content>, root.eventsHeld == 0 else {
            return
        }
        root.onNavigationEvent?(event)
    }

    /// Makes `change` and reports it as `event` alone, holding back the events of its parts.
    public func reportNavigation(_ event: NavigationEvent<Content>, during change: () -> Void) {
        let root = rootCoordinator as? any NavigationEventRoot<Content>
        root?.eventsHeld += 1
        change()
        root?.eventsHeld -= 1
        reportNavigation(event)
    }

    /// Reports how the stack of `flow` changed from `old` to `new`: a push, a pop or a
    /// replacement. A stack coordinator calls it when its `path` is set.
    public func reportPathChange(from old: [Content.Screen], to new: [Content.Screen], on flow: Content.Flow) {
        switch StackChange(from: old, to: new) {
        case .push(let screen)?:
            reportNavigation(.push(screen, on: flow))
        case .pop(let screens)?:
            reportNavigation(.pop(screens, from: flow))
        case .replace(let removed, let added)?:
            reportNavigation(.replace(removed, with: added, on: flow))
        case nil:
            break
        }
    }

    /// Reports how the modals of `flow`'s coordinator changed from `old` to `presented`:
    /// those dismissed, as one event, then each one presented. A coordinator calls it
    /// when its `presented` is set.
    public func reportModalChange(from old: [Modal<Content>], on flow: Content.Flow) {
        let change = ModalChange(from: old, to: presented)
        if !change.dismissed.isEmpty {
            reportNavigation(.dismiss(change.dismissed.compactMap { .init($0.content) }, from: flow))
        }
        for modal in change.presented {
            if let presentation = NavigationEvent<Content>.Presentation(modal.content) {
                reportNavigation(.present(presentation, style: modal.style, from: flow))
            }
        }
    }
}
