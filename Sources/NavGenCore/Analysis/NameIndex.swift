/// Positions by name, for `GraphIndex`'s screens and flows: a name maps to the first
/// position that has it.
///
/// Keyed by `String`, a lookup hashed the name with SipHash and compared canonical
/// forms: about 700 instructions, and compiling 10,000 screens asked over 100,000
/// times. The names are kept in a `LiteralChildren` table under one parent instead,
/// found by their bytes, which answers exactly as a dictionary keyed by `String`
/// would (`CanonicalASCII`).
struct NameIndex: Sendable {
    /// For each position, the position its name maps to: itself unless an earlier
    /// position has the same name.
    let ids: [Int]
    private let table: LiteralChildren

    /// The index of `count` names, the name at each position given by `name`.
    init(count: Int, name: (Int) -> String) {
        var table = LiteralChildren(expected: count)
        var ids: [Int] = []
        ids.reserveCapacity(count)
        for position in 0..<count {
            let text = name(position)
            if let earlier = table.child(of: 0, text: text) {
                ids.append(earlier)
            } else {
                table.add(position, of: 0, text: text)
                ids.append(position)
            }
        }
        self.ids = ids
        self.table = table
    }

    /// The first position whose name is `name`.
    func position(of name: String) -> Int? {
        table.child(of: 0, text: name)
    }
}
