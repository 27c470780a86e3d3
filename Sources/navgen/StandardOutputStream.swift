#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output written a chunk at a time, for a generated file as it is
/// rendered. The first failure stops the writing; `finish()` reports it as
/// `Console.output(_:)` does (`navgen: error: cannot write to standard output: …`, exit 1).
final class StandardOutputStream {
    /// The `errno` of the first failed write.
    private var failure: Int32?

    /// Writes `chunk` unless a write failed before.
    func write(_ chunk: UnsafeBufferPointer<UInt8>) {
        if failure == nil { failure = Descriptor.writeAll(chunk, to: STDOUT_FILENO) }
    }

    /// Throws, after saying why, when a write failed.
    func finish() throws {
        if let failure { throw Console.outputFailed(Descriptor.reason(failure)) }
    }
}
