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
        #if canImport(Glibc)
        // `mallopt` and `M_TOP_PAD` are declared in <malloc.h>, which the Glibc
        // module does not import; the function is looked up, the constant is glibc's ABI.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(topPad, 64 << 20)
        #endif
    }

    /// Returns the freed memory of the stages before emission to the system, and
    /// pads the heaps by glibc's default again from here on.
    static func releaseFreedMemory() {
        #if canImport(Glibc)
        guard let malloptSymbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt"),
              let trimSymbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        let mallopt = unsafeBitCast(malloptSymbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        let trim = unsafeBitCast(trimSymbol, to: (@convention(c) (Int) -> Int32).self)
        _ = mallopt(topPad, 128 << 10)
        _ = trim(0)
        #endif
    }

    /// glibc's `M_TOP_PAD`.
    private static let topPad: Int32 = -2
}
