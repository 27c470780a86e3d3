extension NavigationEventRoot {
    /// The screen on top now: the topmost modal's (a bare screen, or the screen on top
    /// of a modal flow), else the selected tab's, else the shown branch's, at any depth.
    /// Screen-view analytics read it after each navigation event.
    public var visibleScreen: Content.Screen? {
        let top = onTop
        if let screen = top.screen { return screen }
        guard let stack = top.coordinator as? any StackCoordinator<Content> else { return nil }
        return stack.path.last ?? stack.rootScreen
    }

    /// What is on top now: the coordinator of the topmost modal flow, else of the
    /// selected tab, else of the shown branch; with the screen it shows over its own,
    /// when that is a bare modal screen, a tab's or a branch's.
    var onTop: (coordinator: any Coordinator<Content>, screen: Content.Screen?) {
        var current: any Coordinator<Content> = self
        while true {
            if let modal = current.presented.last {
                guard let presented = modal.coordinator else { return (current, modal.screen) }
                current = presented
                continue
            }
            guard let container = current as? any ContainerCoordinator<Content> else { return (current, nil) }
            guard let shown = container.shownCoordinator else { return (container, container.shownScreen) }
            current = shown
        }
    }
}
