/// The characters of RFC 3986 that patterns and URLs are made of, and percent
/// decoding. Shared by the pattern parser and the resolver so that both read a
/// segment the same way; the generated matcher follows the same rules.
public enum URLText {
    /// Whether `byte` may stand unencoded in a path segment (RFC 3986 `pchar`
    /// less `%`: unreserved, sub-delims, `:` and `@`).
    public static func isSegmentByte(_ byte: UInt8) -> Bool {
        isUnreserved(byte) || isSubDelimiter(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")
    }

    /// Whether `byte` may stand unencoded in a query item's name or value
    /// (`pchar`, `/` and `?`, less the `&` and `=` that separate items).
    public static func isQueryByte(_ byte: UInt8) -> Bool {
        (isSegmentByte(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?"))
            && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "=")
    }

    /// `ALPHA / DIGIT / "-" / "." / "_" / "~"`.
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    /// `! $ & ' ( ) * + , ; =`.
    public static func isSubDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="):
            true
        default:
            false
        }
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// The text with every `%XX` replaced by its byte, or `nil` when an escape is
    /// malformed or the bytes are not UTF-8 (as Foundation's `removingPercentEncoding`).
    /// `+` stays `+`: URLs are not form data.
    public static func percentDecoded(_ text: Substring) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        return percentDecoded(utf8: text.utf8)
    }

    /// `percentDecoded(_:)` of UTF-8 bytes.
    static func percentDecoded(utf8 text: some Collection<UInt8>) -> String? {
        guard text.contains(UInt8(ascii: "%")) else { return String(decoding: text, as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var iterator = text.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The text with every byte that `allowed` rejects written as `%XX` (upper-case
    /// hex), for building URLs that resolve back to the same values.
    public static func percentEncoded(_ text: String, allowing allowed: (UInt8) -> Bool) -> String {
        var out = ""
        for byte in text.utf8 {
            if allowed(byte) && byte != UInt8(ascii: "%") {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = Array("0123456789ABCDEF".utf8)
                out += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]], as: UTF8.self)
            }
        }
        return out
    }
}
