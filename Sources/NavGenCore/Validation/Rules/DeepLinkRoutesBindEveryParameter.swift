/// `deeplink-unbound-param`: every screen a deep-link route shows on its way gets
/// each required parameter from the URL (same name and type), the `args` of the
/// link that shows it, or its stack's or tab's `args` (spec section 8.4).
///
/// Rejected:
/// ```yaml
/// Ratings:
///   params: { recipeID: UUID }
///   links: { openUser: { push: User } }   # User needs userID
/// User:
///   params: { userID: Int }
///   links: { openPost: { push: Post } }
/// Post:
///   params: { postID: Int }
///   url: /posts/{postID}                   # nothing supplies userID on the way
/// ```
struct DeepLinkRoutesBindEveryParameter: DeepLinkRule {
    static let descriptions = [
        RuleDescription(
            id: .deeplinkUnboundParam, severity: .error,
            summary: "a deep-link route cannot supply a required parameter",
            failing: """
            navgen: 1
            name: App
            root: Main
            screens:
              List: { links: { openRecipe: { push: Detail } } }
              Detail:
                params: { recipeID: UUID }
                url: /recipes/{recipeID}
                links: { showSource: { sheet: Source } }
              Source:
                url: /source
            flows:
              Main: { stack: { root: List } }
            """,
            passing: """
            navgen: 1
            name: App
            root: Main
            screens:
              List: { links: { openRecipe: { push: Detail } } }
              Detail:
                params: { recipeID: UUID }
                url: /recipes/{recipeID}
                links: { showSource: { sheet: Source } }
              Source:
                params: { recipeID: UUID }
                url: /recipes/{recipeID}/source
            flows:
              Main: { stack: { root: List } }
            """),
    ]

    func check(_ analysis: DeepLinkAnalysis, into diagnostics: inout DiagnosticCollector) {
        for (position, findings) in analysis.findings {
            let unbound = findings.unbound
            guard !unbound.isEmpty, case .route(let route) = analysis.outcomes[position] else { continue }
            let entry = analysis.entries[analysis.typed[position]]
            var seen: Set<String> = []
            for (screenName, name) in unbound where seen.insert("\(screenName).\(name)").inserted {
                guard let parameter = analysis.context.index.screen(screenName)?.param(named: name) else { continue }
                diagnostics.emit(.deeplinkUnboundParam, "the route of '\(route.pattern.text)' to '\(route.pattern.screen)' shows '\(screenName)', and nothing supplies its required parameter '\(name): \(parameter.type)'; bind '{\(name)}' in the pattern, add 'args: { \(name): … }' to the link that shows '\(screenName)', give '\(name)' a default, or route through another flow with 'via:'",
                                 at: entry.source.location(atOffset: 0), notes: [.init("'\(name)' is declared here", at: parameter.name.location)])
            }
        }
    }
}

extension RuleID {
    /// A route to a deep-link target through a screen whose required parameter nothing supplies.
    public static let deeplinkUnboundParam = RuleID(rawValue: "deeplink-unbound-param")
}
