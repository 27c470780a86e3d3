#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension NavigationEventRoot {
    /// Shows the screen of `url` by the steps in-app navigation takes (see
    /// `open(_:mode:)` for a link); `.unmatched`, changing nothing, when no pattern
    /// matches. `mode` is the graph's `urls.open` unless told.
    @discardableResult
    public func open(_ url: URL, mode: OpenMode = Content.openMode) -> OpenResult {
        guard let link = Content.resolve(url) else {
            reportNavigation(.deepLinkUnmatched(url))
            return .unmatched
        }
        return open(link, mode: mode, url: url)
    }

    /// Shows a resolved link's screen. A switch on its route whose branch is not shown
    /// has its say first (`.deferred`, `.refused`); then `.preserve` pushes the screen on
    /// the stack on top when a link there pushes it, and otherwise, as `.reset`, the
    /// modals and stacks of the flows on the route are cleared and its steps followed.
    @discardableResult
    public func open(_ link: DeepLink<Content>, mode: OpenMode = Content.openMode) -> OpenResult {
        open(link, mode: mode, url: nil)
    }

    /// `open(_:mode:)` of a link, reported as one navigation event with `url`, the URL
    /// it was resolved from.
    private func open(_ link: DeepLink<Content>, mode: OpenMode, url: URL?) -> OpenResult {
        let admission = admit(link)
        guard admission == .opened else {
            // Only a graph with switches defers or refuses, and its `SwitchedDeepLink` is its `DeepLink`.
            if let switched = link as? Content.SwitchedDeepLink {
                reportNavigation(admission == .deferred ? .deepLinkDeferred(switched, url: url) : .deepLinkRefused(switched, url: url))
            }
            return admission
        }
        reportNavigation(.deepLinkOpened(link, url: url)) {
            if mode == .preserve, pushOnTop(link.screen) {
                return
            }
            apply(link)
        }
        return .opened
    }

    /// What the switches on the link's route say, asked before anything changes: the
    /// first switch whose shown branch is not the route's decides by that branch's
    /// `deepLinks`; past a push, a presentation or a branch built afresh nothing more is
    /// asked.
    private func admit(_ link: DeepLink<Content>) -> OpenResult {
        var live: [Content.Flow: any Coordinator<Content>] = [Content.rootFlow: self]
        for step in link.steps {
            guard let flow = Content.selectingFlow(step), let container = live[flow] as? any ContainerCoordinator<Content> else {
                return .opened
            }
            if let decision = container.admit(step, of: link) { return decision }
            for (flow, child) in container.childCoordinators { live[flow] = child }
        }
        return .opened
    }

    /// `.preserve`: pushes `screen` on the stack on top now (the topmost presented modal
    /// flow's, else the selected tab's, else the shown branch's) when a link of that
    /// stack pushes it; `false`, changing nothing, when none does or a bare modal screen
    /// is on top.
    private func pushOnTop(_ screen: Content.Screen) -> Bool {
        let top = onTop
        guard top.screen == nil, let stack = top.coordinator as? any StackCoordinator<Content>, stack.pushes(screen) else {
            return false
        }
        stack.push(screen)
        return true
    }
}
