/// `link-conflict`: one coordinator implements the links of every screen placed in
/// its flow, so two same-named links there must agree in style, target and signature.
///
/// Rejected (both are placed in the Meat stack):
/// ```yaml
/// RecipeList:   { links: { open: { push: RecipeDetail } } }
/// RecipeDetail: { links: { open: { sheet: Source } } }
/// ```
struct LinksAgreeWithinAFlow: ValidationRule {
    static let descriptions = [
        RuleDescription(
            id: .linkConflict, severity: .error,
            summary: "two screens of one flow declare incompatible links of the same name",
            failing: """
            navgen: 1
            name: App
            root: Main
            screens:
              List: { links: { close: popToRoot, openDetail: { push: Detail } } }
              Detail: { links: { close: pop } }
            flows:
              Main: { stack: { root: List } }
            """,
            passing: """
            navgen: 1
            name: App
            root: Main
            screens:
              List: { links: { close: popToRoot, openDetail: { push: Detail } } }
              Detail: { links: { close: popToRoot } }
            flows:
              Main: { stack: { root: List } }
            """),
    ]

    private struct Shape: Equatable {
        var style: LinkStyle
        var target: String?
        /// The fixed arguments, sorted by name (a mapping's keys are distinct).
        var args: [Argument]
        var fromPresenter: Bool

        init(_ link: Link) {
            style = link.style.value
            fromPresenter = link.isFromPresenter
            target = link.target?.value
            args = link.args.map { Argument(name: $0.name.value, value: $0.value.value) }.sorted { $0.name < $1.name }
        }
    }

    private struct Argument: Equatable {
        var name: String
        var value: RawScalar
    }

    /// A link of a screen: positions in `graph.screens` and its `links`; a flow's
    /// link (1.1 C) has `screen` `-1 - f` for the flow at position `f` of `graph.flows`.
    private typealias LinkID = (screen: Int, link: Int)

    /// The links and names of the screens and flows, as `LinkID`s see them.
    private struct Owners {
        let screens: [Screen]
        let flows: [Flow]

        func links(_ owner: Int) -> [Link] { owner >= 0 ? screens[owner].links : flows[-1 - owner].links }
        func link(_ id: LinkID) -> Link { links(id.screen)[id.link] }
        func name(_ owner: Int) -> String { owner >= 0 ? "'\(screens[owner].name.value)'" : "the flow '\(flows[-1 - owner].name.value)'" }
    }

    func check(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        var reported: Set<String> = []
        let owners = Owners(screens: context.graph.screens, flows: context.graph.flows)
        for coordinator in context.placements.screenIDsByCoordinator.keys.sorted() {
            var links: [LinkID] = []
            if let flow = context.index.flowID(coordinator) {
                for link in owners.flows[flow].links.indices { links.append((-1 - flow, link)) }
            }
            for screen in context.placements.screenIDsByCoordinator[coordinator] ?? [] {
                for link in owners.screens[screen].links.indices { links.append((screen, link)) }
            }
            for (position, first) in Self.conflicts(among: links, in: owners) {
                let (owner, link) = (owners.name(links[position].screen), owners.link(links[position]))
                let (earlierOwner, earlier) = (owners.name(links[first].screen), owners.link(links[first]))
                guard reported.insert("\(link.name.location)").inserted else { continue }
                diagnostics.emit(.linkConflict, "\(owner) and \(earlierOwner) are both placed in '\(coordinator)' and declare '\(link.name.value)' differently (\(Self.describe(Shape(link))) against \(Self.describe(Shape(earlier)))); '\(SwiftNames.coordinator(coordinator))' can implement only one, so rename one of the links",
                                 at: link.name.location, notes: [.init("the other '\(link.name.value)' is declared here", at: earlier.name.location)])
            }
        }
        if context.graph.importsFeatures { checkImportedFlowLinks(context, into: &diagnostics) }
    }

    /// In an app graph, a feature's screen keeps the navigation protocol its feature
    /// module declares, with the flow links (1.1 C) of the feature's flows it is placed
    /// in. Every coordinator the app shows it in implements that protocol, so each
    /// must declare those links too: a binding that pushes the screen on another
    /// flow, or presents it, is a `link-conflict` at the binding's target.
    private func checkImportedFlowLinks(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        let graph = context.graph, index = context.index
        guard graph.flows.contains(where: { !$0.links.isEmpty }) else { return }
        for screen in graph.screens.indices {
            let name = graph.screens[screen].name.value
            guard let dot = name.firstIndex(of: ".") else { continue }
            let feature = name[...dot]
            let placements = context.placements.placements(ofScreen: screen)
            // The feature's own flows the screen is placed in directly, as its module computed its protocol.
            let own = placements.filter { $0.coordinator.hasPrefix(feature) }
            guard !own.isEmpty, !own.contains(where: \.isModal) else { continue }
            let flows = own.compactMap { index.flowID($0.coordinator) }
            guard let first = flows.first else { continue }
            let ownLinks = Set(graph.screens[screen].links.map(\.name.value))
            let required = graph.flows[first].links.filter { link in
                !ownLinks.contains(link.name.value) && flows.allSatisfy { graph.flows[$0].links.contains { $0.name.value == link.name.value } }
            }
            guard !required.isEmpty else { continue }
            var reported: Set<String> = []
            for placement in placements where !placement.coordinator.hasPrefix(feature) && reported.insert(placement.coordinator).inserted {
                let declared = index.flowID(placement.coordinator).map { graph.flows[$0].links.map(\.name.value) } ?? []
                guard let missing = required.first(where: { link in !declared.contains(link.name.value) }) else { continue }
                let cause = Self.link(showing: name, in: placement.coordinator, context)
                diagnostics.emit(.linkConflict, "'\(name)' is shown in '\(placement.coordinator)', which has no flow link '\(missing.name.value)'; the feature's navigation protocol of '\(name)' has it (from '\(graph.flows[first].name.value)'), and '\(SwiftNames.coordinator(placement.coordinator))' cannot implement it; show '\(name)' in a flow that declares '\(missing.name.value)' alike",
                                 at: cause ?? missing.name.location, notes: [.init("the flow link '\(missing.name.value)' is declared here", at: missing.name.location)])
            }
        }
    }

    /// Where a link of a screen of `coordinator` (or of the flow itself) shows `screen`:
    /// the target of the binding that placed it there, in the app graph.
    private static func link(showing screen: String, in coordinator: String, _ context: AnalyzedGraph) -> SourceLocation? {
        let owners = (context.placements.screenIDsByCoordinator[coordinator] ?? []).map { context.graph.screens[$0].links }
            + (context.index.flowID(coordinator).map { [context.graph.flows[$0].links] } ?? [])
        return owners.lazy.flatMap { $0 }.first { $0.target?.value == screen }?.target?.location
    }

    /// The links that differ from the first link of their name, each with that
    /// first link, as positions in `links`, in order.
    ///
    /// The first link of each name is found in a `HashedPositions` by a hash of the
    /// name, not in a dictionary keyed by name, which costs the validate stage a
    /// fifth more (Benchmarks/README.md, "Custom data structures that stay").
    private static func conflicts(among links: [LinkID], in owners: Owners) -> [(position: Int, first: Int)] {
        func name(_ position: Int) -> String { owners.link(links[position]).name.value }
        var firstOfName = HashedPositions(expected: links.count)
        var conflicts: [(position: Int, first: Int)] = []
        for position in links.indices {
            let hash = NamingRules.caseFoldedHash(name(position))
            switch firstOfName.probe(hash, where: { name($0) == name(position) }) {
            case .found(let first):
                if !sameShape(links[position], links[first], in: owners) { conflicts.append((position, first)) }
            case .vacant(let slot):
                firstOfName.insert(position, hash: hash, at: slot)
            }
        }
        return conflicts
    }

    /// Whether two links have the same `Shape`, building shapes only for links
    /// with arguments. The links are read in place: passed as values, each was
    /// copied, a retain of every name and array in it.
    private static func sameShape(_ a: LinkID, _ b: LinkID, in owners: Owners) -> Bool {
        let (links, otherLinks) = (owners.links(a.screen), owners.links(b.screen))
        let (link, other) = (a.link, b.link)
        guard links[link].style.value == otherLinks[other].style.value, links[link].target?.value == otherLinks[other].target?.value,
              links[link].args.count == otherLinks[other].args.count, links[link].isFromPresenter == otherLinks[other].isFromPresenter
        else { return false }
        return links[link].args.isEmpty || Shape(links[link]) == Shape(otherLinks[other])
    }

    private static func describe(_ shape: Shape) -> String {
        var text = shape.target.map { "\(shape.style.rawValue) \($0)" } ?? shape.style.rawValue
        if shape.fromPresenter { text += " from the presenter" }
        if !shape.args.isEmpty {
            text += " with args " + shape.args.map { "\($0.name): \($0.value.text)" }.joined(separator: ", ")
        }
        return text
    }
}

extension RuleID {
    /// Two screens of one flow with same-named links that disagree.
    public static let linkConflict = RuleID(rawValue: "link-conflict")
}
