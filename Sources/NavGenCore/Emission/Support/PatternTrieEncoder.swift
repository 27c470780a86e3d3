/// Builds the segment trie of a graph's URL patterns and encodes it for
/// `PatternTrie(encoded:)` in the generated code: one line per node,
/// `literal=child,…|kind:child,…|pattern`, literals percent-encoded.
struct PatternTrieEncoder {
    private struct Node {
        var literals: [(text: String, child: Int)] = []
        var literalChild: [String: Int] = [:]
        var typed: [(kind: Int, child: Int)] = []
        var pattern: Int?
    }

    private var nodes = [Node()]

    /// The trie kind of a parameter type, in the order the generated walk tries
    /// them: the narrowest first.
    static func kind(of type: BuiltinType) -> Int {
        switch type {
        case .uuid: 0
        case .int: 1
        case .bool: 2
        case .double: 3
        case .url: 4
        case .string: 5
        }
    }

    /// Adds pattern number `index`; the first pattern to end at a node keeps it
    /// (a second one would be a `url-conflict`, already reported).
    mutating func insert(_ pattern: URLPattern, index: Int) {
        var current = 0
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                if let child = nodes[current].literalChild[text] {
                    current = child
                } else {
                    nodes.append(Node())
                    nodes[current].literals.append((text, nodes.count - 1))
                    nodes[current].literalChild[text] = nodes.count - 1
                    current = nodes.count - 1
                }
            case .parameter(_, let type):
                let kind = Self.kind(of: type)
                if let existing = nodes[current].typed.first(where: { $0.kind == kind }) {
                    current = existing.child
                } else {
                    nodes.append(Node())
                    nodes[current].typed.append((kind, nodes.count - 1))
                    nodes[current].typed.sort { $0.kind < $1.kind }
                    current = nodes.count - 1
                }
            }
        }
        if nodes[current].pattern == nil { nodes[current].pattern = index }
    }

    /// The encoded trie.
    func encoded() -> String {
        nodes.map { node in
            let literals = node.literals.map { "\(Self.escape($0.text))=\($0.child)" }.joined(separator: ",")
            let typed = node.typed.map { "\($0.kind):\($0.child)" }.joined(separator: ",")
            return "\(literals)|\(typed)|\(node.pattern.map(String.init) ?? "")"
        }.joined(separator: "\n")
    }

    /// Percent-encodes the characters the encoding uses as separators.
    private static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%", ",", "=", "|", "\n", "\r", "\\", "\"": out += "%" + String(format2: scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

private extension String {
    /// Two upper-case hex digits.
    init(format2 value: UInt32) {
        let hex = String(value, radix: 16, uppercase: true)
        self = hex.count < 2 ? "0" + hex : hex
    }
}
