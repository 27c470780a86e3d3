import Foundation

/// The navigation graphs among a target's files, each with the `navgen.json` that
/// applies to it and the name of the Swift file it compiles to.
struct GraphFile: Equatable {
    /// The graph, an absolute path, so diagnostics link back to it.
    var url: URL

    /// The nearest `navgen.json` in the graph's directory or a directory above it
    /// that belongs to the same target; `nil` when there is none.
    var configURL: URL?

    /// The generated file's name, unique within the target: `recipes.nav.yaml`
    /// gives `recipes.nav.swift`.
    var outputName: String
}

enum GraphFiles {
    /// The extensions of graph files (spec section 2).
    static let suffixes = [".nav.yaml", ".nav.yml"]

    /// The name of the settings file; navgen reads it (`--config`), the plugins only find it.
    static let configName = "navgen.json"

    /// Whether `url` names a graph file.
    static func isGraph(_ url: URL) -> Bool {
        suffixes.contains { url.lastPathComponent.hasSuffix($0) }
    }

    /// The graphs among `files` (a target's files), in path order, with their
    /// configurations and unique output names.
    static func find(in files: [URL]) -> [GraphFile] {
        let files = files.map(\.standardizedFileURL)
        let graphs = files.filter(isGraph).sorted { $0.path < $1.path }
        let configs = files.filter { $0.lastPathComponent == configName }
        let names = outputNames(for: graphs)
        return graphs.map { graph in
            GraphFile(url: graph, configURL: nearestConfig(to: graph, among: configs), outputName: names[graph]!)
        }
    }

    /// The `navgen.json` in the deepest directory that contains `graph`.
    static func nearestConfig(to graph: URL, among configs: [URL]) -> URL? {
        let graphDirectory = graph.deletingLastPathComponent().pathComponents
        return configs
            .filter { config in
                let directory = config.deletingLastPathComponent().pathComponents
                return graphDirectory.starts(with: directory)
            }
            .max { $0.pathComponents.count < $1.pathComponents.count }
    }

    /// The graph's name without its `.nav.yaml` / `.nav.yml` suffix.
    static func baseName(of graph: URL) -> String {
        let name = graph.lastPathComponent
        for suffix in suffixes where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// One Swift file name per graph: `BASE.nav.swift`, prefixed with the graph's
    /// parent directories (`Feature_recipes.nav.swift`) when two graphs share a base
    /// name, and numbered as a last resort (`recipes.nav.yaml` beside `recipes.nav.yml`).
    /// Names are compared without case, as Swift file names on macOS must differ so.
    /// Deterministic: the same files give the same names.
    static func outputNames(for graphs: [URL]) -> [URL: String] {
        func candidate(_ graph: URL, depth: Int) -> String {
            let directories = graph.deletingLastPathComponent().pathComponents.filter { $0 != "/" }
            let prefix = directories.suffix(depth).map(sanitized)
            return (prefix + [sanitized(baseName(of: graph))]).joined(separator: "_") + ".nav.swift"
        }
        var names: [URL: String] = [:]
        var pending = graphs
        var depth = 0
        while !pending.isEmpty, depth <= 64 {
            let byName = Dictionary(grouping: pending) { candidate($0, depth: depth).lowercased() }
            for group in byName.values where group.count == 1 && !names.values.contains(where: { $0.lowercased() == candidate(group[0], depth: depth).lowercased() }) {
                names[group[0]] = candidate(group[0], depth: depth)
            }
            let unresolved = pending.filter { names[$0] == nil }
            if unresolved.count == pending.count, depth > 0,
               unresolved.allSatisfy({ candidate($0, depth: depth) == candidate($0, depth: depth - 1) }) {
                break
            }
            pending = unresolved
            depth += 1
        }
        // Same directory and base name (`x.nav.yaml` beside `x.nav.yml`): number them in path order.
        for (index, graph) in pending.sorted(by: { $0.path < $1.path }).enumerated() {
            names[graph] = candidate(graph, depth: 0).replacingOccurrences(of: ".nav.swift", with: "_\(index + 1).nav.swift")
        }
        return names
    }

    /// `name` with every character that is awkward in a file name replaced by `_`.
    private static func sanitized(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
}
