/// A resolved deep link: the screen it shows, the pattern that matched, and the steps
/// that show it from any state. A graph names it for its `ModalContent`
/// (`typealias DeepLink = NavGenRuntime.DeepLink<ModalContent>`), and its `Routes` make
/// one per pattern:
///
/// ```swift
/// DeepLink(
///     screen: .recipeDetail(recipeID: recipeID),
///     pattern: "/recipes/{recipeID}",
///     steps: [.select(.home(.veggie)), .push(.recipeDetail(recipeID: recipeID), on: .veggie)]
/// )
/// ```
public struct DeepLink<Content: DeepLinkContent>: Hashable, Sendable {
    /// A tab to select, with the tab bar it belongs to.
    public typealias TabSelection = Content.TabSelection

    /// A branch to show, with the switch flow it belongs to.
    public typealias BranchSelection = Content.BranchSelection

    /// A switch's first branch with the link's values.
    public typealias LaunchBranchSelection = Content.LaunchBranchSelection

    /// One navigation step. The root coordinator's `apply(_:)` follows them in order.
    public enum Step: Hashable, Sendable {
        /// Selects a tab.
        case select(Content.TabSelection)

        /// Shows a branch of a switch flow.
        case show(Content.BranchSelection)

        /// Shows a switch's first branch with the link's values, the switch's own where the link has none.
        case showLaunchBranch(Content.LaunchBranchSelection)

        /// Pushes a screen on a stack flow.
        case push(Content.Screen, on: Content.Flow)

        /// Presents a screen from a flow's coordinator.
        case present(Content.Screen, style: ModalStyle, from: Content.Flow)

        /// Presents a modal flow from a flow's coordinator.
        case presentFlow(Content.Flow, style: ModalStyle, from: Content.Flow)

        /// Presents a modal flow with parameters over a root with the link's values.
        case presentStack(Content.Screen, flow: Content.Flow, style: ModalStyle, from: Content.Flow)

        /// Gives a stack's root the link's values, when the link targets the root of the stack it ends on.
        case showRoot(Content.Screen, on: Content.Flow)
    }

    /// The screen the link shows.
    public let screen: Content.Screen

    /// The URL pattern that matched, as written in the graph.
    public let pattern: String

    /// The steps from the launch state, tab selections and shown branches included.
    public let steps: [Step]

    /// The link to `screen` that `pattern` matched, shown by `steps`.
    public init(screen: Content.Screen, pattern: String, steps: [Step]) {
        self.screen = screen
        self.pattern = pattern
        self.steps = steps
    }
}
