/// Which segments two typed parameters can both match (spec section 8.3).
///
/// `String` accepts every non-empty segment; `Double` accepts every `Int`; `Int`,
/// `Bool`, `UUID` are pairwise disjoint. `URL` (a segment that, percent-decoded,
/// is an absolute URL such as `https%3A%2F%2Fexample.com`) needs a `:`, which no
/// `Int`, `Double`, `Bool` or `UUID` has, so it overlaps `String` only. The overlap
/// analysis walks only the children whose types overlap; the URL both match comes
/// from `URLConflictWitness`, checked by the runtime matcher.
extension BuiltinType {
    /// Whether some segment parses both as `self` and as `other`.
    public func overlaps(_ other: BuiltinType) -> Bool {
        if self == other || self == .string || other == .string { return true }
        return Set([self, other]) == [.int, .double]
    }
}
