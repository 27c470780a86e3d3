/// The characters of RFC 3986 that URLs and patterns are made of, percent-decoding
/// and percent-encoding. Patterns, `navgen resolve` and generated code all read a
/// segment through these functions, so they agree byte for byte.
public enum URLCharacters {
    /// Whether `byte` may stand unencoded in a path segment (RFC 3986 `pchar` less
    /// `%`: unreserved, sub-delimiters, `:` and `@`).
    public static func isSegmentByte(_ byte: UInt8) -> Bool {
        isUnreserved(byte) || isSubDelimiter(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")
    }

    /// Whether `byte` may stand unencoded in a query item's name or value (`pchar`,
    /// `/` and `?`, less the `&` and `=` that separate items).
    public static func isQueryByte(_ byte: UInt8) -> Bool {
        (isSegmentByte(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?"))
            && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "=")
    }

    /// `ALPHA / DIGIT / "-" / "." / "_" / "~"`.
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    /// `! $ & ' ( ) * + , ; =`.
    public static func isSubDelimiter(_ byte: UInt8) -> Bool {
        "!$&'()*+,;=".utf8.contains(byte)
    }

    /// An ASCII letter or digit.
    public static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    /// Whether `scalar` may stand in a URL at all: unreserved, reserved (`:/?#[]@`
    /// and the sub-delimiters) or `%`.
    public static func isURLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && isURLByte(UInt8(scalar.value))
    }

    /// `isURLCharacter(_:)` of one UTF-8 byte: never a byte of a non-ASCII character.
    public static func isURLByte(_ byte: UInt8) -> Bool {
        byte < 0x80 && (isUnreserved(byte) || isSubDelimiter(byte) || ":/?#[]@%".utf8.contains(byte))
    }

    /// The value of a hexadecimal digit.
    public static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// The text with every `%XX` replaced by its byte, or `nil` when an escape is
    /// malformed or the bytes are not UTF-8. `+` stays `+`: URLs are not form data.
    public static func percentDecoded<Text: StringProtocol>(_ text: Text) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        return percentDecoded(bytes: text.utf8)
    }

    /// `percentDecoded(_:)` of UTF-8 bytes.
    public static func percentDecoded(bytes utf8: some Collection<UInt8>) -> String? {
        guard utf8.contains(UInt8(ascii: "%")) else { return String(decoding: utf8, as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The text with every byte that `allowed` rejects, and every `%`, written as
    /// `%XX` (upper-case hex).
    public static func percentEncoded(_ text: String, allowing allowed: (UInt8) -> Bool) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if allowed(byte) && byte != UInt8(ascii: "%") {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` encoded for a path segment or a query item: everything but the
    /// unreserved characters is percent-encoded.
    public static func encodedComponent(_ text: String) -> String {
        percentEncoded(text, allowing: isUnreserved)
    }
}
