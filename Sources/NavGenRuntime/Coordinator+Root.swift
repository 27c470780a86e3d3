extension Coordinator {
    /// The coordinator at the top of the tree that holds this one: the app's root
    /// coordinator, or this one when nothing holds it. Generated coordinators hand their
    /// navigation events to it.
    public var rootCoordinator: any Coordinator<Content> {
        var node: any Coordinator<Content> = self
        while let parent = node.parentCoordinator {
            node = parent
        }
        return node
    }
}
