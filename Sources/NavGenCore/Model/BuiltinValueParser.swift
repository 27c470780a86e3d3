/// Reads text as a value of one of the six built-in types, by the rules of spec
/// section 8.2. Used for defaults, `args:` and URL segments alike, so the compiler
/// and the generated matcher accept exactly the same text; but a `String` default or
/// argument may be empty, where a segment may not (`Literal.init(_:as:)`).
public enum BuiltinValueParser {
    /// The literal `text` denotes as `type`, or `nil` when it is not one.
    public static func parse(_ text: String, as type: BuiltinType) -> Literal? {
        switch type {
        case .string: return text.isEmpty ? nil : .string(text)
        case .int: return isInteger(text) ? Int(text).map(Literal.int) : nil
        case .double:
            guard isDecimal(text), let value = Double(text), value.isFinite else { return nil }
            return .double(value)
        case .bool: return text == "true" ? .bool(true) : text == "false" ? .bool(false) : nil
        case .uuid: return isUUID(text) ? .string(text) : nil
        case .url: return isAbsoluteURL(text) ? .string(text) : nil
        }
    }

    /// Optional `-` and decimal digits.
    static func isInteger(_ text: String) -> Bool {
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        return !digits.isEmpty && digits.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// `-2.5`, `1`, `3e4`: optional sign, digits, optional fraction and exponent.
    static func isDecimal(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard digits() > 0 else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// 8-4-4-4-12 hexadecimal digits, any case.
    static func isUUID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                let isHex = (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
                guard isHex else { return false }
            }
        }
        return true
    }

    /// A scheme (`letter *(letter / digit / + / - / .)`), a colon and something after it.
    static func isAbsoluteURL(_ text: String) -> Bool {
        guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let scheme = text.utf8[..<colon]
        guard let first = scheme.first, (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A else { return false }
        let schemeOK = scheme.allSatisfy { byte in
            let lower = byte | 0x20
            return (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2B || byte == 0x2D || byte == 0x2E
        }
        return schemeOK && text.utf8.index(after: colon) < text.utf8.endIndex
            && !text.utf8.contains { $0 <= 0x20 }
    }
}

extension Literal {
    /// Reads a scalar written in the graph as a value of `type`, or `nil` when it is
    /// not one. Quoted scalars are strings only; `null` fits optionals only; an enum's
    /// literal is one of its texts; no scalar is a list.
    public init?(_ scalar: RawScalar, as type: ParameterType) {
        let isNullWord = scalar.isPlain && ["", "~", "null", "Null", "NULL"].contains(scalar.text)
        if isNullWord {
            guard type.isOptional else { return nil }
            self = .null
            return
        }
        if let choices = type.choices {
            // An enum's text, exactly as listed.
            guard choices.contains(scalar.text) else { return nil }
            self = .string(scalar.text)
            return
        }
        // A list is no single value: a list parameter is bound by a URL or a method argument.
        guard type.listElement == nil else { return nil }
        guard let builtin = type.builtin else {
            self = scalar.isPlain ? Literal.plainGuess(scalar.text) : .string(scalar.text)
            return
        }
        switch builtin {
        case .int, .double, .bool:
            guard scalar.isPlain, let value = BuiltinValueParser.parse(scalar.text, as: builtin) else { return nil }
            self = value
        case .string:
            // Any text, "" too: only a URL segment must not be empty.
            self = .string(scalar.text)
        case .uuid, .url:
            guard let value = BuiltinValueParser.parse(scalar.text, as: builtin) else { return nil }
            self = value
        }
    }

    /// A plain scalar's core-schema reading, for parameters of the app's own types.
    static func plainGuess(_ text: String) -> Literal {
        if let bool = BuiltinValueParser.parse(text, as: .bool) { return bool }
        if let int = BuiltinValueParser.parse(text, as: .int) { return int }
        if let double = BuiltinValueParser.parse(text, as: .double) { return double }
        return .string(text)
    }
}
