/// Composes an app graph with the feature graphs it imports (`features:`, issue 40).
///
/// Each feature graph is read through the caller's `PartReader` from the path its
/// `FeatureSource` gives, parsed and decoded as a feature (its parts merged as any
/// graph's), and renamed: every screen, flow and reference in it becomes
/// `Feature.Name`. Each of its exit links becomes the link its `bind:` entry
/// describes (style, target and `args` from the app graph; the link's own `args`
/// fill the exit's parameters, which fill the target's by name); a link to an exit
/// the app leaves unbound is dropped, and `unbound-exit` reports the exit. The
/// features' screens and flows are appended after the app's, in `features:` order.
///
/// Every name keeps its location in the feature's file; `relocated(_:)` then moves
/// each finding there to the app graph (section 2 of `Docs/FeatureModules.md`).
struct FeatureComposition {
    /// Reads, parses and decodes each feature graph and its parts with its `parts`,
    /// `limits` and `parallelism`; its `features` say where each feature graph is.
    var pipeline: Pipeline

    /// Each feature file and part read so far, with the feature it belongs to and its
    /// `features:` entry in the app graph.
    private(set) var owners: [String: (feature: String, entry: SourceLocation)] = [:]

    init(pipeline: Pipeline) {
        self.pipeline = pipeline
    }

    private var sources: [String: FeatureSource] { pipeline.features }

    /// Reads and appends every feature `app` imports, recording them in `app.imports`.
    mutating func compose(into app: inout DecodedFile, diagnostics: inout DiagnosticCollector) {
        var seen: [String: SourceLocation] = [:]
        var unrestorable: [(entry: Located<String>, screens: Int)] = []
        for entry in app.features {
            if let first = seen[entry.value] {
                diagnostics.emit(.invalidValue, "the feature '\(entry.value.excerpt)' is already imported; remove this entry", at: entry.location,
                                 notes: [.init("'\(entry.value.excerpt)' is first imported here", at: first)])
                continue
            }
            seen[entry.value] = entry.location
            guard var feature = read(entry, diagnostics: &diagnostics) else { continue }
            if feature.screens.count > NavigationGraph.restorationScreenLimit { unrestorable.append((entry, feature.screens.count)) }
            // The last binding of an exit wins (a second one is a duplicate-key already).
            let bindings = Dictionary(app.bindings.filter { $0.featureName == entry.value }.map { binding in
                (binding.exitName, BoundExit(binding: binding, params: feature.exits.first { $0.name.value == binding.exitName }?.params ?? []))
            }) { _, last in last }
            let namespace = entry.value
            feature.screens = GraphDecoder.qualifyingEnums(feature.screens, in: namespace)
            let screens = feature.screens.map { Self.qualified($0, in: namespace, bindings: bindings) }
            let flows = feature.flows.map { Self.qualified($0, in: namespace, bindings: bindings) }
            app.imports.append(FeatureImport(name: entry, file: feature.file, module: sources[entry.value]?.module,
                                             parts: owners.filter { $0.value.feature == namespace && $0.key != feature.file }.keys.sorted(),
                                             exits: feature.exits, screens: screens.map(\.name.value), flows: flows.map(\.name.value)))
            app.screens.append(contentsOf: screens)
            app.flows.append(contentsOf: flows)
        }
        // A feature graph has no `restoration:`; its module restores state, and makes its
        // `Screen` `Codable`, up to `restorationScreenLimit` screens. The app's default
        // counts the features' screens, so only a `restoration: true` can ask for more.
        if let asked = app.restoration, asked.value {
            for (entry, count) in unrestorable {
                diagnostics.emit(.invalidValue, "the app graph restores its state, which needs every screen of the feature '\(entry.value.excerpt)' to be Codable, and a feature module makes them so only up to \(NavigationGraph.restorationScreenLimit) screens ('\(entry.value.excerpt)' has \(count)); write 'restoration: false' in the app graph",
                                 at: entry.location, notes: [.init("the app graph's 'restoration' is here", at: asked.location)])
            }
        }
    }

    /// The feature graph of `entry`, decoded with its parts merged; `nil` after
    /// reporting, at the entry, why it cannot be read.
    private mutating func read(_ entry: Located<String>, diagnostics: inout DiagnosticCollector) -> DecodedFile? {
        guard let source = sources[entry.value] else {
            let known = sources.keys.sorted()
            let given = known.isEmpty ? "no feature graph was given" : "the feature graphs given are " + known.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.emit(.unknownReference, "no feature graph is given for '\(entry.value.excerpt)'\(Suggestion.didYouMean(entry.value, in: known)); \(given): pass '--feature \(entry.value)=PATH' or list it in navgen.json's 'features'",
                             at: entry.location)
            return nil
        }
        let bytes: [UInt8]
        switch pipeline.parts.bytes(of: source.path) {
        case .success(let read): bytes = read
        case .failure(let failure):
            diagnostics.emit(.unknownReference, "cannot read the feature graph of '\(entry.value.excerpt)' at '\(source.path.excerpt)': \(failure.reason)", at: entry.location)
            return nil
        }
        owners[source.path] = (entry.value, entry.location)
        var featureDiagnostics = DiagnosticCollector()
        var decoded = pipeline.parse(source.path, bytes, into: &featureDiagnostics).flatMap { pipeline.decode($0, as: .feature, into: &featureDiagnostics) }
        if var feature = decoded, !feature.includes.isEmpty {
            var included = IncludedParts(pipeline: pipeline)
            for part in included.merge(into: &feature, diagnostics: &featureDiagnostics) { owners[part] = (entry.value, entry.location) }
            decoded = feature
        }
        // Reading a feature is about the feature alone: all its findings are relocated,
        // those in a part that could not be merged too.
        diagnostics.emit(contentsOf: relocated(featureDiagnostics, to: (entry.value, entry.location)))
        guard let feature = decoded else { return nil }
        if let name = feature.name, name.value != entry.value {
            diagnostics.emit(.unknownReference, "the graph given for '\(entry.value.excerpt)' is the feature '\(name.value.excerpt)'; name it in 'features:' as '\(name.value.excerpt)', or give the right file",
                             at: entry.location, notes: [.init("the feature is named here", at: name.location)])
            return nil
        }
        return feature
    }

    /// The findings of `diagnostics`, each one located in a feature's file moved to
    /// that feature's `features:` entry in the app graph, its place in the feature
    /// kept as the first note; with `owner`, every finding is moved to its entry. Identical
    /// findings (a binding's target checked once for each link to its exit) are reported once.
    func relocated(_ diagnostics: DiagnosticCollector, to owner: (feature: String, entry: SourceLocation)? = nil) -> DiagnosticCollector {
        guard !owners.isEmpty else { return diagnostics }
        var result = DiagnosticCollector()
        var reported: Set<Diagnostic> = []
        for var diagnostic in diagnostics.diagnostics {
            if let owner = owner ?? owners[diagnostic.location.file] {
                let place = Diagnostic.Note("in the feature '\(owner.feature)', here", at: diagnostic.location)
                diagnostic.notes.insert(place, at: 0)
                diagnostic.location = owner.entry
            }
            guard reported.insert(diagnostic).inserted else { continue }
            result.emit(diagnostic)
        }
        return result
    }

    // MARK: Renaming

    /// A `bind:` entry, with the parameters of the exit it binds.
    private struct BoundExit {
        var binding: ExitBinding
        var params: [Parameter]
    }

    private static func name(_ name: Located<String>, in namespace: String) -> Located<String> {
        Located("\(namespace).\(name.value)", at: name.location)
    }

    private static func qualified(_ screen: Screen, in namespace: String, bindings: [String: BoundExit]) -> Screen {
        var screen = screen
        screen.name = name(screen.name, in: namespace)
        screen.links = qualified(screen.links, in: namespace, bindings: bindings)
        for position in screen.urlPatterns.indices {
            screen.urlPatterns[position].via = screen.urlPatterns[position].via.map { name($0, in: namespace) }
        }
        return screen
    }

    private static func qualified(_ flow: Flow, in namespace: String, bindings: [String: BoundExit]) -> Flow {
        var flow = flow
        flow.name = name(flow.name, in: namespace)
        flow.links = qualified(flow.links, in: namespace, bindings: bindings)
        switch flow.kind {
        case .stack(var stack):
            stack.root = name(stack.root, in: namespace)
            flow.kind = .stack(stack)
        case .tabs(let tabs):
            flow.kind = .tabs(tabs.map { tab in
                var tab = tab
                tab.target = qualified(tab.target, in: namespace)
                return tab
            })
        case .switch(let branches):
            flow.kind = .switch(branches.map { branch in
                var branch = branch
                branch.target = qualified(branch.target, in: namespace)
                return branch
            })
        }
        return flow
    }

    private static func qualified(_ target: Located<Tab.Target>, in namespace: String) -> Located<Tab.Target> {
        switch target.value {
        case .flow(let flow): Located(.flow("\(namespace).\(flow)"), at: target.location)
        case .screen(let screen): Located(.screen("\(namespace).\(screen)"), at: target.location)
        }
    }

    /// The links renamed; each exit link replaced by its binding, or dropped when unbound.
    private static func qualified(_ links: [Link], in namespace: String, bindings: [String: BoundExit]) -> [Link] {
        links.compactMap { link in
            var link = link
            guard link.style.value == .exit else {
                link.target = link.target.map { name($0, in: namespace) }
                return link
            }
            guard let exit = link.target?.value, let bound = bindings[exit] else { return nil }
            let binding = bound.binding
            link.exitParameters = bound.params.filter { param in !link.args.contains { $0.name.value == param.name.value } }
            link.style = binding.style
            link.target = binding.target
            link.args += binding.args
            return link
        }
    }
}
