import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Musl)
import Musl
private let systemWrite = Musl.write
#else
import Darwin
private let systemWrite = Darwin.write
#endif

/// Standard output written a chunk at a time, for a generated file as it is
/// rendered. The first failure stops the writing; `finish()` reports it as
/// `Console.write(_:)` does (`navgen: error: cannot write to standard output: …`, exit 1).
final class StandardOutputStream {
    /// The `errno` of the first failed write.
    private var failure: Int32?

    /// Writes `chunk` unless a write failed before.
    func write(_ chunk: UnsafeBufferPointer<UInt8>) {
        var offset = 0
        while failure == nil, offset < chunk.count {
            let written = systemWrite(STDOUT_FILENO, chunk.baseAddress! + offset, chunk.count - offset)
            if written < 0 {
                if errno != EINTR { failure = errno }
                continue
            }
            offset += written
        }
    }

    /// Throws, after saying why, when a write failed.
    func finish() throws {
        if let failure { throw Console.outputFailed(OutputFile.reason(failure)) }
    }
}
