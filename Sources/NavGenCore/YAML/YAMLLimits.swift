/// The bounds the reader enforces before doing any more work (spec section 2).
public struct YAMLLimits: Sendable {
    /// The most nodes that aliases may add by expansion.
    public var maxAliasExpansion: Int
    /// The deepest nesting of collections.
    public var maxDepth: Int

    public init(maxAliasExpansion: Int = 100_000, maxDepth: Int = 128) {
        self.maxAliasExpansion = maxAliasExpansion
        self.maxDepth = maxDepth
    }

    /// The limits of the format.
    public static let standard = YAMLLimits()
}
