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
    /// Each string's bytes, packed.
    private var packed: [PackedShortText] = []

    /// The string of `bytes` (valid UTF-8, at most `LongScalarInterner.inlineCapacity`
    /// bytes), made once per distinct text.
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let key = PackedShortText(bytes)
        switch table.probe(key.hash, where: { packed[$0] == key }) {
        case .found(let position):
            return strings[position]
        case .vacant(let slot):
            let string = String(decoding: bytes, as: UTF8.self)
            strings.append(string)
            packed.append(key)
            table.insert(strings.count - 1, hash: key.hash, at: slot)
            return string
        }
    }
}
