#if canImport(Glibc)
import Glibc
#endif

/// glibc's allocator, tuned for a short process that builds a large model on a
/// few threads and exits.
///
/// glibc grows the main arena by what an allocation needs plus `M_TOP_PAD` (128 KiB
/// by default), and maps a thread's arena a heap at a time, the first `M_TOP_PAD`
/// of it at once and then page by page. navgen allocates tens of megabytes in a
/// few hundred milliseconds on up to four threads: linting 100,000 screens made
/// 10,312 `mprotect` and 1,085 `brk` calls, and in a process with several threads
/// each `mprotect` also interrupts the other cores to flush their TLBs. With 64 MiB
/// of padding, the most a thread's heap holds, a heap is mapped whole when made: 29
/// and 8 calls, and a quarter less system time (402 to 303 ms, median of 5
/// interleaved runs). The padding is address space, not memory: its pages count
/// towards the resident size only once written. It also keeps up to 64 MiB of
/// freed memory per arena for reuse instead of returning it: linting 100,000
/// screens peaks at 280 to 310 MB with it, 285 MB with 4 MiB of padding (which
/// still grew the threads' heaps page by page, 11,948 calls) and 309 MB with none.
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
