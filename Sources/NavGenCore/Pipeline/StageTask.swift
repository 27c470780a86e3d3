/// One of the two tasks of a stage whose tasks share nothing that changes, so that
/// they may run at once (`StageTimer.measure(_:_:parallelism:)`).
struct StageTask<Result: Sendable>: Sendable {
    /// What `--timings` calls the task.
    var name: String
    /// Whether the task runs on the second thread when the stage runs in parallel,
    /// leaving the calling thread to the other (see `StageTimer.measure(_:_:parallelism:)`).
    var onSecondThread: Bool
    var work: @Sendable () -> Result

    init(_ name: String, onSecondThread: Bool = false, _ work: @escaping @Sendable () -> Result) {
        self.name = name
        self.onSecondThread = onSecondThread
        self.work = work
    }
}

extension StageTimer {
    /// Runs a stage of two tasks and returns both results. With `.parallel`, the two
    /// run at once, `first` on a second thread if it asks for it and `second`
    /// otherwise, and are timed together as "FIRST + SECOND"; with `.serial`, they run
    /// one after the other on the calling thread, in that order, each timed under its
    /// own name. The results are the same either way.
    func measure<First, Second>(_ first: StageTask<First>, _ second: StageTask<Second>, parallelism: Parallelism) -> (First, Second) {
        guard parallelism == .parallel else {
            return (measure(first.name, first.work), measure(second.name, second.work))
        }
        return measure("\(first.name) + \(second.name)") {
            guard first.onSecondThread else {
                return parallelism.fork(first.work, side: second.work)
            }
            let (secondResult, firstResult) = parallelism.fork(second.work, side: first.work)
            return (firstResult, secondResult)
        }
    }
}
