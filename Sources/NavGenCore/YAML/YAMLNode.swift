/// A node of a parsed YAML document, with the place it starts.
///
/// Aliases are already expanded (their nodes share storage with the anchored node).
/// Built by `YAMLReader`; no other stage sees libyaml.
public struct YAMLNode: Sendable {
    /// A key and its value in a mapping, in document order.
    public struct Pair: Sendable {
        public var key: YAMLNode
        public var value: YAMLNode
    }

    /// What the node holds.
    public enum Content: Sendable {
        /// A scalar's text. `isPlain` is false for quoted and block scalars and for
        /// scalars tagged `!!str`: those are always strings, never `true` or `1`.
        case scalar(String, isPlain: Bool)
        case sequence([YAMLNode])
        case mapping([Pair])
    }

    /// A graph of 100,000 screens has millions of nodes, so a node is kept to 32
    /// bytes: the content without `isPlain` (16), the location (12), and `textColumn`
    /// with `isPlain` in its top bit (4).
    private enum Storage: Sendable {
        case scalar(String)
        case sequence([YAMLNode])
        case mapping([Pair])
    }

    private var storage: Storage
    public var location: SourceLocation
    private var bits: UInt32

    private static let plainBit: UInt32 = 1 << 31

    public var content: Content {
        get {
            switch storage {
            case .scalar(let text): .scalar(text, isPlain: bits & Self.plainBit != 0)
            case .sequence(let items): .sequence(items)
            case .mapping(let pairs): .mapping(pairs)
            }
        }
        set {
            bits &= ~Self.plainBit
            switch newValue {
            case .scalar(let text, let isPlain):
                storage = .scalar(text)
                if isPlain { bits |= Self.plainBit }
            case .sequence(let items): storage = .sequence(items)
            case .mapping(let pairs): storage = .mapping(pairs)
            }
        }
    }

    /// The 1-based column on `location.line` where a scalar's text starts, when
    /// the text stands in the file exactly as written, on one line: a plain
    /// scalar, or a quoted one without escapes. `nil` otherwise (block scalars,
    /// escapes, folded lines, aliases), so diagnostics about a position inside
    /// the text (a URL pattern's `{`) fall back to the node's start.
    public var textColumn: Int? {
        get { bits & ~Self.plainBit == 0 ? nil : Int(bits & ~Self.plainBit) }
        set { bits = (bits & Self.plainBit) | (newValue.map { UInt32(clamping: $0) & ~Self.plainBit } ?? 0) }
    }

    public init(_ content: Content, at location: SourceLocation, textColumn: Int? = nil) {
        storage = .scalar("")
        bits = 0
        self.location = location
        self.content = content
        self.textColumn = textColumn
    }

    /// The scalar's text, or `nil` for a collection.
    public var scalarText: String? {
        if case .scalar(let text) = storage { return text }
        return nil
    }

    /// Whether the node is a plain scalar that YAML's core schema reads as null
    /// (`null`, `Null`, `NULL`, `~` or empty).
    public var isNull: Bool {
        guard case .scalar(let text) = storage, bits & Self.plainBit != 0 else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// A word for the node's kind, for messages: "a mapping", "a list", "a scalar".
    public var kindDescription: String {
        switch content {
        case .scalar: isNull ? "null" : "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}
