/// Swift source for literals written in the graph.
enum SwiftLiteral {
    /// The expression for `literal` as a value of `type`
    /// (`Foundation.UUID(uuidString: "…")!` for a UUID, `Foundation.URL(string: "…")!`
    /// for a URL: qualified, as `SDKNames` says why); an enum's text is its case (`.twoFactor`).
    static func expression(_ literal: Literal, as type: ParameterType) -> String {
        switch literal {
        case .null: return "nil"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value): return doubleText(value)
        case .list(let values):
            let element = type.listElement.map { ParameterType(name: $0.rawValue, isOptional: false) } ?? type
            return "[" + values.map { expression($0, as: element) }.joined(separator: ", ") + "]"
        case .string(let text) where type.choices != nil:
            return "." + SwiftNames.escaped(NamingRules.enumCase(text))
        case .string(let text):
            switch type.builtin {
            case .uuid: return "\(SDKNames.name(of: .uuid))(uuidString: \(string(text)))!"
            case .url: return "\(SDKNames.name(of: .url))(string: \(string(text)))!"
            default: return string(text)
            }
        }
    }

    /// A double literal that reads back as the same value (`1.0`, `2.5`, `1e-05`).
    static func doubleText(_ value: Double) -> String {
        let text = "\(value)"
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    /// A string literal with escapes.
    static func string(_ text: String) -> String {
        if needsNoEscape(text) { return "\"" + text + "\"" }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Whether `text` goes in a string literal as it is. Most texts do: their bytes
    /// are checked in place (a character that needs an escape is ASCII).
    static func needsNoEscape(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            !bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }
        }
    }
}

extension SwiftWriter {
    /// Adds `SwiftLiteral.string(text)`, without making it first when `text` needs no escape.
    mutating func writeStringLiteral(_ text: String) {
        guard SwiftLiteral.needsNoEscape(text) else { return write(SwiftLiteral.string(text)) }
        write("\"")
        write(text)
        write("\"")
    }
}
