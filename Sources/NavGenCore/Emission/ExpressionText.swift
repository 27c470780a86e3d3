/// An expression of the generated code assembled as UTF-8 bytes: a deep-link step or
/// a screen expression, its pieces copied into one buffer. It stays for its measured
/// gain over `String` (Benchmarks/README.md, "Custom data structures that stay").
struct ExpressionText {
    /// The bytes, shared by copies of the text until one of them changes.
    private var storage = Storage(capacity: 256)

    init() {}

    /// The text as a `String`.
    var string: String { String(decoding: storage.buffer, as: UTF8.self) }

    /// Calls `body` with the text's UTF-8 bytes.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(storage) { try body(storage.buffer) }
    }

    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(utf8: $0) }) != nil { return }
        var text = text
        text.withUTF8 { append(utf8: $0) }
    }

    mutating func append(_ other: ExpressionText) {
        other.withUTF8 { append(utf8: $0) }
    }

    /// Appends `number` (not negative) in decimal.
    mutating func append(_ number: Int) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy(reserving: 20) }
        DecimalDigits.forEach(of: number) { storage.append($0) }
    }

    /// Forgets the text, keeping the buffer when no copy shares it.
    mutating func removeAll() {
        if isKnownUniquelyReferenced(&storage) {
            storage.removeAll()
        } else {
            storage = Storage(capacity: storage.capacity)
        }
    }

    /// Copies `bytes` in with one `memcpy`.
    private mutating func append(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy(reserving: bytes.count) }
        storage.append(bytes)
    }

    /// The bytes of a text and of its copies until one of them changes.
    private final class Storage {
        /// Unchecked: the runtime's check of each access to a class's stored property
        /// costs more than the copy it guards. Accesses cannot overlap: only
        /// `ExpressionText` reaches the storage, one call at a time, and a text is
        /// used on one thread.
        @exclusivity(unchecked) private var bytes: WrittenBytes

        init(capacity: Int) {
            bytes = WrittenBytes(capacity: capacity)
        }

        var buffer: UnsafeBufferPointer<UInt8> { bytes.buffer }

        var capacity: Int { bytes.capacity }

        /// A buffer of the same bytes with room for `extra` more.
        func copy(reserving extra: Int) -> Storage {
            let copy = Storage(capacity: max(bytes.capacity, bytes.count + extra))
            copy.bytes.append(bytes.buffer)
            return copy
        }

        func append(_ source: UnsafeBufferPointer<UInt8>) {
            bytes.append(source)
        }

        func append(_ byte: UInt8) {
            bytes.append(byte)
        }

        func removeAll() {
            bytes.removeAll()
        }
    }
}

extension SwiftWriter {
    /// Adds `text` to the line `beginLine()` started.
    mutating func write(_ text: ExpressionText) {
        text.withUTF8 { write(utf8: $0) }
    }
}

/// The decimal digits of a number, as ASCII bytes, without making a `String` of it:
/// the emitter writes a number in every route function's name and step call.
enum DecimalDigits {
    /// Hands each digit of `number` (not negative) to `body`, the first one first.
    static func forEach(of number: Int, _ body: (UInt8) -> Void) {
        precondition(number >= 0, "the emitter writes no negative numbers")
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        var rest = number
        while divisor > 0 {
            body(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
