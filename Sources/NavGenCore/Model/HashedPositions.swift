/// Positions in a caller's list, found by a hash the caller computes: an
/// open-addressed table of slots (linear probing, a power of two, at most three
/// quarters full).
///
/// For `link-conflict`, which finds the first link of each name by a hash of the
/// name (`NamingRules.caseFoldedHash`) without hashing or copying a `String`: the
/// one custom table that pays for itself (Benchmarks/README.md, "Custom data
/// structures that stay"). The caller keeps the list and says which position
/// matches; the table only finds and remembers positions.
///
/// Each slot holds its position with the top half of the position's mixed hash.
/// A probe asks the caller about a position only when those 32 bits agree, so
/// passing over other positions reads nothing but the slots; and the slot is picked
/// by the hash's top bits, so the table grows from the slots alone, without the
/// caller's hashes.
struct HashedPositions {
    /// What a probe found: the matching position, or the empty slot where a new
    /// position for the hash goes.
    enum Probe {
        case found(Int)
        case vacant(slot: Int)
    }

    /// Per slot: the top 32 bits of the mixed hash, then the position plus one; 0 when empty.
    private var slots: [UInt64]
    /// The bits of the mixed hash that pick a slot: its top `64 - shift`.
    private var shift: Int
    private var count = 0

    /// A table that holds `expected` positions without growing.
    init(expected: Int = 768) {
        var capacity = 16
        while capacity * 3 < expected * 4 { capacity <<= 1 }
        slots = [UInt64](repeating: 0, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
    }

    /// The first position under `hash` that `matches` accepts, else where to insert one.
    /// `hash` need not be well mixed: the table mixes it.
    func probe(_ hash: UInt64, where matches: (Int) -> Bool) -> Probe {
        let mixed = Self.mix(hash)
        let tag = mixed >> 32
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: mixed >> UInt64(shift))
        while true {
            let entry = slots[slot]
            if entry == 0 { return .vacant(slot: slot) }
            if entry >> 32 == tag {
                let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if matches(position) { return .found(position) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Remembers `position`, whose hash is `hash`, in the slot `probe` gave.
    mutating func insert(_ position: Int, hash: UInt64, at slot: Int) {
        slots[slot] = Self.mix(hash) & 0xFFFF_FFFF_0000_0000 | UInt64(position + 1)
        count += 1
        if count * 4 > slots.count * 3 { grow() }
    }

    /// Doubles the slots, placing each entry by its tag: with at most 2^32 slots,
    /// the bits that pick a slot are all in it.
    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        shift -= 1
        let mask = slots.count - 1
        for entry in old where entry != 0 {
            var slot = Int(truncatingIfNeeded: entry >> UInt64(shift))
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }

    /// Folds the high half into the low one and multiplies, so that the top bits of
    /// the result, which pick the slot, depend on every bit of `hash`.
    private static func mix(_ hash: UInt64) -> UInt64 {
        (hash ^ hash >> 32) &* 0x9E37_79B9_7F4A_7C15
    }
}
