/// `deeplink-ambiguous` (warning): a deep-link target has one shortest route, or
/// its pattern says which flow to go through with `via:` (spec section 8.4).
/// Otherwise the first route the search meets is used.
///
/// Warned (RecipeDetail is pushed in both Meat and Veggie):
/// ```yaml
/// RecipeDetail:
///   url: /recipes/{recipeID}      # write { pattern: ..., via: Veggie }
/// ```
struct DeepLinkRoutesAreUnambiguous: DeepLinkRule {
    static let descriptions = [
        RuleDescription(
            id: .deeplinkAmbiguous, severity: .warning,
            summary: "a deep-link target has several shortest routes",
            failing: """
            navgen: 1
            name: App
            root: Home
            screens:
              List:
                params: { vegetarian: Bool }
                links: { openRecipe: { push: Detail } }
              Detail:
                params: { recipeID: UUID }
                url: /recipes/{recipeID}
            flows:
              Home: { tabs: [ { flow: Meat }, { flow: Veggie } ] }
              Meat: { stack: { root: List, args: { vegetarian: false } } }
              Veggie: { stack: { root: List, args: { vegetarian: true } } }
            """,
            passing: """
            navgen: 1
            name: App
            root: Home
            screens:
              List:
                params: { vegetarian: Bool }
                links: { openRecipe: { push: Detail } }
              Detail:
                params: { recipeID: UUID }
                url: { pattern: "/recipes/{recipeID}", via: Veggie }
            flows:
              Home: { tabs: [ { flow: Meat }, { flow: Veggie } ] }
              Meat: { stack: { root: List, args: { vegetarian: false } } }
              Veggie: { stack: { root: List, args: { vegetarian: true } } }
            """),
    ]

    func check(_ analysis: DeepLinkAnalysis, into diagnostics: inout DiagnosticCollector) {
        for (position, findings) in analysis.findings {
            guard let ambiguity = findings.ambiguity, case .route(let route) = analysis.outcomes[position] else { continue }
            let entry = analysis.entries[analysis.typed[position]]
            let fix = ambiguity.distinguishingFlow.map { "; add 'via: \($0)' to the url (url: { pattern: \"\(route.pattern.text)\", via: \($0) }) to pick it and silence this warning" }
                ?? "; no flow tells them apart, so 'via:' cannot pick one: make one route shorter or remove a link"
            diagnostics.emit(.deeplinkAmbiguous, "'\(route.pattern.screen)' has several shortest routes for '\(route.pattern.text)': \(ambiguity.first.description), and \(ambiguity.second.description); the first is used\(fix)",
                             at: entry.source.location(atOffset: 0))
        }
    }
}

extension RuleID {
    /// A deep-link target with several shortest routes from `root`.
    public static let deeplinkAmbiguous = RuleID(rawValue: "deeplink-ambiguous")
}
