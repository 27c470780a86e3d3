/// A decoded graph file: the typed model every later stage works on.
///
/// Screens and flows keep the order they were written in; every name and value
/// keeps its source location.
public struct NavigationGraph: Sendable {
    /// The graph's name, the namespace of all generated code (`Recipes`).
    public var name: Located<String>
    /// The flow or screen shown at launch.
    public var root: Located<String>
    /// Accepted custom schemes and universal-link hosts.
    public var urls: URLConfiguration
    /// `restoration:`: whether the coordinators snapshot and restore their state, with
    /// `Screen` and the graph's enums `Codable`; `nil` when the graph does not say
    /// (`restoresState` then decides by size).
    public var restoration: Located<Bool>?
    public var screens: [Screen]
    public var flows: [Flow]
    /// The file the graph was read from, as the user named it.
    public var file: String
    /// For a feature graph compiled alone: where its `feature:` key is written. Such a
    /// graph has no launch, so `root` is only its name, and every flow is shown.
    public var featureKey: SourceLocation?
    /// A feature graph's `exits:`; empty for an app graph.
    public var exits: [Exit] = []
    /// The feature graphs an app graph imports (`features:`), composed into it: their
    /// screens and flows follow the app's, qualified (`Account.Profile`).
    public var features: [FeatureImport] = []
    /// Every entry of `features:` as written, those whose graph could not be read too.
    public var featureEntries: [Located<String>] = []
    /// An app graph's `bind:`, in the order written.
    public var bindings: [ExitBinding] = []

    public init(name: Located<String>, root: Located<String>, urls: URLConfiguration, restoration: Located<Bool>? = nil,
                screens: [Screen], flows: [Flow], file: String) {
        self.name = name
        self.root = root
        self.urls = urls
        self.restoration = restoration
        self.screens = screens
        self.flows = flows
        self.file = file
    }

    /// Whether this is a feature graph compiled alone: no launch, and exits left open.
    public var isFeature: Bool { featureKey != nil }
    /// Whether the graph is an app graph that imports features (`features:`, issue 40).
    public var importsFeatures: Bool { !features.isEmpty }

    /// The exit with this name, if the feature declares one.
    public func exit(named name: String) -> Exit? {
        exits.first { $0.name.value == name }
    }
}

extension NavigationGraph {
    /// The most screens a graph restores its state by default: past it, synthesised
    /// `Codable` on `Screen` costs the app's build more than the feature is worth unless
    /// asked for (700 screens: 43 s of `swiftc -c -Onone` for the conformance alone).
    public static let restorationScreenLimit = 200

    /// Whether the generated code snapshots and restores the coordinators' state: as
    /// `restoration:` says, else for graphs of up to `restorationScreenLimit` screens.
    public var restoresState: Bool {
        restoration?.value ?? (screens.count <= Self.restorationScreenLimit)
    }
}

/// The `urls:` section: which deep links the app accepts.
public struct URLConfiguration: Sendable {
    /// Custom schemes, such as `recipes` for `recipes://recipes/42`.
    public var schemes: [Located<String>]
    /// Universal-link hosts, matched for `http` and `https` URLs.
    public var hosts: [Located<String>]
    /// Whether literal text in patterns matches ignoring ASCII case (1.1 F.2).
    public var caseInsensitive: Bool
    /// Where the `urls` key was written; `nil` for a graph without one.
    public var location: SourceLocation?
    /// How the root coordinator's `open(_:mode:)` applies a link by default (1.1 E).
    public var openMode: OpenMode

    public init(schemes: [Located<String>] = [], hosts: [Located<String>] = [], caseInsensitive: Bool = false, openMode: OpenMode = .reset,
                location: SourceLocation? = nil) {
        self.schemes = schemes
        self.hosts = hosts
        self.caseInsensitive = caseInsensitive
        self.openMode = openMode
        self.location = location
    }
}

/// `urls: { open: reset | preserve }`: how a deep link is applied (1.1 E).
public enum OpenMode: String, Sendable, CaseIterable, Hashable {
    /// Dismisses and empties the flows on the route, then follows it (v1).
    case reset
    /// Pushes the target on the stack on top when links push it there; else `reset`.
    case preserve
}
