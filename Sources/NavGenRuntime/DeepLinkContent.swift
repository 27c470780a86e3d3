#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A graph's `ModalContent` when the graph has deep links: it names the types a
/// `DeepLink` of the graph carries, and what the root coordinator's `open(_:mode:)`
/// and `apply(_:)` need to know of the graph. navgen generates the conformance for a
/// graph with a root:
///
/// ```swift
/// extension Recipes.ModalContent: NavGenRuntime.DeepLinkContent {
///     typealias TabSelection = Recipes.TabSelection
///     static var rootFlow: Recipes.Flow { .home }
///     static func resolve(_ url: Foundation.URL) -> Recipes.DeepLink? { Recipes.resolve(url) }
///     static func selectingFlow(_ step: Recipes.DeepLink.Step) -> Recipes.Flow? { … }
/// }
/// ```
///
/// `openMode` and `selectingFlow(_:)` have defaults, for a graph whose `urls.open` is
/// `reset` and a graph without tab bars or switches.
public protocol DeepLinkContent: FlowContent {
    /// A tab to select, with the tab bar it belongs to; `Never` in a graph without tab bars.
    associatedtype TabSelection: Hashable & Sendable = Never

    /// A branch to show, with the switch it belongs to; `Never` in a graph without switches.
    associatedtype BranchSelection: Hashable & Sendable = Never

    /// A switch's first branch with a deep link's values, some of which the link may
    /// leave out (1.1 B); `Never` in a graph without such a link.
    associatedtype LaunchBranchSelection: Hashable & Sendable = Never

    /// The flow of the root coordinator, where every deep link's route starts.
    static var rootFlow: Flow { get }

    /// How `open(_:mode:)` applies a deep link when not told: the graph's `urls.open`.
    static var openMode: OpenMode { get }

    /// The deep link of `url`, or `nil` when no pattern of the graph matches it.
    static func resolve(_ url: URL) -> DeepLink<Self>?

    /// The tab bar or switch whose tab or branch `step` selects (`select`, `show`,
    /// `showLaunchBranch`); `nil` for the other steps.
    static func selectingFlow(_ step: DeepLink<Self>.Step) -> Flow?
}

extension DeepLinkContent {
    /// `reset`, the default of a graph's `urls.open`.
    public static var openMode: OpenMode {
        .reset
    }

    /// No tab bar or switch: the conformance of a graph without them.
    public static func selectingFlow(_ step: DeepLink<Self>.Step) -> Flow? {
        nil
    }
}
