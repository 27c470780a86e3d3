import Foundation
import NavGenCore

/// A JSON value, compared structurally: numbers as decimals (so `20` equals `20.0`),
/// text that is a UUID ignoring case (Foundation prints UUIDs upper-case; the CLI may
/// print the URL's spelling), absolute URLs as `URL(string:)` spells them, and names of
/// screens, flows and tabs lowerCamel.
indirect enum JSONValue: Decodable, Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Decimal)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let bool = try? container.decode(Bool.self) { self = .bool(bool) }
        else if let number = try? container.decode(Decimal.self) { self = .number(number) }
        else if let text = try? container.decode(String.self) { self = .string(Self.canonical(text)) }
        else if let array = try? container.decode([JSONValue].self) { self = .array(array) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    /// A UUID upper-case; an absolute URL as Foundation spells it (`URL(string:)` turns
    /// `https://bücher.example/ü`, which the CLI prints as the URL gave it, into
    /// `https://xn--bcher-kva.example/%C3%BC`, which a `URL` value's `absoluteString` is).
    private static func canonical(_ text: String) -> String {
        if UUID(uuidString: text) != nil { return text.uppercased() }
        if text.contains("://"), let url = URL(string: text) { return url.absoluteString }
        return text
    }

    static func parse(_ text: some StringProtocol) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { object[key] } else { nil }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let bool): "\(bool)"
        case .number(let number): "\(number)"
        case .string(let text): "\"\(text)\""
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .object(let object): "{" + object.keys.sorted().map { "\"\($0)\": \(object[$0]!)" }.joined(separator: ", ") + "}"
        }
    }

    /// A `match` of `navgen resolve --format json` with its names lowerCamel, as the
    /// generated enums spell them.
    var loweringNames: JSONValue {
        guard case .object(var match) = self else { return self }
        if case .string(let screen)? = match["screen"] { match["screen"] = .string(NamingRules.lowerCamel(screen)) }
        if case .array(let steps)? = match["steps"] {
            match["steps"] = .array(steps.map { step in
                guard case .object(var step) = step else { return step }
                for key in ["flow", "screen", "target", "tab", "branch"] {
                    if case .string(let name)? = step[key] { step[key] = .string(NamingRules.lowerCamel(name)) }
                }
                return .object(step)
            })
        }
        return .object(match)
    }

    /// The same match without `showRoot` steps.
    var withoutShowRoot: JSONValue {
        guard case .object(var match) = self, case .array(let steps)? = match["steps"] else { return self }
        match["steps"] = .array(steps.filter { $0["action"] != .string("showRoot") })
        return .object(match)
    }
}
