#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A graph's URL patterns, each with the function that turns its match into the
/// app's deep link. Generated code holds one in `Routes.router`:
///
/// ```swift
/// static let router = DeepLinkRouter<DeepLink>(schemes: ["recipes"], hosts: []) { routes in
///     routes.add("/recipes/{recipeID}", ["recipeID": .uuid]) { recipeDetail($0) }
/// }
/// ```
public struct DeepLinkRouter<Link: Sendable>: Sendable {
    /// The patterns, in the order they were added.
    public private(set) var matcher: DeepLinkMatcher
    private var links: [@Sendable (DeepLinkMatch) -> Link?] = []

    /// A router for URLs of `schemes` and `hosts` (any, where empty) whose patterns
    /// `routes` adds; with `ignoresCase`, literals match ignoring ASCII case.
    public init(schemes: [String], hosts: [String], ignoresCase: Bool = false, routes: (inout DeepLinkRouter) -> Void) {
        matcher = DeepLinkMatcher(schemes: schemes, hosts: hosts, ignoresCase: ignoresCase)
        routes(&self)
    }

    /// Adds the pattern `text`, whose parameters have the types `parameters`, and the
    /// function that makes its deep link.
    public mutating func add(_ text: String, _ parameters: [String: URLParameter] = [:],
                             _ link: @escaping @Sendable (DeepLinkMatch) -> Link?) {
        matcher.add(DeepLinkPattern(text, parameters))
        links.append(link)
    }

    /// The deep link of `url`, or `nil` when no pattern matches it.
    public func resolve(_ url: URL) -> Link? {
        guard case .success(let parsed) = DeepLinkURL.parse(url.absoluteString) else { return nil }
        return matcher.first(parsed) { links[$0.index]($0) }
    }

    /// The URL of the pattern `text` filled with `values` (by parameter name; `nil`
    /// leaves a query item out) and `lists`, when it resolves to a link that
    /// `isExpected` accepts; `nil` for a pattern with `*` or `**`, which no value fills.
    /// A pattern that starts with `/` takes the first configured scheme, else the first
    /// host over `https`, else it is a path alone. Percent-encoded.
    public func url(_ text: String, _ values: [String: String?], lists: [String: [String]] = [:],
                    where isExpected: (Link) -> Bool) -> URL? {
        guard let string = URLText(PatternText(text), values: values, lists: lists, schemes: matcher.schemes, hosts: matcher.hosts).text,
              let url = URL(string: string), let link = resolve(url), isExpected(link)
        else { return nil }
        return url
    }
}
