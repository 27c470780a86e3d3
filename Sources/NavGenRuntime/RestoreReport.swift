/// What `restore(_:)` could not bring back from a navigation snapshot.
///
/// Restoring is tolerant: a snapshot written by an older version of the graph loses what
/// the graph no longer has (a screen case, a flow, a tab, a branch, parameters that no
/// longer decode) and keeps the rest. A snapshot that cannot be read at all changes
/// nothing and says why in `failure`.
public struct RestoreReport: Sendable, Hashable {
    /// One part of a snapshot that was left out.
    public struct Drop: Sendable, Hashable, CustomStringConvertible {
        /// Where it was in the snapshot, as a coding path (`children[0].path[2]`).
        public let path: String

        /// Why it was left out.
        public let reason: String

        /// A drop at `path`, for `reason`.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        public var description: String { "\(path): \(reason)" }
    }

    /// The parts left out, in the order the snapshot holds them.
    public var dropped: [Drop]

    /// Why nothing was restored, when the snapshot could not be read at all; `nil` otherwise.
    public var failure: String?

    /// A report of nothing dropped; or of a snapshot that could not be read, for `failure`.
    public init(dropped: [Drop] = [], failure: String? = nil) {
        self.dropped = dropped
        self.failure = failure
    }

    /// Whether the whole snapshot was restored.
    public var isComplete: Bool { failure == nil && dropped.isEmpty }

    /// Records that the part at `path` was left out, for `reason`.
    public mutating func drop(_ path: String, _ reason: String) {
        dropped.append(Drop(path: path, reason: reason))
    }
}
