/// One `String` per distinct text of the scalars short enough to be stored inline in
/// a `String` (at most 15 bytes of UTF-8): keys, types, numbers, short names.
///
/// Such a string allocates nothing, but making one validates its bytes and counts
/// their characters: about 190 instructions for each of the 160,000 short scalars
/// of a 10,000-screen graph. Their texts repeat (`push`, `type`, `Int`), so the
/// cache packs a text's bytes and length into two words, finds them by a
/// multiplicative hash and hands back the string made the first time.
struct ShortScalarCache {
    /// Positions in `strings`, or -1 for an empty slot; open addressing, a power of two.
    private var slots = [Int32](repeating: -1, count: 1 << 10)
    private var strings: [String] = []
    /// Each string's bytes 0 to 7, and bytes 8 to 14 with the length in the top byte.
    private var packed: [(low: UInt64, high: UInt64)] = []

    /// The string of `bytes` (valid UTF-8, at most `LongScalarInterner.inlineCapacity`
    /// bytes), made once per distinct text.
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let key = Self.pack(bytes)
        let mask = slots.count - 1
        var slot = Self.slot(of: key, mask: mask)
        while slots[slot] >= 0 {
            let position = Int(slots[slot])
            if packed[position] == key { return strings[position] }
            slot = (slot + 1) & mask
        }
        let string = String(decoding: bytes, as: UTF8.self)
        slots[slot] = Int32(strings.count)
        strings.append(string)
        packed.append(key)
        if strings.count * 4 > slots.count * 3 { grow() }
        return string
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

    private static func slot(of key: (low: UInt64, high: UInt64), mask: Int) -> Int {
        // The top half of a multiplicative hash, where every byte has had its say.
        let mixed = (key.low &* 0x9E37_79B9_7F4A_7C15) ^ (key.high &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }

    /// Doubles the table and places every string again.
    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (position, key) in packed.enumerated() {
            var slot = Self.slot(of: key, mask: mask)
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(position)
        }
    }
}
