/// `navgen graph --modules` (issue 40, `Docs/FeatureModules.md` section 5): an app
/// graph composed with its features drawn one node per module, so that an app of
/// many screens has a readable overview. `ModuleDrawingBuilder` makes it;
/// `DOTRenderer` and `MermaidRenderer` print it.
public struct ModuleDrawing: Sendable, Equatable {
    /// The app graph's name.
    public var name: String
    /// The app first, then each feature in `features:` order.
    public var modules: [Module]
    public var edges: [Edge]

    /// One module: the app, or a feature.
    public struct Module: Sendable, Equatable {
        /// `app`, or `f_` and the feature's name made an id.
        public var id: String
        /// `Mastodon (app)`, `Account`, or `Account (AccountNavigation)` when the module is named.
        public var title: String
        /// The lines below the title: the counts, then the app's flows or the feature's exits.
        public var lines: [String]
        public var isApp: Bool
    }

    /// What an edge stands for.
    public enum EdgeKind: String, Sendable, Equatable {
        /// The app places a feature's flow or screen (a tab, a stack root, a link, the root).
        case placement
        /// An exit binding, from the exit's feature to the target's module.
        case binding
    }

    /// A line from one module to another (or to itself, for an exit bound back into its feature).
    public struct Edge: Sendable, Equatable {
        public var from: String
        public var to: String
        public var kind: EdgeKind
        /// `tab Me → Account.ProfileStack`, `ShowStatus (push) → Timeline.StatusDetail`.
        public var label: String
    }
}
