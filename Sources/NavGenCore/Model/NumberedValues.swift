/// Values numbered in the order first met, found again through a hash of the numbers
/// they are made of (`NumberHashable`): for tables of small numeric keys asked often,
/// where `Dictionary`'s SipHash cost more than the rest of a question. A value's
/// number is its position in `values`.
struct NumberedValues<Value: NumberHashable> {
    /// Every value numbered so far, by number.
    private(set) var values: [Value] = []
    private var table: HashedPositions

    /// A table that holds `expected` values without growing.
    init(expected: Int) {
        table = HashedPositions(expected: expected)
        values.reserveCapacity(expected)
    }

    /// The number of `value`, if it has one.
    func number(of value: Value) -> Int? {
        if case .found(let position) = table.probe(value.numberHash, where: { values[$0] == value }) { return position }
        return nil
    }

    /// The number of `value`, numbering it when it is new.
    mutating func add(_ value: Value) -> (number: Int, isNew: Bool) {
        let hash = value.numberHash
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

/// A value for each of some `NumberHashable` keys, kept by the keys' numbers.
struct NumberedMap<Key: NumberHashable, Value> {
    private var keys: NumberedValues<Key>
    private var values: [Value] = []

    /// A map that holds `expected` keys without growing.
    init(expected: Int) {
        keys = NumberedValues(expected: expected)
        values.reserveCapacity(expected)
    }

    /// The value of `key`, if set.
    subscript(key: Key) -> Value? {
        keys.number(of: key).map { values[$0] }
    }

    /// Sets the value of `key`, replacing an earlier one.
    mutating func set(_ value: Value, for key: Key) {
        let (number, isNew) = keys.add(key)
        if isNew { values.append(value) } else { values[number] = value }
    }
}

/// A value made of 32-bit numbers, hashed by folding them into a `NumberMixer`.
protocol NumberHashable: Equatable {
    /// Folds the value's numbers into `mixer`, in a fixed order.
    func combine(into mixer: inout NumberMixer)
}

extension NumberHashable {
    /// The hash of the value's numbers.
    var numberHash: UInt64 {
        var mixer = NumberMixer()
        combine(into: &mixer)
        return mixer.hash
    }
}

extension Int32: NumberHashable {
    func combine(into mixer: inout NumberMixer) {
        mixer.combine(self)
    }
}

extension Array: NumberHashable where Element: NumberHashable {
    func combine(into mixer: inout NumberMixer) {
        for element in self { element.combine(into: &mixer) }
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
