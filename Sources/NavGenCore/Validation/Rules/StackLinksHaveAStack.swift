/// `push-outside-stack`: `push`, `replace`, `pop` and `popToRoot` need a navigation
/// stack in every placement of their screen.
///
/// Rejected (Ratings is presented as a bare sheet, which has no stack):
/// ```yaml
/// RecipeDetail: { links: { showRatings: { sheet: Ratings } } }
/// Ratings:      { links: { openUser: { push: User } } }
/// ```
struct StackLinksHaveAStack: ValidationRule {
    static let rules: [RuleID] = [.pushOutsideStack]

    func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        for screen in context.graph.screens {
            let links = screen.links.filter { $0.style.value.needsStack }
            guard !links.isEmpty,
                  let bare = context.placements.placements(of: screen.name.value).first(where: { !$0.inStack })
            else { continue }
            let shownAs = bare.isModal ? "presented modally by '\(bare.coordinator)'"
                : bare.coordinator == screen.name.value ? "the graph's root, outside any stack" : "a tab of '\(bare.coordinator)'"
            for link in links {
                diagnostics.emit(.pushOutsideStack, "'\(link.name.value)' is a '\(link.style.value.rawValue)' link, but '\(screen.name.value)' is shown with no navigation stack (\(shownAs)); present a stack flow instead, or move the link",
                                 at: link.style.location)
            }
        }
    }
}
