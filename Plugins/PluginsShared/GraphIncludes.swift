import Foundation

/// The parts each graph of a target includes (1.1 G), found by reading the
/// `include:` key of each file as written (`TopLevelKeys`). navgen reads the
/// files itself; the plugin needs the list only to know which files not to compile
/// alone and which files each graph's build command reads. A form this reading
/// misses (an alias) leaves the part a graph of its own, which navgen rejects with
/// a located error, so it never goes unnoticed.
enum GraphIncludes {
    /// The files among `graphs` that another of them includes: parts, compiled
    /// only through the graphs that include them.
    static func parts(among graphs: [URL]) -> Set<URL> {
        var parts: Set<URL> = []
        for graph in graphs {
            parts.formUnion(direct(of: graph))
        }
        return parts
    }

    /// Every file `graph` includes, directly or through other parts, that exists,
    /// in reading order: the inputs of its build command besides itself.
    static func all(of graph: URL) -> [URL] {
        var found: [URL] = [], seen: Set<URL> = [graph.standardizedFileURL]
        var pending = direct(of: graph)
        while !pending.isEmpty {
            let file = pending.removeFirst()
            guard seen.insert(file).inserted, FileManager.default.fileExists(atPath: file.path) else { continue }
            found.append(file)
            pending.append(contentsOf: direct(of: file))
        }
        return found
    }

    /// The files `file`'s own `include:` names, resolved against its folder.
    static func direct(of file: URL) -> [URL] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        let folder = file.deletingLastPathComponent()
        return entries(in: text).map { entry in
            (entry.hasPrefix("/") ? URL(fileURLWithPath: entry) : folder.appendingPathComponent(entry)).standardizedFileURL
        }
    }

    /// The paths of the top-level `include:` of a graph file's text, as written.
    static func entries(in text: String) -> [String] {
        TopLevelKeys.list(named: "include", in: text)
    }
}
