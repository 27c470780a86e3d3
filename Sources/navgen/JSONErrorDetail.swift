#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a JSON text cannot be read, in the words and at the character offsets of
/// swift-corelibs-foundation's `JSONSerialization` ("Invalid value around character
/// 8."), which gave navgen's `navgen.json` errors their detail before navgen stopped
/// linking Foundation; `JSONDecoder` does not say where a syntax error is.
///
/// It reads as that reader does. UTF-16 and UTF-32 texts, told by a byte-order mark
/// or by where their zero bytes are, are converted to UTF-8 first, and offsets count
/// the UTF-8 bytes after any mark. Trailing commas are allowed and a repeated key
/// keeps its last value. The text must be an array or an object, and every number
/// must fit a 64-bit integer, a `Decimal` (beyond 17 digits) or a finite `Double`.
/// The first problem found is the one told.
struct JSONErrorDetail {
    /// The reader's message for `bytes`, with its final period; `nil` when the text
    /// reads.
    static func describe(_ bytes: [UInt8]) -> String? {
        guard let text = utf8(bytes) else { return "Cannot convert input string to valid utf8 input." }
        var reader = JSONErrorDetail(bytes: text)
        do {
            let value = try reader.document()
            guard value.isContainer else {
                return "JSON text did not start with array or object and option to allow fragments not set."
            }
            return value.unrepresentableNumber.map { "Number \($0) is not representable in Swift." }
        } catch {
            return error.message
        }
    }

    /// A problem in the text, with the offset the message names.
    private enum Failure: Error {
        case endOfFile
        case unexpectedCharacter(Int)
        case tooDeep(bracket: Int)
        case invalidHexDigits(String, at: Int)
        case invalidEscape(backslash: Int)
        case controlCharacter(Int)
        case missingLowSurrogate
        case loneLowSurrogate
        case leadingZero(Int)
        case invalidUTF8(count: Int, at: Int)

        var message: String {
            switch self {
            case .endOfFile: "Unexpected end of file during JSON parse."
            case .unexpectedCharacter(let offset): "Invalid value around character \(offset)."
            case .tooDeep(let bracket): "Too many nested arrays or dictionaries around character \(bracket + 1)."
            case .invalidHexDigits(let digits, let offset): "Invalid hex encoded sequence in \"\(digits)\" at \(offset)."
            case .invalidEscape(let backslash): "Invalid escape sequence around character \(backslash)."
            case .controlCharacter(let offset): "Unescaped control character around character \(offset)."
            case .missingLowSurrogate:
                "Unexpected end of file during string parse (expected low-surrogate code point but did not find one)."
            case .loneLowSurrogate: "Unable to convert hex escape sequence (no high character) to UTF8-encoded character."
            case .leadingZero(let offset): "Number with leading zero around character \(offset)."
            case .invalidUTF8(let count, let offset): "Invalid UTF-8 sequence \(count) bytes starting from character \(offset)."
            }
        }

        /// Whether the failure is in an escape sequence, where the reader first turns
        /// the sequence's bytes into text, which fails first when they are not UTF-8.
        var isInEscape: Bool {
            switch self {
            case .invalidEscape, .missingLowSurrogate, .loneLowSurrogate: true
            default: false
            }
        }
    }

    /// What the checks after the syntax need of a value.
    private indirect enum Value {
        case number(String)
        case array([Value])
        case object([String: Value])
        case scalar

        var isContainer: Bool {
            switch self {
            case .array, .object: true
            case .number, .scalar: false
            }
        }

        /// The first number that fits no type, as written.
        var unrepresentableNumber: String? {
            switch self {
            case .number(let text): JSONErrorDetail.isRepresentable(text) ? nil : text
            case .array(let values): values.lazy.compactMap(\.unrepresentableNumber).first
            case .object(let members): members.values.lazy.compactMap(\.unrepresentableNumber).first
            case .scalar: nil
            }
        }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Encoding

    /// The text as UTF-8 without its byte-order mark, or `nil` when it cannot be converted.
    private static func utf8(_ bytes: [UInt8]) -> [UInt8]? {
        let (encoding, mark) = encoding(of: bytes)
        if encoding == .utf8 { return Array(bytes[mark...]) }
        return String(bytes: bytes[mark...], encoding: encoding).map { Array($0.utf8) }
    }

    /// The encoding of `bytes` and the length of its byte-order mark.
    private static func encoding(of bytes: [UInt8]) -> (String.Encoding, Int) {
        if bytes.count >= 4 {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
            if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return (.utf32BigEndian, 4) }
            if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return (.utf32LittleEndian, 4) }
            if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
            if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
            switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
            case (0, 0, 0, _): return (.utf32BigEndian, 0)
            case (_, 0, 0, 0): return (.utf32LittleEndian, 0)
            case (0, _, 0, _): return (.utf16BigEndian, 0)
            case (_, 0, _, 0): return (.utf16LittleEndian, 0)
            default: return (.utf8, 0)
            }
        }
        if bytes.count >= 2 {
            if bytes[0] == 0 { return (.utf16BigEndian, 0) }
            if bytes[1] == 0 { return (.utf16LittleEndian, 0) }
        }
        return (.utf8, 0)
    }

    // MARK: Reading

    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// The next byte, consumed; `nil` at the end.
    private mutating func next() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    /// Skips whitespace and returns the byte after it, not consumed.
    private mutating func skipWhitespace() throws(Failure) -> UInt8 {
        while let byte = peek() {
            if !Self.isWhitespace(byte) { return byte }
            index += 1
        }
        throw .endOfFile
    }

    /// One value and nothing after it but whitespace.
    private mutating func document() throws(Failure) -> Value {
        _ = try skipWhitespace()
        let value = try value()
        var offset = 0
        while let byte = peek(offset) {
            guard Self.isWhitespace(byte) else { throw .unexpectedCharacter(index + offset) }
            offset += 1
        }
        return value
    }

    private mutating func value() throws(Failure) -> Value {
        var offset = 0
        while let byte = peek(offset) {
            switch byte {
            case Self.quote:
                index += offset
                _ = try string()
                return .scalar
            case UInt8(ascii: "{"):
                index += offset
                return try object()
            case UInt8(ascii: "["):
                index += offset
                return try array()
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                index += offset
                try literal(byte == UInt8(ascii: "t") ? "true" : byte == UInt8(ascii: "f") ? "false" : "null")
                return .scalar
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                index += offset
                return .number(try number())
            case _ where Self.isWhitespace(byte):
                offset += 1
            default:
                // The offset before the whitespace, as the reader reports it.
                throw .unexpectedCharacter(index)
            }
        }
        throw .endOfFile
    }

    /// `true`, `false` or `null`. A mismatch on the text's last byte counts as its end.
    private mutating func literal(_ word: String) throws(Failure) {
        for expected in word.utf8 {
            guard next() != expected else { continue }
            if index >= bytes.count { throw .endOfFile }
            throw .unexpectedCharacter(index - 1)
        }
    }

    private mutating func array() throws(Failure) -> Value {
        index += 1
        guard depth < 512 else { throw .tooDeep(bracket: index - 1) }
        depth += 1
        defer { depth -= 1 }
        if try skipWhitespace() == UInt8(ascii: "]") {
            index += 1
            return .array([])
        }
        var values: [Value] = []
        while true {
            values.append(try value())
            switch try skipWhitespace() {
            case UInt8(ascii: "]"):
                index += 1
                return .array(values)
            case UInt8(ascii: ","):
                index += 1
                if try skipWhitespace() == UInt8(ascii: "]") {
                    index += 1
                    return .array(values)
                }
            default:
                throw .unexpectedCharacter(index)
            }
        }
    }

    private mutating func object() throws(Failure) -> Value {
        index += 1
        guard depth < 512 else { throw .tooDeep(bracket: index - 1) }
        depth += 1
        defer { depth -= 1 }
        if try skipWhitespace() == UInt8(ascii: "}") {
            index += 1
            return .object([:])
        }
        var members: [String: Value] = [:]
        while true {
            let key = try string()
            guard try skipWhitespace() == UInt8(ascii: ":") else { throw .unexpectedCharacter(index) }
            index += 1
            _ = try skipWhitespace()
            members[key] = try value()
            switch try skipWhitespace() {
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            case UInt8(ascii: ","):
                index += 1
                if try skipWhitespace() == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
            default:
                throw .unexpectedCharacter(index)
            }
        }
    }

    /// A string, quotes included, as text (keys are compared as text).
    private mutating func string() throws(Failure) -> String {
        guard next() == Self.quote else { throw .unexpectedCharacter(index - 1) }
        var result = ""
        var start = index
        var length = 0
        while let byte = peek(length) {
            switch byte {
            case Self.quote:
                index += length + 1
                return result + (try text(start..<start + length))
            case 0...31:
                _ = try text(start...index + length)
                throw .controlCharacter(index + length)
            case Self.backslash:
                index += length
                result += try text(start..<start + length)
                let backslash = index
                do {
                    result += try escape()
                } catch where error.isInEscape {
                    _ = try text(backslash..<index)
                    throw error
                }
                start = index
                length = 0
            default:
                length += 1
            }
        }
        throw .endOfFile
    }

    /// The bytes in `range` as text, failing when they are not UTF-8.
    private func text(_ range: some RangeExpression<Int>) throws(Failure) -> String {
        let slice = bytes[range]
        guard let text = String(bytes: slice, encoding: .utf8) else {
            throw .invalidUTF8(count: slice.count, at: slice.startIndex)
        }
        return text
    }

    /// The escape sequence at the backslash, consumed.
    private mutating func escape() throws(Failure) -> String {
        index += 1
        guard let byte = next() else { throw .endOfFile }
        switch byte {
        case Self.quote: return "\""
        case Self.backslash: return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return String(try unicodeEscape())
        default: throw .invalidEscape(backslash: index - 2)
        }
    }

    /// The scalar of `\uXXXX`, or of a surrogate pair `\uD8XX\uDCXX`, after the `\u`.
    private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
        let high = try hexDigits()
        guard high & 0xFC00 == 0xD800 else {
            guard let scalar = Unicode.Scalar(high) else { throw .loneLowSurrogate }
            return scalar
        }
        guard let backslash = next(), let u = next() else { throw .endOfFile }
        guard backslash == Self.backslash, u == UInt8(ascii: "u") else { throw .missingLowSurrogate }
        let low = try hexDigits()
        guard low & 0xFC00 == 0xDC00 else { throw .missingLowSurrogate }
        return Unicode.Scalar(0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(low - 0xDC00))!
    }

    /// Four hexadecimal digits, consumed.
    private mutating func hexDigits() throws(Failure) -> UInt16 {
        let start = index
        guard let a = next(), let b = next(), let c = next(), let d = next() else { throw .endOfFile }
        var value: UInt16 = 0
        for digit in [a, b, c, d] {
            guard let nibble = Self.hexValue(digit) else {
                throw .invalidHexDigits(String(decoding: [a, b, c, d], as: UTF8.self), at: start)
            }
            value = value << 4 | UInt16(nibble)
        }
        return value
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// What a number's last mark was.
    private enum Mark {
        case digits, point, exponent, exponentSign
    }

    /// A number, as written. It ends at whitespace, `,`, `]`, `}` or the end of the
    /// text; any other byte, or a mark out of place, is an unexpected character.
    private mutating func number() throws(Failure) -> String {
        var mark = Mark.digits
        var digits = bytes[index] == UInt8(ascii: "-") ? 0 : 1
        var leadingZero = bytes[index] == UInt8(ascii: "0")
        var length = 1
        while let byte = peek(length) {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if leadingZero { throw .leadingZero(index + length) }
                if byte == UInt8(ascii: "0"), digits == 0, mark == .digits { leadingZero = true }
                digits += 1
            case UInt8(ascii: "."):
                guard digits > 0, mark == .digits else { throw .unexpectedCharacter(index + length) }
                (mark, digits, leadingZero) = (.point, 0, false)
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard digits > 0, mark == .digits || mark == .point else { throw .unexpectedCharacter(index + length) }
                (mark, digits, leadingZero) = (.exponent, 0, false)
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard digits == 0, mark == .exponent else { throw .unexpectedCharacter(index + length) }
                mark = .exponentSign
            case _ where Self.isWhitespace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}"):
                guard digits > 0 else { throw .unexpectedCharacter(index + length) }
                defer { index += length }
                return String(decoding: bytes[index..<index + length], as: UTF8.self)
            default:
                throw .unexpectedCharacter(index + length)
            }
            length += 1
        }
        guard digits > 0 else { throw .endOfFile }
        defer { index = bytes.count }
        return String(decoding: bytes[index...], as: UTF8.self)
    }

    /// Whether the reader can hold `number`: as an Int64 or UInt64 when it is an
    /// integer, as a `Decimal` when it has more digits than a `Double` keeps and an
    /// exponent a `Decimal` takes, and otherwise as a finite `Double`.
    private static func isRepresentable(_ number: String) -> Bool {
        let exponentMark = number.firstIndex(of: "e")
        let digitCount = number[..<(exponentMark ?? number.endIndex)].count
        if !number.contains("."), exponentMark == nil {
            if number.hasPrefix("-") {
                if digitCount <= 19, Int64(number) != nil { return true }
            } else if digitCount <= 20, UInt64(number) != nil {
                return true
            }
        }
        let exponent = exponentMark.flatMap { Int(number[number.index(after: $0)...]) } ?? 0
        if digitCount > 17, (-128...127).contains(exponent), let decimal = Decimal(string: number), decimal.isFinite {
            return true
        }
        return Double(number)?.isFinite ?? false
    }
}
