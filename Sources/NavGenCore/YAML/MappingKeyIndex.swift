/// The scalar keys of one large open mapping, by text: where each key sits in
/// `OpenNodes`.
///
/// Keys are found through `HashedPositions` by `ByteHash`, and only a key whose
/// hash agrees is compared. A `[String: SourceLocation]` hashed each key with
/// `String`'s hasher and, each time it grew, hashed every key again, reading each
/// key's text wherever it lay: for the 100,000 keys of `screens` in the largest
/// benchmark graph, a seventh of the tree builder's time.
struct MappingKeyIndex {
    private var table = HashedPositions(expected: 64)
    /// Each key's position in `OpenNodes`.
    private var keys: [Int] = []

    /// An index of the scalar keys of the mapping whose stretch of `open` starts at `start`.
    init(keysOf open: borrowing OpenNodes, from start: Int) {
        for key in stride(from: start, to: open.count, by: 2) {
            if let text = open.scalarText(at: key) { _ = firstPosition(of: text, in: open, recording: key) }
        }
    }

    /// The position of the key with this text, if the mapping has one; otherwise
    /// records `position` as where the key with this text sits.
    mutating func firstPosition(of text: String, in open: borrowing OpenNodes, recording position: Int) -> Int? {
        let hash = ByteHash.of(text)
        switch table.probe(hash, where: { open.isScalar(text, at: keys[$0]) }) {
        case .found(let key):
            return keys[key]
        case .vacant(let slot):
            keys.append(position)
            table.insert(keys.count - 1, hash: hash, at: slot)
            return nil
        }
    }
}
