/// The entries of a closed mapping whose keys are those of one table of
/// `GraphKeys`, read in place.
///
/// It keeps the mapping's pairs (shared with the tree) and finds a key by scanning
/// them: a closed mapping has a handful of pairs, and the tree builder has already
/// dropped every second use of a key. Nothing is allocated per mapping (an array of
/// entries built per mapping cost about a tenth of decoding at 10,000 screens), and
/// a table may have any number of keys.
struct Fields {
    /// Where the mapping starts.
    var location: SourceLocation
    private let pairs: [YAMLNode.Pair]
    private let keys: [String]

    init(location: SourceLocation, pairs: [YAMLNode.Pair], keys: [String]) {
        self.location = location
        self.pairs = pairs
        self.keys = keys
    }

    /// The positions of the mapping's pairs, in document order.
    var positions: Range<Int> { pairs.indices }

    /// The place in the table of the key of the pair at `position`, if it is one of
    /// the table's keys.
    func keyIndex(ofPairAt position: Int) -> Int? {
        guard case .scalar(let text, _) = pairs[position].key.content else { return nil }
        return keys.firstIndex(of: text)
    }

    /// Where the key of the pair at `position` is written, and its value.
    func entry(atPosition position: Int) -> (keyLocation: SourceLocation, node: YAMLNode) {
        (pairs[position].key.location, pairs[position].value)
    }

    /// Where `key` is written, and its value, if the mapping has it.
    func entry(_ key: String) -> (keyLocation: SourceLocation, node: YAMLNode)? {
        position(of: key).map(entry(atPosition:))
    }

    /// The value of `key`, if the mapping has it.
    subscript(key: String) -> YAMLNode? {
        position(of: key).map { pairs[$0].value }
    }

    private func position(of key: String) -> Int? {
        pairs.firstIndex { pair in
            if case .scalar(let text, _) = pair.key.content { return text == key }
            return false
        }
    }
}
