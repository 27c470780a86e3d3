/// Compares the generated API of two graphs: the graph's name, screens and their
/// parameters, links and flows (their kind and tabs), by name. What code written
/// against the old API can no longer call is breaking; additions are informational.
enum APICompatibility {
    static func findings(old: NavigationGraph, new: NavigationGraph) -> [DiffFinding] {
        var findings: [DiffFinding] = []
        if old.name.value != new.name.value {
            findings.append(DiffFinding(.graphRenamed, "the graph '\(old.name.value)' is now named '\(new.name.value)': every generated type moves",
                                        at: new.name.location, notes: [Diagnostic.Note("the old name", at: old.name.location)]))
        }
        let newScreens = Dictionary(new.screens.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let oldScreenNames = Set(old.screens.map(\.name.value))
        for screen in old.screens {
            guard let now = newScreens[screen.name.value] else {
                findings.append(DiffFinding(.screenRemoved, "the screen '\(screen.name.value)' was removed", at: screen.name.location))
                continue
            }
            findings += parameters(of: screen, now)
            findings += links(of: screen, now)
            findings += urlPatterns(of: screen, now)
        }
        for screen in new.screens where !oldScreenNames.contains(screen.name.value) {
            findings.append(DiffFinding(.screenAdded, "the screen '\(screen.name.value)' is new", at: screen.name.location))
            findings += urlPatterns(of: nil, screen)
        }
        let newFlows = Dictionary(new.flows.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let oldFlows = Set(old.flows.map(\.name.value))
        for flow in old.flows {
            guard let now = newFlows[flow.name.value] else {
                findings.append(DiffFinding(.flowRemoved, "the flow '\(flow.name.value)' was removed", at: flow.name.location))
                continue
            }
            findings += changes(of: flow, now)
        }
        for flow in new.flows where !oldFlows.contains(flow.name.value) {
            findings.append(DiffFinding(.flowAdded, "the flow '\(flow.name.value)' is new", at: flow.name.location))
        }
        return findings
    }

    /// A flow that became another kind (its coordinator's API is another kind), each
    /// tab a tab flow lost (its case of the tab type is gone) and each branch a switch
    /// flow lost (its case of `Branch` is gone).
    private static func changes(of old: Flow, _ new: Flow) -> [DiffFinding] {
        let name = old.name.value
        let was = Diagnostic.Note("it was declared here", at: old.name.location)
        switch (old.kind, new.kind) {
        case (.stack, .stack):
            return []
        case (.tabs(let oldTabs), .tabs(let newTabs)):
            let kept = Set(newTabs.map(\.target.value.name))
            return oldTabs.filter { !kept.contains($0.target.value.name) }.map { tab in
                DiffFinding(.flowChanged, "the tab '\(tab.target.value.name)' of '\(name)' was removed", at: new.name.location,
                            notes: [Diagnostic.Note("it was declared here", at: tab.location)])
            }
        case (.switch(let oldBranches), .switch(let newBranches)):
            let kept = Set(newBranches.map(\.target.value.name))
            return oldBranches.filter { !kept.contains($0.target.value.name) }.map { branch in
                DiffFinding(.flowChanged, "the branch '\(branch.target.value.name)' of '\(name)' was removed", at: new.name.location,
                            notes: [Diagnostic.Note("it was declared here", at: branch.target.location)])
            }
        default:
            return [DiffFinding(.flowChanged, "the flow '\(name)' is now \(kindName(new.kind)), not \(kindName(old.kind))",
                                at: new.name.location, notes: [was])]
        }
    }

    /// `a stack`, `a tab flow` or `a switch flow`.
    private static func kindName(_ kind: Flow.Kind) -> String {
        switch kind {
        case .stack: "a stack"
        case .tabs: "a tab flow"
        case .switch: "a switch flow"
        }
    }

    private static func parameters(of old: Screen, _ new: Screen) -> [DiffFinding] {
        var findings: [DiffFinding] = []
        let screen = old.name.value
        for parameter in old.params {
            let name = parameter.name.value
            guard let now = new.param(named: name) else {
                findings.append(DiffFinding(.parameterRemoved, "the parameter '\(name)' of '\(screen)' was removed", at: parameter.name.location))
                continue
            }
            let was = Diagnostic.Note("it was declared here", at: parameter.name.location)
            if now.type != parameter.type {
                findings.append(DiffFinding(.parameterChanged, "the parameter '\(name)' of '\(screen)' is now '\(now.type)', not '\(parameter.type)'",
                                            at: now.typeLocation, notes: [was]))
            } else if now.isRequired && !parameter.isRequired {
                findings.append(DiffFinding(.parameterChanged, "the parameter '\(name)' of '\(screen)' lost its default: every caller must now give it",
                                            at: now.name.location, notes: [was]))
            }
        }
        let oldNames = Set(old.params.map(\.name.value))
        for parameter in new.params where !oldNames.contains(parameter.name.value) {
            let name = parameter.name.value
            if parameter.isRequired {
                findings.append(DiffFinding(.parameterAddedRequired, "the parameter '\(name)' of '\(screen)' is new and has no default: "
                                            + "every caller must now give it", at: parameter.name.location))
            } else {
                findings.append(DiffFinding(.parameterAdded, "the parameter '\(name)' of '\(screen)' is new", at: parameter.name.location))
            }
        }
        return findings
    }

    private static func links(of old: Screen, _ new: Screen) -> [DiffFinding] {
        var findings: [DiffFinding] = []
        let screen = old.name.value
        let newLinks = Dictionary(new.links.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(old.links.map(\.name.value))
        for link in old.links {
            let name = link.name.value
            guard let now = newLinks[name] else {
                findings.append(DiffFinding(.linkRemoved, "the link '\(name)' of '\(screen)' was removed", at: link.name.location))
                continue
            }
            var changes: [String] = []
            if now.style.value != link.style.value { changes.append("its style is '\(now.style.value.rawValue)', not '\(link.style.value.rawValue)'") }
            if now.target?.value != link.target?.value {
                changes.append("its target is '\(now.target?.value ?? "none")', not '\(link.target?.value ?? "none")'")
            }
            if arguments(now) != arguments(link) { changes.append("its args are \(argumentText(now)), not \(argumentText(link))") }
            if !changes.isEmpty {
                findings.append(DiffFinding(.linkChanged, "the link '\(name)' of '\(screen)' changed: \(changes.joined(separator: "; "))",
                                            at: now.name.location, notes: [Diagnostic.Note("it was declared here", at: link.name.location)]))
            }
        }
        for link in new.links where !oldNames.contains(link.name.value) {
            findings.append(DiffFinding(.linkAdded, "the link '\(link.name.value)' of '\(screen)' is new", at: link.name.location))
        }
        return findings
    }

    private static func arguments(_ link: Link) -> [String: String] {
        Dictionary(link.args.map { ($0.name.value, $0.value.value.text) }, uniquingKeysWith: { first, _ in first })
    }

    private static func argumentText(_ link: Link) -> String {
        let args = link.args.map { "\($0.name.value): \($0.value.value.text)" }
        return args.isEmpty ? "none" : "{ \(args.joined(separator: ", ")) }"
    }

    /// The patterns of `new` whose text `old` (nil for a new screen) does not have.
    private static func urlPatterns(of old: Screen?, _ new: Screen) -> [DiffFinding] {
        let known = Set(old?.urlPatterns.map(\.pattern.value) ?? [])
        return new.urlPatterns.filter { !known.contains($0.pattern.value) }.map { source in
            DiffFinding(.urlAdded, "the URL pattern '\(source.pattern.value)' of '\(new.name.value)' is new", at: source.pattern.location)
        }
    }
}
