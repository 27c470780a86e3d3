/// Everything navgen works out about a graph's deep links, once per graph:
/// every pattern parsed and bound, the conflicts between them, and a route per
/// pattern. The deep-link rules read it; `table` is what the emitter and the
/// resolver use.
public struct DeepLinkAnalysis: Sendable {
    /// One pattern as written on a screen, and what became of it.
    public struct Entry: Sendable {
        public var screen: Screen
        public var source: URLPatternSource
        /// What is malformed in the pattern; `nil` when it parsed. The parsed form
        /// itself is not kept: `pattern` is what the rest reads.
        public var syntaxErrors: PatternSyntaxErrors?
        /// Problems with the pattern's parameters (empty when syntax failed).
        public var issues: [URLPatternBinder.Issue]
        /// The typed pattern, when the pattern is free of URL-rule errors.
        public var pattern: URLPattern?
    }

    public let context: ValidationContext
    /// Every pattern of every screen, in file order.
    public let entries: [Entry]
    /// Indices into `entries` of the typed patterns, in file order.
    public let typed: [Int]
    /// Conflicts among the typed patterns; their indices are into `typed`.
    public let conflicts: [URLConflict]
    /// The route outcome of each typed pattern (parallel to `typed`).
    public let outcomes: [RouteSynthesis.Outcome]

    /// With `.parallel`, the conflicts and the routes of the later patterns are
    /// worked out on other threads; the results are those of `.serial`.
    public init(_ context: ValidationContext, parallelism: Parallelism = .serial) {
        self.init(context, entries: Self.entries(of: context.graph.screens[...]), parallelism: parallelism)
    }

    /// The analysis of `entries`, which are `entries(of:)` of every screen of
    /// `context`'s graph, made beforehand (the pipeline makes them while it
    /// indexes the graph).
    init(_ context: ValidationContext, entries: [Entry], parallelism: Parallelism) {
        self.context = context
        self.entries = entries
        let typed = entries.indices.filter { entries[$0].pattern != nil }
        self.typed = typed
        // The typed patterns are read from `entries`, not copied into an array that
        // would be held through every route's synthesis.
        (outcomes, conflicts) = parallelism.fork({ Self.outcomes(of: typed, in: entries, context: context, parallelism: parallelism) },
                                                 side: { URLOverlapAnalysis.conflicts(in: typed.map { entries[$0].pattern! }) })
    }

    /// Every pattern of `screens`, parsed and bound, in file order.
    static func entries(of screens: ArraySlice<Screen>) -> [Entry] {
        var entries: [Entry] = []
        entries.reserveCapacity(screens.reduce(0) { $0 + $1.urlPatterns.count })
        for screen in screens {
            for source in screen.urlPatterns {
                // Each entry is made whole where it is appended: one filled in and then
                // appended was copied and destroyed, about 700 instructions a pattern.
                switch URLPatternParser.parse(source.pattern.value) {
                case .success(let parsed):
                    let (pattern, issues) = URLPatternBinder.bind(parsed, source: source, screen: screen)
                    entries.append(Entry(screen: screen, source: source, syntaxErrors: nil, issues: issues, pattern: pattern))
                case .failure(let errors):
                    entries.append(Entry(screen: screen, source: source, syntaxErrors: errors, issues: [], pattern: nil))
                }
            }
        }
        return entries
    }

    /// The route outcome of each typed pattern. With `.parallel`, the searches
    /// are built first and the later half of the patterns is routed on a second
    /// thread, by a synthesis of its own that shares them.
    private static func outcomes(of typed: [Int], in entries: [Entry], context: ValidationContext,
                                 parallelism: Parallelism) -> [RouteSynthesis.Outcome] {
        let root = context.graph.root.value
        guard context.index.isFlow(root) || context.index.isScreen(root) else {
            return typed.map { _ in .skipped }   // unknown-reference reports the root
        }
        var viaTargets: [String: Set<Int>] = [:]
        for entry in typed {
            if let via = entries[entry].pattern?.via, let screen = context.index.screenID(entries[entry].screen.name.value) {
                viaTargets[via, default: []].insert(screen)
            }
        }
        var synthesis = RouteSynthesis(context, viaTargets: viaTargets)
        guard parallelism == .parallel, typed.count >= 2 * minimumPatternsPerThread else {
            return typed.map { synthesis.route(for: entries[$0].pattern!) }
        }
        let searches = synthesis.buildSearches(for: typed.lazy.map { entries[$0].pattern! })
        let targets = viaTargets
        let half = typed.count / 2
        let (first, second) = parallelism.fork({ typed[..<half].map { synthesis.route(for: entries[$0].pattern!) } }, side: {
            var synthesis = RouteSynthesis(context, viaTargets: targets, searches: searches)
            return typed[half...].map { synthesis.route(for: entries[$0].pattern!) }
        })
        return first + second
    }

    /// Below twice this many patterns, a second thread would cost more than it saves.
    private static let minimumPatternsPerThread = 256

    /// The table the emitter and resolver use: every pattern with its route.
    public var table: DeepLinkTable {
        let routes = outcomes.compactMapReserved { outcome -> DeepLinkRoute? in
            if case .route(let route, _) = outcome { return route }
            return nil
        }
        let urls = context.graph.urls
        return DeepLinkTable(routes: routes, schemes: urls.schemes.map(\.value), hosts: urls.hosts.map(\.value))
    }
}
