/// A text of at most 15 bytes of UTF-8 in two words, little end first, with its
/// length in the top byte: two texts pack alike only when they are the same bytes.
///
/// Compared as two numbers, where comparing or hashing a `String` goes through its
/// Unicode machinery: the YAML reader's cache of short scalars and the emitter's
/// keyword check look texts up this way.
struct PackedShortText: Equatable, Comparable {
    /// The longest text that packs, in bytes (the longest a `String` stores inline).
    static let capacity = 15

    /// Bytes 0 to 7.
    let low: UInt64
    /// Bytes 8 to 14, and the length in the top byte.
    let high: UInt64

    /// `bytes` packed: at most `capacity` of them.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var low: UInt64 = 0
        var high = UInt64(bytes.count) << 56
        for index in 0..<min(bytes.count, 8) { low |= UInt64(bytes[index]) << (8 * index) }
        for index in min(bytes.count, 8)..<bytes.count { high |= UInt64(bytes[index]) << (8 * (index - 8)) }
        self.low = low
        self.high = high
    }

    /// `text` packed; `nil` when its UTF-8 is longer than `capacity`.
    init?(_ text: String) {
        var text = text
        guard let packed = text.withUTF8({ $0.count <= Self.capacity ? Self($0) : nil }) else { return nil }
        self = packed
    }

    /// A multiplicative hash of both words, for `HashedPositions` (which mixes it further).
    var hash: UInt64 {
        (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F)
    }

    static func < (left: Self, right: Self) -> Bool {
        (left.high, left.low) < (right.high, right.low)
    }
}
