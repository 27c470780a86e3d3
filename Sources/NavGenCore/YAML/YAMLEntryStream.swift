/// Takes the entries of chosen top-level mappings while the file is parsed, so
/// the tree never holds them all at once.
///
/// `YAMLReader` asks `begin(_:at:)` when the value of a top-level key opens as a
/// mapping (without an anchor: an alias could not see streamed entries); when it
/// says yes, each entry goes to `take(_:)` as soon as its value closes, in file
/// order, and the tree keeps the entry's key with a null value in its place, so
/// duplicate keys are still found. Keys the reader rejects (duplicates, `<<`)
/// and their values never reach the stream.
public protocol YAMLEntryStream {
    /// Whether the entries of the mapping under the top-level `key`, which starts
    /// at `location`, are to be streamed. Asked at most once per key.
    mutating func begin(_ key: String, at location: SourceLocation) -> Bool

    /// An entry of the mapping `begin(_:at:)` accepted last.
    mutating func take(_ entry: YAMLNode.Pair)
}

/// Streams nothing: the tree holds every entry.
public struct NoEntryStream: YAMLEntryStream {
    public init() {}
    public mutating func begin(_ key: String, at location: SourceLocation) -> Bool { false }
    public mutating func take(_ entry: YAMLNode.Pair) {}
}
