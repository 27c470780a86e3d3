import NavGenCore
import Testing

/// The Swift navgen emits for a few lines of graph, and the declarations in it: the
/// main tier of the emitter's tests (snippet tests). A snippet test names a declaration
/// by its first line and compares the whole declaration, up to its closing brace, with
/// the text a reader expects, so that an emitter change shows as the lines it changed.
struct EmittedSwift {
    /// The whole generated file.
    let text: String

    /// Compiles `yaml`; an error-free graph is required.
    init(_ yaml: String, access: AccessLevel = .internal, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let analysis = Pipeline.analyze(file: "snippet.nav.yaml", bytes: Array(yaml.utf8))
        guard analysis.canEmit, let context = analysis.analyzed else {
            Issue.record("the graph has errors: \(analysis.diagnostics.sorted.map(\.message))", sourceLocation: sourceLocation)
            text = ""
            return
        }
        text = SwiftEmitter(options: .init(access: access)).emit(context, deepLinks: analysis.deepLinks, sourceName: "snippet.nav.yaml")
    }

    /// Compiles the app graph `yaml` with the feature graphs it imports, each given by
    /// its text under its feature name (`--feature NAME=PATH`, the module left to its
    /// default); an error-free composition is required.
    init(_ yaml: String, features: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let files = Dictionary(uniqueKeysWithValues: features.map { ("\($0.key).nav.yaml", $0.value) })
        let sources = Dictionary(uniqueKeysWithValues: features.keys.map { ($0, FeatureSource(path: "\($0).nav.yaml")) })
        let analysis = Pipeline(parallelism: .serial, parts: .inMemory(files), features: sources).analyze(file: "snippet.nav.yaml", bytes: Array(yaml.utf8))
        guard analysis.canEmit, let context = analysis.analyzed else {
            Issue.record("the graph has errors: \(analysis.diagnostics.sorted.map(\.message))", sourceLocation: sourceLocation)
            text = ""
            return
        }
        text = SwiftEmitter().emit(context, deepLinks: analysis.deepLinks, sourceName: "snippet.nav.yaml")
    }

    /// The declaration whose first line, without its indentation, starts with `header`,
    /// up to the line that closes it at the same indentation; dedented. One line when it
    /// opens no brace or parenthesis. `nil` when no line starts so.
    func declaration(_ header: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.drop { $0 == " " }.hasPrefix(header) }) else { return nil }
        let indent = lines[start].prefix { $0 == " " }
        var end = start
        if lines[start].hasSuffix("{") || lines[start].hasSuffix("(") {
            end = lines[(start + 1)...].firstIndex { $0.hasPrefix(indent + "}") || $0.hasPrefix(indent + ")") } ?? start
        }
        return lines[start...end].map { $0.hasPrefix(indent) ? String($0.dropFirst(indent.count)) : String($0) }
            .joined(separator: "\n")
    }

    /// Expects the declaration that starts with the first line of `expected` to be
    /// `expected`, line for line.
    func expect(_ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let header = String(expected.prefix { $0 != "\n" })
        guard let found = declaration(header) else {
            Issue.record("no declaration starts with '\(header)' in:\n\(text)", sourceLocation: sourceLocation)
            return
        }
        #expect(found == expected, sourceLocation: sourceLocation)
    }
}
