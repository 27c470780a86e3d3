/// `app-scheme-undeclared` and `app-scheme-unrouted` (`navgen check-app`): the custom
/// schemes the app's Info.plist declares in `CFBundleURLTypes` are the ones the graph
/// routes. A scheme the graph routes but the app does not declare never reaches the
/// app; one the app declares but the graph does not route opens the app on a link it
/// then refuses.
struct AppSchemesMatchTheGraph: AppRule {
    private static let graph = """
        navgen: 1
        name: App
        root: Home
        urls:
          schemes: [recipes]
        screens:
          Home:
            url: /home
        """

    static let descriptions = [
        RuleDescription(
            id: .appSchemeUndeclared, severity: .error,
            summary: "the graph routes a URL scheme that the app's Info.plist does not declare",
            failing: graph, passing: graph,
            app: .init(failing: AppDeclarations(schemes: [], domains: []),
                       passing: AppDeclarations(schemes: ["recipes"], domains: []))),
        RuleDescription(
            id: .appSchemeUnrouted, severity: .error,
            summary: "the app's Info.plist declares a URL scheme that the graph does not route",
            failing: graph, passing: graph,
            app: .init(failing: AppDeclarations(schemes: ["recipes", "legacy"], domains: []),
                       passing: AppDeclarations(schemes: ["recipes"], domains: []))),
    ]

    func check(_ routing: AppRouting, against app: AppDeclarations, into diagnostics: inout DiagnosticCollector) {
        let declared = Set(app.schemes.map { $0.value.lowercased() })
        for scheme in routing.schemes where !declared.contains(scheme.value) {
            diagnostics.emit(.appSchemeUndeclared,
                             "the graph routes the URL scheme '\(scheme.value)', which the app does not declare; add it to \(AppDeclarations.urlSchemesKey) of a \(AppDeclarations.urlTypesKey) entry",
                             at: scheme.location,
                             notes: [Diagnostic.Note(Self.declaredSchemes(app), at: SourceLocation(file: app.infoPlist, line: 1, column: 1))])
        }
        for entry in app.schemes where !routing.routes(scheme: entry.value) {
            diagnostics.emit(.appSchemeUnrouted,
                             "the app declares the URL scheme '\(entry.value)', which the graph does not route; list it in 'urls: { schemes: [...] }' or remove it from the app",
                             at: routing.urlsLocation,
                             notes: [Diagnostic.Note("declared at \(entry.keyPath)", at: SourceLocation(file: entry.file, line: 1, column: 1))])
        }
    }

    /// The note of a scheme the app lacks: the schemes it does declare, and where.
    private static func declaredSchemes(_ app: AppDeclarations) -> String {
        guard !app.schemes.isEmpty else { return "declares no scheme in \(AppDeclarations.urlTypesKey)" }
        return "declares " + app.schemes.map { "'\($0.value)' at \($0.keyPath)" }.joined(separator: ", ")
    }
}

extension RuleID {
    public static let appSchemeUndeclared = RuleID(rawValue: "app-scheme-undeclared")
    public static let appSchemeUnrouted = RuleID(rawValue: "app-scheme-unrouted")
}
