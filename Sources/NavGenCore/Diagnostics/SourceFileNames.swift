#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The file names `SourceLocation`s refer to, each numbered once per process.
///
/// A process reads a handful of graph files, so names are never removed. Access is
/// serialised by a mutex: tests analyse graphs concurrently.
public final class SourceFileNames: @unchecked Sendable {
    /// The process's table.
    public static let shared = SourceFileNames()

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var names: [String] = []
    private var numbers: [String: UInt32] = [:]

    private init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    /// The number of `name`, given on first use.
    func number(of name: String) -> UInt32 {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let number = numbers[name] { return number }
        let number = UInt32(names.count)
        names.append(name)
        numbers[name] = number
        return number
    }

    /// The name numbered `number`.
    func name(of number: UInt32) -> String {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return names[Int(number)]
    }
}
