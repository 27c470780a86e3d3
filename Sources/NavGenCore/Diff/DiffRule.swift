/// A kind of change `navgen diff` reports between two versions of a graph: its
/// stable id, whether it breaks apps or published links, and a one-line summary
/// (SARIF's `shortDescription`, the table of `Docs/CI.md`).
public struct DiffRule: Sendable, Hashable {
    /// The id findings of this kind carry: `diff-url-refused`.
    public let id: String
    /// Whether the change breaks a published URL or code written against the old
    /// generated API (`navgen diff` then exits 1); else it is informational.
    public let isBreaking: Bool
    public let summary: String

    init(_ id: String, breaking isBreaking: Bool, _ summary: String) {
        self.id = id
        self.isBreaking = isBreaking
        self.summary = summary
    }

    public static func == (lhs: DiffRule, rhs: DiffRule) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    // Published URLs.
    public static let urlRefused = DiffRule("diff-url-refused", breaking: true, "a URL the old graph resolves matches nothing in the new one")
    public static let urlNarrowed = DiffRule("diff-url-narrowed", breaking: true,
                                             "a URL the old graph resolves is refused by the same pattern, whose parameter now takes fewer values")
    public static let urlRetargeted = DiffRule("diff-url-retargeted", breaking: true, "a URL resolves to another screen in the new graph")
    public static let urlReparsed = DiffRule("diff-url-reparsed", breaking: true,
                                             "a URL resolves to the same screen with other parameter values")
    // The generated API.
    public static let graphRenamed = DiffRule("diff-graph-renamed", breaking: true, "the graph's name, the namespace of the generated code, changed")
    public static let screenRemoved = DiffRule("diff-screen-removed", breaking: true, "a screen was removed")
    public static let parameterRemoved = DiffRule("diff-param-removed", breaking: true, "a screen parameter was removed")
    public static let parameterChanged = DiffRule("diff-param-changed", breaking: true, "a screen parameter's type changed or it lost its default")
    public static let parameterAddedRequired = DiffRule("diff-param-added-required", breaking: true,
                                                        "a screen parameter was added without a default")
    public static let linkRemoved = DiffRule("diff-link-removed", breaking: true, "a link method was removed")
    public static let linkChanged = DiffRule("diff-link-changed", breaking: true, "a link's style, target or args changed")
    public static let flowRemoved = DiffRule("diff-flow-removed", breaking: true, "a flow was removed")
    public static let flowChanged = DiffRule("diff-flow-changed", breaking: true, "a flow changed between a stack and tabs, or lost a tab")
    // Additions.
    public static let screenAdded = DiffRule("diff-screen-added", breaking: false, "a screen was added")
    public static let parameterAdded = DiffRule("diff-param-added", breaking: false, "an optional or defaulted screen parameter was added")
    public static let linkAdded = DiffRule("diff-link-added", breaking: false, "a link was added")
    public static let flowAdded = DiffRule("diff-flow-added", breaking: false, "a flow was added")
    public static let urlAdded = DiffRule("diff-url-added", breaking: false, "a URL pattern was added")

    /// Every kind, in the order SARIF lists them.
    public static let all: [DiffRule] = [
        urlRefused, urlNarrowed, urlRetargeted, urlReparsed,
        graphRenamed, screenRemoved, parameterRemoved, parameterChanged, parameterAddedRequired, linkRemoved, linkChanged, flowRemoved, flowChanged,
        screenAdded, parameterAdded, linkAdded, flowAdded, urlAdded,
    ]
}
