/// The entries of a closed mapping: for each key of its table, the pair that
/// holds it, if any.
///
/// It keeps the mapping's pairs (shared with the tree) and one byte per key of the
/// table, so reading a screen, parameter or link allocates nothing: an array of
/// entries built per mapping cost an allocation, a copy of every node and its
/// growth, measured at 10,000 screens as about a tenth of decoding.
struct Fields {
    /// Where the mapping starts.
    var location: SourceLocation
    private let pairs: [YAMLNode.Pair]
    private let keys: [String]
    /// Byte `k` is the position of the pair of `keys[k]` plus one; 0 when the key
    /// is absent, `overflow` when the position does not fit (found again by a scan).
    private var positions: UInt64 = 0

    /// The most keys a table can have: one byte each in `positions`.
    static let maxKeys = 8
    private static let overflow: UInt64 = 0xFF

    init(location: SourceLocation, pairs: [YAMLNode.Pair], keys: [String]) {
        precondition(keys.count <= Self.maxKeys, "a closed mapping's table has at most \(Self.maxKeys) keys")
        self.location = location
        self.pairs = pairs
        self.keys = keys
    }

    /// Records that the pair at `position` holds the key `keys[keyIndex]`.
    mutating func record(keyIndex: Int, position: Int) {
        let stored = position + 1 < Self.overflow ? UInt64(position + 1) : Self.overflow
        positions |= stored << (8 * keyIndex)
    }

    /// The position among the mapping's pairs of the key `keys[keyIndex]`, if present.
    func position(ofKeyAt keyIndex: Int) -> Int? {
        let stored = (positions >> (8 * keyIndex)) & 0xFF
        if stored == 0 { return nil }
        if stored != Self.overflow { return Int(stored) - 1 }
        return pairs.firstIndex { pair in
            if case .scalar(let text, _) = pair.key.content { return text == keys[keyIndex] }
            return false
        }
    }

    /// Where the key `keys[keyIndex]` is written, and its value, if present.
    func entry(at keyIndex: Int) -> (keyLocation: SourceLocation, node: YAMLNode)? {
        guard let position = position(ofKeyAt: keyIndex) else { return nil }
        return (pairs[position].key.location, pairs[position].value)
    }

    /// The entry of a key of the table, if the mapping has it.
    func entry(_ key: String) -> (keyLocation: SourceLocation, node: YAMLNode)? {
        guard let keyIndex = keys.firstIndex(of: key) else { return nil }
        return entry(at: keyIndex)
    }

    /// The value of a key of the table, if the mapping has it.
    subscript(key: String) -> YAMLNode? {
        guard let keyIndex = keys.firstIndex(of: key), let position = position(ofKeyAt: keyIndex) else { return nil }
        return pairs[position].value
    }
}
