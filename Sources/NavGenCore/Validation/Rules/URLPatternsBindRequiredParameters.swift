/// `url-missing-param`: a pattern binds every required parameter (no default,
/// not optional) of its screen, so a URL alone builds the screen.
///
/// Rejected:
/// ```yaml
/// Ratings:
///   params: { recipeID: UUID, page: { type: Int, default: 1 } }
///   url: /ratings?page={page}        # recipeID is required
/// ```
struct URLPatternsBindRequiredParameters: DeepLinkRule {
    static let descriptions = [
        RuleDescription(
            id: .urlMissingParam, severity: .error,
            summary: "a URL pattern does not bind a required parameter",
            failing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { links: { showRatings: { sheet: Ratings } } }
              Ratings:
                params: { recipeID: UUID }
                url: /ratings
            """,
            passing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { links: { showRatings: { sheet: Ratings } } }
              Ratings:
                params: { recipeID: UUID }
                url: /ratings/{recipeID}
            """),
    ]

    func check(_ analysis: DeepLinkAnalysis, into diagnostics: inout DiagnosticCollector) {
        for position in analysis.entriesWithProblems {
            let entry = analysis.entries[position], screen = analysis.screen(of: entry)
            for case .missing(let names) in entry.issues {
                let list = names.map { "'\($0)'" }.joined(separator: ", ")
                let them = names.count == 1 ? "it" : "them"
                let notes = names.compactMap { name in screen.param(named: name).map { Diagnostic.Note("'\(name)' is declared here", at: $0.name.location) } }
                // A list (1.1 F.8) has no default and never fills a path segment: only the query binds it.
                let areLists = names.allSatisfy { screen.param(named: $0)?.type.listElement != nil }
                let fix = areLists ? "add \(them) to the query ('?" + names.map { "\($0)={\($0)}" }.joined(separator: "&") + "')"
                    : "add \(them) to the path ('/" + names.map { "{\($0)}" }.joined(separator: "/") + "') or the query, or give \(them) a default"
                diagnostics.emit(.urlMissingParam, "'\(entry.source.pattern.value)' does not bind the required parameter\(names.count == 1 ? "" : "s") \(list) of '\(screen.name.value)'; \(fix)",
                                 at: entry.source.location(atOffset: 0), notes: notes)
            }
        }
    }
}

extension RuleID {
    /// A required parameter of the screen that its pattern does not bind.
    public static let urlMissingParam = RuleID(rawValue: "url-missing-param")
}
