/// One `String` per distinct text of the scalars too long to be stored inline in a
/// `String` (over 15 bytes of UTF-8).
///
/// A screen's name is also every link's target and every flow's entry for it: each
/// would otherwise be its own allocation, kept by the model for the whole run. The
/// table hashes the scalar's bytes (`ByteHash`) and compares them before any `String`
/// is made, so a repeated text costs neither an allocation nor `String` hashing,
/// which normalises and was most of the cost of interning through a `Set<String>`.
struct LongScalarInterner {
    /// The longest text a `String` stores inline on 64-bit platforms.
    static let inlineCapacity = 15

    /// Positions in `strings`, by hash.
    private var table = HashedPositions()
    private var strings: [String] = []

    /// The string of `bytes` (valid UTF-8), shared with every earlier scalar of the
    /// same text when it is longer than `inlineCapacity`.
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > Self.inlineCapacity else { return String(decoding: bytes, as: UTF8.self) }
        let hash = ByteHash.of(bytes)
        switch table.probe(hash, where: { Self.string(strings[$0], equals: bytes) }) {
        case .found(let position):
            return strings[position]
        case .vacant(let slot):
            let string = String(decoding: bytes, as: UTF8.self)
            strings.append(string)
            table.insert(strings.count - 1, hash: hash, at: slot)
            return string
        }
    }

    private static func string(_ string: String, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var string = string
        return string.withUTF8 { ByteHash.equal($0, bytes) }
    }
}
