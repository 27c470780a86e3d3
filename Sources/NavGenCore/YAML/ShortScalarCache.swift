/// One `String` per distinct text of the scalars short enough to be stored inline in
/// a `String` (at most 15 bytes of UTF-8): keys, types, numbers, short names.
///
/// Such a string allocates nothing, but making one validates its bytes and counts
/// their characters: about 190 instructions for each of the 160,000 short scalars
/// of a 10,000-screen graph. Their texts repeat (`push`, `type`, `Int`), so the
/// cache packs a text's bytes and length into two words, finds them by a
/// multiplicative hash and hands back the string made the first time.
struct ShortScalarCache {
    /// Positions in `strings`, by a hash of their packed bytes.
    private var table = HashedPositions()
    private var strings: [String] = []
    /// Each string's bytes 0 to 7, and bytes 8 to 14 with the length in the top byte.
    private var packed: [(low: UInt64, high: UInt64)] = []

    /// The string of `bytes` (valid UTF-8, at most `LongScalarInterner.inlineCapacity`
    /// bytes), made once per distinct text.
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let key = Self.pack(bytes)
        switch table.probe(Self.hash(key), where: { packed[$0] == key }) {
        case .found(let position):
            return strings[position]
        case .vacant(let slot):
            let string = String(decoding: bytes, as: UTF8.self)
            strings.append(string)
            packed.append(key)
            table.insert(strings.count - 1, hash: Self.hash(key), at: slot)
            return string
        }
    }

    /// The bytes in two words, little end first, with the length in the top byte:
    /// two texts pack alike only when they are the same bytes.
    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> (low: UInt64, high: UInt64) {
        var low: UInt64 = 0
        var high = UInt64(bytes.count) << 56
        for index in 0..<min(bytes.count, 8) { low |= UInt64(bytes[index]) << (8 * index) }
        for index in min(bytes.count, 8)..<bytes.count { high |= UInt64(bytes[index]) << (8 * (index - 8)) }
        return (low, high)
    }

    /// A multiplicative hash of both words (`HashedPositions` mixes it further).
    private static func hash(_ key: (low: UInt64, high: UInt64)) -> UInt64 {
        (key.low &* 0x9E37_79B9_7F4A_7C15) ^ (key.high &* 0xC2B2_AE3D_27D4_EB4F)
    }
}
