/// The stages of navgen, in the order data flows through them. No stage reaches
/// back into an earlier one.
///
/// 1. **Read**: the graph file's bytes (`Pipeline.analyze(file:bytes:)` callers read them).
/// 2. **Parse**: `YAMLReader` streams libyaml's events into a `YAMLNode` tree,
///    enforcing the limits, duplicate keys, tags and aliases.
/// 3. **Decode**: `GraphDecoder` builds the typed `NavigationGraph`.
/// 4. **Analyse**: `ValidationContext` indexes names and finds every placement.
/// 5. **Validate**: `Validator` runs the graph rules.
/// 6. **Deep links**: URL pattern rules, overlap analysis and route synthesis.
/// 7. **Emit**: the Swift file (see `Emission/`).
public enum Pipeline {
    /// Runs stages 2 to 6 on a file's bytes.
    public static func analyze(file: String, bytes: [UInt8], limits: YAMLLimits = .standard) -> Analysis {
        var diagnostics = DiagnosticCollector()
        let tree = YAMLReader(file: file, limits: limits).read(bytes, into: &diagnostics)
        guard !diagnostics.diagnostics.contains(where: { $0.rule == .yamlSyntax || $0.rule == .yamlLimit }),
              let graph = GraphDecoder(file: file).decode(tree, diagnostics: &diagnostics)
        else {
            return Analysis(file: file, context: nil, diagnostics: diagnostics)
        }
        let context = ValidationContext(graph: graph)
        Validator().validate(context, into: &diagnostics)
        return Analysis(file: file, context: context, diagnostics: diagnostics)
    }
}

/// What analysing one graph file produced.
public struct Analysis: Sendable {
    /// The file as the user named it.
    public var file: String
    /// The validated graph with its index and placements; `nil` when the file could
    /// not be parsed or decoded.
    public var context: ValidationContext?
    public var diagnostics: DiagnosticCollector
    /// The deep-link routes, when the graph's URLs could be analysed.
    public var deepLinks: DeepLinkTable? = nil

    /// Whether code may be generated: a model exists and no error was found.
    public var canEmit: Bool { context != nil && !diagnostics.hasErrors }
}
