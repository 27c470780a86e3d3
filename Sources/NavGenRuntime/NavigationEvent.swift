#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A change of navigation state, reported once, after it, to the root coordinator's
/// `onNavigationEvent`: made by a link, by SwiftUI (a back swipe, a swipe down, a tap on
/// a tab) or by a deep link. A graph names it for its `ModalContent`
/// (`typealias NavigationEvent = NavGenRuntime.NavigationEvent<ModalContent>`), so an
/// app switches over `Recipes.NavigationEvent` with the graph's own types:
///
/// ```swift
/// home.onNavigationEvent = { event in
///     if case .push(let screen, on: .meat) = event { analytics.log(screen) }
/// }
/// ```
public enum NavigationEvent<Content: NavigationEventContent>: Hashable, Sendable {
    /// What a modal shows: a bare screen, or a modal flow.
    public enum Presentation: Hashable, Sendable {
        case screen(Content.Screen)
        case flow(Content.Flow)

        /// What `content` shows; `nil` for content that names neither a screen nor a flow.
        public init?(_ content: Content) {
            if let screen = content.screen {
                self = .screen(screen)
            } else if let flow = content.flow {
                self = .flow(flow)
            } else {
                return nil
            }
        }
    }

    /// A screen was pushed on a stack flow.
    case push(Content.Screen, on: Content.Flow)

    /// Screens were popped from a stack flow, the topmost first: `pop()`, `popToRoot()`, a back swipe.
    case pop([Content.Screen], from: Content.Flow)

    /// A stack flow's pushed screens were replaced: those removed, the topmost first, by
    /// those pushed, bottom first.
    case replace([Content.Screen], with: [Content.Screen], on: Content.Flow)

    /// A flow's coordinator presented a modal.
    case present(Presentation, style: ModalStyle, from: Content.Flow)

    /// Modals of a flow's coordinator were dismissed, the topmost first: `dismiss()`, a swipe down.
    case dismiss([Presentation], from: Content.Flow)

    /// A tab was selected: by a link, or a tap on the tab bar.
    case select(Content.TabSelection)

    /// A switch flow showed another branch, built afresh.
    case show(Content.BranchSelection)

    /// A deep link was opened; its changes are this one event. `url` is `nil` for a link
    /// opened as a `DeepLink`.
    case deepLinkOpened(DeepLink<Content>, url: URL?)

    /// A switch kept a deep link as its `pendingDeepLink`.
    case deepLinkDeferred(Content.SwitchedDeepLink, url: URL?)

    /// A switch refused a deep link; nothing changed.
    case deepLinkRefused(Content.SwitchedDeepLink, url: URL?)

    /// No pattern matches a URL opened; nothing changed.
    case deepLinkUnmatched(URL)
}
