#if canImport(SwiftUI)
import SwiftUI

/// The timeline's screens as views that record what they were built with: the feature
/// factory that `FeatureAppTests` gives the app's `ViewFactory`, so a test sees which
/// screen the app's coordinator built, with which values and navigation.
@MainActor
public final class TimelineViews: Timeline.ViewFactory {
    /// A screen built, with its values; `navigation` is the object its view navigates through.
    public struct Built {
        public let screen: Timeline.Screen
        public let navigation: AnyObject?
    }

    /// The screens built so far, in order.
    public private(set) var built: [Built] = []

    public init() {}

    public func home(_ navigation: any Timeline.HomeNavigation, filter: Timeline.HomeFilter) -> SwiftUI.Text {
        record(.home(filter: filter), navigation)
    }

    public func statusDetail(_ navigation: any Timeline.StatusDetailNavigation, statusID: String) -> SwiftUI.Text {
        record(.statusDetail(statusID: statusID), navigation)
    }

    public func compose(_ navigation: any Timeline.ComposeNavigation, replyTo: String) -> SwiftUI.Text {
        record(.compose(replyTo: replyTo), navigation)
    }

    private func record(_ screen: Timeline.Screen, _ navigation: AnyObject?) -> SwiftUI.Text {
        built.append(Built(screen: screen, navigation: navigation))
        return SwiftUI.Text(verbatim: "\(screen)")
    }
}
#endif
