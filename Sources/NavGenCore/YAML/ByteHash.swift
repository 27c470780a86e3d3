/// A hash of a text's bytes taken eight at a time (a byte at a time cost about 5
/// instructions a byte), for the YAML reader's tables of long scalars and keys and `NameIndex`.
/// Not mixed: `HashedPositions` mixes it.
enum ByteHash {
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
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
        return (hash ^ tail) &* 0x0000_0100_0000_01b3
    }

    /// The hash of a string's UTF-8, read in place when the string is native.
    static func of(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { of($0) }
    }

    /// Whether two texts are the same bytes, compared eight at a time: `elementsEqual`
    /// walked both buffers through iterators, about 750 instructions a comparison.
    static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
        let leftRaw = UnsafeRawPointer(leftBase), rightRaw = UnsafeRawPointer(rightBase)
        var offset = 0
        while offset + 8 <= left.count {
            if leftRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != rightRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset += 8
        }
        while offset < left.count {
            if left[offset] != right[offset] { return false }
            offset += 1
        }
        return true
    }
}
