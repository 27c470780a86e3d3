/// Turns the searches' shortest routes into a `DeepLinkRoute` per pattern, with
/// every parameter of every screen shown on the way bound (spec section 8.4).
///
/// A screen's parameter takes its value from, in order:
/// 1. the URL: the target's parameter of the same name and type that the pattern
///    binds (a `T` may also fill a `T?`);
/// 2. the `args` of the link that shows it, or of its stack or tab;
/// 3. its default; 4. `nil`, when it is optional.
///
/// The spec lists `args` last; they come before defaults here because the link
/// the route follows always passes them: a route that gave the default instead
/// would show a state that in-app navigation never shows.
public struct RouteSynthesis {
    /// What synthesis found for one pattern.
    public enum Outcome: Sendable {
        /// Boxed: an outcome is copied and read far more often than made, and a
        /// route's payload is large.
        indirect case route(DeepLinkRoute)
        /// No route reaches the target (through `via`, when given).
        case unreachable(Unreachability)
        /// `via` names no flow (`unknown-reference` reports it).
        case skipped
    }

    /// Why no route reaches a target.
    public enum Unreachability: Sendable, Hashable {
        /// No placement of the screen is reachable from `root`.
        case never
        /// Only `replace` links show it, and routes do not follow them.
        case onlyByReplace
        /// Routes reach it, but none passes the `via` flow.
        case notThroughVia
    }

    /// Problems of a route that still exists.
    public struct Findings: Sendable {
        /// Required parameters of screens the route shows that nothing binds.
        public var unbound: [(screen: String, parameter: String)] = []
        /// Launch parameters of switch branches the route shows that the URL does not
        /// bind, each with the switch and the branch (1.1 A, B).
        var unboundInBranches: [(flow: String, branch: String, parameter: BranchParameterTable.Parameter)] = []
        /// A second shortest route, described by the flows it passes, when the
        /// pattern has no `via` and the target has several shortest routes.
        public var ambiguity: Ambiguity?

        /// Whether there is nothing to report: the case of nearly every route.
        var isEmpty: Bool { unbound.isEmpty && unboundInBranches.isEmpty && ambiguity == nil }
    }

    private let context: AnalyzedGraph
    private var plainSearch: PreparedSearch?
    private var viaSearches: [String: PreparedSearch] = [:]
    private let viaTargets: [String: Set<Int>]
    /// `unbound(to:in:urlTypes:)`'s answers, per search, by `signature << 32 | node`:
    /// one per node on any pattern's route, so kept to 16 bytes an entry.
    private var unboundMemo: [ObjectIdentifier: [UInt64: [(screen: String, parameter: String)]]] = [:]
    /// The sets of URL parameters met so far, numbered.
    private var signatures: [[URLParameter]: Int] = [:]

    /// `viaTargets`: for each `via`, the screens of the patterns that name it, so that
    /// its search stops once it has met them all.
    public init(_ context: AnalyzedGraph, viaTargets: [String: Set<Int>] = [:]) {
        self.context = context
        self.viaTargets = viaTargets
    }

    /// A search with what its routes need from a URL, worked out with it.
    struct PreparedSearch: Sendable {
        let search: RouteSearch
        let needs: RouteURLNeeds

        /// `plain`, for a `via` search, is the plain search, whose per-screen needs it shares.
        init(_ search: RouteSearch, index: GraphIndex, plain: PreparedSearch? = nil) {
            self.search = search
            needs = RouteURLNeeds(search, index: index, screenNeeds: plain?.needs.screenNeeds, branches: plain?.needs.branches)
        }
    }

    /// The searches routes read, with their `RouteURLNeeds`, built once and shared
    /// by the syntheses of several threads: neither changes once built. Nothing else
    /// of a synthesis is shared; its memos are its own.
    public struct Searches: Sendable {
        var plain: PreparedSearch
        var via: [String: PreparedSearch]
    }

    /// A synthesis that starts with `searches` built.
    public init(_ context: AnalyzedGraph, viaTargets: [String: Set<Int>] = [:], searches: Searches) {
        self.init(context, viaTargets: viaTargets)
        plainSearch = searches.plain
        viaSearches = searches.via
    }

    /// Builds now every search the routes of patterns with these `via`s read, and
    /// returns them.
    public mutating func buildSearches(forVias vias: some Sequence<String>) -> Searches {
        let plain = sharedPlainSearch()
        for via in vias where context.index.isFlow(via) {
            _ = viaSearch(via, after: plain)
        }
        return Searches(plain: plain, via: viaSearches)
    }

    /// The outcome for `pattern`, and the findings of its route when it has a route
    /// with any; each distinct `via` is searched once per graph. The findings come
    /// apart from the outcome so that the rules, which read only them, never copy a
    /// route out of its box (about a dozen retains of cold objects per pattern).
    public mutating func route(for pattern: URLPattern) -> (outcome: Outcome, findings: Findings?) {
        if let via = pattern.via, !context.index.isFlow(via) { return (.skipped, nil) }
        let plain = sharedPlainSearch()
        let prepared = pattern.via.map { viaSearch($0, after: plain) } ?? plain
        let search = prepared.search
        guard let screenID = context.index.screenID(pattern.screen), let target = search.firstNode(showingScreen: screenID) else {
            if pattern.via != nil, plain.search.firstNode(showing: pattern.screen) != nil {
                return (.unreachable(.notThroughVia), nil)
            }
            return (.unreachable(context.placements.isReachable(screen: pattern.screen) ? .onlyByReplace : .never), nil)
        }
        let params = context.index.graph.screens[screenID].params
        var urlTypes: [(name: String, type: ParameterType)] = []
        // Exactly the parameters: the array lives as long as the route, in its steps.
        let names = pattern.parameterNames
        urlTypes.reserveCapacity(names.count)
        for name in names {
            if let parameter = params.indices.first(where: { params[$0].name.value == name }) { urlTypes.append((name, params[parameter].type)) }
        }
        var findings = Findings()
        if !prepared.needs.areMet(at: target, by: urlTypes) {
            findings.unbound = unbound(to: target, in: search, urlTypes: urlTypes)
            if !pattern.fixedValues.isEmpty {
                // The target is shown last, so its entries end the list; the pattern's fixed values bind it.
                let targetEntries = findings.unbound.reversed().prefix { $0.screen == pattern.screen }.count
                let start = findings.unbound.count - targetEntries
                let stillUnbound = findings.unbound[start...].filter { pattern.fixedValues[$0.parameter] == nil }
                findings.unbound.replaceSubrange(start..., with: stillUnbound)
            }
            findings.unboundInBranches = unboundInBranches(to: target, in: prepared, urlTypes: urlTypes)
        }
        let args = search.nodes[target].args
        let bound = params.indices.map { position in
            let source = pattern.fixedValues[params[position].name.value].map(ParameterSource.literal)
                ?? Self.source(ofParameterAt: position, in: params, urlTypes: urlTypes, args: args)
            if source == nil, params[position].isRequired { findings.unbound.append((pattern.screen, params[position].name.value)) }
            return ParameterBinding(name: params[position].name.value, type: params[position].type, source: source ?? .absent)
        }
        if pattern.via == nil { findings.ambiguity = ambiguity(of: target, in: search) }
        let steps = RouteSteps(search: search, target: target, urlTypes: urlTypes, fixedValues: pattern.fixedValues, index: context.index,
                               branches: prepared.needs.branches)
        return (.route(DeepLinkRoute(pattern: pattern, steps: steps, target: bound)), findings.isEmpty ? nil : findings)
    }

    private mutating func sharedPlainSearch() -> PreparedSearch {
        if let plainSearch { return plainSearch }
        let search = PreparedSearch(RouteSearch(context.index), index: context.index)
        plainSearch = search
        return search
    }

    private mutating func viaSearch(_ via: String, after plain: PreparedSearch) -> PreparedSearch {
        if let known = viaSearches[via] { return known }
        let search = PreparedSearch(RouteSearch(context.index, via: via, after: plain.search, targets: viaTargets[via]), index: context.index, plain: plain)
        viaSearches[via] = search
        return search
    }

    /// The required parameters nothing binds on the route to `target`, before the
    /// target itself. Each node's answer is remembered per search and set of URL
    /// parameters, so patterns whose routes share a prefix walk it once.
    private mutating func unbound(to target: Int, in search: RouteSearch, urlTypes: [(name: String, type: ParameterType)]) -> [(screen: String, parameter: String)] {
        let parameters = urlTypes.map { URLParameter(name: $0.name, type: $0.type) }
        let signature = signatures[parameters] ?? signatures.count
        signatures[parameters] = signature
        func key(_ node: Int) -> UInt64 { UInt64(signature) << 32 | UInt64(node) }
        let memo = ObjectIdentifier(search)
        var pending: [Int] = []
        var found: [(screen: String, parameter: String)] = []
        var node: Int? = target
        while let current = node {
            if let known = unboundMemo[memo]?[key(current)] {
                found = known
                break
            }
            pending.append(current)
            node = search.nodes[current].parent
        }
        for current in pending.reversed() {
            for (screen, args) in RouteSteps.shownScreens(entering: search.nodes[current], index: context.index) {
                for binding in Self.bindings(of: screen, args: args, urlTypes: urlTypes, index: context.index) where binding.source == nil {
                    found.append((screen, binding.name))
                }
            }
            unboundMemo[memo, default: [:]][key(current)] = found
        }
        return found
    }

    /// The launch parameters of the branches the route to `target` shows that the URL
    /// does not bind (1.1 B); read only for a route whose needs the URL does not meet.
    private func unboundInBranches(to target: Int, in prepared: PreparedSearch, urlTypes: [(name: String, type: ParameterType)])
        -> [(flow: String, branch: String, parameter: BranchParameterTable.Parameter)] {
        let branches = prepared.needs.branches
        guard !branches.isEmpty else { return [] }
        var found: [(flow: String, branch: String, parameter: BranchParameterTable.Parameter)] = []
        for node in prepared.search.chain(to: target) {
            for case .show(let flow, let branch) in prepared.search.nodes[node].entries {
                found += branches.unbound(flow: flow, branch: branch, urlTypes: urlTypes).map { (flow, branch, $0) }
            }
        }
        return found
    }

    private struct URLParameter: Hashable {
        var name: String
        var type: ParameterType
    }

    /// Every parameter of `screenName` with where its value comes from (`nil`: nowhere).
    static func bindings(of screenName: String, args: [ArgumentBinding], urlTypes: [(name: String, type: ParameterType)], index: GraphIndex)
        -> [(name: String, type: ParameterType, source: ParameterSource?)] {
        guard let shown = index.screenID(screenName) else { return [] }
        return bindings(of: index.graph.screens[shown].params, args: args, urlTypes: urlTypes)
    }

    /// Every one of `params` with where its value comes from (`nil`: nowhere).
    static func bindings(of params: [Parameter], args: [ArgumentBinding], urlTypes: [(name: String, type: ParameterType)])
        -> [(name: String, type: ParameterType, source: ParameterSource?)] {
        params.indices.map { position in
            (params[position].name.value, params[position].type, source(ofParameterAt: position, in: params, urlTypes: urlTypes, args: args))
        }
    }

    /// Where the value of `params[position]` comes from, or `nil` when nothing
    /// supplies it. `urlTypes` and `args` are a handful of items, so they are
    /// searched, not hashed; the first of a name counts.
    ///
    /// The parameter is read in place by position, as are `urlTypes` and `args`:
    /// passed whole, or passed by `first(where:)`, each was copied first, a retain of
    /// each of its strings (70,000 parameters compiling 10,000 screens).
    static func source(ofParameterAt position: Int, in params: [Parameter], urlTypes: [(name: String, type: ParameterType)],
                       args: [ArgumentBinding]) -> ParameterSource? {
        let name = params[position].name.value
        if let url = urlTypes.indices.first(where: { urlTypes[$0].name == name }) {
            let type = urlTypes[url].type
            if type == params[position].type || (params[position].type.isOptional && !type.isOptional && type.name == params[position].type.name) {
                return .url(name)
            }
        }
        if let arg = args.indices.first(where: { args[$0].name.value == name }), let literal = Literal(args[arg].value.value, as: params[position].type) {
            return .literal(literal)
        }
        if let value = params[position].defaultValue { return .literal(value.value) }
        if params[position].type.isOptional { return .absent }
        return nil
    }

    /// Two shortest routes to the target, when it has more than one that differs in
    /// more than which tab or branch it passes (1.1 E: those are settled by listed order).
    private func ambiguity(of target: Int, in search: RouteSearch) -> Ambiguity? {
        let level = search.nodes[target].level
        let first = search.chain(to: target)
        let rivals = search.nodes(showingScreen: search.nodes[target].screenID).lazy.filter { $0 != target && search.nodes[$0].level == level }
        if let rival = rivals.map({ search.chain(to: $0) }).first(where: { !Self.differOnlyInTabOrBranch(first, $0, search) }) {
            return Ambiguity(first: describe(first, search), second: describe(rival, search))
        }
        // One placement reached two ways: the routes part at the deepest fork.
        guard search.nodes[target].routeCount > 1,
              let fork = first.reversed().first(where: { search.nodes[$0].otherParent != nil }),
              let other = search.nodes[fork].otherParent
        else { return nil }
        let second = search.chain(to: other) + first.drop { $0 != fork }
        guard !Self.differOnlyInTabOrBranch(first, second, search) else { return nil }
        return Ambiguity(first: describe(first, search), second: describe(second, search))
    }

    /// Whether two routes take the same steps but for the tab they select or the branch
    /// they show in the same tab bar or switch (and so the flows their pushes and
    /// presentations act on).
    static func differOnlyInTabOrBranch(_ first: [Int], _ second: [Int], _ search: RouteSearch) -> Bool {
        let one = first.flatMap { search.nodes[$0].entries }, other = second.flatMap { search.nodes[$0].entries }
        guard one.count == other.count else { return false }
        return zip(one, other).allSatisfy { pair in
            switch pair {
            case (.select(let flow, _), .select(let otherFlow, _)), (.show(let flow, _), .show(let otherFlow, _)):
                return flow == otherFlow
            case (.push(_, let screen, let args), .push(_, let otherScreen, let otherArgs)):
                return screen == otherScreen && args.map(\.value.value) == otherArgs.map(\.value.value) && args.map(\.name.value) == otherArgs.map(\.name.value)
            case (.present(_, let style, let target, let args), .present(_, let otherStyle, let otherTarget, let otherArgs)):
                return style == otherStyle && target == otherTarget
                    && args.map(\.value.value) == otherArgs.map(\.value.value) && args.map(\.name.value) == otherArgs.map(\.name.value)
            default:
                return false
            }
        }
    }

    /// A route as the flows it passes (in order, each once) and the screens it shows.
    private func describe(_ chain: [Int], _ search: RouteSearch) -> Ambiguity.Route {
        var flows: [String] = []
        for node in chain {
            for flow in search.tabFlows(of: search.nodes[node]) + [search.coordinator(of: node)] where !flows.contains(flow) && context.index.isFlow(flow) {
                flows.append(flow)
            }
        }
        return Ambiguity.Route(flows: flows, screens: chain.map { search.screen(of: $0) })
    }
}

/// Two shortest routes to one deep-link target (`deeplink-ambiguous`).
public struct Ambiguity: Sendable {
    public struct Route: Sendable {
        public var flows: [String]
        public var screens: [String]

        /// `Home › Meat: RecipeList → Search`.
        public var description: String { flows.joined(separator: " › ") + ": " + screens.joined(separator: " → ") }
    }

    /// The route that is used (the first the search meets) and another one.
    public var first: Route
    public var second: Route

    /// A flow the first route passes and the second does not: what `via:` should name.
    public var distinguishingFlow: String? { first.flows.first { !second.flows.contains($0) } }
}

extension URLPattern.Segment {
    /// The parameter a segment binds, if it is one.
    public var parameterName: String? {
        switch self {
        case .parameter(let name, _), .partial(let name, _, _, _), .rest(let name?): name
        case .literal, .wildcard, .rest(nil): nil
        }
    }
}
