/// Values by keys that each belong to one screen, for the walks over placements.
///
/// Most screens have one placement and one owner, so each screen's first key sits
/// with its value in an array slot and is compared, not hashed; only a screen's
/// further keys go into a `Dictionary`. Through a `Dictionary` or `Set` alone, the
/// index stage costs over a third more (Benchmarks/README.md, "Custom data
/// structures that stay").
struct ScreenKeyedMap<Key: Hashable, Value> {
    private var firsts: [(key: Key, value: Value)?]
    private var others: [Key: Value] = [:]

    /// An empty map for screens numbered `0..<screenCount`. With fewer slots than
    /// screens, the keys of the screens past them go to the dictionary: a walk that
    /// meets few screens need not pay for a slot per screen.
    init(screenCount: Int) {
        firsts = Array(repeating: nil, count: screenCount)
    }

    /// The value of `key`, which belongs to the screen numbered `screen`, when it
    /// has one; otherwise `value` becomes its value, and the result is `nil`.
    mutating func value(of key: Key, screen: Int, insertingIfAbsent value: @autoclosure () -> Value) -> Value? {
        if screen < firsts.count {
            guard let first = firsts[screen] else {
                firsts[screen] = (key, value())
                return nil
            }
            if first.key == key { return first.value }
        }
        if let known = others[key] { return known }
        others[key] = value()
        return nil
    }
}

extension ScreenKeyedMap where Value == Void {
    /// Adds `key`, which belongs to the screen numbered `screen`; returns whether it was new.
    mutating func insert(_ key: Key, screen: Int) -> Bool {
        value(of: key, screen: screen, insertingIfAbsent: ()) == nil
    }
}
