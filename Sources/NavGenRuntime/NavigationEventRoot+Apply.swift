extension NavigationEventRoot {
    /// Applies a deep link's steps: the modals and stacks of the flows on its route are
    /// cleared first. Called directly, it reports each change as its own event.
    public func apply(_ link: DeepLink<Content>) {
        var live: [Content.Flow: any Coordinator<Content>] = [Content.rootFlow: self]
        var cleared: Set<Content.Flow> = []
        func prepare(_ flow: Content.Flow) -> (any Coordinator<Content>)? {
            guard let coordinator = live[flow] else { return nil }
            if cleared.insert(flow).inserted {
                coordinator.presented.removeAll()
                (coordinator as? any StackCoordinator<Content>)?.popToRoot()
            }
            return coordinator
        }
        func present(_ target: Content.Flow, over root: Content.Screen?, style: ModalStyle, from flow: Content.Flow) {
            guard let presenter = prepare(flow), let modal = Content.modalFlow(target, root: root) else { return }
            if let root { (modal.coordinator as? any StackCoordinator<Content>)?.rootScreen = root }
            modal.coordinator.parentCoordinator = presenter
            presenter.present(modal.content, style: style)
            live[target] = modal.coordinator
            cleared.insert(target)
        }
        _ = prepare(Content.rootFlow)
        for step in link.steps {
            switch step {
            case .select, .show, .showLaunchBranch:
                guard let flow = Content.selectingFlow(step), let container = prepare(flow) as? any ContainerCoordinator<Content>,
                      container.follow(step)
                else { continue }
                for (flow, child) in container.childCoordinators { live[flow] = child }
            case .push(let screen, on: let flow):
                (prepare(flow) as? any StackCoordinator<Content>)?.push(screen)
            case .present(let screen, let style, from: let flow):
                prepare(flow)?.present(.screen(screen), style: style)
            case .presentFlow(let target, let style, from: let flow):
                present(target, over: nil, style: style, from: flow)
            case .presentStack(let root, let target, let style, from: let flow):
                present(target, over: root, style: style, from: flow)
            case .showRoot(let screen, on: let flow):
                (prepare(flow) as? any StackCoordinator<Content>)?.rootScreen = screen
            }
        }
    }
}
