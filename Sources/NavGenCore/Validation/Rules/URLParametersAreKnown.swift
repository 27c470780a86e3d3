/// `url-unknown-param`: every `{name}` of a pattern is a parameter of its screen,
/// and no parameter is bound twice (in the path or the query).
///
/// Rejected:
/// ```yaml
/// RecipeDetail:
///   params: { recipeID: UUID }
///   url: /recipes/{recipeId}      # did you mean 'recipeID'?
/// ```
struct URLParametersAreKnown: DeepLinkRule {
    static let descriptions = [
        RuleDescription(
            id: .urlUnknownParam, severity: .error,
            summary: "a URL pattern names an unknown parameter or binds one twice",
            failing: """
            navgen: 1
            name: App
            root: Detail
            screens:
              Detail:
                params: { page: { type: Int, default: 1 } }
                url: /recipes/{pageNumber}
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
            let entry = analysis.entries[position], screen = analysis.screen(of: entry)
            for issue in entry.issues {
                switch issue {
                case .unknown(let name, let offset):
                    let names = screen.params.map(\.name.value)
                    let known = names.isEmpty ? "it has no parameters; add '\(name)' to its 'params'"
                        : "its parameters are " + names.map { "'\($0)'" }.joined(separator: ", ")
                    diagnostics.emit(.urlUnknownParam, "'\(screen.name.value)' has no parameter '\(name)'\(Suggestion.didYouMean(name, in: names)); \(known)",
                                     at: entry.source.location(atOffset: offset))
                case .boundTwice(let name, let offset, let firstOffset):
                    diagnostics.emit(.urlUnknownParam, "'{\(name)}' is bound twice in '\(entry.source.pattern.value)'; a URL gives a parameter one value, so remove one",
                                     at: entry.source.location(atOffset: offset),
                                     notes: [.init("'{\(name)}' is first bound here", at: entry.source.location(atOffset: firstOffset))])
                default:
                    continue
                }
            }
        }
    }
}

extension RuleID {
    /// A `{name}` that is no parameter of the screen, or a parameter bound twice.
    public static let urlUnknownParam = RuleID(rawValue: "url-unknown-param")
}
