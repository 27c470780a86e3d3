/// Encodes a graph's `SegmentTrie` for `PatternTrie(encoded:)` in the generated
/// code: one line per node, `literal=child,…|kind:child,…|pattern`, literals
/// percent-encoded, a parameter's kind its type's place in `BuiltinType.matchOrder`.
///
/// The text is written as bytes: at 10,000 screens it is about 470 KB, and building
/// it from interpolated strings cost 190 M instructions.
enum PatternTrieEncoder {
    /// Writes `trie`, encoded, to `writer`, a node per line, each line
    /// ended (so a writer with a `flush` hands the text over as it goes: at 100,000
    /// screens the encoding is megabytes, which a string made first held whole,
    /// and the writer again). A node keeps its first pattern: a second one ending
    /// there would be a `url-conflict`, already reported.
    static func write(_ trie: SegmentTrie, into writer: inout SwiftWriter) {
        var line: [UInt8] = []
        for node in trie.nodes {
            line.removeAll(keepingCapacity: true)
            for (index, literal) in node.literals.enumerated() {
                if index > 0 { line.append(UInt8(ascii: ",")) }
                appendEscaped(literal.text, to: &line)
                line.append(UInt8(ascii: "="))
                appendNumber(literal.node, to: &line)
            }
            line.append(UInt8(ascii: "|"))
            for (index, parameter) in node.parameters.enumerated() {
                if index > 0 { line.append(UInt8(ascii: ",")) }
                appendNumber(SegmentTrie.rank(parameter.type), to: &line)
                line.append(UInt8(ascii: ":"))
                appendNumber(parameter.node, to: &line)
            }
            line.append(UInt8(ascii: "|"))
            if let pattern = node.patterns.first { appendNumber(pattern, to: &line) }
            line.withUnsafeBufferPointer { writer.write(utf8: $0) }
            writer.endLine()
        }
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
        DecimalDigits.forEach(of: number) { out.append($0) }
    }
}
