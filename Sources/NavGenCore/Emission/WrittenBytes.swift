/// The UTF-8 bytes a `SwiftWriter` has not handed over yet (or an `ExpressionText`
/// holds), in one buffer that grows by doubling.
///
/// A piece is copied in with one `memcpy`, where `Array`'s generic
/// `append(contentsOf:)` copies a byte at a time; it stays for its measured gain
/// (Benchmarks/README.md, "Custom data structures that stay"). Not copyable, so no
/// copy-on-write check is needed before each piece: the buffer has one owner.
struct WrittenBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes, valid until the next change.
    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let start = source.baseAddress else { return }
        let length = source.count
        if count + length > capacity { grow(toHold: length) }
        UnsafeMutableRawPointer(base + count).copyMemory(from: start, byteCount: length)
        count += length
    }

    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count += 1
    }

    /// Appends `byte` `length` times.
    mutating func append(_ byte: UInt8, repeated length: Int) {
        if count + length > capacity { grow(toHold: length) }
        (base + count).initialize(repeating: byte, count: length)
        count += length
    }

    /// Forgets the bytes, keeping the buffer.
    mutating func removeAll() { count = 0 }

    /// Keeps the first `length` bytes only.
    mutating func removeLast(from length: Int) { count = min(count, length) }

    /// Doubles the buffer until `length` more bytes fit.
    private mutating func grow(toHold length: Int) {
        var newCapacity = capacity * 2
        while newCapacity < count + length { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
