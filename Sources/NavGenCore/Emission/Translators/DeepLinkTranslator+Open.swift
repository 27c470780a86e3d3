/// How the root coordinator opens a deep link (1.1 A and E): `OpenResult`, `OpenMode`,
/// `open(_:mode:)` for a URL and for a resolved link, the switches' say on the link
/// before anything changes (`admit(_:)`), and `preserve`'s push on the stack on top.
///
/// ```swift
/// @discardableResult
/// func open(_ url: Foundation.URL, mode: Vault.OpenMode = .reset) -> Vault.OpenResult
/// ```
extension DeepLinkTranslator {
    /// `OpenResult` and `OpenMode`, the runtime's, named in the namespace like `DeepLink`.
    func openTypes() -> [SwiftDeclaration] {
        [
            .typeAlias(name: "OpenResult", type: "NavGenRuntime.OpenResult", access: plan.access,
                       doc: ["What `open(_:mode:)` did with a deep link: `opened`, `deferred`, `refused` or `unmatched`."]),
            .typeAlias(name: "OpenMode", type: "NavGenRuntime.OpenMode", access: plan.access,
                       doc: ["How `open(_:mode:)` applies a deep link: `reset` or `preserve`."]),
        ]
    }

    /// The root coordinator's `open(_:mode:)` for a URL and for a link, `admit(_:)` when
    /// the graph has switches, and `pushOnTop(_:)`.
    func openFunctions() -> [SwiftDeclaration] {
        let ns = plan.namespace, access = plan.access
        let defaultMode = ".\(plan.graph.urls.openMode.rawValue)"
        let hasSwitches = !plan.switchCoordinators.isEmpty
        let openURL = SwiftFunction(
            doc: ["Shows the screen of `url` by the steps in-app navigation takes (see `open(_:mode:)` for a link);",
                  "`.unmatched`, changing nothing, when no pattern matches."],
            attributes: ["@discardableResult"], access: access, name: "open",
            parameters: [SwiftParameter(label: "_", "url", "Foundation.URL"), SwiftParameter("mode", "\(ns).OpenMode", default: defaultMode)],
            returnType: "\(ns).OpenResult",
            body: [
                .block("guard let link = \(ns).resolve(url) else", [
                    .line("reportNavigation(.deepLinkUnmatched(url))"),
                    .line("return .unmatched"),
                ]),
                .line("return open(link, mode: mode, url: url)"),
            ]
        )
        var body: [SwiftStatement] = []
        if hasSwitches {
            body += [
                .line("let admission = admit(link)"),
                .block("guard admission == .opened else", [
                    .line("reportNavigation(admission == .deferred ? .deepLinkDeferred(link, url: url) : .deepLinkRefused(link, url: url))"),
                    .line("return admission"),
                ]),
            ]
        }
        body += [
            .block("reportNavigation(.deepLinkOpened(link, url: url))", [
                .block("if mode == .preserve, pushOnTop(link.screen)", [.line("return")]),
                .line("apply(link)"),
            ]),
            .line("return .opened"),
        ]
        let doc = hasSwitches
            ? ["Shows a resolved link's screen. A switch on its route whose branch is not shown has its say first",
               "(`.deferred`, `.refused`); then `.preserve` pushes the screen on the stack on top when a link there",
               "pushes it, and otherwise, as `.reset`, the modals and stacks of the flows on the route are cleared",
               "and its steps followed."]
            : ["Shows a resolved link's screen: `.preserve` pushes it on the stack on top when a link there pushes it;",
               "otherwise, as `.reset`, the modals and stacks of the flows on the route are cleared and its steps followed."]
        let openLink = SwiftFunction(
            doc: doc,
            attributes: ["@discardableResult"], access: access, name: "open",
            parameters: [SwiftParameter(label: "_", "link", "\(ns).DeepLink"), SwiftParameter("mode", "\(ns).OpenMode", default: defaultMode)],
            returnType: "\(ns).OpenResult", body: [.line("open(link, mode: mode, url: nil)")]
        )
        let openReporting = SwiftFunction(
            doc: ["`open(_:mode:)` of a link, reported as one navigation event with `url`, the URL it was resolved from."],
            access: .private, name: "open",
            parameters: [SwiftParameter(label: "_", "link", "\(ns).DeepLink"), SwiftParameter("mode", "\(ns).OpenMode"),
                         SwiftParameter("url", "Foundation.URL?")],
            returnType: "\(ns).OpenResult", body: body
        )
        var functions: [SwiftDeclaration] = [.function(openURL), .function(openLink), .function(openReporting)]
        if hasSwitches { functions.append(admitFunction()) }
        functions.append(pushOnTopFunction())
        return functions
    }

    /// `admit(_:)`: follows the link's tab selections and shown branches through the live
    /// coordinators, and lets the first switch showing another branch than the route's decide.
    private func admitFunction() -> SwiftDeclaration {
        let ns = plan.namespace
        var cases: [(pattern: String, body: [SwiftStatement])] = []
        for flow in plan.graph.flows where !flow.tabs.isEmpty {
            let name = plan.names.caseName(flow.name.value)
            var body: [SwiftStatement] = [.line("guard let tabs = live[.\(name)] as? \(ns).\(SwiftNames.coordinator(flow.name.value)) else { return .opened }")]
            for tab in flow.tabs {
                guard case .flow(let child) = tab.target.value else { continue }
                body.append(.line("live[.\(plan.names.caseName(child))] = tabs.\(plan.names.caseName(child))"))
            }
            if body.count == 1 { body[0] = .line("guard live[.\(name)] is \(ns).\(SwiftNames.coordinator(flow.name.value)) else { return .opened }") }
            cases.append((".select(.\(name))", body))
        }
        for (coordinator, branches) in plan.switchCoordinators {
            let name = plan.names.caseName(coordinator.name)
            let lookUp = SwiftStatement.line("guard let switcher = live[.\(name)] as? \(ns).\(SwiftNames.coordinator(coordinator.name)) else { return .opened }")
            // With values, the branch shown with other values is built afresh: the link opens, and nothing past it is asked.
            let decide: [SwiftStatement] = plan.branchesCarryValues(branches)
                ? [.line("guard switcher.isShowing(step) else { return switcher.admit(link, into: branch) }"),
                   .line("guard switcher.branch == branch else { return .opened }")]
                : [.line("guard switcher.branch == branch else { return switcher.admit(link, into: branch) }")]
            let branchCoordinators = branches.compactMap { branch -> SwiftStatement? in
                guard case .flow(let child) = branch.target.value else { return nil }
                let property = plan.names.caseName(child)
                return .line("live[.\(property)] = switcher.\(property)")
            }
            cases.append((".show(.\(name)(let branch))", [lookUp] + decide + branchCoordinators))
            if plan.launchBranchSwitches.contains(coordinator.name), let first = branches.first {
                // Values the link leaves out and the switch never had: nothing to show the branch with.
                let (pattern, call) = launchBranchCall(name, first)
                cases.append((pattern, [lookUp, .line("guard let branch = switcher.\(call) else { return .refused }")] + decide + branchCoordinators))
            }
        }
        return .function(SwiftFunction(
            doc: plan.switchCoordinators.contains(where: { plan.branchesCarryValues($0.branches) })
                ? ["What the switches on the link's route say, asked before anything changes: the first switch whose",
                   "shown branch is not the route's decides by that branch's `deepLinks`; past a push, a presentation or a",
                   "branch shown with other values everything is built afresh, so nothing more is asked."]
                : ["What the switches on the link's route say, asked before anything changes: the first switch whose",
                   "shown branch is not the route's decides by that branch's `deepLinks`; past a push or a presentation",
                   "everything is built afresh, so nothing more is asked."],
            access: .private, name: "admit", parameters: [SwiftParameter(label: "_", "link", "\(ns).DeepLink")], returnType: "\(ns).OpenResult",
            body: [
                .line("var live: [\(ns).Flow: any \(ns).\(SwiftNames.coordinatorProtocol)] = [.\(plan.names.caseName(plan.graph.root.value)): self]"),
                .block("for step in link.steps", [.switchOver("step", cases: cases, fallback: [.line("return .opened")])]),
                .line("return .opened"),
            ]
        ))
    }

    /// `pushOnTop(_:)`: pushes the screen on the stack on top (`onTop`, written by
    /// `NavigationEventTranslator`) when a link of that stack pushes it.
    private func pushOnTopFunction() -> SwiftDeclaration {
        let ns = plan.namespace
        var cases: [(pattern: String, body: [SwiftStatement])] = []
        for coordinator in plan.coordinators {
            guard case .stack = coordinator.kind, !coordinator.pushedScreens.isEmpty else { continue }
            let type = "\(ns).\(SwiftNames.coordinator(coordinator.name))"
            let push: [SwiftStatement] = [.line("stack.push(screen)"), .line("return true")]
            guard coordinator.pushedScreens.count < plan.graph.screens.count else {
                cases.append(("let stack as \(type)", push))
                continue
            }
            let names = coordinator.pushedScreens.map { "." + plan.names.screens[$0].spelled("") }
            cases.append(("let stack as \(type)", [
                .switchOver("screen", cases: [(names.joined(separator: ", "), push)], fallback: [.line("return false")]),
            ]))
        }
        let top = NavigationEventTranslator.onTopProperty
        return .function(SwiftFunction(
            doc: ["`.preserve`: pushes `screen` on the stack on top now (the topmost presented modal flow's, else the",
                  "selected tab's, else the shown branch's) when a link of that stack pushes it; `false`, changing",
                  "nothing, when none does or a bare modal screen is on top."],
            access: .private, name: "pushOnTop", parameters: [SwiftParameter(label: "_", "screen", "\(ns).Screen")], returnType: "Swift.Bool",
            body: cases.isEmpty ? [.line("false")] : [
                .line("let top = \(top)"),
                .line("guard top.screen == nil else { return false }"),
                .switchOver("top.coordinator", cases: cases, fallback: [.line("return false")]),
            ]
        ))
    }
}
