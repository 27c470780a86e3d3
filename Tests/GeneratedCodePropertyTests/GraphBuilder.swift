/// The state of building one random graph (see `GraphGenerator` for the rules it keeps).
final class GraphBuilder {
    private enum Role { case stackRoot, pushed, tabScreen, bareModal, rootScreen }
    private enum Container: Hashable { case root, tab(String), branch(String), modal }

    private var rng: SeededGenerator
    private let maxScreens: Int
    private var screens: [RandomGraph.Screen] = []
    private var screenIndex: [String: Int] = [:]
    private var roles: [String: Role] = [:]
    private var flows: [RandomGraph.Flow] = []
    private var containers: [String: Set<Container>] = [:]
    private var usedNames: Set<String> = []
    private var counter = 0
    private var stackRoots: [String] = []
    private var pushedScreens: [String] = []
    private var modalFlows: [String] = []
    private let sdkRate: Double

    init(rng: SeededGenerator, maxScreens: Int) {
        self.rng = rng
        self.maxScreens = maxScreens
        sdkRate = [0.0, 0.2, 0.5].randomElement(using: &self.rng)!
    }

    func build(name: String, origin: String) -> RandomGraph {
        let root: String
        let shape = Double.random(in: 0..<1, using: &rng)
        if shape < 0.55 {
            root = makeTabFlow(depth: 0, modalDepth: 0, container: .root)
        } else if shape < 0.7 {
            root = makeSwitchFlow()
        } else if shape < 0.93 {
            root = makeStackFlow(modalDepth: 0, container: .root)
        } else {
            root = newScreen(role: .rootScreen)
            addModalLinks(root, modalDepth: 0)
        }
        let placements = placements(root: root)
        addTabLinks(placements)
        addSwitchLinks(placements)
        addPresenterLinks(placements)
        assignParams()
        let (schemes, hosts) = urlConfiguration()
        addPatterns(placements)
        return RandomGraph(name: name, root: root, schemes: schemes, hosts: hosts, screens: screens, flows: flows, origin: origin)
    }

    // MARK: - Names

    private func nextName(_ pool: [String], fallback: String) -> String {
        if rng.chance(sdkRate) {
            let pool = rng.chance(0.25) ? NamePools.generated : pool
            if let name = pool.filter({ !usedNames.contains($0) }).randomElement(using: &rng) {
                usedNames.insert(name)
                return name
            }
        }
        counter += 1
        let name = "\(fallback)\(counter)"
        usedNames.insert(name)
        return name
    }

    private var budgetLeft: Bool { screens.count < maxScreens }

    // MARK: - Structure

    private func newScreen(role: Role) -> String {
        let name = nextName(NamePools.sdkScreens, fallback: "Page")
        screenIndex[name] = screens.count
        screens.append(RandomGraph.Screen(name: name))
        roles[name] = role
        return name
    }

    private func addLink(_ screen: String, _ link: RandomGraph.Link) {
        let index = screenIndex[screen]!
        guard !screens[index].links.contains(where: { $0.name == link.name }) else { return }
        screens[index].links.append(link)
    }

    /// A tab flow of two to four tabs: stack flows, nested tab flows, screen tabs.
    private func makeTabFlow(depth: Int, modalDepth: Int, container: Container) -> String {
        let name = nextName(NamePools.sdkFlows, fallback: "Tabs")
        let flowIndex = flows.count
        flows.append(RandomGraph.Flow(name: name, kind: .tabs([])))
        containers[name, default: []].insert(container)
        var tabs: [RandomGraph.Tab] = []
        for _ in 0..<Int.random(in: 2...(depth == 0 ? 4 : 3), using: &rng) {
            let title = rng.chance(0.6) ? rng.pick(["Home", "Library", "Ünïcode ✓", "Settings", "A \\\"quoted\\\" tab"]) : nil
            let icon = rng.chance(0.6) ? rng.pick(NamePools.icons) : nil
            let kind = Double.random(in: 0..<1, using: &rng)
            if kind < 0.55 || !budgetLeft {
                tabs.append(.init(target: makeStackFlow(modalDepth: modalDepth, container: .tab(name)), isFlow: true, title: title, icon: icon))
            } else if kind < 0.72 && depth < 1 {
                tabs.append(.init(target: makeTabFlow(depth: depth + 1, modalDepth: modalDepth, container: .tab(name)), isFlow: true, title: title, icon: icon))
            } else {
                let screen = newScreen(role: .tabScreen)
                addModalLinks(screen, modalDepth: modalDepth)
                tabs.append(.init(target: screen, isFlow: false, title: title, icon: icon))
            }
        }
        flows[flowIndex].kind = .tabs(tabs)
        return name
    }

    /// A switch flow (1.1 A) of two or three branches: stack flows, a tab flow, screen
    /// branches; each branch sometimes with `deepLinks: defer` or `refuse`.
    private func makeSwitchFlow() -> String {
        let name = nextName(NamePools.sdkFlows, fallback: "Switch")
        let flowIndex = flows.count
        flows.append(RandomGraph.Flow(name: name, kind: .switch([])))
        containers[name, default: []].insert(.root)
        var branches: [RandomGraph.Tab] = []
        for _ in 0..<Int.random(in: 2...3, using: &rng) {
            let kind = Double.random(in: 0..<1, using: &rng)
            let policy = rng.chance(0.4) ? rng.pick(["defer", "refuse", "switch"]) : nil
            if kind < 0.5 || !budgetLeft {
                branches.append(.init(target: makeStackFlow(modalDepth: 0, container: .branch(name)), isFlow: true, deepLinks: policy))
            } else if kind < 0.75 {
                branches.append(.init(target: makeTabFlow(depth: 1, modalDepth: 0, container: .branch(name)), isFlow: true, deepLinks: policy))
            } else {
                let screen = newScreen(role: .tabScreen)
                addModalLinks(screen, modalDepth: 0)
                branches.append(.init(target: screen, isFlow: false, deepLinks: policy))
            }
        }
        flows[flowIndex].kind = .switch(branches)
        return name
    }

    /// A stack flow, its root (sometimes the root of another stack too) and what is pushed on it.
    private func makeStackFlow(modalDepth: Int, container: Container) -> String {
        let name = nextName(NamePools.sdkFlows, fallback: "Stack")
        containers[name, default: []].insert(container)
        let root: String
        if let shared = stackRoots.randomElement(using: &rng), rng.chance(0.2) {
            root = shared
        } else {
            root = newScreen(role: .stackRoot)
            stackRoots.append(root)
            grow(root, modalDepth: modalDepth, pushDepth: 0)
        }
        var flow = RandomGraph.Flow(name: name, kind: .stack(root: root, args: []))
        // Flow links (1.1 C) every screen of the stack gets: back links, whose names
        // have one style each, so they agree with any screen link of the same name.
        if rng.chance(0.25) { flow.links.append(.init(name: rng.pick(NamePools.back["pop"]!), style: "pop")) }
        if container == .modal, rng.chance(0.3) { flow.links.append(.init(name: rng.pick(NamePools.back["dismiss"]!), style: "dismiss")) }
        flows.append(flow)
        return name
    }

    /// Gives a stack screen its links: pushes (of new or shared screens), modals, back links.
    private func grow(_ screen: String, modalDepth: Int, pushDepth: Int) {
        if pushDepth < 3 {
            for _ in 0..<Int.random(in: 0...2, using: &rng) where budgetLeft {
                if let shared = pushedScreens.randomElement(using: &rng), rng.chance(0.15), shared != screen {
                    addLink(screen, .init(name: "push\(shared)", style: "push", target: shared))
                    continue
                }
                let target = newScreen(role: .pushed)
                pushedScreens.append(target)
                addLink(screen, .init(name: "push\(target)", style: "push", target: target))
                grow(target, modalDepth: modalDepth, pushDepth: pushDepth + 1)
            }
        }
        addModalLinks(screen, modalDepth: modalDepth)
        if roles[screen] == .pushed {
            if rng.chance(0.3) { addLink(screen, .init(name: rng.pick(NamePools.back["pop"]!), style: "pop")) }
            if rng.chance(0.2) { addLink(screen, .init(name: rng.pick(NamePools.back["popToRoot"]!), style: "popToRoot")) }
            if rng.chance(0.15) { addLink(screen, .init(name: "replace\(screen)", style: "replace", target: screen)) }
        }
        if modalDepth > 0, rng.chance(0.4) { addLink(screen, .init(name: rng.pick(NamePools.back["dismiss"]!), style: "dismiss")) }
    }

    /// Sheets, covers and popovers of bare screens, modal stack flows and modal tab flows.
    private func addModalLinks(_ screen: String, modalDepth: Int) {
        guard modalDepth < 3 else { return }
        for _ in 0..<Int.random(in: 0...2, using: &rng) where budgetLeft && rng.chance(0.55) {
            let style = rng.pick(["sheet", "cover", "popover"])
            let kind = Double.random(in: 0..<1, using: &rng)
            let target: String
            if let shared = modalFlows.randomElement(using: &rng), kind < 0.1 {
                target = shared
            } else if kind < 0.45 {
                target = newScreen(role: .bareModal)
                if rng.chance(0.6) { addLink(target, .init(name: rng.pick(NamePools.back["dismiss"]!), style: "dismiss")) }
                addModalLinks(target, modalDepth: modalDepth + 1)
            } else if kind < 0.85 {
                target = makeStackFlow(modalDepth: modalDepth + 1, container: .modal)
                modalFlows.append(target)
            } else {
                target = makeTabFlow(depth: 1, modalDepth: modalDepth + 1, container: .modal)
                modalFlows.append(target)
            }
            addLink(screen, .init(name: "\(style)\(target)", style: style, target: target))
        }
    }

    // MARK: - Placements and tab links

    /// Every placement of every screen reachable from `root` (spec section 5).
    private func placements(root: String) -> [String: Set<Placement>] {
        var result: [String: Set<Placement>] = [:]
        var visitedFlows: Set<String> = []
        var work: [(String, Placement)] = []
        func visit(flow: String) {
            guard visitedFlows.insert(flow).inserted, let flow = flows.first(where: { $0.name == flow }) else { return }
            switch flow.kind {
            case .stack(let root, _): work.append((root, .stack(flow.name)))
            case .tabs(let tabs), .switch(let tabs):
                for tab in tabs {
                    if tab.isFlow { visit(flow: tab.target) } else { work.append((tab.target, .tabScreen(flow.name))) }
                }
            }
        }
        if screenIndex[root] != nil { work.append((root, .rootScreen)) } else { visit(flow: root) }
        while let (screen, placement) = work.popLast() {
            guard result[screen, default: []].insert(placement).inserted else { continue }
            for link in screens[screenIndex[screen]!].links {
                guard let target = link.target else { continue }
                switch link.style {
                case "push", "replace": work.append((target, placement))
                case "sheet", "cover", "popover":
                    if screenIndex[target] != nil { work.append((target, .modal(presenter: placement.presenter))) } else { visit(flow: target) }
                default: break
                }
            }
        }
        return result
    }

    /// `tab` links on screens all of whose placements are directly in one tab flow.
    private func addTabLinks(_ placements: [String: Set<Placement>]) {
        for screen in screens.map(\.name) {
            guard let places = placements[screen], rng.chance(0.3) else { continue }
            var tabFlows: Set<String> = []
            for place in places {
                switch place {
                case .tabScreen(let tabFlow): tabFlows.insert(tabFlow)
                case .stack(let flow):
                    guard let container = containers[flow], container.count == 1, case .tab(let tabFlow) = container.first! else {
                        tabFlows.insert("")
                        continue
                    }
                    tabFlows.insert(tabFlow)
                default: tabFlows.insert("")
                }
            }
            guard tabFlows.count == 1, let tabFlow = tabFlows.first, !tabFlow.isEmpty,
                  case .tabs(let tabs) = flows.first(where: { $0.name == tabFlow })!.kind else { continue }
            let target = rng.pick(tabs).target
            addLink(screen, .init(name: "tab\(target)", style: "tab", target: target))
        }
    }

    /// `switch` links on screens all of whose placements are directly in one switch
    /// flow (a screen branch, or a screen of a stack branch), to a branch of it.
    private func addSwitchLinks(_ placements: [String: Set<Placement>]) {
        for screen in screens.map(\.name) {
            guard let places = placements[screen], rng.chance(0.4) else { continue }
            var switches: Set<String> = []
            for place in places {
                switch place {
                case .tabScreen(let flow): switches.insert(flow)
                case .stack(let flow):
                    guard let container = containers[flow], container.count == 1, case .branch(let switchFlow) = container.first! else {
                        switches.insert("")
                        continue
                    }
                    switches.insert(switchFlow)
                default: switches.insert("")
                }
            }
            guard switches.count == 1, let switchFlow = switches.first, !switchFlow.isEmpty,
                  case .switch(let branches) = flows.first(where: { $0.name == switchFlow })!.kind else { continue }
            let target = rng.pick(branches).target
            addLink(screen, .init(name: "switch\(target)", style: "switch", target: target))
        }
    }

    // MARK: - Parameters

    private func assignParams() {
        let leafRoots = leafModalRoots(), branchRoots = payloadBranchRoots()
        for index in screens.indices {
            let name = screens[index].name
            let role = roles[name]!
            let forward = screens[index].links.contains { ["push", "sheet", "cover", "popover"].contains($0.style) }
            // A screen a route can pass needs no value the URL may lack; roots and tab
            // screens get theirs from `args`; the launch screen has no `args`.
            let mayRequire = role == .stackRoot || role == .tabScreen || (!forward && role != .rootScreen)
            let bindable = role == .stackRoot || role == .tabScreen
            var names = NamePools.params.shuffled(using: &rng)
            // The root of a leaf modal stack or of a switch's payload branch sometimes takes
            // only required built-in parameters, which its flow then takes as `params:` (1.1 B).
            if branchRoots.contains(name) ? rng.chance(0.75) : leafRoots.contains(name) && rng.chance(0.5) {
                for _ in 0..<Int.random(in: 1...2, using: &rng) {
                    screens[index].params.append(.init(name: names.removeLast(), type: rng.pick(NamePools.builtinTypes), defaultLiteral: nil))
                }
                continue
            }
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                screens[index].params.append(makeParam(name: names.removeLast(), mayRequire: mayRequire, builtinOnlyIfRequired: bindable))
            }
        }
        // Bind every required parameter of stack roots and screen tabs; fix some link arguments.
        for index in flows.indices {
            switch flows[index].kind {
            case .stack(let root, _):
                var args = requiredArgs(of: root)
                // A modal stack whose root is the only screen it shows, and whose root's
                // parameters are all required and built-in, sometimes takes them all as
                // flow parameters (1.1 B): links pass them, and a URL to the root binds them
                // as its own. (The oracle's driver reads a present step's `params` off the root.)
                let rootParams = screens[screenIndex[root]!].params
                if isLeafModalStack(flows[index].name, root: root) || isPayloadBranch(flows[index].name, root: root), !rootParams.isEmpty,
                   rootParams.allSatisfy({ $0.isRequired && NamePools.builtinTypes.contains($0.type) }), rng.chance(0.8) {
                    let params = rootParams.map(\.name)
                    flows[index].params = params
                    args.removeAll { params.contains($0.name) }
                }
                flows[index].kind = .stack(root: root, args: args)
            case .tabs(var tabs):
                for tab in tabs.indices where !tabs[tab].isFlow { tabs[tab].args = requiredArgs(of: tabs[tab].target) }
                flows[index].kind = .tabs(tabs)
            case .switch(var branches):
                for branch in branches.indices where !branches[branch].isFlow { branches[branch].args = requiredArgs(of: branches[branch].target) }
                flows[index].kind = .switch(branches)
            }
        }
        for index in screens.indices {
            for link in screens[index].links.indices {
                let link = screens[index].links[link]
                guard ["push", "sheet", "cover", "popover", "replace"].contains(link.style), let target = link.target,
                      let targetIndex = screenIndex[target], rng.chance(0.3),
                      let param = screens[targetIndex].params.filter({ NamePools.builtinTypes.contains($0.baseType) }).randomElement(using: &rng)
                else { continue }
                counter += 1
                let name = link.name + "With" + param.name.prefix(1).uppercased() + param.name.dropFirst() + "\(counter)"
                let literal = Self.literal(param.baseType, rng: &rng)
                addLink(screens[index].name, .init(name: name, style: link.style, target: target, args: [(param.name, literal)]))
            }
        }
    }

    /// The roots of the `isLeafModalStack` flows.
    private func leafModalRoots() -> Set<String> {
        Set(flows.compactMap { flow in
            guard case .stack(let root, _) = flow.kind, isLeafModalStack(flow.name, root: root) else { return nil }
            return root
        })
    }

    /// The roots of the `isPayloadBranch` flows.
    private func payloadBranchRoots() -> Set<String> {
        Set(flows.compactMap { flow in
            guard case .stack(let root, _) = flow.kind, isPayloadBranch(flow.name, root: root) else { return nil }
            return root
        })
    }

    /// Whether `flow` is a stack branch of the root switch that may take parameters, its
    /// `Branch` case's values (1.1 A, B): the first branch, whose live values a URL that
    /// lacks them keeps, or a later one whose root links nowhere, so that a route
    /// through it ends on the root, whose URL binds the root's parameters, and so the
    /// branch's too.
    private func isPayloadBranch(_ flow: String, root: String) -> Bool {
        guard let container = containers[flow], container.count == 1, case .branch(let switchFlow) = container.first!,
              case .switch(let branches)? = flows.first(where: { $0.name == switchFlow })?.kind
        else { return false }
        return branches.first?.target == flow || !screens[screenIndex[root]!].links.contains { $0.target != nil }
    }

    /// Whether `flow` is a stack presented only modally whose root pushes and presents
    /// nothing: a route into it ends on the root, whose URL binds the root's parameters.
    private func isLeafModalStack(_ flow: String, root: String) -> Bool {
        containers[flow] == [.modal] && !screens[screenIndex[root]!].links.contains { $0.target != nil }
    }

    /// `from: presenter` links (1.1 D) on screens all of whose placements are inside a
    /// modal (a bare modal screen, or a screen of a modal stack): a sheet of a bare modal
    /// screen without tab or switch links, presented from the presenter. Routes never
    /// follow them.
    private func addPresenterLinks(_ placements: [String: Set<Placement>]) {
        let targets = screens.filter { roles[$0.name] == .bareModal && !$0.links.contains { $0.style == "tab" || $0.style == "switch" } }.map(\.name)
        guard !targets.isEmpty else { return }
        for screen in screens.map(\.name) {
            guard let places = placements[screen], !places.isEmpty, rng.chance(0.25) else { continue }
            let insideModal = places.allSatisfy { place in
                switch place {
                case .modal: true
                case .stack(let flow): containers[flow] == [.modal]
                default: false
                }
            }
            guard insideModal else { continue }
            counter += 1
            addLink(screen, .init(name: "fromPresenter\(counter)", style: "sheet", target: rng.pick(targets), fromPresenter: true))
        }
    }

    private func requiredArgs(of screen: String) -> [(name: String, literal: String)] {
        screens[screenIndex[screen]!].params.filter(\.isRequired).map { param in
            (param.name, param.choices.map { rng.pick($0) } ?? Self.literal(param.baseType, rng: &rng))
        }
    }

    /// Whether a URL can bind the parameter: a built-in type, an enum, or a list of a built-in type.
    static func isURLBindable(_ param: RandomGraph.Parameter) -> Bool {
        NamePools.builtinTypes.contains(param.baseType) || param.choices != nil || (NamePools.listTypes.contains(param.type))
    }

    private func makeParam(name: String, mayRequire: Bool, builtinOnlyIfRequired: Bool) -> RandomGraph.Parameter {
        if rng.chance(0.1) {
            let texts = Array(NamePools.enumTexts.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)))
            let isRequired = mayRequire && rng.chance(0.5)
            return .init(name: name, type: "enum", defaultLiteral: isRequired ? nil : rng.pick(texts), choices: texts)
        }
        // A list is required, and no literal can give it: only on screens that links show.
        if mayRequire && !builtinOnlyIfRequired && rng.chance(0.08) {
            return .init(name: name, type: rng.pick(NamePools.listTypes), defaultLiteral: nil)
        }
        let custom = rng.chance(0.15)
        let base = custom ? rng.pick(NamePools.customTypes) : rng.pick(NamePools.builtinTypes)
        let kind = Double.random(in: 0..<1, using: &rng)
        if kind < 0.45 && mayRequire && !(custom && builtinOnlyIfRequired) {
            return .init(name: name, type: base, defaultLiteral: nil)
        }
        if custom {
            return .init(name: name, type: base + "?", defaultLiteral: rng.chance(0.3) ? "null" : nil)
        }
        if kind < 0.7 {
            return .init(name: name, type: base + "?", defaultLiteral: rng.chance(0.2) ? "null" : nil)
        }
        if kind < 0.85 {
            return .init(name: name, type: base, defaultLiteral: Self.literal(base, rng: &rng))
        }
        // An optional with a default: what a URL without the item gives is the default.
        return .init(name: name, type: base + "?", defaultLiteral: Self.literal(base, rng: &rng))
    }

    /// A YAML literal of a built-in type.
    static func literal(_ type: String, rng: inout SeededGenerator) -> String {
        switch type {
        case "Int": rng.pick(["0", "-3", "42", "7"])
        case "Double": rng.pick(["2.5", "-1", "3e2", "0.125"])
        case "Bool": rng.pick(["true", "false"])
        case "UUID": "\"" + rng.pick(["3F2504E0-4F89-11D3-9A0C-0305E82C3301", "00000000-0000-0000-0000-000000000001"]) + "\""
        case "URL": "\"" + rng.pick(["https://example.com/a?b=1", "https://example.org/"]) + "\""
        default: "\"" + rng.pick(["x y", "café", "a/b", "plain", "%41"]) + "\""
        }
    }

    // MARK: - URLs

    private func urlConfiguration() -> (schemes: [String], hosts: [String]) {
        let schemes = (0..<Int.random(in: 0...2, using: &rng)).map { ["rg\($0)", "my-app\($0)", "app.x\($0)"].randomElement(using: &rng)! }
        let hosts = (0..<Int.random(in: 0...2, using: &rng)).map { "h\($0).example.com" }
        return (schemes, hosts)
    }

    private func addPatterns(_ placements: [String: Set<Placement>]) {
        for index in screens.indices {
            let screen = screens[index]
            guard let places = placements[screen.name], roles[screen.name] != .rootScreen, rng.chance(0.65),
                  screen.params.filter(\.isRequired).allSatisfy(Self.isURLBindable) else { continue }
            let stacks = places.compactMap { if case .stack(let flow) = $0 { flow } else { nil } }.sorted()
            let presenters = Set(places.map(\.presenter)).filter { !$0.isEmpty }.sorted()
            var via: String?
            if stacks.count > 1 || (stacks.isEmpty && presenters.count > 1) {
                via = rng.chance(0.85) ? rng.pick(stacks.isEmpty ? presenters : stacks) : nil
            }
            for _ in 0..<(rng.chance(0.25) ? 2 : 1) {
                screens[index].patterns.append(.init(text: patternText(screen), via: via))
            }
        }
    }

    /// `/literal/{param}/…?item={param}`: required parameters in the path or the query,
    /// optional and defaulted ones in the query or left out, lists in the query; the
    /// first literal is unique.
    private func patternText(_ screen: RandomGraph.Screen) -> String {
        counter += 1
        var path = [rng.pick(NamePools.literalWords) + "\(counter)"]
        var query: [String] = []
        var items: Set<String> = []
        for param in screen.params where Self.isURLBindable(param) {
            let isList = NamePools.listTypes.contains(param.type)
            if param.isRequired && !isList && rng.chance(0.6) {
                if rng.chance(0.3) { path.append(rng.pick(NamePools.literalWords)) }
                path.append("{\(param.name)}")
            } else if param.isRequired || rng.chance(0.75) {
                var item = rng.chance(0.6) ? param.name : "q\(items.count)"
                if items.contains(item) { item = "q\(items.count)x" }
                items.insert(item)
                query.append("\(item)={\(param.name)}")
            }
        }
        if rng.chance(0.2) { path.append(rng.pick(NamePools.literalWords)) }
        return "/" + path.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }
}
