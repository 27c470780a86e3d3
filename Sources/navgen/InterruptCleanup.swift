#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the temporary files of the outputs being written when navgen is ended by
/// SIGINT (Ctrl-C, or a build being cancelled), SIGTERM or SIGHUP, then exits with
/// 128 + the signal's number (130 for SIGINT).
///
/// `compile` streams every graph's output into its own temporary file and renames
/// them only once all are complete, so several can exist at once. Each is
/// registered here, as a C string made before the file is created, in an entry of a
/// list that only grows at its head; the entry's path is cleared once the file is
/// renamed or removed. The handler does only what is safe in a signal handler: it
/// reads pointer-sized slots and calls `unlink` and `_exit`. Entries and strings are
/// never freed, so a handler running on another thread never reads freed memory (a
/// few bytes per written file).
enum InterruptCleanup {
    /// One registered temporary file: its path, `nil` once it is gone, and the entry
    /// registered before it.
    struct Entry {
        var path: UnsafeMutablePointer<CChar>?
        let next: UnsafeMutablePointer<Entry>?
    }

    /// A registration, to pass to `finished(_:)`.
    struct Registration {
        fileprivate let entry: UnsafeMutablePointer<Entry>
    }

    /// The head of the list: the last entry registered, or `nil`. Unsafe pointers
    /// have no exclusivity checks, so the handler may read it mid-update; an entry is
    /// complete before the head points to it.
    nonisolated(unsafe) private static let head: UnsafeMutablePointer<UnsafeMutablePointer<Entry>?> = {
        let head = UnsafeMutablePointer<UnsafeMutablePointer<Entry>?>.allocate(capacity: 1)
        head.initialize(to: nil)
        return head
    }()

    /// Installs the handler and unblocks its signals; idempotent.
    ///
    /// A process inherits the signal mask of the thread that started it, and
    /// `Foundation.Process` run from a Dispatch or test thread starts children with
    /// almost every signal blocked: navgen would then not see Ctrl-C at all.
    static func install() {
        _ = head  // initialised now, never lazily inside the handler
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(number, handler)
            sigaddset(&signals, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Registers a temporary file about to be created.
    static func writing(_ path: String) -> Registration {
        let entry = UnsafeMutablePointer<Entry>.allocate(capacity: 1)
        entry.initialize(to: Entry(path: strdup(path), next: head.pointee))
        head.pointee = entry
        return Registration(entry: entry)
    }

    /// The temporary file is gone: renamed over its target, or removed.
    static func finished(_ registration: Registration) {
        registration.entry.pointee.path = nil
    }

    private static let handler: @convention(c) (Int32) -> Void = { number in
        var entry = head.pointee
        while let current = entry {
            if let path = current.pointee.path { unlink(path) }
            entry = current.pointee.next
        }
        _exit(128 + number)
    }
}
