/// The literal children of a trie of URL segments, by parent node and text: one table
/// for the whole trie (`SegmentTrie`, `ShapeTrie`); `NameIndex` keeps names in one
/// under a single parent.
///
/// Keyed by a parent and a `String`, every question hashed the text with SipHash:
/// 36 M instructions for the two tries compiling 10,000 screens. Here an ASCII text
/// (nearly every URL segment) is hashed eight bytes at a time (`ByteHash`) and
/// compared byte for byte with a copy of the texts' bytes. The table answers exactly
/// as one keyed by `String`s would, by canonical equivalence (`CanonicalASCII`): a
/// text that is not ASCII is kept and asked for by `String`, and asked for in bytes
/// too when it has an ASCII equivalent; an ASCII text is asked for by `String` too
/// once any such text is kept.
struct LiteralChildren: Sendable {
    private struct Key: Hashable {
        var parent: Int
        var text: String
    }

    private var table: HashedPositions
    /// Per ASCII child, in the order added: its parent, the child, and where its text
    /// starts in `bytes` (one more entry than the children, for the end).
    private var parents: [Int32] = []
    private var children: [Int32] = []
    private var starts: [Int32] = [0]
    private var bytes: [UInt8] = []
    /// The children whose texts are not ASCII.
    private var others: [Key: Int] = [:]

    /// A table with room for `expected` children before it grows.
    init(expected: Int = 0) {
        table = HashedPositions(expected: expected)
        parents.reserveCapacity(expected)
        children.reserveCapacity(expected)
        starts.reserveCapacity(expected + 1)
    }

    /// The child of `parent` whose text is `text`.
    func child(of parent: Int, text: String) -> Int? {
        var utf8 = text
        let asked: Int?? = utf8.withUTF8 { bytes in
            guard CanonicalASCII.isASCII(bytes) else { return .none }
            return .some(asciiChild(of: parent, text: bytes))
        }
        if let asked {
            return asked ?? (others.isEmpty ? nil : others[Key(parent: parent, text: text)])
        }
        if let other = others[Key(parent: parent, text: text)] { return other }
        return CanonicalASCII.equivalent(of: text).flatMap { ascii in ascii.withUnsafeBufferPointer { asciiChild(of: parent, text: $0) } }
    }

    /// Records `child` as the child of `parent` with the text `text`, which
    /// `child(of:text:)` does not find.
    mutating func add(_ child: Int, of parent: Int, text: String) {
        guard CanonicalASCII.isASCII(text) else {
            others[Key(parent: parent, text: text)] = child
            return
        }
        var utf8 = text
        utf8.withUTF8 { text in
            let hash = Self.hash(parent: parent, text: text)
            guard case .vacant(let slot) = probe(hash, parent: parent, text: text) else { preconditionFailure("a child is added once") }
            parents.append(Int32(parent))
            children.append(Int32(child))
            bytes.append(contentsOf: text)
            starts.append(Int32(bytes.count))
            table.insert(parents.count - 1, hash: hash, at: slot)
        }
    }

    private func asciiChild(of parent: Int, text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard case .found(let entry) = probe(Self.hash(parent: parent, text: text), parent: parent, text: text) else { return nil }
        return Int(children[entry])
    }

    private func probe(_ hash: UInt64, parent: Int, text: UnsafeBufferPointer<UInt8>) -> HashedPositions.Probe {
        bytes.withUnsafeBufferPointer { all in
            table.probe(hash) { entry in
                Int(parents[entry]) == parent
                    && ByteHash.equal(UnsafeBufferPointer(rebasing: all[Int(starts[entry])..<Int(starts[entry + 1])]), text)
            }
        }
    }

    private static func hash(parent: Int, text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        ByteHash.of(text) ^ UInt64(truncatingIfNeeded: parent) &* 0x9E37_79B9_7F4A_7C15
    }
}
