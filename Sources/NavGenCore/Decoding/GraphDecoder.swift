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
    public func decode(_ root: YAMLNode?, streamed: StreamedEntries = StreamedEntries(), diagnostics: inout DiagnosticCollector) -> NavigationGraph? {
        var context = DecodingContext(diagnostics: diagnostics)
        defer { diagnostics = context.diagnostics }
        guard let root else {
            context.diagnostics.emit(.invalidValue, "the file is empty; a graph is a mapping with 'navgen', 'name', 'root', 'screens' and 'flows'",
                                     at: SourceLocation(file: file, line: 1, column: 1))
            return nil
        }
        guard let fields = context.fields(of: root, as: "the graph", keys: GraphKeys.top) else { return nil }

        checkVersion(fields, context: &context)
        let name = context.require("name", in: fields, of: "the graph", hint: "add 'name: MyApp', the namespace of the generated code").flatMap { context.string($0, as: "'name'") }
        if let name { context.checkName(name, upper: true, what: "the graph name") }
        let rootName = context.require("root", in: fields, of: "the graph", hint: "add 'root:' naming the flow or screen shown at launch").flatMap { context.string($0, as: "'root'") }
        let urls = fields["urls"].map { decodeURLs($0, context: &context) } ?? URLConfiguration()

        var screenDecoder = ScreenDecoder()
        let screens = fields["screens"].map { (node: YAMLNode) -> [Screen] in
            if let decoded = streamed.screens, decoded.location == node.location { return context.merge(decoded) }
            return context.mapping(node, as: "'screens'")?.compactMapReserved { screenDecoder.decode($0, context: &context) } ?? []
        } ?? []
        let flows = fields["flows"].map { (node: YAMLNode) -> [Flow] in
            if let decoded = streamed.flows, decoded.location == node.location { return context.merge(decoded) }
            return context.mapping(node, as: "'flows'")?.compactMapReserved { FlowDecoder.decode($0, context: &context) } ?? []
        } ?? []

        guard let name, let rootName else { return nil }
        return NavigationGraph(name: name, root: rootName, urls: urls, screens: screens, flows: flows, file: file)
    }

    private func checkVersion(_ fields: Fields, context: inout DecodingContext) {
        guard let node = context.require("navgen", in: fields, of: "the graph", hint: "add 'navgen: 1' as the first line") else { return }
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
