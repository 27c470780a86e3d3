#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing file descriptors with POSIX calls, resuming after short and
/// interrupted (`EINTR`) calls: the one place navgen's streams and files are read and
/// written.
enum Descriptor {
    /// Writes every byte of `bytes`; returns the `errno` of a failure.
    static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Reads until `buffer` is full or the file ends: how many bytes were read (fewer
    /// than `buffer.count` only at the end of the file), and the `errno` of a failure.
    static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>) -> (count: Int, failure: Int32?) {
        var offset = 0
        while offset < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return (offset, errno)
            }
            offset += count
        }
        return (offset, nil)
    }

    /// The system's words for `code`, in lower case (`no space left on device`).
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
