/// Encodes a graph's `SegmentTrie` for `PatternTrie(encoded:)` in the generated
/// code: one line per node, `literal=child,…|kind:child,…|pattern`, literals
/// percent-encoded, a parameter's kind its type's place in `BuiltinType.matchOrder`.
///
/// The text is written as bytes: at 10,000 screens it is about 470 KB, and building
/// it from interpolated strings cost 190 M instructions.
enum PatternTrieEncoder {
    /// The encoded trie of `patterns`. A node keeps its first pattern: a second one
    /// ending there would be a `url-conflict`, already reported.
    static func encode(_ patterns: some Sequence<URLPattern>) -> String {
        var out: [UInt8] = []
        for (position, node) in SegmentTrie(patterns).nodes.enumerated() {
            if position > 0 { out.append(UInt8(ascii: "\n")) }
            for (index, literal) in node.literals.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                appendEscaped(literal.text, to: &out)
                out.append(UInt8(ascii: "="))
                appendNumber(literal.node, to: &out)
            }
            out.append(UInt8(ascii: "|"))
            for (index, parameter) in node.parameters.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                appendNumber(SegmentTrie.rank(parameter.type), to: &out)
                out.append(UInt8(ascii: ":"))
                appendNumber(parameter.node, to: &out)
            }
            out.append(UInt8(ascii: "|"))
            if let pattern = node.patterns.first { appendNumber(pattern, to: &out) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text`, percent-encoding the characters the encoding uses as separators.
    private static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: ","), UInt8(ascii: "="), UInt8(ascii: "|"), UInt8(ascii: "\n"),
                 UInt8(ascii: "\r"), UInt8(ascii: "\\"), UInt8(ascii: "\""):
                out.append(UInt8(ascii: "%"))
                out.append(hexDigit(byte >> 4))
                out.append(hexDigit(byte & 0xF))
            default:
                out.append(byte)
            }
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    /// Appends the decimal digits of `number`.
    private static func appendNumber(_ number: Int, to out: inout [UInt8]) {
        out.append(contentsOf: String(number).utf8)
    }
}
