/// State restoration (the graph's `restoration`, on by default up to 200 screens): the
/// graph's `NavigationSnapshot` and `Selection`, `ModalContent`'s `RestorableContent`
/// conformance, and what a tab bar and a switch add to NavGenRuntime's
/// `RestorableCoordinator`, whose extensions do the work: their selection and the
/// coordinators they hold. The value types a snapshot stores are `Codable` where they
/// are declared (`EmissionPlan.restorationConformances`), and every coordinator declares
/// its conformance and `restorationFlow` in its class (`CoordinatorTranslator`):
///
/// ```swift
/// final class MainCoordinator: Coordinator, RestorableCoordinator { … let restorationFlow: Flow? = .main … }
///
/// @MainActor
/// extension Vault.MainCoordinator {
///     func snapshot() -> Vault.NavigationSnapshot {
///         snapshot(selection: .main(selectedTab), children: [items, tools, preferences])
///     }
///     func restore(_ snapshot: Vault.NavigationSnapshot, at path: Swift.String, into report: inout NavGenRuntime.RestoreReport) { … }
/// }
/// ```
struct RestorationTranslator {
    let plan: EmissionPlan

    /// Renders the section, or nothing for a graph that does not restore state.
    func render(into renderer: inout SwiftRenderer) {
        guard plan.graph.restoresState else { return }
        renderer.render([namespaceMembers(), restorableContent()])
        for coordinator in plan.coordinators {
            if let conformance = conformance(of: coordinator) { renderer.add(conformance) }
        }
    }

    /// The flows whose coordinators have a selection: tab bars and switches, in order.
    private var selectingCoordinators: [EmissionPlan.Coordinator] {
        plan.coordinators.filter { coordinator in
            switch coordinator.kind {
            case .tabs, .switch: true
            case .stack, .screen: false
            }
        }
    }

    /// `NavigationSnapshot`, `RestorableCoordinator`, `Selection` and the check that the
    /// custom parameter types are `Codable`.
    private func namespaceMembers() -> SwiftDeclaration {
        let access = plan.access, graph = plan.graph.name.value, runtime = "NavGenRuntime"
        var members: [SwiftDeclaration] = [
            .mark("State restoration"),
            .typeAlias(name: "NavigationSnapshot", type: "\(runtime).NavigationSnapshot<ModalContent>", access: access,
                       doc: ["The state of the coordinators of `\(graph)`, as `Codable`: the root coordinator's `snapshot()`, given back",
                             "to `restore(_:)` or, as JSON, `restore(from:)`."]),
            .typeAlias(name: "RestorableCoordinator", type: "\(runtime).RestorableCoordinator<ModalContent>", access: access,
                       doc: ["A coordinator of `\(graph)` whose state can be saved and restored."]),
        ]
        let selecting = selectingCoordinators
        if !selecting.isEmpty {
            let cases = selecting.map { coordinator -> SwiftDeclaration in
                let isTabs: Bool
                if case .tabs = coordinator.kind { isTabs = true } else { isTabs = false }
                return .enumCase(name: plan.names.caseName(coordinator.name),
                                 parameters: [SwiftParameter("_", "\(SwiftNames.coordinator(coordinator.name)).\(isTabs ? "Tab" : "Branch")")],
                                 doc: [isTabs ? "The selected tab of `\(coordinator.name)`." : "The shown branch of `\(coordinator.name)`."])
            }
            members.append(.type(SwiftType(
                doc: ["A tab bar's selected tab or a switch's shown branch, in a snapshot."], access: access, modifiers: ["nonisolated"],
                kind: .enum, name: "Selection", conformances: [SDKNames.hashable, SDKNames.sendable, SDKNames.codable], members: cases
            )))
        }
        let customTypes = customParameterTypes()
        if !customTypes.isEmpty {
            members.append(.function(SwiftFunction(
                doc: ["State restoration encodes every screen, so each custom parameter type must be `Codable`."],
                access: .private, modifiers: ["nonisolated", "static"], name: "checkRestorableParameters",
                body: customTypes.map { .line("\(runtime).restorationNeedsCodable(\($0).self)  // Make it Codable, or write `restoration: false`.") }
            )))
        }
        return .type(SwiftType(kind: .extension, name: plan.namespace, members: members))
    }

    /// The custom parameter types, each once, in the order the screens name them.
    private func customParameterTypes() -> [String] {
        var seen: Set<String> = [], types: [String] = []
        for screen in plan.graph.screens where !EmissionPlan.isImported(screen.name.value) {
            for param in screen.params where param.type.builtin == nil && param.type.listElement == nil && param.type.choices == nil {
                if seen.insert(param.type.name).inserted { types.append(param.type.name) }
            }
        }
        return types
    }

    /// `ModalContent`'s `RestorableContent` conformance: the graph's `Selection`. Its
    /// `Flow` and the coordinator of a restored modal flow are `FlowContent`'s
    /// (`ModalFlowTranslator`).
    private func restorableContent() -> SwiftDeclaration {
        let selection = selectingCoordinators.isEmpty ? "Swift.Never" : "\(plan.namespace).Selection"
        return .type(SwiftType(
            access: nil, kind: .extension, name: "\(plan.namespace).ModalContent", conformances: ["NavGenRuntime.RestorableContent"],
            members: [.typeAlias(name: "Selection", type: selection, access: plan.access, doc: [])]
        ))
    }

    /// `restorationFlow`, which every coordinator stores with its state.
    static func restorationFlow(_ flow: String, access: AccessLevel?) -> SwiftDeclaration {
        .variable(SwiftVariable(access: access, isLet: true, name: "restorationFlow", type: "Flow?", initialValue: ".\(flow)"))
    }

    /// What a tab bar's or switch's coordinator adds to `RestorableCoordinator`: its
    /// selection and the coordinators it holds; nothing for a stack or a root screen,
    /// whose conformance and `restorationFlow` are in its class.
    private func conformance(of coordinator: EmissionPlan.Coordinator) -> SwiftDeclaration? {
        let ns = plan.namespace, access = plan.access
        let flow = plan.names.caseName(coordinator.name)
        let children: [String], selection: String, restoreSelection: String
        var pending = "", restorePending: [SwiftStatement] = []
        switch coordinator.kind {
        case .stack, .screen:
            return nil
        case .tabs(let tabs):
            children = tabs.compactMap { tab in
                if case .flow(let name) = tab.target.value { return plan.names.caseName(name) }
                return nil
            }
            selection = ".\(flow)(selectedTab)"
            restoreSelection = "selectedTab = selected"
        case .switch(let branches):
            children = branches.compactMap { branch in
                if case .flow(let name) = branch.target.value { return plan.names.caseName(name) }
                return nil
            }
            selection = ".\(flow)(branch)"
            restoreSelection = "enter(selected)"
            // A feature's switches keep no pending deep link (`CoordinatorTranslator.switchParts`).
            guard plan.hasRoot else { break }
            pending = ", pendingDeepLink: pendingDeepLink?.screen.url"
            restorePending = [.line("pendingDeepLink = restoredDeepLink(snapshot.pendingDeepLink, at: path, into: &report, resolve: \(ns).resolve)")]
        }
        let list = children.isEmpty ? "" : ", children: [\(children.joined(separator: ", "))]"
        let members: [SwiftDeclaration] = [
            .function(SwiftFunction(
                access: access, name: "snapshot", returnType: "\(ns).NavigationSnapshot",
                body: [.line("snapshot(selection: \(selection)\(list)\(pending))")]
            )),
            .function(SwiftFunction(
                access: access, name: "restore",
                parameters: [SwiftParameter(label: "_", "snapshot", "\(ns).NavigationSnapshot"), SwiftParameter(label: "at", "path", "Swift.String"),
                             SwiftParameter(label: "into", "report", "inout NavGenRuntime.RestoreReport")],
                body: [
                    .block("if case .\(flow)(let selected)? = snapshot.selection", [.line(restoreSelection)]),
                    .line("restore(snapshot, children: [\(children.joined(separator: ", "))], at: path, into: &report)"),
                ] + restorePending
            )),
        ]
        return .type(SwiftType(attributes: ["@MainActor"], access: nil, kind: .extension,
                               name: "\(plan.namespace).\(SwiftNames.coordinator(coordinator.name))", members: members))
    }
}
