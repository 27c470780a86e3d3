/// One `String` per distinct text of the scalars too long to be stored inline in a
/// `String` (over 15 bytes of UTF-8).
///
/// A screen's name is also every link's target and every flow's entry for it: each
/// would otherwise be its own allocation, kept by the model for the whole run. The
/// table hashes the scalar's bytes (FNV-1a over words) and compares them before any `String`
/// is made, so a repeated text costs neither an allocation nor `String` hashing,
/// which normalises and was most of the cost of interning through a `Set<String>`.
struct LongScalarInterner {
    /// The longest text a `String` stores inline on 64-bit platforms.
    static let inlineCapacity = 15

    /// Positions in `strings`, by hash.
    private var table = HashedPositions()
    private var strings: [String] = []
    private var hashes: [UInt64] = []

    /// The string of `bytes` (valid UTF-8), shared with every earlier scalar of the
    /// same text when it is longer than `inlineCapacity`.
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > Self.inlineCapacity else { return String(decoding: bytes, as: UTF8.self) }
        let hash = Self.hash(bytes)
        switch table.probe(hash, where: { hashes[$0] == hash && Self.string(strings[$0], equals: bytes) }) {
        case .found(let position):
            return strings[position]
        case .vacant(let slot):
            let string = String(decoding: bytes, as: UTF8.self)
            strings.append(string)
            hashes.append(hash)
            table.insert(strings.count - 1, at: slot) { hashes[$0] }
            return string
        }
    }

    /// A hash of the bytes taken eight at a time (a byte at a time cost about 5
    /// instructions a byte), finished so that its low bits, which pick the slot,
    /// depend on every byte.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x0000_0100_0000_01b3
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < bytes.count {
            tail = tail << 8 | UInt64(bytes[offset])
            offset += 1
        }
        hash = (hash ^ tail) &* 0x0000_0100_0000_01b3
        hash ^= hash >> 32
        hash &*= 0x9E37_79B9_7F4A_7C15
        return hash ^ hash >> 29
    }

    /// Compares eight bytes at a time: `elementsEqual` walked both buffers through
    /// iterators, about 750 instructions a comparison at 10,000 screens.
    private static func string(_ string: String, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var string = string
        return string.withUTF8 { stored in
            guard stored.count == bytes.count else { return false }
            let left = UnsafeRawPointer(stored.baseAddress!), right = UnsafeRawPointer(bytes.baseAddress!)
            var offset = 0
            while offset + 8 <= bytes.count {
                if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
                offset += 8
            }
            while offset < bytes.count {
                if stored[offset] != bytes[offset] { return false }
                offset += 1
            }
            return true
        }
    }
}
