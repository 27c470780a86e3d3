#if canImport(SwiftUI)
import SwiftUI

/// The account's screens as views that record what they were built with: the feature
/// factory that `FeatureAppTests` gives the app's `ViewFactory`, so a test sees which
/// screen the app's coordinator built, with which values and navigation.
@MainActor
public final class AccountViews: Account.ViewFactory {
    /// A screen built, with its values; `navigation` is the object its view navigates
    /// through, `nil` for a screen without links.
    public struct Built {
        public let screen: Account.Screen
        public let navigation: AnyObject?
    }

    /// The screens built so far, in order.
    public private(set) var built: [Built] = []

    public init() {}

    public func profile(_ navigation: any Account.ProfileNavigation, accountID: String, section: String) -> SwiftUI.Text {
        record(.profile(accountID: accountID, section: section), navigation)
    }

    public func followers(accountID: String) -> SwiftUI.Text {
        record(.followers(accountID: accountID), nil)
    }

    private func record(_ screen: Account.Screen, _ navigation: AnyObject?) -> SwiftUI.Text {
        built.append(Built(screen: screen, navigation: navigation))
        return SwiftUI.Text(verbatim: "\(screen)")
    }
}
#endif
