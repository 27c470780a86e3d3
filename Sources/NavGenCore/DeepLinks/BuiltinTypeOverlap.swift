/// Which segments two typed parameters can both match (spec section 8.3).
///
/// `String` accepts every non-empty segment; `Double` accepts every `Int`; `Int`,
/// `Bool`, `UUID` are pairwise disjoint. `URL` (a segment that, percent-decoded,
/// is an absolute URL such as `https%3A%2F%2Fexample.com`) needs a `:`, which no
/// `Int`, `Double`, `Bool` or `UUID` has, so it overlaps `String` only.
extension BuiltinType {
    /// Whether some segment parses both as `self` and as `other`.
    public func overlaps(_ other: BuiltinType) -> Bool {
        if self == other || self == .string || other == .string { return true }
        return Set([self, other]) == [.int, .double]
    }

    /// Whether a parameter of this type matches the (decoded) literal segment.
    public func accepts(_ literal: String) -> Bool {
        BuiltinValueParser.parse(literal, as: self) != nil
    }

    /// A segment text both `self` and `other` accept, for messages and tests;
    /// `nil` when they are disjoint.
    public func commonSample(with other: BuiltinType) -> String? {
        guard overlaps(other) else { return nil }
        if self == other || other == .string { return sample }
        return self == .string ? other.sample : BuiltinType.int.sample   // Int and Double
    }

    /// A typical segment text of the type, percent-encoded as a URL carries it.
    public var sample: String {
        switch self {
        case .string: "text"
        case .int: "42"
        case .double: "2.5"
        case .bool: "true"
        case .uuid: "3F2504E0-4F89-11D3-9A0C-0305E82C3301"
        case .url: "https%3A%2F%2Fexample.com"
        }
    }

    /// The order the matcher tries parameter children in: narrow types first.
    /// Where two patterns could both match, `url-conflict` has already rejected
    /// the graph, so the order never decides between two valid matches.
    public static let matchOrder: [BuiltinType] = [.uuid, .int, .double, .bool, .url, .string]
}
