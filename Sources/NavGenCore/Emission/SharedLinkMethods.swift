/// The link methods written once rather than once in each coordinator that shows
/// their screen, for a screen that several coordinators show: in an extension of
/// its navigation protocol (`extension Recipes.RecipeListNavigation where Self:
/// Recipes.StackCoordinator`), or, for a method that several protocols declare
/// alike, in one extension of `Recipes.StackCoordinator`.
///
/// Two protocol extensions with the same method are ambiguous witnesses for a type
/// that conforms to both. So a protocol's extension takes a link's method when its
/// body is the same in every coordinator that shows the screen and none of them has
/// a second protocol with a method of that name. A method that several protocols
/// declare goes to the `StackCoordinator` extension when it is written the same for
/// all of them, several coordinators conform to them and all own a stack; otherwise
/// it stays in each coordinator's extension. A protocol's method that needs a stack
/// (`push`, `pop`…) is shared only when every coordinator showing the screen owns one.
struct SharedLinkMethods {
    /// Per screen with a navigation protocol, by position in `graph.screens`: whether
    /// its extension requires a `StackCoordinator`, the links it implements, as
    /// positions in `EmissionPlan.protocolLinks(ofScreen:)`, and a coordinator (its
    /// position) that shows the screen; `nil` when none is shared.
    let byScreen: [(needsStack: Bool, links: [Int], host: Int)?]
    /// The methods of the `StackCoordinator` extension, in the graph's order, each a
    /// link (an owner and position, as `EmissionPlan.Coordinator.links`) and a
    /// coordinator it is written for.
    let onStacks: [(owner: Int, link: Int, coordinator: Int)]
    /// Per coordinator, by position in `EmissionPlan.coordinators`: the names of the
    /// link methods an extension implements for it.
    let byCoordinator: [Set<String>]

    /// None shared.
    static let none = SharedLinkMethods(byScreen: [], onStacks: [], byCoordinator: [])

    private init(byScreen: [(needsStack: Bool, links: [Int], host: Int)?], onStacks: [(owner: Int, link: Int, coordinator: Int)], byCoordinator: [Set<String>]) {
        self.byScreen = byScreen
        self.onStacks = onStacks
        self.byCoordinator = byCoordinator
    }

    /// `methodText` is the text of a link's method (an owner and position) as a
    /// coordinator (its position) implements it, empty when the link has none.
    init(plan: EmissionPlan, methodText: (Int, Int, Int) -> String) {
        let screens = plan.graph.screens, coordinators = plan.coordinators
        let isStack = coordinators.map { coordinator -> Bool in
            if case .stack = coordinator.kind { return true }
            return false
        }
        var hosts = [[Int]](repeating: [], count: screens.count)
        var nameCounts = [[String: Int]](repeating: [:], count: coordinators.count)
        // Per name, the protocols that declare it: a link of each, and the coordinators that conform.
        var declarations: [String: [(owner: Int, link: Int, hosts: [Int])]] = [:]
        for (number, coordinator) in coordinators.enumerated() {
            var names: [String] = []
            if let flow = plan.index.flowID(coordinator.name), !plan.graph.flows[flow].links.isEmpty {
                for (position, link) in plan.graph.flows[flow].links.enumerated() {
                    names.append(link.name.value)
                    declarations[link.name.value, default: []].append((-1 - flow, position, [number]))
                }
            }
            for screen in coordinator.screens {
                hosts[screen].append(number)
                names += plan.protocolLinks(ofScreen: screen).map { plan.links(ofOwner: $0.screen)[$0.link].name.value }
            }
            for name in names { nameCounts[number][name, default: 0] += 1 }
        }
        for screen in screens.indices where !hosts[screen].isEmpty {
            for (owner, position) in plan.protocolLinks(ofScreen: screen) {
                declarations[plan.links(ofOwner: owner)[position].name.value, default: []].append((owner, position, hosts[screen]))
            }
        }
        var byCoordinator = [Set<String>](repeating: [], count: coordinators.count)
        // Names declared by several protocols and written alike for all: the StackCoordinator extension's.
        var onStacks: [(owner: Int, link: Int, coordinator: Int)] = []
        var onStackNames: Set<String> = [], decided: Set<String> = []
        for screen in screens.indices where !hosts[screen].isEmpty {
            for (owner, position) in plan.protocolLinks(ofScreen: screen) {
                let name = plan.links(ofOwner: owner)[position].name.value
                // An exit link's method reads the coordinator's `exits`, which the extensions' `Self` does not have.
                guard plan.links(ofOwner: owner)[position].style.value != .exit else { continue }
                guard let found = declarations[name], found.count > 1, decided.insert(name).inserted else { continue }
                let conforming = Set(found.flatMap(\.hosts))
                guard conforming.count > 1, conforming.allSatisfy({ isStack[$0] }) else { continue }
                let text = methodText(owner, position, found[0].hosts[0])
                guard !text.isEmpty, found.allSatisfy({ declaration in
                    Self.isUniform(plan.links(ofOwner: declaration.owner)[declaration.link], across: conforming, plan: plan)
                        && methodText(declaration.owner, declaration.link, declaration.hosts[0]) == text
                }) else { continue }
                onStackNames.insert(name)
                onStacks.append((owner, position, found[0].hosts[0]))
                for host in conforming { byCoordinator[host].insert(name) }
            }
        }
        var byScreen = [(needsStack: Bool, links: [Int], host: Int)?](repeating: nil, count: screens.count)
        for screen in screens.indices where hosts[screen].count > 1 {
            let allStacks = hosts[screen].allSatisfy { isStack[$0] }
            var shared: [Int] = [], needsStack = false
            for (number, (owner, position)) in plan.protocolLinks(ofScreen: screen).enumerated() {
                let link = plan.links(ofOwner: owner)[position]
                guard !onStackNames.contains(link.name.value), hosts[screen].allSatisfy({ nameCounts[$0][link.name.value] == 1 }),
                      plan.hasMethod(link), link.style.value != .exit, Self.isUniform(link, across: hosts[screen], plan: plan) else { continue }
                let usesStack = link.style.value.needsStack && !link.isFromPresenter
                if usesStack && !allStacks { continue }
                needsStack = needsStack || usesStack
                shared.append(number)
                for host in hosts[screen] { byCoordinator[host].insert(link.name.value) }
            }
            if !shared.isEmpty { byScreen[screen] = (needsStack || allStacks, shared, hosts[screen][0]) }
        }
        self.init(byScreen: byScreen, onStacks: onStacks, byCoordinator: byCoordinator)
    }

    /// Whether `link`'s body is the same in each of the coordinators at positions
    /// `hosts`: only a `tab` or `switch` link's depends on the coordinator, through the
    /// tab bars and switches that enclose it.
    private static func isUniform(_ link: Link, across hosts: some Collection<Int>, plan: EmissionPlan) -> Bool {
        let style = link.style.value
        guard style == .tab || style == .switch, !link.isFromPresenter, let first = hosts.first else { return true }
        let selected = plan.selectedFlows(of: link, from: plan.coordinators[first])
        return hosts.allSatisfy { plan.selectedFlows(of: link, from: plan.coordinators[$0]) == selected }
    }
}

extension EmissionPlan {
    /// Whether a link gets a method of its own: not a `pop`, `popToRoot` or `dismiss`
    /// link named after its style, which the runtime's method of that name already is.
    func hasMethod(_ link: Link) -> Bool {
        let style = link.style.value
        if !style.hasTarget { return link.name.value != style.rawValue || link.isFromPresenter }
        return link.target != nil
    }

    /// The tab bars or switches whose tab or branch a `tab` or `switch` link selects,
    /// nearest first: those enclosing `coordinator` that own the target; for a `from:
    /// presenter` link (1.1 D), every flow of the graph that owns it, since a
    /// presenter's tab bars are not the coordinator's.
    func selectedFlows(of link: Link, from coordinator: Coordinator) -> [String] {
        guard let target = link.target?.value else { return [] }
        let candidates = link.isFromPresenter ? graph.flows.map(\.name.value) : coordinator.enclosingTabFlows
        return candidates.filter { name in
            guard let flow = index.flow(name) else { return false }
            return link.style.value == .tab
                ? flow.tabs.contains { $0.target.value.name == target }
                : flow.branches.contains { $0.target.value.name == target }
        }
    }
}
