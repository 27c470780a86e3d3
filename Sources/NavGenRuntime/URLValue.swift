#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads and writes the values a URL carries, by spec section 8.2. `navgen resolve`
/// and generated code use these same functions, so they accept the same text.
public enum URLValue {
    /// Any non-empty text.
    public static func string(_ text: String) -> String? {
        text.isEmpty ? nil : text
    }

    /// An optional `-` and decimal digits, within `Int`'s range.
    public static func int(_ text: String) -> Int? {
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        return Int(text)
    }

    /// A finite decimal number: optional `-`, digits, optional fraction and exponent
    /// (`1`, `-2.5`, `3e4`).
    public static func double(_ text: String) -> Double? {
        var bytes = Substring(text).utf8[...]
        func skipDigits() -> Bool {
            let count = bytes.prefix(while: isDigit).count
            bytes = bytes.dropFirst(count)
            return count > 0
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard skipDigits() else { return nil }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard skipDigits() else { return nil }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard skipDigits() else { return nil }
        }
        guard bytes.isEmpty, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `true` or `false`.
    public static func bool(_ text: String) -> Bool? {
        switch text {
        case "true": true
        case "false": false
        default: nil
        }
    }

    /// 8-4-4-4-12 hexadecimal digits, any case.
    public static func uuid(_ text: String) -> UUID? {
        text.utf8.count == 36 ? UUID(uuidString: text) : nil
    }

    /// An absolute URL whose scheme is one of `schemes` (compared ignoring case).
    /// International text is allowed (`https://bücher.example/ü`, which Foundation
    /// encodes); spaces, control characters and ASCII that no URL may carry
    /// unencoded (`"`, `<`, `{`…) are not, so that Foundation reads it alike on every
    /// platform. `javascript:` and `data:` URLs are refused whatever
    /// `schemes` says: a deep link must never hand the app a script.
    public static func url(_ text: String, schemes: [String] = URLParameter.webSchemes) -> URL? {
        guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let scheme = text.utf8[..<colon]
        guard let first = scheme.first, isLetter(first),
              scheme.allSatisfy({ isLetter($0) || isDigit($0) || "+-.".utf8.contains($0) }),
              text.utf8.index(after: colon) < text.utf8.endIndex,
              text.unicodeScalars.allSatisfy(isURLValueScalar)
        else { return nil }
        let name = String(decoding: scheme, as: UTF8.self).lowercased()
        guard name != "javascript", name != "data", schemes.contains(where: { $0.lowercased() == name }) else {
            return nil
        }
        return URL(string: text)
    }

    /// The text of a value, as a URL carries it before percent-encoding.
    public static func text(_ value: String) -> String { value }
    /// The text of a value, as a URL carries it before percent-encoding.
    public static func text(_ value: Int) -> String { String(value) }
    /// The text of a value, as a URL carries it before percent-encoding.
    public static func text(_ value: Double) -> String { "\(value)" }
    /// The text of a value, as a URL carries it before percent-encoding.
    public static func text(_ value: Bool) -> String { value ? "true" : "false" }
    /// The text of a value, as a URL carries it before percent-encoding.
    public static func text(_ value: UUID) -> String { value.uuidString }
    /// The text of a value, as a URL carries it before percent-encoding.
    public static func text(_ value: URL) -> String { value.absoluteString }

    /// The text of an optional value, `nil` when it is absent.
    public static func text(_ value: String?) -> String? { value.map { text($0) } }
    /// The text of an optional value, `nil` when it is absent.
    public static func text(_ value: Int?) -> String? { value.map { text($0) } }
    /// The text of an optional value, `nil` when it is absent.
    public static func text(_ value: Double?) -> String? { value.map { text($0) } }
    /// The text of an optional value, `nil` when it is absent.
    public static func text(_ value: Bool?) -> String? { value.map { text($0) } }
    /// The text of an optional value, `nil` when it is absent.
    public static func text(_ value: UUID?) -> String? { value.map { text($0) } }
    /// The text of an optional value, `nil` when it is absent.
    public static func text(_ value: URL?) -> String? { value.map { text($0) } }

    /// A character an absolute URL value may have: ASCII that a URL carries unencoded,
    /// or non-ASCII text that is neither white space nor a control character.
    private static func isURLValueScalar(_ scalar: Unicode.Scalar) -> Bool {
        guard !scalar.isASCII else { return URLCharacters.isURLCharacter(scalar) }
        return !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
            && scalar.properties.generalCategory != .format
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
    }
}
