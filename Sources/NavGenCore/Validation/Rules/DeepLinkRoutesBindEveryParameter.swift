/// `deeplink-unbound-param`: every screen a deep-link route shows on its way gets
/// each required parameter from the URL (same name and type), the `args` of the
/// link that shows it, or its stack's or tab's `args` (spec section 8.4).
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
        checkBranchesWithParameters(analysis, into: &diagnostics)
        for (position, findings) in analysis.findings {
            let unbound = findings.unbound
            guard !unbound.isEmpty, case .route(let route) = analysis.outcomes[position] else { continue }
            let entry = analysis.entries[analysis.typed[position]]
            var seen: Set<String> = []
            for (screenName, name) in unbound where seen.insert("\(screenName).\(name)").inserted {
                guard let parameter = analysis.context.index.screen(screenName)?.param(named: name) else { continue }
                diagnostics.emit(.deeplinkUnboundParam, "the route of '\(route.pattern.text)' to '\(route.pattern.screen)' shows '\(screenName)', and nothing supplies its required parameter '\(name): \(parameter.type)'; bind '{\(name)}' in the pattern, add 'args: { \(name): … }' to the link that shows '\(screenName)', give '\(name)' a default, or route through another flow with 'via:'",
                                 at: entry.source.location(atOffset: 0), notes: [.init("'\(name)' is declared here", at: parameter.name.location)])
            }
        }
    }

    /// A route that shows a switch branch with launch parameters (1.1 A, B): the
    /// `Branch` case carries them, and deep links do not bind them from the URL yet, so
    /// such a route is reported rather than generated. Walks the routes only when some
    /// branch has parameters.
    private func checkBranchesWithParameters(_ analysis: DeepLinkAnalysis, into diagnostics: inout DiagnosticCollector) {
        let index = analysis.context.index
        var parameterised: [String: [String]] = [:]
        for flow in analysis.context.graph.flows {
            for branch in flow.branches {
                guard case .flow(let name) = branch.target.value, let branchFlow = index.flow(name) else { continue }
                let names = Self.launchParameters(of: branchFlow, index: index)
                if !names.isEmpty { parameterised["\(flow.name.value).\(name)"] = names }
            }
        }
        guard !parameterised.isEmpty else { return }
        for position in analysis.typed.indices {
            guard case .route(let route) = analysis.outcomes[position] else { continue }
            for step in route.steps {
                guard case .show(let flow, let branch) = step, let names = parameterised["\(flow).\(branch)"] else { continue }
                let list = names.map { "'\($0)'" }.joined(separator: ", ")
                diagnostics.emit(.deeplinkUnboundParam, "the route of '\(route.pattern.text)' to '\(route.pattern.screen)' shows the branch '\(branch)' of '\(flow)', which takes \(list); a deep link cannot pass a branch its parameters yet: give '\(route.pattern.screen)' a pattern in another branch, or route through another flow with 'via:'",
                                 at: analysis.entries[analysis.typed[position]].source.location(atOffset: 0))
                break
            }
        }
    }

    /// The names of the launch parameters of `flow`: its own `params`, and those of the
    /// flows it shows with itself (tabs, a switch's first branch), at any depth.
    private static func launchParameters(of flow: Flow, index: GraphIndex) -> [String] {
        var names: [String] = [], pending = [flow], visited: Set<String> = []
        while let current = pending.popLast() {
            guard visited.insert(current.name.value).inserted else { continue }
            names += current.params.map(\.value)
            let shown = current.tabs.map(\.target.value) + current.branches.prefix(1).map(\.target.value)
            pending += shown.reversed().compactMap { target in
                if case .flow(let name) = target { return index.flow(name) }
                return nil
            }
        }
        return names
    }
}

extension RuleID {
    /// A route to a deep-link target through a screen whose required parameter nothing supplies.
    public static let deeplinkUnboundParam = RuleID(rawValue: "deeplink-unbound-param")
}
