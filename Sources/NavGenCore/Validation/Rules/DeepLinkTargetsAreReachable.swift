/// `deeplink-unreachable`: a screen with a `url` has a route from the launch
/// state (spec section 8.4), through its `via` flow when it names one. Reported
/// once per screen at its first pattern, or at the `via` that no route passes.
///
/// Rejected:
/// ```yaml
/// root: Home
/// screens:
///   Orphan: { url: /orphan }     # nothing shows Orphan
/// ```
struct DeepLinkTargetsAreReachable: DeepLinkRule {
    static let descriptions = [
        RuleDescription(
            id: .deeplinkUnreachable, severity: .error,
            summary: "a deep-link target is never shown",
            failing: """
            navgen: 1
            name: App
            root: Main
            screens:
              Home: { links: { openPromo: { replace: Promo } } }
              Promo:
                url: /promo
            flows:
              Main: { stack: { root: Home } }
            """,
            passing: """
            navgen: 1
            name: App
            root: Main
            screens:
              Home: { links: { openPromo: { push: Promo } } }
              Promo:
                url: /promo
            flows:
              Main: { stack: { root: Home } }
            """),
    ]

    func check(_ analysis: DeepLinkAnalysis, into diagnostics: inout DiagnosticCollector) {
        var reported: Set<String> = []
        let root = analysis.context.graph.root.value
        for (position, outcome) in analysis.outcomes.enumerated() {
            guard case .unreachable(let reason) = outcome else { continue }
            let entry = analysis.entries[analysis.typed[position]]
            let screen = analysis.screen(of: entry).name.value
            switch reason {
            case .notThroughVia:
                guard let via = entry.source.via else { continue }
                diagnostics.emit(.deeplinkUnreachable, "no route from the root '\(root)' to '\(screen)' passes through '\(via.value)'; name a flow that a route to '\(screen)' passes, or remove 'via'",
                                 at: via.location)
            case .onlyByReplace where reported.insert(screen).inserted:
                diagnostics.emit(.deeplinkUnreachable, "'\(screen)' has a URL but is shown only by 'replace' links, which deep-link routes do not follow; show it with a 'push' or a modal link, or remove its 'url'",
                                 at: entry.source.location(atOffset: 0))
            case .never where reported.insert(screen).inserted:
                diagnostics.emit(.deeplinkUnreachable, "'\(screen)' has a URL but is never shown from the root '\(root)'; place it in a flow or link to it, or remove its 'url'",
                                 at: entry.source.location(atOffset: 0))
            default:
                continue
            }
        }
    }
}

extension RuleID {
    /// A screen with a `url` that no deep-link route shows.
    public static let deeplinkUnreachable = RuleID(rawValue: "deeplink-unreachable")
}
