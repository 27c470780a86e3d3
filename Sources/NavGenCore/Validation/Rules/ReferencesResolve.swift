/// `unknown-reference`: every name a graph uses is defined, and names the right
/// kind of thing. Also checks `args:` values against their parameters' types
/// (`invalid-value`), which needs the target to be known.
///
/// Rejected:
/// ```yaml
/// links:
///   openRecipe: { push: RecipeDetial }   # did you mean 'RecipeDetail'?
/// ```
struct ReferencesResolve: ValidationRule {
    static let descriptions = [
        RuleDescription(
            id: .unknownReference, severity: .error,
            summary: "a reference to something that is not defined",
            failing: """
            navgen: 1
            name: App
            root: Hme
            screens:
              Home: {}
            """,
            passing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Home: {}
            """),
    ]

    func check(_ context: AnalyzedGraph, into diagnostics: inout DiagnosticCollector) {
        let index = context.index
        let graph = context.graph
        let suggestions = Suggestions(graph)
        // A feature graph has no root: its name stands in for one.
        if !graph.isFeature && !index.isScreen(graph.root.value) && !index.isFlow(graph.root.value) {
            unknown(graph.root, kind: "flow or screen", candidates: .all, suggestions: suggestions, into: &diagnostics)
        }
        let screens = graph.screens
        for (position, flow) in graph.flows.enumerated() {
            let targets = index.flowLinkTargets[position]
            for link in flow.links.indices {
                checkLink(flow.links, link, resolved: targets[link], screens: screens, index: index, suggestions: suggestions, into: &diagnostics)
            }
            switch flow.kind {
            case .stack(let stack):
                if let root = index.screen(stack.root.value) {
                    checkArgs(stack.args, of: root, into: &diagnostics)
                    checkFlowParams(flow, stack: stack, root: root, into: &diagnostics)
                } else if index.isFlow(stack.root.value) {
                    diagnostics.emit(.unknownReference, "a stack's root must be a screen, and '\(stack.root.value)' is a flow; use a tab or present the flow modally", at: stack.root.location)
                } else {
                    unknown(stack.root, kind: "screen", candidates: .screens, suggestions: suggestions, into: &diagnostics)
                }
            case .tabs(let tabs):
                for tab in tabs { checkTab(tab.target, args: tab.args, index: index, suggestions: suggestions, into: &diagnostics) }
            case .switch(let branches):
                for branch in branches { checkTab(branch.target, args: branch.args, index: index, suggestions: suggestions, into: &diagnostics) }
            }
        }
        // Screens and links by position, with the targets the index resolved:
        // copying every screen and link and hashing each target was this rule's cost.
        for position in screens.indices {
            let links = screens[position].links
            let targets = index.linkTargets[position]
            for link in links.indices {
                checkLink(links, link, resolved: targets[link], screens: screens, index: index, suggestions: suggestions, into: &diagnostics)
            }
            let patterns = screens[position].urlPatterns
            for pattern in patterns.indices {
                guard let via = patterns[pattern].via, !index.isFlow(via.value) else { continue }
                unknown(via, kind: "flow", candidates: .flows, suggestions: suggestions, into: &diagnostics)
            }
        }
    }

    /// A tab's or a branch's target, and its `args`.
    private func checkTab(_ target: Located<Tab.Target>, args: [ArgumentBinding], index: GraphIndex, suggestions: Suggestions, into diagnostics: inout DiagnosticCollector) {
        let name = Located(target.value.name, at: target.location)
        switch target.value {
        case .flow(let flow) where !index.isFlow(flow):
            let hint = index.isScreen(flow) ? "; '\(flow)' is a screen, so write '{ screen: \(flow) }'" : ""
            unknown(name, kind: "flow", candidates: .flows, extra: hint, suggestions: suggestions, into: &diagnostics)
        case .screen(let screenName):
            if let screen = index.screen(screenName) {
                checkArgs(args, of: screen, into: &diagnostics)
            } else {
                let hint = index.isFlow(screenName) ? "; '\(screenName)' is a flow, so write '{ flow: \(screenName) }'" : ""
                unknown(name, kind: "screen", candidates: .screens, extra: hint, suggestions: suggestions, into: &diagnostics)
            }
        default:
            break
        }
    }

    /// Checks `links[position]`, whose target the index resolved to `resolved`.
    private func checkLink(_ links: [Link], _ position: Int, resolved: GraphIndex.LinkTarget, screens: [Screen], index: GraphIndex,
                           suggestions: Suggestions, into diagnostics: inout DiagnosticCollector) {
        if case .screen(let screen) = resolved {
            // Most links bind no arguments: leave the target screen untouched.
            if !links[position].args.isEmpty { checkArgs(links[position].args, of: screens[screen], into: &diagnostics) }
            return
        }
        guard let target = links[position].target else { return }
        let link = links[position]
        let style = link.style.value
        if style == .exit {
            checkExitLink(link, target: target, graph: index.graph, into: &diagnostics)
            return
        }
        if case .flow = resolved {
            switch style.kind {
            case .stack:
                diagnostics.emit(.invalidValue, "'\(target.value)' is a flow and cannot be pushed; present it with \(LinkStyle.spelled(LinkStyle.modal)), or push its root screen", at: target.location)
            case .modal, .selection:
                guard case .flow(let flowID) = resolved else { break }
                if style != .switch {
                    checkFlowArgs(link.args, of: index.graph.flows[flowID], index: index, into: &diagnostics)
                } else if let arg = link.args.first {
                    diagnostics.emit(.unknownReference, "'\(target.value)' is a flow and has no parameter '\(arg.name.value)'; bind its root's parameters in its 'stack: { args: }'", at: arg.name.location)
                }
            case .exit, .back:
                break
            }
        } else {
            let kind = style.kind == .stack ? "screen" : "screen or flow"
            unknown(target, kind: kind, candidates: .all, suggestions: suggestions, into: &diagnostics)
        }
    }

    /// An exit link names an exit of its feature graph, and its `args` the exit's
    /// parameters. An app graph's own screens have no exits to link to.
    private func checkExitLink(_ link: Link, target: Located<String>, graph: NavigationGraph, into diagnostics: inout DiagnosticCollector) {
        guard graph.isFeature else {
            diagnostics.emit(.unknownReference, "'\(link.name.value)' links to the exit '\(target.value.excerpt)', but only a feature graph has exits; link to a screen or flow with 'push', 'sheet' or another style",
                             at: target.location)
            return
        }
        guard let exit = graph.exit(named: target.value) else {
            let names = graph.exits.map(\.name.value)
            let known = names.isEmpty ? "the feature declares no 'exits'" : "its exits are " + names.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.emit(.unknownReference, "no exit is named '\(target.value.excerpt)'\(Suggestion.didYouMean(target.value, in: names)); \(known)", at: target.location)
            return
        }
        for arg in link.args {
            guard let param = exit.param(named: arg.name.value) else {
                let names = exit.params.map(\.name.value)
                let known = names.isEmpty ? "it has no parameters" : "its parameters are " + names.map { "'\($0)'" }.joined(separator: ", ")
                diagnostics.emit(.unknownReference, "the exit '\(exit.name.value)' has no parameter '\(arg.name.value)'\(Suggestion.didYouMean(arg.name.value, in: names)); \(known)", at: arg.name.location)
                continue
            }
            if Literal(arg.value.value, as: param.type) == nil {
                diagnostics.emit(.invalidValue, "'\(arg.value.value.text.excerpt)' is not a literal of type '\(param.type)' for '\(arg.name.value)'\(ScreenDecoder.literalHint(for: param.type))", at: arg.value.location)
            }
        }
    }

    /// Each name of a stack flow's `params` (1.1 B) is a required parameter of its root
    /// that the stack's `args` leave unbound.
    private func checkFlowParams(_ flow: Flow, stack: StackFlow, root: Screen, into diagnostics: inout DiagnosticCollector) {
        let bound = Set(stack.args.map(\.name.value))
        let candidates = root.params.filter { $0.isRequired && !bound.contains($0.name.value) }.map(\.name.value)
        for param in flow.params where !candidates.contains(param.value) {
            let why: String
            if bound.contains(param.value) {
                why = "the stack's 'args' already bind it; remove one of the two"
            } else if let declared = root.param(named: param.value) {
                why = "it is \(declared.type.isOptional ? "optional" : "defaulted"), so the flow can show '\(root.name.value)' without it; a flow's parameters are required ones"
            } else {
                let known = candidates.isEmpty ? "its root '\(root.name.value)' has no unbound required parameter" : "its unbound required parameters are " + candidates.map { "'\($0)'" }.joined(separator: ", ")
                why = "'\(root.name.value)' has no such parameter\(Suggestion.didYouMean(param.value, in: root.params.map(\.name.value))); \(known)"
            }
            diagnostics.emit(.unknownReference, "'\(param.value.excerpt)' is not a parameter '\(flow.name.value)' can take: \(why)", at: param.location)
        }
    }

    /// `args` on a link to a flow bind the flow's `params` (1.1 B), as literals of the
    /// types its root gives them.
    private func checkFlowArgs(_ args: [ArgumentBinding], of flow: Flow, index: GraphIndex, into diagnostics: inout DiagnosticCollector) {
        let names = flow.params.map(\.value)
        let root = flow.stack.flatMap { index.screen($0.root.value) }
        for arg in args {
            guard names.contains(arg.name.value), let param = root?.param(named: arg.name.value) else {
                let known = names.isEmpty ? "it takes no parameters; bind its root's in its 'stack: { args: }'" : "its parameters are " + names.map { "'\($0)'" }.joined(separator: ", ")
                diagnostics.emit(.unknownReference, "'\(flow.name.value)' is a flow and has no parameter '\(arg.name.value)'\(Suggestion.didYouMean(arg.name.value, in: names)); \(known)", at: arg.name.location)
                continue
            }
            if Literal(arg.value.value, as: param.type) == nil {
                diagnostics.emit(.invalidValue, "'\(arg.value.value.text.excerpt)' is not a literal of type '\(param.type)' for '\(arg.name.value)'\(ScreenDecoder.literalHint(for: param.type))", at: arg.value.location)
            }
        }
    }

    /// Each argument names a parameter of `screen` and is a literal of its type.
    private func checkArgs(_ args: [ArgumentBinding], of screen: Screen, into diagnostics: inout DiagnosticCollector) {
        for arg in args {
            guard let param = screen.param(named: arg.name.value) else {
                let names = screen.params.map(\.name.value)
                let known = names.isEmpty ? "it has no parameters" : "its parameters are " + names.map { "'\($0)'" }.joined(separator: ", ")
                diagnostics.emit(.unknownReference, "'\(screen.name.value)' has no parameter '\(arg.name.value)'\(Suggestion.didYouMean(arg.name.value, in: names)); \(known)", at: arg.name.location)
                continue
            }
            if Literal(arg.value.value, as: param.type) == nil {
                diagnostics.emit(.invalidValue, "'\(arg.value.value.text.excerpt)' is not a literal of type '\(param.type)' for '\(arg.name.value)'\(ScreenDecoder.literalHint(for: param.type))", at: arg.value.location)
            }
        }
    }

    private func unknown(_ name: Located<String>, kind: String, candidates: Suggestions.Names, extra: String = "", suggestions: Suggestions, into diagnostics: inout DiagnosticCollector) {
        // A name of a feature whose graph could not be read: that is reported once, at its `features:` entry.
        if let dot = name.value.firstIndex(of: "."), suggestions.unreadFeatures.contains(String(name.value[..<dot])) { return }
        let suggestion = extra.isEmpty ? suggestions.didYouMean(name.value, in: candidates) : extra
        diagnostics.emit(.unknownReference, "no \(kind) is named '\(name.value.excerpt)'\(suggestion)", at: name.location)
    }

    /// "Did you mean" over the graph's names for one run of the rule: each list of
    /// names is built once, and only the first `budget` unknown names get a
    /// suggestion, so a file with thousands of misspellings stays linear.
    private final class Suggestions {
        enum Names { case all, screens, flows }

        static let budget = 20

        let graph: NavigationGraph
        private var remaining = Suggestions.budget
        private lazy var screens = graph.screens.map(\.name.value)
        private lazy var flows = graph.flows.map(\.name.value)
        /// The features `features:` lists whose graph was not read (issue 40).
        private(set) lazy var unreadFeatures = Set(graph.featureEntries.map(\.value)).subtracting(graph.features.map(\.name.value))

        init(_ graph: NavigationGraph) {
            self.graph = graph
        }

        func didYouMean(_ word: String, in names: Names) -> String {
            guard remaining > 0 else { return "" }
            remaining -= 1
            switch names {
            case .all: return Suggestion.didYouMean(word, in: screens + flows)
            case .screens: return Suggestion.didYouMean(word, in: screens)
            case .flows: return Suggestion.didYouMean(word, in: flows)
            }
        }
    }
}

extension RuleID {
    /// A link, tab, root or `args` that names something not defined.
    public static let unknownReference = RuleID(rawValue: "unknown-reference")
}
