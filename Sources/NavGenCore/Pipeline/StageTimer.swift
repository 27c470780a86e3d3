/// Measures how long each stage of the pipeline takes, for `--timings`.
///
/// Pass one to `Pipeline.analyze(file:bytes:limits:timer:)` and time further stages
/// (emission, writing) with `measure(_:_:)`; `summary` reads the stages in the order
/// they ran.
public final class StageTimer {
    /// A stage's name and how long it took.
    public struct Stage: Sendable {
        public var name: String
        public var duration: Duration
    }

    public private(set) var stages: [Stage] = []
    private let clock = ContinuousClock()

    public init() {}

    /// Runs `work` and records its duration under `name`.
    public func measure<T>(_ name: String, _ work: () throws -> T) rethrows -> T {
        let start = clock.now
        let result = try work()
        stages.append(Stage(name: name, duration: start.duration(to: clock.now)))
        return result
    }

    /// `parse 41 ms, decode 12 ms, …; total 80 ms`.
    public var summary: String {
        let total = stages.reduce(Duration.zero) { $0 + $1.duration }
        let parts = stages.map { "\($0.name) \(Self.format($0.duration))" }
        return parts.joined(separator: ", ") + "; total \(Self.format(total))"
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
