import NavGenRuntime

/// Texts that stand for whole classes of segment or query values in the walk of
/// `URLCompatibility`: one value of each type a pattern names, each literal it
/// names, and a text that no literal or typed parameter takes. Two texts that
/// lead both graphs to the same place are the same for the comparison, so these
/// reach every class the patterns tell apart (see `Docs/CI.md` for the limits).
enum Witnesses {
    /// Values of `parameter`'s type, one for each class of texts it tells apart
    /// from the other types: the narrowest value that only it and wider types
    /// accept (`42` for an `Int`, `2.5` for a `Double`), each text of an enum, an
    /// `https` URL and one of each scheme it lists.
    static func samples(of parameter: URLParameter) -> [String] {
        switch parameter.kind {
        case .string: ["x"]
        case .int: ["42"]
        case .double: ["2.5"]
        case .bool: ["true"]
        case .uuid: ["3F2504E0-4F89-11D3-9A0C-0305E82C3301"]
        case .url: (["https"] + parameter.schemes).uniqued().map { "\($0)://example.com/a" }
        case .choice(let texts): texts
        }
    }

    /// The texts that may tell a segment's classes apart where the children of two
    /// positions are `literals` and `others` (partial segments, parameters, `*`).
    static func segmentTexts(literals: [String], others: [DeepLinkPattern.Segment], ignoresCase: Bool) -> [String] {
        var texts = literals
        if ignoresCase { texts += literals.map { $0.uppercased() } }
        for segment in others {
            guard case .parameter(_, let parameter, let prefix, let suffix) = segment else { continue }
            texts += (samples(of: parameter) + [plain(avoiding: [])]).map { prefix + $0 + suffix }
        }
        // Texts that sit in two partial segments at once: `@…` and `….json`.
        let partials = others.compactMap { segment -> (String, String)? in
            guard case .parameter(_, _, let prefix, let suffix) = segment, !(prefix.isEmpty && suffix.isEmpty) else { return nil }
            return (prefix, suffix)
        }
        for (prefix, _) in partials {
            for (_, suffix) in partials { texts.append(prefix + "x" + suffix) }
        }
        texts.append(plain(avoiding: Set(texts)))
        return texts.uniqued()
    }

    /// A text of plain letters that is none of `taken`: what only a `String`, `*`
    /// or a catch-all takes.
    static func plain(avoiding taken: Set<String>) -> String {
        var candidate = "x", counter = 0
        while taken.contains(candidate) {
            counter += 1
            candidate = "x\(counter)"
        }
        return candidate
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each kept at its first place only.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
