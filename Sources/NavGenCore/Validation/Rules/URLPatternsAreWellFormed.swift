/// `url-syntax`: a pattern is `/lit/{param}/lit?name={param}&other={param}`
/// (spec section 8.2): it starts with `/`, has no empty segment, closes every
/// `{`, and holds only characters a URL can carry (others percent-encoded).
///
/// Columns point into the pattern's text when it is written verbatim (plain, or
/// quoted without escapes); otherwise at the start of the scalar.
///
/// Rejected:
/// ```yaml
/// url: recipes/{recipeID        # no leading '/', '{' not closed
/// ```
struct URLPatternsAreWellFormed: DeepLinkRule {
    static let descriptions = [
        RuleDescription(
            id: .urlSyntax, severity: .error,
            summary: "a malformed URL pattern",
            failing: """
            navgen: 1
            name: App
            root: Detail
            screens:
              Detail:
                params: { page: { type: Int, default: 1 } }
                url: /recipes/{page
            """,
            passing: """
            navgen: 1
            name: App
            root: Detail
            screens:
              Detail:
                params: { page: { type: Int, default: 1 } }
                url: /recipes/{page}
            """),
    ]

    func check(_ analysis: DeepLinkAnalysis, into diagnostics: inout DiagnosticCollector) {
        for position in analysis.entriesWithProblems {
            let entry = analysis.entries[position]
            guard let failure = entry.syntaxErrors else { continue }
            for error in failure.errors {
                diagnostics.emit(.urlSyntax, "the URL pattern '\(entry.source.pattern.value)' is malformed: \(error.message)",
                                 at: entry.source.location(atOffset: error.offset))
            }
        }
    }
}

extension RuleID {
    /// A malformed URL pattern.
    public static let urlSyntax = RuleID(rawValue: "url-syntax")
}
