/// `url-unknown-param`: every `{name}` of a pattern, and every name of its `args`,
/// is a parameter of its screen, and no parameter is bound twice (in the path, the
/// query or the `args`). An `args` value of the wrong type is `invalid-value`, as
/// for any other `args`.
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
                case .unknownArgument(let name):
                    let names = screen.params.map(\.name.value)
                    diagnostics.emit(.urlUnknownParam, "the 'args' of '\(entry.source.pattern.value)' bind '\(name.value)', which is no parameter of '\(screen.name.value)'\(Suggestion.didYouMean(name.value, in: names)); remove it or add it to the screen's 'params'",
                                     at: name.location)
                case .boundByPatternAndArgs(let name, let offset):
                    diagnostics.emit(.urlUnknownParam, "'\(name.value)' is bound twice, by '{\(name.value)}' in '\(entry.source.pattern.value)' and by its 'args'; a URL gives a parameter one value, so remove one",
                                     at: name.location, notes: [.init("'{\(name.value)}' is bound here", at: entry.source.location(atOffset: offset))])
                case .invalidArgument(let name, let value, let type):
                    diagnostics.emit(.invalidValue, "'\(value.value.text.excerpt)' is not a literal of type '\(type)' for '\(name)'\(ScreenDecoder.literalHint(for: type))",
                                     at: value.location)
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
