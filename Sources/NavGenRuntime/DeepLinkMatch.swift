#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A URL that matched a pattern: the pattern, and the text of every parameter the
/// URL gave (percent-decoded). A parameter the URL left out, or gave an empty
/// value, has no text: the generated code then uses its default or `nil`.
public struct DeepLinkMatch: Sendable, Hashable {
    /// The pattern's position among the patterns the matcher was given.
    public var index: Int
    /// The pattern that matched.
    public var pattern: DeepLinkPattern
    /// The text of each parameter the URL gave, by parameter name.
    public var values: [String: String]

    public init(index: Int, pattern: DeepLinkPattern, values: [String: String]) {
        self.index = index
        self.pattern = pattern
        self.values = values
    }

    /// The value of the `String` parameter `name`.
    public func string(_ name: String) -> String? { values[name].flatMap(URLValue.string) }
    /// The value of the `Int` parameter `name`.
    public func int(_ name: String) -> Int? { values[name].flatMap(URLValue.int) }
    /// The value of the `Double` parameter `name`.
    public func double(_ name: String) -> Double? { values[name].flatMap(URLValue.double) }
    /// The value of the `Bool` parameter `name`.
    public func bool(_ name: String) -> Bool? { values[name].flatMap(URLValue.bool) }
    /// The value of the `UUID` parameter `name`.
    public func uuid(_ name: String) -> UUID? { values[name].flatMap(URLValue.uuid) }
    /// The value of the `URL` parameter `name`; the matcher checked its scheme.
    public func url(_ name: String) -> URL? { values[name].flatMap { URL(string: $0) } }
}
