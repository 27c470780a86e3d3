/// An expression of the generated code assembled as UTF-8 bytes: a deep-link step
/// or the steps argument of a route's function.
///
/// A route's function spells its last step, the call of its prefix and the target's
/// screen expression; assembled as `String`s, each piece cost an allocation and the
/// interpolations several more (about 9,000 instructions for one `.push(…)` step).
/// Here the pieces are copied into one buffer, which the spelling reuses for every
/// route.
struct ExpressionText {
    private(set) var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(256)
    }

    /// The text as a `String`.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) != nil { return }
        bytes.append(contentsOf: Array(text.utf8))
    }

    mutating func append(_ other: ExpressionText) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Appends `number` (not negative) in decimal.
    mutating func append(_ number: Int) {
        DecimalDigits.forEach(of: number) { bytes.append($0) }
    }

    /// Forgets the text, keeping the buffer.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }
}

extension SwiftWriter {
    /// Adds `text` to the line `beginLine()` started.
    mutating func write(_ text: ExpressionText) {
        text.bytes.withUnsafeBufferPointer { write(utf8: $0) }
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
