#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A URL that matched a pattern: the pattern, and the text of every parameter the
/// URL gave (percent-decoded). A parameter the URL left out, or gave an empty value,
/// has no text: the generated code then uses its default or `nil`. A list parameter
/// has every value of its repeated query item, in order.
public struct DeepLinkMatch: Sendable, Hashable {
    /// The pattern's position among the patterns the matcher was given.
    public var index: Int
    /// The pattern that matched.
    public var pattern: DeepLinkPattern
    /// The text of each parameter the URL gave, by parameter name.
    public var values: [String: String]
    /// The texts of each list parameter, by parameter name; absent lists are empty.
    public var lists: [String: [String]]

    public init(index: Int, pattern: DeepLinkPattern, values: [String: String], lists: [String: [String]] = [:]) {
        self.index = index
        self.pattern = pattern
        self.values = values
        self.lists = lists
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
    /// The value of the enum parameter `name`: `match.value("kind", as: AddItemKind.self)`.
    public func value<Value: RawRepresentable>(_ name: String, as type: Value.Type) -> Value? where Value.RawValue == String {
        values[name].flatMap(Value.init(rawValue:))
    }

    /// The values of the `[String]` parameter `name`.
    public func strings(_ name: String) -> [String] { (lists[name] ?? []).compactMap(URLValue.string) }
    /// The values of the `[Int]` parameter `name`.
    public func ints(_ name: String) -> [Int] { (lists[name] ?? []).compactMap(URLValue.int) }
    /// The values of the `[Double]` parameter `name`.
    public func doubles(_ name: String) -> [Double] { (lists[name] ?? []).compactMap(URLValue.double) }
    /// The values of the `[Bool]` parameter `name`.
    public func bools(_ name: String) -> [Bool] { (lists[name] ?? []).compactMap(URLValue.bool) }
    /// The values of the `[UUID]` parameter `name`.
    public func uuids(_ name: String) -> [UUID] { (lists[name] ?? []).compactMap(URLValue.uuid) }
    /// The values of the `[URL]` parameter `name`.
    public func urls(_ name: String) -> [URL] { (lists[name] ?? []).compactMap { URL(string: $0) } }
}
