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
    /// `routes` adds.
    public init(schemes: [String], hosts: [String], routes: (inout DeepLinkRouter) -> Void) {
        matcher = DeepLinkMatcher(schemes: schemes, hosts: hosts)
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
    /// leaves a query item out), when it resolves to a link that `isExpected`
    /// accepts: the first configured scheme, else the first host over `https`, else
    /// a path alone; percent-encoded.
    public func url(_ text: String, _ values: [String: String?], where isExpected: (Link) -> Bool) -> URL? {
        let parts = DeepLinkPattern.split(text)
        var segments: [String] = []
        for segment in parts.segments {
            switch segment {
            case .literal(let literal): segments.append(literal)
            case .parameter(let name):
                guard let value = values[name] ?? nil else { return nil }
                segments.append(value)
            }
        }
        var path = segments.map(URLCharacters.encodedComponent)
        var string: String
        if let scheme = matcher.schemes.first {
            string = "\(scheme)://" + (path.isEmpty ? "" : path.removeFirst())
            if !path.isEmpty { string += "/" + path.joined(separator: "/") }
        } else if let host = matcher.hosts.first {
            string = "https://\(host)/" + path.joined(separator: "/")
        } else {
            string = "/" + path.joined(separator: "/")
        }
        let items = parts.query.compactMap { item in
            (values[item.parameter] ?? nil).map { "\(URLCharacters.encodedComponent(item.name))=\(URLCharacters.encodedComponent($0))" }
        }
        if !items.isEmpty { string += "?" + items.joined(separator: "&") }
        guard let url = URL(string: string), let link = resolve(url), isExpected(link) else { return nil }
        return url
    }
}
