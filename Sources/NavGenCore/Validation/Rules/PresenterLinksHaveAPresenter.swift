/// `no-presenter`: a `from: presenter` link (1.1 D) closes the modal that holds its
/// screen and is then followed from the coordinator that presented it, so every
/// placement of the screen (or, for a flow's link, of the flow) must be inside a modal.
///
/// Rejected (Welcome is the root of the stack shown at launch, in no modal):
/// ```yaml
/// Welcome: { links: { signIn: { push: Login, from: presenter } } }
/// ```
struct PresenterLinksHaveAPresenter: ValidationRule {
    static let descriptions = [
        RuleDescription(
            id: .noPresenter, severity: .error,
            summary: "a 'from: presenter' link on a screen shown outside any modal",
            failing: """
            navgen: 1
            name: App
            root: Main
            screens:
              Welcome: { links: { signIn: { push: Login, from: presenter }, logIn: { push: Login } } }
              Login: {}
            flows:
              Main: { stack: { root: Welcome } }
            """,
            passing: """
            navgen: 1
            name: App
            root: Main
            screens:
              Welcome: { links: { register: { sheet: Register } } }
              Register: { links: { signIn: { push: Login, from: presenter } } }
              Login: {}
            flows:
              Main: { stack: { root: Welcome } }
            """),
    ]

    func check(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        let screens = context.graph.screens
        for position in context.index.screensWithPresenterLinks {
            let placements = context.placements.placements(ofScreen: context.index.screenIDs[position])
            guard let outside = placements.first(where: { $0.presenter == .none }) else { continue }
            let screen = screens[position].name.value
            for link in screens[position].links {
                guard let from = link.fromPresenter else { continue }
                diagnostics.emit(.noPresenter, "'\(link.name.value)' is followed from the presenter, but '\(screen)' is shown in '\(outside.coordinator)' outside any modal, where nothing presented it; show it only in modals, or drop 'from: presenter'",
                                 at: from)
            }
        }
        for flow in context.graph.flows where flow.links.contains(where: \.isFromPresenter) {
            let name = flow.name.value
            let owned = context.placements.screenIDsByCoordinator[name] ?? []
            let outside = owned.lazy.flatMap { context.placements.placements(ofScreen: $0) }
                .first { $0.coordinator == name && !$0.isModal && $0.presenter == .none }
            guard outside != nil else { continue }
            for link in flow.links {
                guard let from = link.fromPresenter else { continue }
                diagnostics.emit(.noPresenter, "'\(link.name.value)' is followed from the presenter, but the flow '\(name)' is shown outside any modal, where nothing presented it; show it only modally, or drop 'from: presenter'",
                                 at: from)
            }
        }
    }
}

extension RuleID {
    /// A `from: presenter` link on a screen or flow shown outside any modal.
    public static let noPresenter = RuleID(rawValue: "no-presenter")
}
