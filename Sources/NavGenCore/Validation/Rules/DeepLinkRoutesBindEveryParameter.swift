/// `deeplink-unbound-param`: every screen a deep-link route shows on its way gets
/// each required parameter from the URL (same name and type), the `args` of the
/// link that shows it, or its stack's or tab's `args` (spec section 8.4); every
/// switch branch it shows gets its launch parameters from the URL, unless the
/// branch is shown at launch (1.1 A, B: the live value stands in).
///
/// Rejected:
/// ```yaml
/// Ratings:
///   params: { recipeID: UUID }
///   links: { openUser: { push: User } }   # User needs userID
/// User:
///   params: { userID: Int }
///   links: { openPost: { push: Post } }
/// Post:
///   params: { postID: Int }
///   url: /posts/{postID}                   # nothing supplies userID on the way
/// ```
struct DeepLinkRoutesBindEveryParameter: DeepLinkRule {
    static let descriptions = [
        RuleDescription(
            id: .deeplinkUnboundParam, severity: .error,
            summary: "a deep-link route cannot supply a required parameter",
            failing: """
            navgen: 1
            name: App
            root: Main
            screens:
              List: { links: { openRecipe: { push: Detail } } }
              Detail:
                params: { recipeID: UUID }
                url: /recipes/{recipeID}
                links: { showSource: { sheet: Source } }
              Source:
                url: /source
            flows:
              Main: { stack: { root: List } }
            """,
            passing: """
            navgen: 1
            name: App
            root: Main
            screens:
              List: { links: { openRecipe: { push: Detail } } }
              Detail:
                params: { recipeID: UUID }
                url: /recipes/{recipeID}
                links: { showSource: { sheet: Source } }
              Source:
                params: { recipeID: UUID }
                url: /recipes/{recipeID}/source
            flows:
              Main: { stack: { root: List } }
            """),
    ]

    func check(_ analysis: DeepLinkAnalysis, into diagnostics: inout DiagnosticCollector) {
        for (position, findings) in analysis.findings {
            guard !findings.unbound.isEmpty || !findings.unboundInBranches.isEmpty, case .route(let route) = analysis.outcomes[position] else { continue }
            let location = analysis.entries[analysis.typed[position]].source.location(atOffset: 0)
            var seen: Set<String> = []
            for (screenName, name) in findings.unbound where seen.insert("\(screenName).\(name)").inserted {
                guard let parameter = analysis.context.index.screen(screenName)?.param(named: name) else { continue }
                diagnostics.emit(.deeplinkUnboundParam, "the route of '\(route.pattern.text)' to '\(route.pattern.screen)' shows '\(screenName)', and nothing supplies its required parameter '\(name): \(parameter.type)'; bind '{\(name)}' in the pattern, add 'args: { \(name): … }' to the link that shows '\(screenName)', give '\(name)' a default, or route through another flow with 'via:'",
                                 at: location, notes: [.init("'\(name)' is declared here", at: parameter.name.location)])
            }
            for (flow, branch, parameter) in findings.unboundInBranches where seen.insert("\(flow).\(branch).\(parameter.label)").inserted {
                diagnostics.emit(.deeplinkUnboundParam, Self.branchMessage(route.pattern, flow: flow, branch: branch, parameter: parameter),
                                 at: location, notes: Self.branchNotes(parameter, index: analysis.context.index))
            }
        }
    }

    /// A route that shows a switch branch with launch parameters (1.1 A, B) that is
    /// not shown at launch: its `Branch` case needs every value, and only the URL can
    /// give one.
    private static func branchMessage(_ pattern: URLPattern, flow: String, branch: String, parameter: BranchParameterTable.Parameter) -> String {
        let takes = parameter.flow == branch ? "its parameter" : "the parameter of '\(parameter.flow)', a flow it shows,"
        return "the route of '\(pattern.text)' to '\(pattern.screen)' shows the branch '\(branch)' of '\(flow)', and nothing supplies \(takes) '\(parameter.name): \(parameter.type)' ('\(parameter.label)' in its 'Branch' case); bind '{\(parameter.name)}' in the pattern, or route through another flow with 'via:' (only a branch shown at launch keeps its live value)"
    }

    /// A note at the flow's `params:` entry that names the parameter.
    private static func branchNotes(_ parameter: BranchParameterTable.Parameter, index: GraphIndex) -> [Diagnostic.Note] {
        guard let declared = index.flow(parameter.flow)?.params.first(where: { $0.value == parameter.name }) else { return [] }
        return [.init("'\(parameter.flow)' takes '\(parameter.name)' here", at: declared.location)]
    }
}

extension RuleID {
    /// A route to a deep-link target through a screen whose required parameter nothing supplies.
    public static let deeplinkUnboundParam = RuleID(rawValue: "deeplink-unbound-param")
}
