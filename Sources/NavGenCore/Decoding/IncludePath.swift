/// Where an `include:` entry points: its path joined to the including file's folder
/// and simplified lexically (`.` dropped, `folder/..` removed), so one file reached
/// two ways has one name. The file system is never consulted; the result is
/// relative when both paths are, as the user named the graph.
enum IncludePath {
    /// `entry` relative to the folder of `file`; `entry` itself when it is absolute.
    static func resolve(_ entry: String, from file: String) -> String {
        if entry.hasPrefix("/") { return simplified(entry) }
        let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return simplified(folder.isEmpty ? entry : folder + "/" + entry)
    }

    /// `path` with empty and `.` components dropped and each `name/..` removed;
    /// a leading `..` stays.
    static func simplified(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else if component != ".." || !path.hasPrefix("/") || !components.isEmpty {
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
