/// Encodes a graph's `SegmentTrie` for `PatternTrie(encoded:)` in the generated
/// code: one line per node, `literal=child,…|kind:child,…|pattern`, literals
/// percent-encoded, a parameter's kind its type's place in `BuiltinType.matchOrder`.
enum PatternTrieEncoder {
    /// The encoded trie of `patterns`. A node keeps its first pattern: a second one
    /// ending there would be a `url-conflict`, already reported.
    static func encode(_ patterns: [URLPattern]) -> String {
        SegmentTrie(patterns).nodes.map { node in
            let literals = node.literals.map { "\(escape($0.text))=\($0.node)" }.joined(separator: ",")
            let typed = node.parameters.map { "\(SegmentTrie.rank($0.type)):\($0.node)" }.joined(separator: ",")
            return "\(literals)|\(typed)|\(node.patterns.first.map(String.init) ?? "")"
        }.joined(separator: "\n")
    }

    /// Percent-encodes the characters the encoding uses as separators.
    private static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%", ",", "=", "|", "\n", "\r", "\\", "\"":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "%" + (hex.count < 2 ? "0" + hex : hex)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
