/// Values numbered in the order first met, found again through a hash the caller
/// computes (`NumberMixer` folds numbers into one): for tables of small numeric keys
/// asked often, where `Dictionary`'s SipHash cost more than the rest of a question.
/// A value's number is its position in `values`.
struct NumberedValues<Value: Equatable> {
    /// Every value numbered so far, by number.
    private(set) var values: [Value] = []
    private var table: HashedPositions

    /// A table that holds `expected` values without growing.
    init(expected: Int) {
        table = HashedPositions(expected: expected)
        values.reserveCapacity(expected)
    }

    /// The number of `value`, whose hash is `hash`, if it has one.
    func number(of value: Value, hash: UInt64) -> Int? {
        if case .found(let position) = table.probe(hash, where: { values[$0] == value }) { return position }
        return nil
    }

    /// The number of `value`, whose hash is `hash`, numbering it when it is new.
    mutating func add(_ value: Value, hash: UInt64) -> (number: Int, isNew: Bool) {
        switch table.probe(hash, where: { values[$0] == value }) {
        case .found(let position):
            return (position, false)
        case .vacant(let slot):
            values.append(value)
            table.insert(values.count - 1, hash: hash, at: slot)
            return (values.count - 1, true)
        }
    }
}

/// Folds numbers into a hash, one at a time: an add, a multiply and a shift each,
/// where `Hasher` runs SipHash's rounds. `HashedPositions` mixes the result again.
/// The constant added with each number keeps runs of zeros apart (`[0]`, `[0, 0]`).
struct NumberMixer {
    private(set) var hash: UInt64 = 0

    init() {}

    mutating func combine(_ number: Int32) {
        hash = (hash &+ UInt64(UInt32(bitPattern: number)) &+ 0x7F4A_7C15) &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 29
    }
}
