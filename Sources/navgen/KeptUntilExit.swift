/// Values navgen never frees.
///
/// A command ends by exiting the process, which returns all of its memory at once.
/// Freeing a large graph's model piece by piece first changes nothing and costs time:
/// 60 ms of a 0.45 s lint of a 10,000-screen graph. Commands hand their results here
/// when they are done with them.
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
