/// `app-domain-undeclared` and `app-domain-unrouted` (`navgen check-app`): the
/// `applinks:` domains of the app's `com.apple.developer.associated-domains`
/// entitlement are the hosts the graph routes. A host the graph routes but the app
/// does not associate never opens the app; a domain the app associates but the graph
/// does not route opens the app on links it then refuses. `applinks:*.example.com`
/// covers the subdomains of `example.com`, not `example.com` itself.
struct AppDomainsMatchTheGraph: AppRule {
    private static let graph = """
        navgen: 1
        name: App
        root: Home
        urls:
          schemes: [recipes]
          hosts: [recipes.example.com]
        screens:
          Home:
            url: /home
        """

    static let descriptions = [
        RuleDescription(
            id: .appDomainUndeclared, severity: .error,
            summary: "the graph routes universal links of a host that the app's entitlements do not associate",
            failing: graph, passing: graph,
            app: .init(failing: AppDeclarations(schemes: ["recipes"], domains: []),
                       passing: AppDeclarations(schemes: ["recipes"], domains: ["applinks:recipes.example.com"]))),
        RuleDescription(
            id: .appDomainUnrouted, severity: .error,
            summary: "the app's entitlements associate a domain whose universal links the graph does not route",
            failing: graph, passing: graph,
            app: .init(failing: AppDeclarations(schemes: ["recipes"], domains: ["applinks:recipes.example.com", "applinks:old.example.com"]),
                       passing: AppDeclarations(schemes: ["recipes"], domains: ["applinks:recipes.example.com"]))),
    ]

    func check(_ routing: AppRouting, against app: AppDeclarations, into diagnostics: inout DiagnosticCollector) {
        let declared = app.domains.compactMap { AssociatedDomain(entitlement: $0.value) }
        for host in routing.hosts where !declared.contains(where: { $0.covers(host.value) }) {
            diagnostics.emit(.appDomainUndeclared,
                             "the graph routes universal links of '\(host.value)', which the app does not associate; add '\(AssociatedDomain.service)\(host.value)' to \(AppDeclarations.associatedDomainsKey)",
                             at: host.location,
                             notes: [Diagnostic.Note(Self.declaredDomains(app), at: SourceLocation(file: app.entitlements, line: 1, column: 1))])
        }
        for entry in app.domains {
            guard let domain = AssociatedDomain(entitlement: entry.value), !routing.routes(domain) else { continue }
            diagnostics.emit(.appDomainUnrouted,
                             "the app associates '\(entry.value)', whose universal links the graph does not route; list the host in 'urls: { hosts: [...] }' or remove it from the entitlements",
                             at: routing.urlsLocation,
                             notes: [Diagnostic.Note("declared at \(entry.keyPath)", at: SourceLocation(file: entry.file, line: 1, column: 1))])
        }
    }

    /// The note of a host the app lacks: the domains it does associate, and where.
    private static func declaredDomains(_ app: AppDeclarations) -> String {
        guard !app.domains.isEmpty else { return "associates no '\(AssociatedDomain.service)' domain in \(AppDeclarations.associatedDomainsKey)" }
        return "associates " + app.domains.map { "'\($0.value)' at \($0.keyPath)" }.joined(separator: ", ")
    }
}

extension RuleID {
    public static let appDomainUndeclared = RuleID(rawValue: "app-domain-undeclared")
    public static let appDomainUnrouted = RuleID(rawValue: "app-domain-unrouted")
}
