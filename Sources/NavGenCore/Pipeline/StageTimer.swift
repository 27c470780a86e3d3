#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Measures how long each stage of the pipeline takes, and the process's peak
/// memory after it, for `--timings`.
///
/// Pass one to `Pipeline.analyze(file:bytes:timer:)` and time further stages
/// (emission, writing) with `measure(_:_:)`; `summary` reads the stages in the order
/// they ran.
public final class StageTimer {
    /// A stage's name, how long it took, and the process's peak resident memory
    /// once it ended, in bytes.
    public struct Stage: Sendable {
        public var name: String
        public var duration: Duration
        public var peakMemory: Int
    }

    public private(set) var stages: [Stage] = []
    private let clock = ContinuousClock()

    public init() {}

    /// Runs `work` and records its duration under `name`.
    public func measure<T>(_ name: String, _ work: () throws -> T) rethrows -> T {
        let start = clock.now
        let result = try work()
        stages.append(Stage(name: name, duration: start.duration(to: clock.now), peakMemory: Self.peakMemory()))
        return result
    }

    /// `parse 41 ms (30 MB), decode 12 ms (52 MB), …; total 80 ms, peak 60 MB`:
    /// each stage's time and the peak memory once it ended.
    public var summary: String {
        let total = stages.reduce(Duration.zero) { $0 + $1.duration }
        let parts = stages.map { "\($0.name) \(Self.format($0.duration)) (\($0.peakMemory >> 20) MB)" }
        return parts.joined(separator: ", ") + "; total \(Self.format(total)), peak \((stages.last?.peakMemory ?? 0) >> 20) MB"
    }

    /// The process's peak resident memory so far, in bytes.
    static func peakMemory() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss)
        #else
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss) * 1024
        #endif
    }

    /// Milliseconds below ten seconds, seconds with two decimals above.
    static func format(_ duration: Duration) -> String {
        let components = duration.components
        let milliseconds = Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
        if milliseconds < 10 {
            let tenths = Int((milliseconds * 10).rounded())
            return "\(tenths / 10).\(tenths % 10) ms"
        }
        if milliseconds < 10_000 { return "\(Int(milliseconds.rounded())) ms" }
        let hundredths = Int((milliseconds / 10).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100) s"
    }
}
