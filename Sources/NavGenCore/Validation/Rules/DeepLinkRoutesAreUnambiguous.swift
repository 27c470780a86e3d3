/// `deeplink-ambiguous` (warning): a deep-link target has one shortest route, or
/// its pattern says which flow to go through with `via:` (spec section 8.4).
/// Otherwise the first route the search meets is used. Routes that differ only in
/// which tab or branch they pass are settled by listed order, without a warning
/// (1.1 E).
///
/// Warned (Meat pushes Detail, Veggie presents it):
/// ```yaml
/// Detail:
///   url: /recipes/{recipeID}      # write { pattern: ..., via: Veggie }
/// ```
struct DeepLinkRoutesAreUnambiguous: DeepLinkRule {
    static let descriptions = [
        RuleDescription(
            id: .deeplinkAmbiguous, severity: .warning,
            summary: "a deep-link target has several shortest routes that differ in more than a tab or branch",
            failing: """
            navgen: 1
            name: App
            root: Home
            screens:
              MeatList: { links: { openRecipe: { push: Detail } } }
              VeggieList: { links: { openRecipe: { sheet: Detail } } }
              Detail:
                params: { recipeID: UUID }
                url: /recipes/{recipeID}
            flows:
              Home: { tabs: [ { flow: Meat }, { flow: Veggie } ] }
              Meat: { stack: { root: MeatList } }
              Veggie: { stack: { root: VeggieList } }
            """,
            passing: """
            navgen: 1
            name: App
            root: Home
            screens:
              MeatList: { links: { openRecipe: { push: Detail } } }
              VeggieList: { links: { openRecipe: { sheet: Detail } } }
              Detail:
                params: { recipeID: UUID }
                url: { pattern: "/recipes/{recipeID}", via: Veggie }
            flows:
              Home: { tabs: [ { flow: Meat }, { flow: Veggie } ] }
              Meat: { stack: { root: MeatList } }
              Veggie: { stack: { root: VeggieList } }
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
