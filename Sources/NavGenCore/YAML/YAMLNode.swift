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

    public var content: Content
    public var location: SourceLocation

    /// The 1-based column on `location.line` where a scalar's text starts, when
    /// the text stands in the file exactly as written, on one line: a plain
    /// scalar, or a quoted one without escapes. `nil` otherwise (block scalars,
    /// escapes, folded lines, aliases), so diagnostics about a position inside
    /// the text (a URL pattern's `{`) fall back to the node's start.
    public var textColumn: Int? {
        get { storedTextColumn == 0 ? nil : Int(storedTextColumn) }
        set { storedTextColumn = newValue.map { UInt32(clamping: $0) } ?? 0 }
    }

    /// `textColumn`, 0 for `nil`: 4 bytes where an `Int?` took 9, so a node takes
    /// 40 bytes instead of 48 (a 100,000-screen graph has millions of them).
    private var storedTextColumn: UInt32

    public init(_ content: Content, at location: SourceLocation, textColumn: Int? = nil) {
        self.content = content
        self.location = location
        storedTextColumn = textColumn.map { UInt32(clamping: $0) } ?? 0
    }

    /// The scalar's text, or `nil` for a collection.
    public var scalarText: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// Whether the node is a plain scalar that YAML's core schema reads as null
    /// (`null`, `Null`, `NULL`, `~` or empty).
    public var isNull: Bool {
        guard case .scalar(let text, isPlain: true) = content else { return false }
        // By length first: most scalars are names, and no text of another length is
        // equal to these ASCII words (no character's canonical form is '~', 'n',
        // 'u', 'l', 'N', 'U' or 'L').
        switch text.utf8.count {
        case 0: return true
        case 1: return text == "~"
        case 4: return text == "null" || text == "Null" || text == "NULL"
        default: return false
        }
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
