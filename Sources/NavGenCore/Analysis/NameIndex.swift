/// Positions by name, for `GraphIndex`'s screens and flows: a name maps to the first
/// position that has it.
///
/// Keyed by `String`, a lookup hashed the name with SipHash and compared canonical
/// forms: about 700 instructions, and compiling 10,000 screens asked over 100,000
/// times. Here a name is hashed eight bytes at a time (`ByteHash`) and compared byte
/// for byte with a copy of the names' bytes, which also spares a retain per question.
///
/// `String`'s `==` is canonical equivalence, which bytes are not, and the index
/// answers exactly as a dictionary keyed by `String` would. When every name is ASCII
/// (every valid name is), a question is asked in bytes: an ASCII question matches by
/// its bytes, and another can equal an ASCII name only through the three scalars
/// canonically equivalent to an ASCII character (U+037E for `;`, U+1FEF for `` ` ``,
/// U+212A for `K`), so it is asked with those in their place, and any other scalar
/// that is not ASCII answers no. Names that are not all ASCII keep a dictionary.
struct NameIndex: Sendable {
    /// For each position, the position its name maps to: itself unless an earlier
    /// position has the same name.
    let ids: [Int]
    private let table: HashedPositions
    /// The UTF-8 of every position's name, one after another.
    private let bytes: [UInt8]
    /// Where each position's name starts in `bytes`; one more than the positions.
    private let starts: [Int32]
    /// The positions by name, when some name is not ASCII.
    private let dictionary: [String: Int]?

    /// The index of `count` names, the name at each position given by `name`.
    init(count: Int, name: (Int) -> String) {
        var bytes: [UInt8] = [], starts: [Int32] = [0]
        starts.reserveCapacity(count + 1)
        var allASCII = true
        for position in 0..<count {
            var text = name(position)
            text.withUTF8 { utf8 in
                allASCII = allASCII && Self.isASCII(utf8)
                bytes.append(contentsOf: utf8)
            }
            starts.append(Int32(bytes.count))
        }
        self.bytes = bytes
        self.starts = starts
        var ids: [Int] = []
        ids.reserveCapacity(count)
        guard allASCII else {
            var dictionary: [String: Int] = [:]
            dictionary.reserveCapacity(count)
            for position in 0..<count {
                // Inserted first and undone on a repeat: names rarely repeat, so each is hashed once.
                let text = name(position)
                if let earlier = dictionary.updateValue(position, forKey: text) {
                    dictionary[text] = earlier
                    ids.append(earlier)
                } else {
                    ids.append(position)
                }
            }
            self.dictionary = dictionary
            self.ids = ids
            table = HashedPositions()
            return
        }
        dictionary = nil
        var table = HashedPositions(expected: count)
        bytes.withUnsafeBufferPointer { all in
            for position in 0..<count {
                let text = UnsafeBufferPointer(rebasing: all[Int(starts[position])..<Int(starts[position + 1])])
                let hash = ByteHash.of(text)
                switch table.probe(hash, where: { Self.name(at: $0, in: all, starts: starts, equals: text) }) {
                case .found(let earlier):
                    ids.append(earlier)
                case .vacant(let slot):
                    table.insert(position, hash: hash, at: slot)
                    ids.append(position)
                }
            }
        }
        self.table = table
        self.ids = ids
    }

    /// The first position whose name is `name`.
    func position(of name: String) -> Int? {
        if let dictionary { return dictionary[name] }
        // Asked in place when ASCII (nearly always); else by its ASCII equivalent.
        var utf8 = name
        let answer: Int?? = utf8.withUTF8 { bytes in
            guard Self.isASCII(bytes) else { return .none }
            return .some(position(ofASCII: bytes))
        }
        if let answer { return answer }
        guard let ascii = Self.asciiEquivalent(of: name) else { return nil }
        return ascii.withUnsafeBufferPointer { position(ofASCII: $0) }
    }

    private func position(ofASCII text: UnsafeBufferPointer<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { all in
            if case .found(let position) = table.probe(ByteHash.of(text), where: { Self.name(at: $0, in: all, starts: starts, equals: text) }) {
                return position
            }
            return nil
        }
    }

    private static func name(at position: Int, in all: UnsafeBufferPointer<UInt8>, starts: [Int32], equals text: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteHash.equal(UnsafeBufferPointer(rebasing: all[Int(starts[position])..<Int(starts[position + 1])]), text)
    }

    /// The ASCII text canonically equivalent to `text`, when there is one.
    static func asciiEquivalent(of text: String) -> [UInt8]? {
        var ascii: [UInt8] = []
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: ascii.append(UInt8(scalar.value))
            case 0x37E: ascii.append(UInt8(ascii: ";"))
            case 0x1FEF: ascii.append(UInt8(ascii: "`"))
            case 0x212A: ascii.append(UInt8(ascii: "K"))
            default: return nil
            }
        }
        return ascii
    }

    /// Whether every byte is ASCII, eight at a time.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < bytes.count {
            if bytes[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }
}
