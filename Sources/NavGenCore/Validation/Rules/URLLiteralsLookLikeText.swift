/// `url-suspicious-literal` (1.1 F.14): a literal segment, or the literal part of a
/// partial segment (`:{id}`), that holds another router's syntax (`:id`, `(.*)`, `$`,
/// `+`, a `*` inside text) is matched as text, which is rarely what was meant. A whole
/// `*` or `**` segment is a wildcard, not text.
///
/// Warned:
/// ```yaml
/// url: /users/:id               # Express's parameter; navgen's is {id}
/// ```
struct URLLiteralsLookLikeText: DeepLinkRule {
    static let descriptions = [
        RuleDescription(
            id: .urlSuspiciousLiteral, severity: .warning,
            summary: "a literal path segment that looks like another router's syntax",
            failing: """
            navgen: 1
            name: App
            root: Detail
            screens:
              Detail:
                params: { id: { type: Int, default: 1 } }
                url: /users/:id?id={id}
            """,
            passing: """
            navgen: 1
            name: App
            root: Detail
            screens:
              Detail:
                params: { id: { type: Int, default: 1 } }
                url: /users/{id}
            """),
    ]

    func check(_ analysis: DeepLinkAnalysis, into diagnostics: inout DiagnosticCollector) {
        // The entries are read in place: copying one retains each of its pattern's names and arrays.
        for position in analysis.entries.indices where analysis.entries[position].syntaxErrors == nil
            && Self.mayHaveSuspiciousText(analysis.entries[position].source.pattern.value) {
            let source = analysis.entries[position].source
            guard case .success(let syntax) = URLPatternParser.parse(source.pattern.value) else { continue }
            for (text, offset, isWhole) in Self.literals(of: syntax.segments + (syntax.fragment?.segments ?? [])) {
                guard let hint = Self.hint(for: text, isWholeSegment: isWhole) else { continue }
                diagnostics.emit(.urlSuspiciousLiteral,
                                 "the segment '\(text)' of '\(source.pattern.value)' is matched as text; \(hint)",
                                 at: source.location(atOffset: offset))
            }
        }
    }

    /// Whether a literal of `pattern` can hold a character `hint(for:isWholeSegment:)`
    /// looks for: the pattern is parsed again only then. A literal is percent-decoded,
    /// so a `%` may hide one too.
    private static func mayHaveSuspiciousText(_ pattern: String) -> Bool {
        pattern.utf8.contains { Self.suspiciousBytes.contains($0) }
    }

    /// `:`, `*`, `(`, `)`, `$`, `+` and `%`, as UTF-8: seven bytes, searched in order.
    private static let suspiciousBytes = Array(":*()$+%".utf8)

    /// Each literal text of `segments` with its offset: whole literal segments, and
    /// the prefix and suffix of partial ones.
    private static func literals(of segments: [PatternSyntax.Segment]) -> [(text: String, offset: Int, isWhole: Bool)] {
        var literals: [(text: String, offset: Int, isWhole: Bool)] = []
        for segment in segments {
            switch segment {
            case .literal(let text, let offset):
                literals.append((text, offset, true))
            case .partial(let name, let prefix, let suffix, let offset, let parameterOffset):
                if !prefix.isEmpty { literals.append((prefix, offset, false)) }
                if !suffix.isEmpty { literals.append((suffix, parameterOffset + name.unicodeScalars.count + 2, false)) }
            case .parameter, .wildcard, .rest:
                continue
            }
        }
        return literals
    }

    /// What to write instead, when `text` looks like another router's syntax.
    /// `isWholeSegment` is false for the literal part of a partial segment, where even a
    /// lone `*` is text.
    static func hint(for text: String, isWholeSegment: Bool) -> String? {
        if text == ":" {
            return "a parameter is written '{name}' without a ':'; remove it"
        }
        if text.hasPrefix(":") {
            return "for a parameter write '{\(text.dropFirst())}'"
        }
        if (!isWholeSegment || (text != "*" && text != "**")) && text.contains("*") {
            return "'*' is a wildcard only as a whole segment; write '*' or '**' alone, or percent-encode it as '%2A'"
        }
        if text.contains(where: { "()$+".contains($0) }) {
            return "navgen patterns have no regular expressions; write '{name}' for a parameter, or percent-encode the character"
        }
        return nil
    }
}

extension RuleID {
    /// A literal path segment that looks like another router's syntax.
    public static let urlSuspiciousLiteral = RuleID(rawValue: "url-suspicious-literal")
}
