/// The settings of a `navgen.json` (spec section 10), which `compile` and `lint`
/// read with `--config`. The build plugin passes the `navgen.json` beside a graph
/// (or in a folder above it, within the target); navgen reads it on each run,
/// because SwiftPM does not run a build-tool plugin again when only the content of
/// a file changes.
///
/// ```json
/// { "access": "public", "warningsAsErrors": true }
/// ```
///
/// Every key is optional (`features` maps feature names to `[MODULE:]PATH`, issue 40);
/// any other key is an error, so a misspelt setting never goes unnoticed. Options
/// given on the command line win.
public struct NavGenConfig: Equatable, Sendable {
    /// The access level of the generated declarations; `nil` keeps navgen's default (`internal`).
    public var access: AccessLevel?
    /// Whether warnings fail the build.
    public var warningsAsErrors: Bool
    /// The feature graphs an app graph imports (issue 40), by feature name: each path
    /// as written, relative to the `navgen.json`'s folder, read as `[MODULE:]PATH`.
    public var features: [String: FeatureSource]

    public init(access: AccessLevel? = nil, warningsAsErrors: Bool = false, features: [String: FeatureSource] = [:]) {
        self.access = access
        self.warningsAsErrors = warningsAsErrors
        self.features = features
    }

    /// The keys a `navgen.json` may have.
    static let keys = ["access", "warningsAsErrors", "features"]

    /// Reads a `navgen.json` with the graphs' YAML reader (JSON is YAML), so its
    /// problems are diagnostics at a line and column like a graph's: the settings,
    /// or `nil` when `diagnostics` received an error. A UTF-16 file with a byte-order
    /// mark is read as its UTF-8 text.
    ///
    /// ```json
    /// { "acess": "public" }
    /// ```
    /// is `navgen.json:1:3: error: navgen.json has no key 'acess'; did you mean 'access'? … [unknown-key]`.
    public static func decode(file: String, bytes: [UInt8], into diagnostics: inout DiagnosticCollector) -> NavGenConfig? {
        var context = DecodingContext(diagnostics: DiagnosticCollector())
        defer { diagnostics.emit(contentsOf: context.diagnostics) }
        guard let root = YAMLReader(file: file).read(utf8(bytes), into: &context.diagnostics) else {
            if !context.diagnostics.hasErrors {
                context.diagnostics.emit(.invalidValue, #"navgen.json is empty; write one JSON object, such as { "access": "public" }"#,
                                         at: SourceLocation(file: file, line: 1, column: 1))
            }
            return nil
        }
        guard case .mapping = root.content else {
            context.diagnostics.emit(.invalidValue, "navgen.json must hold one JSON object, not \(root.kindDescription)", at: root.location)
            return nil
        }
        guard let fields = context.fields(of: root, as: "navgen.json", keys: keys) else { return nil }
        var config = NavGenConfig()
        if let node = fields["access"], !node.isNull {
            config.access = access(node, diagnostics: &context.diagnostics)
        }
        if let node = fields["warningsAsErrors"], !node.isNull {
            switch node.content {
            case .scalar("true", isPlain: true): config.warningsAsErrors = true
            case .scalar("false", isPlain: true): config.warningsAsErrors = false
            case .scalar(let text, _):
                context.diagnostics.emit(.invalidValue, "'warningsAsErrors' must be true or false, not '\(text.excerpt)'", at: node.location)
            default:
                context.diagnostics.emit(.invalidValue, "'warningsAsErrors' must be true or false, not \(node.kindDescription)", at: node.location)
            }
        }
        if let node = fields["features"], !node.isNull, let pairs = context.mapping(node, as: "'features'") {
            for pair in pairs {
                guard let name = context.keyName(pair.key), let path = context.string(pair.value, as: "the path of '\(name.value)'") else { continue }
                guard let (_, source) = FeatureSource.parse("\(name.value)=\(path.value)") else {
                    context.diagnostics.emit(.invalidValue, "'features' maps a feature name to its graph's path, 'PATH' or 'MODULE:PATH'; '\(path.value.excerpt)' is neither", at: path.location)
                    continue
                }
                config.features[name.value] = FeatureSource(path: IncludePath.resolve(source.path, from: file), module: source.module)
            }
        }
        return context.diagnostics.hasErrors ? nil : config
    }

    /// The access level `node` names, or `nil` after reporting why it names none.
    private static func access(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) -> AccessLevel? {
        let levels = AccessLevel.generated.map(\.rawValue)
        let choices = levels.map { "\"\($0)\"" }.joined(separator: ", ")
        guard case .scalar(let text, _) = node.content else {
            diagnostics.emit(.invalidValue, "'access' must be one of \(choices), not \(node.kindDescription)", at: node.location)
            return nil
        }
        if let level = AccessLevel(rawValue: text), AccessLevel.generated.contains(level) { return level }
        let advice = Suggestion.closest(to: text, in: levels).map { "did you mean \"\($0)\"? (one of \(choices))" } ?? "write one of \(choices)"
        diagnostics.emit(.invalidValue, "'access' is '\(text.excerpt)'; \(advice)", at: node.location)
        return nil
    }

    /// `bytes` as UTF-8: a UTF-16 text with a byte-order mark is converted, anything
    /// else is left for the reader.
    private static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        let mark = bytes.prefix(2)
        guard mark.elementsEqual([0xFF, 0xFE]) || mark.elementsEqual([0xFE, 0xFF]) else { return bytes }
        let littleEndian = mark.first == 0xFF
        let units = stride(from: 2, to: bytes.count - 1, by: 2).map { offset in
            let (low, high) = littleEndian ? (bytes[offset], bytes[offset + 1]) : (bytes[offset + 1], bytes[offset])
            return UInt16(high) << 8 | UInt16(low)
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
