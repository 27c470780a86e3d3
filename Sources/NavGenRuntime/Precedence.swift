/// How two patterns that match the same URL are ordered (1.1 F.13):
/// 1. the kinds at the first position where they differ: literal, then partial
///    segment, then parameter, then `*`, then a catch-all; the host of two full
///    `http(s)` patterns is position 0;
/// 2. a pattern scoped to a scheme or host beats one that starts with `/`;
/// 3. more literal query items;
/// 4. a pattern with a fragment beats one without;
/// then the order the patterns were added (the compiler reports patterns these rules
/// do not order as `url-conflict`).
///
/// Public so that the compiler's overlap analysis ranks patterns by this very code: a
/// `package` type does not build where NavGenRuntime is compiled without a package
/// (the property tests and the benchmarks build it with `swiftc` alone).
public struct Precedence: Sendable {
    /// 0 for a literal host, 2 for a parameter; `nil` without a host.
    var host: Int?
    /// The kind of each path segment: 0 literal, 1 partial, 2 parameter, 3 `*`, 4 catch-all.
    var kinds: [Int]
    var isScoped: Bool
    var literalQueryItems: Int
    var hasFragment: Bool

    /// The precedence of `pattern`.
    public init(_ pattern: DeepLinkPattern) {
        switch pattern.scope {
        case .any:
            isScoped = false
        case .scheme(_, let host):
            isScoped = true
            switch host {
            case .literal?: self.host = 0
            case .parameter?: self.host = 2
            case nil: break
            }
        }
        kinds = pattern.segments.map { segment in
            switch segment {
            case .literal: 0
            case .parameter(_, _, let prefix, let suffix): prefix.isEmpty && suffix.isEmpty ? 2 : 1
            case .wildcard: 3
            case .rest: 4
            }
        }
        literalQueryItems = pattern.query.filter { if case .literal = $0.value { true } else { false } }.count
        hasFragment = pattern.fragment != nil
    }

    /// Whether rules 1 to 4 leave `self` and `other` unordered: two patterns that can
    /// match one URL and tie here are what the compiler reports as `url-conflict`.
    public func ties(with other: Precedence) -> Bool {
        if let host, let otherHost = other.host, host != otherHost { return false }
        return kinds == other.kinds && isScoped == other.isScoped && literalQueryItems == other.literalQueryItems
            && hasFragment == other.hasFragment
    }

    /// Whether `self` (of the pattern added `first`) comes before `other` (added `second`).
    public func beats(_ other: Precedence, first: Int, second: Int) -> Bool {
        if let host, let otherHost = other.host, host != otherHost { return host < otherHost }
        for (kind, otherKind) in zip(kinds, other.kinds) where kind != otherKind {
            return kind < otherKind
        }
        if isScoped != other.isScoped { return isScoped }
        if literalQueryItems != other.literalQueryItems { return literalQueryItems > other.literalQueryItems }
        if hasFragment != other.hasFragment { return hasFragment }
        return first < second
    }
}
