import Dispatch

/// Whether the stages of `Pipeline` may use a second thread.
///
/// With `.parallel` (the default), libyaml parses on a second thread while the
/// tree is built from its events, the two tasks of a stage that has two
/// (`StageTask`) run at once, the deep-link analysis splits its independent parts
/// in two, and the emitter renders on two threads. Every stage's output is the
/// same either way: the parts that run at once read shared values that no longer
/// change and write nothing shared, and their results are joined in the order
/// `.serial` produces them. `.serial` runs everything on the calling thread
/// (`--serial`), to measure one core or to compare.
public enum Parallelism: Sendable {
    case serial
    case parallel

    /// Runs `side` on another thread while `main` runs on the calling thread, and
    /// returns both results once both have ended; with `.serial`, runs `main` and
    /// then `side` on the calling thread.
    ///
    /// `side` goes to a queue of its own, which libdispatch serves from its
    /// overcommitting pool: a thread is found for it even when every worker of the
    /// global queues is busy, or blocked in a `fork` of its own.
    func fork<A, B: Sendable>(_ main: () -> A, side: @escaping @Sendable () -> B) -> (A, B) {
        guard self == .parallel else { return (main(), side()) }
        let result = SideResult<B>()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue(label: "navgen.side").async {
            result.value = side()
            done.signal()
        }
        let first = main()
        done.wait()
        guard let second = result.value else { preconditionFailure("the side work ended without a result") }
        return (first, second)
    }
}

/// Carries the side work's result to the thread that waits for it. Written once,
/// by the side thread before it signals; read once, by the waiting thread after
/// the signal, which orders the two.
private final class SideResult<Value>: @unchecked Sendable {
    var value: Value?
}
