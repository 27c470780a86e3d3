#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DeepLinkRouter {
    /// The URL of the pattern `text` filled with `values` and `lists`, as
    /// `url(_:_:lists:where:)` makes it, when it resolves back to a link that shows
    /// `screen`. A graph's `Screen.url` calls it for each pattern of a screen:
    ///
    /// ```swift
    /// case .recipeDetail(let recipeID):
    ///     return Recipes.Routes.router.url("/recipes/{recipeID}", ["recipeID": URLValue.text(recipeID)], showing: self)
    /// ```
    public func url<Content>(_ text: String, _ values: [String: String?], lists: [String: [String]] = [:],
                             showing screen: Content.Screen) -> URL? where Link == DeepLink<Content> {
        url(text, values, lists: lists) { $0.screen == screen }
    }
}
