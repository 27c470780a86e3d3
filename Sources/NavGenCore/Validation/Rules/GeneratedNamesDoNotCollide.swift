/// `name-collision`: two names that generate the same Swift identifier, or a name
/// taken by a generated member.
///
/// Rejected (both become the case `urlPreview`):
/// ```yaml
/// screens:
///   URLPreview: {}
///   UrlPreview: {}
/// ```
struct GeneratedNamesDoNotCollide: ValidationRule {
    static let descriptions = [
        RuleDescription(
            id: .nameCollision, severity: .error,
            summary: "two names generate the same Swift identifier",
            failing: """
            navgen: 1
            name: App
            root: URLPreview
            screens:
              URLPreview: { links: { openPreview: { sheet: UrlPreview } } }
              UrlPreview: {}
            """,
            passing: """
            navgen: 1
            name: App
            root: URLPreview
            screens:
              URLPreview: { links: { openPreview: { sheet: LinkPreview } } }
              LinkPreview: {}
            """),
    ]

    /// Member names the generated coordinators and enums use themselves: the
    /// spec's list, and `rootScreen` and `parentCoordinator`, which navgen's
    /// coordinators also have, the root's navigation-event members, and what a tab
    /// bar or switch tells the runtime for deep links (`ContainerCoordinator`).
    static let reservedMembers: Set<String> = [
        "path", "presented", "selectedTab", "open", "pop", "popToRoot", "dismiss", "apply", "resolve", "screen",
        "rootScreen", "parentCoordinator", "onNavigationEvent", "visibleScreen", "eventsHeld",
        "shownCoordinator", "shownScreen", "childCoordinators",
    ]
    /// Case names that members of the generated enums already take (`Screen.url`,
    /// `Flow.allCases`, `hashValue`, and `self`, which every value has).
    static let reservedCases: Set<String> = ["url", "allCases", "hashValue", "self"]
    /// Types the generated namespace declares besides the per-screen and per-flow ones.
    static let supportTypes: Set<String> = [
        "Screen", "Flow", "ModalStyle", "Modal", "ModalContent", "Coordinator", "StackCoordinator", "DeepLink", "Routes", "NavigationEvent",
        "ViewFactory", "ModalPresenter", "StackFlowView", "NavigationSnapshot", "RestorableCoordinator", "Selection",
        "TabSelection", "BranchSelection", "LaunchBranchSelection",
    ]
    /// Type names the generated namespace declares, which a graph name may not take.
    static let reservedGraphNames: Set<String> = [
        "Screen", "DeepLink", "ViewFactory", "Swift", "Foundation", "Observation", "SwiftUI", "NavGenRuntime",
    ]

    /// `reservedMembers`, for the many parameter and link names.
    private static let reservedMemberNames = ReservedNames(reservedMembers)
    /// The hashes `NamingRules.caseFoldedHash` gives the reserved cases.
    private static let reservedCaseHashes = reservedCases.map(NamingRules.caseFoldedHash)
    /// The longest support type, in UTF-8 bytes.
    private static let longestSupportType = supportTypes.map(\.utf8.count).max() ?? 0

    func check(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        let graph = context.graph
        if Self.reservedGraphNames.contains(graph.name.value) {
            diagnostics.emit(.nameCollision, "the graph name '\(graph.name.value)' is taken by a generated or imported type; choose another, such as '\(graph.name.value)App'", at: graph.name.location)
        }
        let names = Names(graph)
        checkLowerCamelForms(names, into: &diagnostics)
        checkGeneratedTypeNames(graph, names, into: &diagnostics)
        checkMemberNames(graph, into: &diagnostics)
        checkLinksAgainstTabProperties(context, into: &diagnostics)
        checkEnumTypeNames(graph, into: &diagnostics)
        checkSwitchMembers(context, into: &diagnostics)
        checkModalFlowCases(context, into: &diagnostics)
        checkRestorationMembers(graph, into: &diagnostics)
        checkExitsMember(graph, into: &diagnostics)
        checkFeatureCases(graph, into: &diagnostics)
    }

    /// An app graph's `Screen` has a case per imported feature (`timeline(Timeline.Screen)`),
    /// and its view factory a property of that name: no screen of the app may take it.
    /// Nor may the app's namespace take a feature's, which the app module names.
    private func checkFeatureCases(_ graph: NavigationGraph, into diagnostics: inout DiagnosticCollector) {
        guard graph.importsFeatures else { return }
        // Inside the app's namespace, `Flow.Screen` would be the app's `Flow`, not the feature's.
        for feature in graph.features where Self.supportTypes.contains(feature.name.value) {
            diagnostics.emit(.nameCollision, "the feature '\(feature.name.value)' is named like a type the app's namespace declares, which would hide it there; rename the feature",
                             at: feature.name.location)
        }
        if let feature = graph.features.first(where: { $0.name.value == graph.name.value }) {
            diagnostics.emit(.nameCollision, "the graph name '\(graph.name.value)' is the namespace of the feature it imports; choose another, such as '\(graph.name.value)App'",
                             at: graph.name.location, notes: [.init("'\(feature.name.value)' is imported here", at: feature.name.location)])
        }
        let features = Dictionary(graph.features.map { (NamingRules.lowerCamel($0.name.value), $0.name) }) { first, _ in first }
        for screen in graph.screens where !screen.name.value.contains(".") {
            guard let feature = features[NamingRules.lowerCamel(screen.name.value)] else { continue }
            diagnostics.emit(.nameCollision, "the screen '\(screen.name.value)' would generate the case '\(NamingRules.lowerCamel(screen.name.value))', which the imported feature '\(feature.value)' takes in 'Screen'; rename the screen",
                             at: screen.name.location, notes: [.init("'\(feature.value)' is imported here", at: feature.location)])
        }
    }

    /// Every coordinator of a feature graph has `exits` (`Docs/FeatureModules.md`):
    /// no link may be named so, nor a tab or branch flow, whose property would be.
    private func checkExitsMember(_ graph: NavigationGraph, into diagnostics: inout DiagnosticCollector) {
        guard graph.isFeature else { return }
        for link in graph.screens.flatMap(\.links) + graph.flows.flatMap(\.links) where link.name.value == "exits" {
            diagnostics.emit(.nameCollision, "the link name 'exits' is taken by the 'exits' of every coordinator of a feature; rename it (for example 'goExits')", at: link.name.location)
        }
        let placed = Set(graph.flows.flatMap { $0.tabs.map(\.target.value) + $0.branches.map(\.target.value) }.compactMap { target -> String? in
            if case .flow(let name) = target { return name }
            return nil
        })
        for flow in graph.flows where placed.contains(flow.name.value) && NamingRules.lowerCamel(flow.name.value) == "exits" {
            diagnostics.emit(.nameCollision, "the flow '\(flow.name.value)' is a tab or branch, so it would be the property 'exits' of the coordinator that shows it, which every coordinator of a feature has; rename the flow", at: flow.name.location)
        }
    }

    /// Names `ModalContent` takes besides its modal-flow cases: the `screen(Screen)`
    /// case, the `screen` and `coordinator` members of `NavGenRuntime.ModalContent`, and
    /// the `flow` of `NavGenRuntime.NavigationEventContent`.
    static let reservedModalContentNames: Set<String> = ["screen", "coordinator", "flow"]

    /// A flow that a link presents is a case of `ModalContent`, named lowerCamel after
    /// the flow, so it must not take a name `ModalContent` already has.
    private func checkModalFlowCases(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        let graph = context.graph
        let named = graph.flows.filter { Self.reservedModalContentNames.contains(NamingRules.lowerCamel($0.name.value)) }
        guard !named.isEmpty else { return }
        var presented: Set<String> = []
        for links in graph.screens.map(\.links) + graph.flows.map(\.links) {
            for link in links where link.style.value.isModal {
                if let target = link.target?.value { presented.insert(target) }
            }
        }
        for flow in named where presented.contains(flow.name.value) {
            let name = NamingRules.lowerCamel(flow.name.value)
            diagnostics.emit(.nameCollision, "the flow '\(flow.name.value)' is presented, so it would generate the case 'ModalContent.\(name)', a name 'ModalContent' already has; rename the flow", at: flow.name.location)
        }
    }

    /// Members every coordinator has when the graph restores state (`restoration`).
    static let restorationMembers: Set<String> = ["snapshot", "restore", "restorationFlow", "whileRestoring"]

    /// With `restoration`, every coordinator has `snapshot()`, `restore(_:)` and
    /// `restorationFlow`: no link may take those names.
    private func checkRestorationMembers(_ graph: NavigationGraph, into diagnostics: inout DiagnosticCollector) {
        guard graph.restoresState else { return }
        for link in graph.screens.flatMap(\.links) + graph.flows.flatMap(\.links) where Self.restorationMembers.contains(link.name.value) {
            diagnostics.emit(.nameCollision, "the link name '\(link.name.value)' is taken by a member of every coordinator that state restoration adds; rename it (for example 'go\(NamingRules.upperFirst(link.name.value))'), or write 'restoration: false'", at: link.name.location)
        }
    }

    /// The enum of an enum parameter, `<Screen><Param>` (1.1 F.7), must not take the
    /// name of another generated type of the namespace, nor another enum's.
    private func checkEnumTypeNames(_ graph: NavigationGraph, into diagnostics: inout DiagnosticCollector) {
        let screens = graph.screens
        guard screens.contains(where: { $0.params.contains { $0.type.choices != nil } }) else { return }
        var taken = Self.supportTypes
        for flow in graph.flows { taken.formUnion([SwiftNames.coordinator(flow.name.value), SwiftNames.flowView(flow.name.value)]) }
        for screen in screens { taken.formUnion([SwiftNames.navigationProtocol(screen.name.value), SwiftNames.screenViewType(screen.name.value)]) }
        var enums: [String: Located<String>] = [:]
        for screen in screens {
            for param in screen.params where param.type.choices != nil {
                let name = screen.name.value + NamingRules.upperFirst(param.name.value)
                if let first = enums[name] {
                    diagnostics.emit(.nameCollision, "the enum parameter '\(param.name.value)' of '\(screen.name.value)' would generate the enum '\(name)', as '\(first.value)' does; rename one",
                                     at: param.name.location, notes: [.init("'\(first.value)' is declared here", at: first.location)])
                } else if taken.contains(name) {
                    diagnostics.emit(.nameCollision, "the enum parameter '\(param.name.value)' of '\(screen.name.value)' would generate the enum '\(name)', a name navgen already gives another type; rename the parameter", at: param.name.location)
                } else {
                    enums[name] = Located("\(screen.name.value).\(param.name.value)", at: param.name.location)
                }
            }
        }
    }

    /// Members only a switch coordinator has (1.1 A): reserved only there.
    static let reservedSwitchMembers: Set<String> = ["show", "branch", "pendingDeepLink"]

    /// A switch coordinator has `show(_:)`, `branch` and `pendingDeepLink`: a screen
    /// branch may not have a parameter of those names, and no screen whose links the
    /// switch coordinator implements (a screen branch, a bare modal it presents) a link.
    private func checkSwitchMembers(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        let screens = context.graph.screens
        for flow in context.graph.flows where flow.isSwitch {
            for branch in flow.branches {
                guard case .screen(let name) = branch.target.value, let screen = context.index.screen(name) else { continue }
                for param in screen.params where Self.reservedSwitchMembers.contains(param.name.value) {
                    diagnostics.emit(.nameCollision, "the parameter name '\(param.name.value)' is taken by a member of '\(SwiftNames.coordinator(flow.name.value))', which shows '\(name)' as a branch; rename it (for example '\(param.name.value)Value')", at: param.name.location)
                }
            }
            for screen in context.placements.screenIDsByCoordinator[flow.name.value] ?? [] {
                for link in screens[screen].links where Self.reservedSwitchMembers.contains(link.name.value) {
                    diagnostics.emit(.nameCollision, "the link name '\(link.name.value)' is taken by a member of '\(SwiftNames.coordinator(flow.name.value))', which implements the links of '\(screens[screen].name.value)'; rename it (for example 'go\(NamingRules.upperFirst(link.name.value))')", at: link.name.location)
                }
            }
        }
    }

    /// The names of the screens, then of the flows, each with the hash of its
    /// case-folded form. Names with different hashes have different lowerCamel
    /// forms, so most names need no lowerCamel string built or hashed: that was
    /// most of this rule's cost.
    private struct Names {
        let graph: NavigationGraph
        let hashes: [UInt64]

        init(_ graph: NavigationGraph) {
            self.graph = graph
            // A feature's name in an app graph (`Timeline.HomeStack`) is one identifier without its dot.
            hashes = graph.screens.indices.map { NamingRules.caseFoldedHash(SwiftNames.flat(graph.screens[$0].name.value)) }
                + graph.flows.indices.map { NamingRules.caseFoldedHash(SwiftNames.flat(graph.flows[$0].name.value)) }
        }

        subscript(position: Int) -> Located<String> {
            position < graph.screens.count ? graph.screens[position].name : graph.flows[position - graph.screens.count].name
        }

        /// The hashes that more than one name has.
        var repeatedHashes: Set<UInt64> {
            let sorted = hashes.sorted()
            return Set(sorted.indices.dropFirst().lazy.filter { sorted[$0] == sorted[$0 - 1] }.map { sorted[$0] })
        }
    }

    /// Screens and flows become enum cases and properties by their lowerCamel form.
    private func checkLowerCamelForms(_ names: Names, into diagnostics: inout DiagnosticCollector) {
        let repeated = names.repeatedHashes
        guard !repeated.isEmpty else { return }
        var seen: [String: Located<String>] = [:]
        for position in names.hashes.indices where repeated.contains(names.hashes[position]) {
            let name = names[position]
            let form = NamingRules.lowerCamel(SwiftNames.flat(name.value))
            if let first = seen[form] {
                guard first.value != name.value else { continue }
                // A feature's names come after the app's; the app's name is the one its author can change.
                let (later, earlier) = name.value.contains(".") && !first.value.contains(".") ? (first, name) : (name, first)
                diagnostics.emit(.nameCollision, "'\(later.value)' and '\(earlier.value)' both generate the identifier '\(form)'; rename one",
                                 at: later.location, notes: [.init("'\(earlier.value)' is defined here", at: earlier.location)])
            } else {
                seen[form] = name
            }
        }
    }

    /// `<Flow>Coordinator`, `<Flow>View` and `<Screen>Navigation` must not take the
    /// name of a support type, and no case may take a generated member's name.
    ///
    /// A generated type name contains the graph name, so only names no longer than
    /// the longest support type are spelled out and looked up.
    private func checkGeneratedTypeNames(_ graph: NavigationGraph, _ names: Names, into diagnostics: inout DiagnosticCollector) {
        for flow in graph.flows where flow.name.value.utf8.count <= Self.longestSupportType {
            for type in [SwiftNames.coordinator(flow.name.value), SwiftNames.flowView(flow.name.value)] where Self.supportTypes.contains(type) {
                diagnostics.emit(.nameCollision, "the flow '\(flow.name.value)' would generate the type '\(type)', which navgen already declares; rename the flow", at: flow.name.location)
            }
        }
        let screens = graph.screens
        for position in screens.indices where screens[position].name.value.utf8.count <= Self.longestSupportType {
            let screen = screens[position]
            guard Self.supportTypes.contains(SwiftNames.navigationProtocol(screen.name.value)) else { continue }
            diagnostics.emit(.nameCollision, "the screen '\(screen.name.value)' would generate the protocol '\(SwiftNames.navigationProtocol(screen.name.value))', which navgen already declares; rename the screen", at: screen.name.location)
        }
        for position in names.hashes.indices where Self.reservedCaseHashes.contains(names.hashes[position]) {
            let name = names[position]
            guard Self.reservedCases.contains(NamingRules.lowerCamel(name.value)) else { continue }
            diagnostics.emit(.nameCollision, "'\(name.value)' would generate the case '\(NamingRules.lowerCamel(name.value))', which a generated member already takes; rename it", at: name.location)
        }
    }

    /// Parameters and links become members of the generated types, so they may not
    /// take a generated member's name (a link named after its own style, such as
    /// `dismiss: dismiss`, is the member itself).
    private func checkMemberNames(_ graph: NavigationGraph, into diagnostics: inout DiagnosticCollector) {
        let screens = graph.screens
        for position in screens.indices {
            let params = screens[position].params
            for param in params.indices where Self.reservedMemberNames.contains(params[param].name.value) {
                let name = params[param].name
                diagnostics.emit(.nameCollision, "the parameter name '\(name.value)' is taken by a generated member; rename it (for example '\(name.value)Value')", at: name.location)
            }
            checkLinkNames(screens[position].links, into: &diagnostics)
        }
        for flow in graph.flows { checkLinkNames(flow.links, into: &diagnostics) }
    }

    private func checkLinkNames(_ links: [Link], into diagnostics: inout DiagnosticCollector) {
        for link in links.indices where Self.reservedMemberNames.contains(links[link].name.value) {
            let link = links[link]
            if link.name.value == link.style.value.rawValue { continue }
            diagnostics.emit(.nameCollision, "the link name '\(link.name.value)' is taken by a generated member; rename it (for example 'go\(NamingRules.upperFirst(link.name.value))')", at: link.name.location)
        }
    }

    /// A tab coordinator has a property per tab flow; a link method of the same
    /// name on that coordinator would clash with it.
    private func checkLinksAgainstTabProperties(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        for flow in context.graph.flows {
            let properties = Set((flow.tabs.map(\.target.value) + flow.branches.map(\.target.value)).compactMap { target -> String? in
                if case .flow(let name) = target { return NamingRules.lowerCamel(name) }
                return nil
            })
            guard !properties.isEmpty else { continue }
            let screenLinks = (context.placements.screenIDsByCoordinator[flow.name.value] ?? []).flatMap { context.graph.screens[$0].links }
            for link in flow.links + screenLinks where properties.contains(link.name.value) {
                diagnostics.emit(.nameCollision, "the link '\(link.name.value)' clashes with the property '\(link.name.value)' that '\(SwiftNames.coordinator(flow.name.value))' has for its \(flow.isSwitch ? "branch" : "tab"); rename the link", at: link.name.location)
            }
        }
    }
}

extension RuleID {
    /// Two names that generate the same Swift identifier, or a name taken by a generated member.
    public static let nameCollision = RuleID(rawValue: "name-collision")
}
