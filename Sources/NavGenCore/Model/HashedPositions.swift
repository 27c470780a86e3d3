/// Positions in a caller's list, found by a hash the caller computes: an
/// open-addressed table of slots (linear probing, a power of two, at most three
/// quarters full).
///
/// For the hot tables where a `Dictionary` keyed by text would hash and copy a
/// `String` per question: the YAML reader's scalar caches hash raw bytes, and
/// `link-conflict` hashes names case-folded. The caller keeps the list and says
/// which position matches; the table only finds and remembers positions.
struct HashedPositions {
    /// What a probe found: the matching position, or the empty slot where a new
    /// position for the hash goes.
    enum Probe {
        case found(Int)
        case vacant(slot: Int)
    }

    /// Positions, or -1 for an empty slot.
    private var slots: [Int32]
    private var count = 0

    /// A table that holds `expected` positions without growing.
    init(expected: Int = 768) {
        var capacity = 16
        while capacity * 3 < expected * 4 { capacity <<= 1 }
        slots = [Int32](repeating: -1, count: capacity)
    }

    /// The first position under `hash` that `matches` accepts, else where to insert one.
    /// The slot is taken from the hash's low bits, which must depend on all of it.
    func probe(_ hash: UInt64, where matches: (Int) -> Bool) -> Probe {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let position = Int(slots[slot])
            if matches(position) { return .found(position) }
            slot = (slot + 1) & mask
        }
        return .vacant(slot: slot)
    }

    /// Remembers `position` in the slot `probe` gave; `hash` gives each position's
    /// hash again when the table grows.
    mutating func insert(_ position: Int, at slot: Int, hash: (Int) -> UInt64) {
        slots[slot] = Int32(position)
        count += 1
        guard count * 4 > slots.count * 3 else { return }
        let old = slots
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for placed in old where placed >= 0 {
            var slot = Int(truncatingIfNeeded: hash(Int(placed))) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = placed
        }
    }
}
