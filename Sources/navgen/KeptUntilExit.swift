/// Values navgen never frees.
///
/// A command ends by exiting the process, which returns all of its memory at once.
/// Freeing a large graph's model piece by piece first changes nothing and costs time
/// (Benchmarks/README.md). Commands hand their results here when they are done with them.
enum KeptUntilExit {
    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Keeps `value` alive until the process exits.
    static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Box(value))
    }
}
