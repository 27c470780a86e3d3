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

        init(_ link: Link) {
            style = link.style.value
            target = link.target?.value
            args = link.args.map { Argument(name: $0.name.value, value: $0.value.value) }.sorted { $0.name < $1.name }
        }
    }

    private struct Argument: Equatable {
        var name: String
        var value: RawScalar
    }

    /// A link of a screen: positions in `graph.screens` and its `links`.
    private typealias LinkID = (screen: Int, link: Int)

    func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        var reported: Set<String> = []
        let screens = context.graph.screens
        for coordinator in context.placements.screenIDsByCoordinator.keys.sorted() {
            var links: [LinkID] = []
            for screen in context.placements.screenIDsByCoordinator[coordinator] ?? [] {
                for link in screens[screen].links.indices { links.append((screen, link)) }
            }
            for (position, first) in Self.conflicts(among: links, in: screens) {
                let (screen, link) = (screens[links[position].screen], screens[links[position].screen].links[links[position].link])
                let (earlierScreen, earlier) = (screens[links[first].screen], screens[links[first].screen].links[links[first].link])
                guard reported.insert("\(link.name.location)").inserted else { continue }
                diagnostics.emit(.linkConflict, "'\(screen.name.value)' and '\(earlierScreen.name.value)' are both placed in '\(coordinator)' and declare '\(link.name.value)' differently (\(Self.describe(Shape(link))) against \(Self.describe(Shape(earlier)))); '\(coordinator)Coordinator' can implement only one, so rename one of the links",
                                 at: link.name.location, notes: [.init("the other '\(link.name.value)' is declared here", at: earlier.name.location)])
            }
        }
    }

    /// The links that differ from the first link of their name, each with that
    /// first link, as positions in `links`, in order.
    ///
    /// The first link of each name is found in a `HashedPositions` by a hash of the
    /// name, not in a dictionary keyed by name, which costs the validate stage a
    /// fifth more (Benchmarks/README.md, "Custom data structures that stay").
    private static func conflicts(among links: [LinkID], in screens: [Screen]) -> [(position: Int, first: Int)] {
        func name(_ position: Int) -> String { screens[links[position].screen].links[links[position].link].name.value }
        var firstOfName = HashedPositions(expected: links.count)
        var conflicts: [(position: Int, first: Int)] = []
        for position in links.indices {
            let hash = NamingRules.caseFoldedHash(name(position))
            switch firstOfName.probe(hash, where: { name($0) == name(position) }) {
            case .found(let first):
                if !sameShape(links[position], links[first], in: screens) { conflicts.append((position, first)) }
            case .vacant(let slot):
                firstOfName.insert(position, hash: hash, at: slot)
            }
        }
        return conflicts
    }

    /// Whether two links have the same `Shape`, building shapes only for links
    /// with arguments.
    private static func sameShape(_ a: LinkID, _ b: LinkID, in screens: [Screen]) -> Bool {
        let aLinks = screens[a.screen].links, bLinks = screens[b.screen].links
        guard aLinks[a.link].style.value == bLinks[b.link].style.value,
              aLinks[a.link].target?.value == bLinks[b.link].target?.value,
              aLinks[a.link].args.count == bLinks[b.link].args.count
        else { return false }
        return aLinks[a.link].args.isEmpty || Shape(aLinks[a.link]) == Shape(bLinks[b.link])
    }

    private static func describe(_ shape: Shape) -> String {
        var text = shape.target.map { "\(shape.style.rawValue) \($0)" } ?? shape.style.rawValue
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
