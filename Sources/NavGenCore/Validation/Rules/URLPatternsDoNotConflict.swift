/// `url-conflict`: no two patterns (of any screens) can match the same URL
/// without precedence (1.1 F.13) ordering them. `/posts/new` beside
/// `/posts/{slug}` is fine: the literal wins; so is `/@{handle}` beside `/{name}`,
/// `https://example.com/{page}` beside `/{page}`, `/add?type=totp` beside
/// `/add?type=hotp`. Reported at the later pattern, with a note at the earlier one
/// and a URL that the runtime matcher has matched against both.
///
/// Rejected:
/// ```yaml
/// User:   { params: { id: Int },      url: /u/{id} }
/// Member: { params: { name: String }, url: /u/{name} }   # both match /u/42
/// ```
struct URLPatternsDoNotConflict: DeepLinkRule {
    static let descriptions = [
        RuleDescription(
            id: .urlConflict, severity: .error,
            summary: "two URL patterns can match the same URL",
            failing: """
            navgen: 1
            name: App
            root: Main
            screens:
              Home: { links: { openUser: { push: User }, openTeam: { push: Team } } }
              User:
                params: { id: Int }
                url: /u/{id}
              Team:
                params: { name: String }
                url: /u/{name}
            flows:
              Main: { stack: { root: Home } }
            """,
            passing: """
            navgen: 1
            name: App
            root: Main
            screens:
              Home: { links: { openUser: { push: User }, openTeam: { push: Team } } }
              User:
                params: { id: Int }
                url: /u/{id}
              Team:
                params: { name: String }
                url: /teams/{name}
            flows:
              Main: { stack: { root: Home } }
            """),
    ]

    func check(_ analysis: DeepLinkAnalysis, into diagnostics: inout DiagnosticCollector) {
        for conflict in analysis.conflicts {
            let entry = analysis.entries[analysis.typed[conflict.pattern]]
            let other = analysis.entries[analysis.typed[conflict.other]]
            let screen = analysis.screen(of: entry).name.value
            let otherScreen = analysis.screen(of: other).name.value
            let this = "'\(entry.source.pattern.value)' (of '\(screen)')"
            let that = "'\(other.source.pattern.value)'" + (otherScreen == screen ? "" : " (of '\(otherScreen)')")
            let message = conflict.isSameShape
                ? "\(this) matches exactly the URLs that \(that) matches (such as '\(conflict.example)'); remove one, or make them differ by a literal segment"
                : "\(this) and \(that) can both match '\(conflict.example)', and precedence does not order them (they have the same kind of segment at every position, the same scope, as many literal query items, and both or neither a fragment); make them differ by a literal segment, or remove one"
            diagnostics.emit(.urlConflict, message, at: entry.source.location(atOffset: 0),
                             notes: [.init("the other pattern is here", at: other.source.location(atOffset: 0))])
        }
    }
}

extension RuleID {
    /// Two patterns that can match the same URL.
    public static let urlConflict = RuleID(rawValue: "url-conflict")
}
