/// `push-outside-stack`: `push`, `replace`, `pop` and `popToRoot` need a navigation
/// stack in every placement of their screen.
///
/// Rejected (Ratings is presented as a bare sheet, which has no stack):
/// ```yaml
/// RecipeDetail: { links: { showRatings: { sheet: Ratings } } }
/// Ratings:      { links: { openUser: { push: User } } }
/// ```
struct StackLinksHaveAStack: ValidationRule {
    static let descriptions = [
        RuleDescription(
            id: .pushOutsideStack, severity: .error,
            summary: "a stack link on a screen placed outside a navigation stack",
            failing: """
            navgen: 1
            name: App
            root: Main
            screens:
              Home: { links: { showRatings: { sheet: Ratings } } }
              Ratings: { links: { back: pop } }
            flows:
              Main: { stack: { root: Home } }
            """,
            passing: """
            navgen: 1
            name: App
            root: Main
            screens:
              Home: { links: { showRatings: { sheet: RatingsFlow } } }
              Ratings: { links: { back: pop } }
            flows:
              Main: { stack: { root: Home } }
              RatingsFlow: { stack: { root: Ratings } }
            """),
    ]

    func check(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        // Screens by position and placements by id: copying each screen, filtering
        // its links into a new array and hashing its name were most of the cost. The
        // styles are read from the index, a byte a link, not from the links.
        let screens = context.graph.screens
        for position in screens.indices {
            let targets = context.index.linkTargets[position]
            guard targets.indices.contains(where: { targets.style(of: $0).needsStack }) else { continue }
            let placements = context.placements.placements(ofScreen: context.index.screenIDs[position])
            let screen = screens[position], links = screen.links
            if let bare = placements.first(where: { !$0.inStack }) {
                let shownAs = bare.isModal ? "presented modally by '\(bare.coordinator)'"
                    : bare.coordinator == screen.name.value ? "the graph's root, outside any stack" : "a tab of '\(bare.coordinator)'"
                for link in links where link.style.value.needsStack && !link.isFromPresenter {
                    diagnostics.emit(.pushOutsideStack, "'\(link.name.value)' is a '\(link.style.value.rawValue)' link, but '\(screen.name.value)' is shown with no navigation stack (\(shownAs)); present a stack flow instead, or move the link",
                                     at: link.style.location)
                }
            }
            checkPresenterLinks(links, placements: placements, context: context, into: &diagnostics)
        }
        for flow in context.graph.flows where !flow.links.isEmpty {
            // A flow link is also the flow coordinator's (1.1 C): a tab bar has no stack.
            if flow.stack == nil {
                for link in flow.links where link.style.value.needsStack && !link.isFromPresenter {
                    diagnostics.emit(.pushOutsideStack, "'\(link.name.value)' is a '\(link.style.value.rawValue)' link of the tab bar '\(flow.name.value)', which has no navigation stack; declare it on the flows of its tabs instead",
                                     at: link.style.location)
                }
            }
            let owned = context.placements.screenIDsByCoordinator[flow.name.value] ?? []
            let placements = owned.flatMap { context.placements.placements(ofScreen: $0) }.filter { $0.coordinator == flow.name.value && !$0.isModal }
            checkPresenterLinks(flow.links, placements: placements, context: context, into: &diagnostics)
        }
    }

    /// A `from: presenter` stack link needs the presenter of every modal that holds
    /// one of `placements` to have a stack (1.1 D).
    private func checkPresenterLinks(_ links: [Link], placements: [Placement], context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        guard links.contains(where: { $0.isFromPresenter && $0.style.value.needsStack }),
              let presenter = placements.lazy.compactMap({ context.placements.presenter(of: $0) }).first(where: { !$0.hasStack })
        else { return }
        for link in links where link.isFromPresenter && link.style.value.needsStack {
            diagnostics.emit(.pushOutsideStack, "'\(link.name.value)' is a '\(link.style.value.rawValue)' link from the presenter, but '\(presenter.coordinator)' presents its modal and has no navigation stack; present the modal from a stack, or make the link modal",
                             at: link.style.location)
        }
    }
}

extension RuleID {
    /// A stack link on a screen that has a placement with no enclosing stack.
    public static let pushOutsideStack = RuleID(rawValue: "push-outside-stack")
}
