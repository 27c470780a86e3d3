import Foundation

/// Removes the temporary file of an output being written when navgen is ended by
/// SIGINT (Ctrl-C, or a build being cancelled), SIGTERM or SIGHUP, then exits with
/// 128 + the signal's number (130 for SIGINT).
///
/// The handler does only what is safe in a signal handler: it reads one pointer-sized
/// slot and calls `unlink` and `_exit`. `OutputFile` registers each temporary path, as
/// a C string made before the file is created, and clears the slot once the file is
/// renamed or removed. The strings are never freed, so a handler running on another
/// thread never reads freed memory (a few bytes per written file).
enum InterruptCleanup {
    /// The slot: the path of the temporary file being written, or `nil`. Unsafe
    /// pointers have no exclusivity checks, so the handler may read it mid-update.
    nonisolated(unsafe) private static let slot: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slot = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 1)
        slot.initialize(to: nil)
        return slot
    }()

    /// Installs the handler and unblocks its signals; idempotent.
    ///
    /// A process inherits the signal mask of the thread that started it, and
    /// `Foundation.Process` run from a Dispatch or test thread starts children with
    /// almost every signal blocked: navgen would then not see Ctrl-C at all.
    static func install() {
        _ = slot  // initialised now, never lazily inside the handler
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(number, handler)
            sigaddset(&signals, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Registers the temporary file about to be created.
    static func writing(_ path: String) {
        slot.pointee = strdup(path)
    }

    /// The temporary file is gone: renamed over its target, or removed.
    static func finished() {
        slot.pointee = nil
    }

    private static let handler: @convention(c) (Int32) -> Void = { number in
        if let path = slot.pointee { unlink(path) }
        _exit(128 + number)
    }
}
