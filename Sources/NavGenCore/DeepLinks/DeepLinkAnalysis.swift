/// Everything navgen works out about a graph's deep links, once per graph:
/// every pattern parsed and bound, the conflicts between them, and a route per
/// pattern. The deep-link rules read it; `table` is what the emitter and the
/// resolver use.
public struct DeepLinkAnalysis: Sendable {
    /// One pattern as written on a screen, and what became of it.
    public struct Entry: Sendable {
        /// The screen's position in the graph's `screens`. A position, not a copy of
        /// the screen: an entry is made for every pattern, and copying a screen
        /// retains each of its arrays and names.
        public var screenPosition: Int
        public var source: URLPatternSource
        /// What is malformed in the pattern; `nil` when it parsed. The parsed form
        /// itself is not kept: `pattern` is what the rest reads.
        public var syntaxErrors: PatternSyntaxErrors?
        /// Problems with the pattern's parameters (empty when syntax failed).
        public var issues: [URLPatternBinder.Issue]
        /// The typed pattern, when the pattern is free of URL-rule errors.
        public var pattern: URLPattern?

        /// Whether `pattern` is there, found out without copying it: `pattern != nil`
        /// copied the whole pattern, retaining its names and arrays, for every entry.
        var isTyped: Bool {
            if case .none = pattern { return false }
            return true
        }
    }

    public let context: AnalyzedGraph
    /// Every pattern of every screen, in file order.
    public let entries: [Entry]
    /// Indices into `entries` of the typed patterns, in file order.
    public let typed: [Int]
    /// Conflicts among the typed patterns; their indices are into `typed`.
    public let conflicts: [URLConflict]
    /// The route outcome of each typed pattern (parallel to `typed`).
    public let outcomes: [RouteSynthesis.Outcome]
    /// The findings of the routes that have any, with their positions in
    /// `outcomes`, in order: what the route rules report, and rare.
    public let findings: [(position: Int, findings: RouteSynthesis.Findings)]
    /// Indices into `entries` of the patterns that are malformed or have issues, in
    /// order: the URL rules visit only these, instead of copying every entry.
    public let entriesWithProblems: [Int]

    /// With `.parallel`, the conflicts and the routes of the later patterns are
    /// worked out on other threads; the results are those of `.serial`.
    public init(_ context: AnalyzedGraph, parallelism: Parallelism = .serial) {
        self.init(context, entries: Self.entries(of: context.graph.screens[...]), parallelism: parallelism)
    }

    /// The analysis of `entries`, which are `entries(of:)` of every screen of
    /// `context`'s graph, made beforehand (the pipeline makes them while it
    /// indexes the graph).
    init(_ context: AnalyzedGraph, entries: [Entry], parallelism: Parallelism) {
        self.context = context
        self.entries = entries
        let typed = entries.indices.filter { entries[$0].isTyped }
        self.typed = typed
        entriesWithProblems = entries.indices.filter { entries[$0].syntaxErrors != nil || !entries[$0].issues.isEmpty }
        // The typed patterns are read from `entries`, not copied into an array that
        // would be held through every route's synthesis.
        ((outcomes, findings), conflicts) = parallelism.fork({ Self.outcomes(of: typed, in: entries, context: context, parallelism: parallelism) },
                                                             side: {
            let urls = context.graph.urls
            return URLOverlapAnalysis.conflicts(among: typed.lazy.map { entries[$0].pattern! }, schemes: urls.schemes.map(\.value),
                                                hosts: urls.hosts.map(\.value), ignoresCase: urls.caseInsensitive)
        })
    }

    /// The screen an entry's pattern is written on.
    public func screen(of entry: Entry) -> Screen { context.graph.screens[entry.screenPosition] }

    /// Every pattern of `screens` (a slice of the graph's `screens`, so its indices
    /// are the screens' positions), parsed and bound, in file order.
    static func entries(of screens: ArraySlice<Screen>) -> [Entry] {
        var entries: [Entry] = []
        entries.reserveCapacity(screens.indices.reduce(0) { $0 + screens[$1].urlPatterns.count })
        // The screens are read in place by position: iterated, each was copied, a
        // retain of each of its strings and arrays.
        for position in screens.indices {
            for source in screens[position].urlPatterns {
                // Each entry is made whole where it is appended, not filled in and copied.
                switch URLPatternParser.parse(source.pattern.value) {
                case .success(let parsed):
                    let (pattern, issues) = URLPatternBinder.bind(parsed, source: source, screenName: screens[position].name.value,
                                                                  params: screens[position].params)
                    entries.append(Entry(screenPosition: position, source: source, syntaxErrors: nil, issues: issues, pattern: pattern))
                case .failure(let errors):
                    entries.append(Entry(screenPosition: position, source: source, syntaxErrors: errors, issues: [], pattern: nil))
                }
            }
        }
        return entries
    }

    /// The route outcome of each typed pattern, and the findings of the routes that
    /// have any. With `.parallel`, the searches are built first and the later half of
    /// the patterns is routed on a second thread, by a synthesis of its own that
    /// shares them.
    private static func outcomes(of typed: [Int], in entries: [Entry], context: AnalyzedGraph,
                                 parallelism: Parallelism) -> Routed {
        let root = context.graph.root.value
        guard context.index.isFlow(root) || context.index.isScreen(root) else {
            return (typed.map { _ in .skipped }, [])   // unknown-reference reports the root
        }
        var viaTargets: [String: Set<Int>] = [:]
        for entry in typed {
            if let via = entries[entry].pattern?.via, let screen = context.index.screenID(entries[entry].pattern!.screen) {
                viaTargets[via, default: []].insert(screen)
            }
        }
        var synthesis = RouteSynthesis(context, viaTargets: viaTargets)
        guard parallelism == .parallel, typed.count >= 2 * minimumPatternsPerThread else {
            return route(typed[...], in: entries, by: &synthesis)
        }
        let searches = synthesis.buildSearches(forVias: viaTargets.keys)
        let targets = viaTargets
        let half = typed.count / 2
        let (first, second) = parallelism.fork({ route(typed[..<half], in: entries, by: &synthesis) }, side: {
            var synthesis = RouteSynthesis(context, viaTargets: targets, searches: searches)
            return route(typed[half...], in: entries, by: &synthesis)
        })
        return (first.outcomes + second.outcomes, first.findings + second.findings)
    }

    /// Outcomes, and the findings of the routes with any, by position in `outcomes`.
    private typealias Routed = (outcomes: [RouteSynthesis.Outcome], findings: [(position: Int, findings: RouteSynthesis.Findings)])

    /// The outcomes of the patterns `typed` (a slice of the typed patterns' indices);
    /// the findings' positions count from the start of all of them.
    private static func route(_ typed: ArraySlice<Int>, in entries: [Entry], by synthesis: inout RouteSynthesis) -> Routed {
        var routed: Routed = ([], [])
        routed.outcomes.reserveCapacity(typed.count)
        for position in typed.indices {
            let (outcome, findings) = synthesis.route(for: entries[typed[position]].pattern!)
            routed.outcomes.append(outcome)
            if let findings { routed.findings.append((position, findings)) }
        }
        return routed
    }

    /// Below twice this many patterns, a second thread would cost more than it saves.
    private static let minimumPatternsPerThread = 256

    /// The table the emitter and resolver use: every pattern with its route.
    public var table: DeepLinkTable {
        let routes = outcomes.compactMapReserved { outcome -> DeepLinkRoute? in
            if case .route(let route) = outcome { return route }
            return nil
        }
        let urls = context.graph.urls
        return DeepLinkTable(routes: routes, schemes: urls.schemes.map(\.value), hosts: urls.hosts.map(\.value),
                             ignoresCase: urls.caseInsensitive)
    }
}
