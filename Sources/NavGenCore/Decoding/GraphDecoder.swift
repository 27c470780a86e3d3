/// Decodes a YAML tree into a `NavigationGraph` (spec sections 3 to 5), reporting
/// `unknown-key`, `invalid-value`, `missing-key` and `invalid-name`.
///
/// Decoding goes on after a problem so one run reports as much as it can; parts
/// that cannot be read are left out of the model.
public struct GraphDecoder {
    public var file: String

    public init(file: String) {
        self.file = file
    }

    /// The graph, or `nil` when the top level is unusable (no mapping, no name or root).
    /// `streamed` holds the screens and flows decoded while `root` was parsed
    /// (`YAMLReader.read(_:streaming:into:)`); the result is the same as without.
    /// The files of its `include:` are not read here (see `IncludedParts`).
    public func decode(_ root: YAMLNode?, streamed: StreamedEntries = StreamedEntries(), diagnostics: inout DiagnosticCollector) -> NavigationGraph? {
        decodeFile(root, streamed: streamed, as: .graph, diagnostics: &diagnostics)?.graph
    }

    /// What a file's top level may be: a graph, or a part another graph includes (1.1 G).
    enum Expectation {
        /// A graph; a file without `name` and `root` is reported as a part given alone.
        case graph
        /// A part, included by another file.
        case part
        /// A graph, or a part when it has neither `name` nor `root` (`navgen lint`).
        case graphOrPart
        /// A feature graph an app graph imports (issue 40): it must have `feature:`.
        case feature
    }

    /// The top level of a graph file or a part, or `nil` when it is unusable: no
    /// mapping, or a graph without a name or root.
    func decodeFile(_ root: YAMLNode?, streamed: StreamedEntries, as expected: Expectation, diagnostics: inout DiagnosticCollector) -> DecodedFile? {
        var context = DecodingContext(diagnostics: diagnostics)
        defer { diagnostics = context.diagnostics }
        guard let root else {
            let what = expected == .part ? "a part is a mapping with 'navgen', 'screens' and 'flows'" : "a graph is a mapping with 'navgen', 'name', 'root', 'screens' and 'flows'"
            context.diagnostics.emit(.invalidValue, "the file is empty; \(what)", at: SourceLocation(file: file, line: 1, column: 1))
            return nil
        }
        guard let fields = context.fields(of: root, as: expected == .part ? "a part" : "the graph", keys: GraphKeys.top) else { return nil }
        let featureEntry = expected == .part ? nil : fields.entry("feature")
        let isPart = expected == .part || (expected == .graphOrPart && featureEntry == nil && fields["name"] == nil && fields["root"] == nil)
        checkVersion(fields, of: isPart ? "the part" : "the graph", context: &context)
        var decoded = DecodedFile(file: file, isPart: isPart)
        if isPart {
            reportGraphKeys(in: fields, context: &context)
        } else if let featureEntry {
            decodeFeature(featureEntry, fields: fields, into: &decoded, context: &context)
        } else if expected == .feature {
            context.diagnostics.emit(.missingKey, "the file has no 'feature' key, so it is not a feature graph; an app graph imports feature graphs, which start with 'feature: Name'",
                                     at: fields.location)
            return nil
        } else if fields["name"] == nil && fields["root"] == nil {
            context.diagnostics.emit(.missingKey, "the file has neither 'name' nor 'root', so it reads as a part: compile or draw the graph that includes it, or add 'name: MyApp' and 'root:' to make it a graph",
                                     at: fields.location)
        } else {
            decoded.name = context.require("name", in: fields, of: "the graph", hint: "add 'name: MyApp', the namespace of the generated code").flatMap { context.string($0, as: "'name'") }
            if let name = decoded.name { context.checkName(name, upper: true, what: "the graph name") }
            decoded.root = context.require("root", in: fields, of: "the graph", hint: "add 'root:' naming the flow or screen shown at launch").flatMap { context.string($0, as: "'root'") }
            decoded.urls = fields["urls"].map { decodeURLs($0, context: &context) } ?? URLConfiguration()
            decoded.urls.location = fields.entry("urls")?.keyLocation
            if let exits = fields.entry("exits") {
                context.diagnostics.emit(.unknownKey, "an app graph has no key 'exits': exits belong to a feature graph, which starts with 'feature: Name' instead of 'name' and 'root'",
                                         at: exits.keyLocation)
            }
            decoded.features = fields["features"].map { context.strings($0, as: "a feature") } ?? []
            decoded.bindings = fields["bind"].map { FeatureDecoder.decodeBindings($0, context: &context) } ?? []
            decoded.restoration = fields["restoration"].flatMap { node in
                context.bool(node, as: "'restoration'").map { Located($0, at: node.location) }
            }
        }
        decoded.includes = fields["include"].map { context.strings($0, as: "an included file") } ?? []

        var screenDecoder = ScreenDecoder()
        decoded.screens = fields["screens"].map { (node: YAMLNode) -> [Screen] in
            if let streamed = streamed.screens, streamed.location == node.location { return context.merge(streamed) }
            return context.mapping(node, as: "'screens'")?.compactMapReserved { screenDecoder.decode($0, context: &context) } ?? []
        } ?? []
        decoded.flows = fields["flows"].map { (node: YAMLNode) -> [Flow] in
            if let streamed = streamed.flows, streamed.location == node.location { return context.merge(streamed) }
            return context.mapping(node, as: "'flows'")?.compactMapReserved { FlowDecoder.decode($0, context: &context) } ?? []
        } ?? []
        guard isPart || decoded.featureKey != nil || (decoded.name != nil && decoded.root != nil) else { return nil }
        return decoded
    }

    /// `screens` with each enum parameter's type named as code outside the namespace
    /// names it (`Vault.AddItemKind`): coordinators' extensions and the app's views
    /// cannot see the namespace's members unqualified.
    static func qualifyingEnums(_ screens: [Screen], in namespace: String) -> [Screen] {
        guard screens.contains(where: { $0.params.contains { $0.type.choices != nil } }) else { return screens }
        return screens.map { screen in
            var screen = screen
            // A feature's screens, composed into an app graph, are already qualified by the feature.
            for position in screen.params.indices where screen.params[position].type.choices != nil && !screen.params[position].type.name.contains(".") {
                screen.params[position].type = screen.params[position].type.renamed("\(namespace).\(screen.params[position].type.name)")
            }
            return screen
        }
    }

    /// The top level of a feature graph: `feature: Name` is its name, its `exits:` are
    /// read, and the keys of an app graph are reported.
    private func decodeFeature(_ entry: (keyLocation: SourceLocation, node: YAMLNode), fields: Fields, into decoded: inout DecodedFile,
                               context: inout DecodingContext) {
        decoded.featureKey = entry.keyLocation
        decoded.name = context.string(entry.node, as: "'feature'")
        if let name = decoded.name { context.checkName(name, upper: true, what: "the feature name") }
        for key in ["name", "root"] {
            guard let written = fields.entry(key) else { continue }
            context.diagnostics.emit(.invalidValue, "a feature graph has no '\(key)': 'feature' names it, and the app that imports it decides what is shown at launch; remove '\(key)'",
                                     at: written.keyLocation)
        }
        for key in GraphKeys.top where !GraphKeys.feature.contains(key) && key != "name" && key != "root" {
            guard let written = fields.entry(key) else { continue }
            let why = key == "urls" ? "its screens' 'url' patterns are its own, but schemes and hosts are the app's" : "'\(key)' belongs to the app graph that imports the feature"
            context.diagnostics.emit(.unknownKey, "a feature graph has no key '\(key)': \(why) (a feature graph has 'navgen', 'feature', 'include', 'exits', 'screens' and 'flows')",
                                     at: written.keyLocation)
        }
        decoded.exits = fields["exits"].map { FeatureDecoder.decodeExits($0, context: &context) } ?? []
    }

    /// A part's `name`, `root` and `urls`: they belong to the graph that includes it.
    private func reportGraphKeys(in fields: Fields, context: inout DecodingContext) {
        for key in GraphKeys.top where !GraphKeys.part.contains(key) {
            guard let entry = fields.entry(key) else { continue }
            context.diagnostics.emit(.unknownKey, "a part has no key '\(key)': '\(key)' belongs to the graph that includes it (a part has 'navgen', 'include', 'screens' and 'flows')",
                                     at: entry.keyLocation)
        }
    }

    private func checkVersion(_ fields: Fields, of what: String, context: inout DecodingContext) {
        guard let node = context.require("navgen", in: fields, of: what, hint: "add 'navgen: 1' as the first line") else { return }
        guard case .scalar("1", isPlain: true) = node.content else {
            let found = node.scalarText.map { "'\($0.excerpt)'" } ?? node.kindDescription
            context.diagnostics.emit(.invalidValue, "navgen reads format version 1, not \(found); write 'navgen: 1'", at: node.location)
            return
        }
    }

    private func decodeURLs(_ node: YAMLNode, context: inout DecodingContext) -> URLConfiguration {
        guard let fields = context.fields(of: node, as: "'urls'", keys: GraphKeys.urls) else { return URLConfiguration() }
        return URLConfiguration(
            schemes: fields["schemes"].map { context.strings($0, as: "a scheme") } ?? [],
            hosts: fields["hosts"].map { context.strings($0, as: "a host") } ?? [],
            caseInsensitive: fields["caseInsensitive"].flatMap { context.bool($0, as: "'caseInsensitive'") } ?? false,
            openMode: fields["open"].flatMap { context.choice($0, as: "'open'", of: OpenMode.self) } ?? .reset
        )
    }
}

extension DecodingContext {
    /// One of a closed set of words (`reset`, `preserve`), reporting `invalid-value` with the choices.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(_ node: YAMLNode, as what: @autoclosure () -> String, of _: Choice.Type) -> Choice?
        where Choice.RawValue == String {
        guard let text = string(node, as: what()) else { return nil }
        if let choice = Choice(rawValue: text.value) { return choice }
        let choices = Choice.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        diagnostics.emit(.invalidValue, "\(what()) must be one of \(choices), not '\(text.value.excerpt)'", at: node.location)
        return nil
    }

    /// A streamed mapping's elements, its diagnostics recorded here.
    mutating func merge<Element>(_ decoded: StreamedEntries.Decoded<Element>) -> [Element] {
        diagnostics.emit(contentsOf: decoded.context.diagnostics)
        return decoded.elements
    }

    /// The value of a required key, reporting `missing-key` at the mapping when absent.
    mutating func require(_ key: String, in fields: Fields, of what: @autoclosure () -> String, hint: String) -> YAMLNode? {
        if let node = fields[key] { return node }
        diagnostics.emit(.missingKey, "\(what()) has no '\(key)' key; \(hint)", at: fields.location)
        return nil
    }

    /// An `args:` mapping of parameter names to literal values.
    mutating func arguments(_ node: YAMLNode) -> [ArgumentBinding] {
        guard let pairs = mapping(node, as: "'args'") else { return [] }
        return pairs.compactMapReserved { pair in
            guard let name = keyName(pair.key), let value = rawScalar(pair.value, as: "the value of '\(name.value)'") else { return nil }
            return ArgumentBinding(name: name, value: value)
        }
    }
}
