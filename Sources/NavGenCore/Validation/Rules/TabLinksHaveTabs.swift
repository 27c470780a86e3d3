/// `tab-outside-tabs`: a `tab` link's target must be a tab of an enclosing tab flow
/// in every placement of its screen.
///
/// Rejected (Ratings is shown inside Meat only, whose tab flow has no tab 'Cart'):
/// ```yaml
/// Ratings: { links: { goCart: { tab: Cart } } }
/// ```
struct TabLinksHaveTabs: ValidationRule {
    static let rules: [RuleID] = [.tabOutsideTabs]

    func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        for screen in context.graph.screens {
            for link in screen.links where link.style.value == .tab {
                guard let target = link.target?.value,
                      context.index.isFlow(target) || context.index.isScreen(target) else { continue }
                let placements = context.placements.placements(of: screen.name.value)
                guard let outside = placements.first(where: { !Self.hasTab(target, around: $0, index: context.index) }) else { continue }
                let enclosing = outside.tabFlows.isEmpty ? "no tab flow encloses it" : "its enclosing tab flows (\(outside.tabFlows.joined(separator: ", "))) have no tab '\(target)'"
                diagnostics.emit(.tabOutsideTabs, "'\(link.name.value)' selects the tab '\(target)', but where '\(screen.name.value)' is shown in '\(outside.coordinator)' \(enclosing); link to a tab of an enclosing tab flow",
                                 at: link.target!.location)
            }
        }
    }

    /// Whether some tab flow enclosing the placement has `target` as a tab.
    static func hasTab(_ target: String, around placement: Placement, index: GraphIndex) -> Bool {
        placement.tabFlows.contains { flowName in
            index.flow(flowName)?.tabs.contains { $0.target.value.name == target } ?? false
        }
    }
}
