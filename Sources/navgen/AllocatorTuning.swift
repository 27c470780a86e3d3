#if canImport(Glibc)
import Glibc
#endif

/// glibc's allocator, tuned for a short process that builds a large model on a
/// few threads and exits.
///
/// glibc grows the main arena by what an allocation needs plus `M_TOP_PAD` (128 KiB
/// by default), and maps a thread's arena a heap at a time, the first `M_TOP_PAD`
/// of it at once and then page by page; padding maps a thread's heap whole, which saves
/// most `mprotect` and `brk` calls and their TLB flushes (Benchmarks/README.md, "Why the
/// command line is shaped so").
enum AllocatorTuning {
    /// Applies the tuning; call once, before anything is allocated in earnest.
    /// Elsewhere than on glibc (macOS, musl) there is nothing to tune.
    static func apply() {
        _ = mallopt?(topPad, 64 << 20)
    }

    /// Returns the freed memory of the stages before emission to the system, and
    /// pads the heaps by glibc's default again from here on.
    static func releaseFreedMemory() {
        _ = mallopt?(topPad, 128 << 10)
        _ = mallocTrim?(0)
    }

    /// glibc's `mallopt` and `malloc_trim`, looked up: they are declared in
    /// <malloc.h>, which the Glibc module does not import (the constants are glibc's ABI).
    private static let mallopt = function("mallopt", as: (@convention(c) (Int32, Int32) -> Int32).self)
    private static let mallocTrim = function("malloc_trim", as: (@convention(c) (Int) -> Int32).self)

    /// The C function `name` of the running process, `nil` where there is none (or no glibc).
    private static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
        #else
        return nil
        #endif
    }

    /// glibc's `M_TOP_PAD`.
    private static let topPad: Int32 = -2
}
