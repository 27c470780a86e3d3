/// A coordinator that shows one thing of several at a time: a tab bar, its selected
/// tab; a switch, its shown branch; a root screen's coordinator, its screen. The root
/// coordinator's `visibleScreen`, `open(_:mode:)` and `apply(_:)` walk through it.
/// navgen generates the conformance of each, in a graph with deep links:
///
/// ```swift
/// extension Recipes.HomeCoordinator: NavGenRuntime.ContainerCoordinator {
///     var shownCoordinator: (any Recipes.Coordinator)? {
///         switch selectedTab {
///         case .meat: return meat
///         case .veggie: return veggie
///         case .settings: return nil
///         }
///     }
///     var shownScreen: Recipes.Screen? { screen(for: selectedTab) }
///     var childCoordinators: [Recipes.Flow: (any Recipes.Coordinator)?] { [.meat: meat, .veggie: veggie] }
///     func follow(_ step: Recipes.DeepLink.Step) -> Swift.Bool {
///         guard case .select(.home(let tab)) = step else { return false }
///         selectedTab = tab
///         return true
///     }
/// }
/// ```
@MainActor
public protocol ContainerCoordinator<Content>: Coordinator where Content: DeepLinkContent {
    /// The coordinator of the selected tab or shown branch; `nil` when that is a screen.
    var shownCoordinator: (any Coordinator<Content>)? { get }

    /// The screen of the selected tab or shown branch, with its `args`; `nil` when that is a flow.
    var shownScreen: Content.Screen? { get }

    /// The coordinators of its flow tabs or branches, by flow: `nil` for a branch not shown.
    var childCoordinators: [Content.Flow: (any Coordinator<Content>)?] { get }

    /// Selects the tab or shows the branch of `step`, a step of this coordinator's
    /// (`DeepLinkContent.selectingFlow(_:)`); `false` when it shows nothing, as for a
    /// switch's first branch whose values the link leaves out and the switch never had.
    func follow(_ step: DeepLink<Content>.Step) -> Bool

    /// What this coordinator says of `step`, one of its own in `link`'s route, before
    /// anything changes: `nil` to go on along the route through its children, else
    /// the result of `open(_:mode:)`. A switch showing another branch than the step's
    /// decides by that branch's `deepLinks`; a tab bar always lets the link through.
    func admit(_ step: DeepLink<Content>.Step, of link: DeepLink<Content>) -> OpenResult?
}

extension ContainerCoordinator {
    /// A tab bar lets every link through.
    public func admit(_ step: DeepLink<Content>.Step, of link: DeepLink<Content>) -> OpenResult? {
        nil
    }
}
