/// Paths joined and split the way `NSString`'s path methods do, which navgen used
/// until it stopped linking Foundation: `/` is the only separator, runs of it count as
/// one, and one trailing `/` is ignored. The file system is never consulted.
enum PathName {
    /// `directory/name`: `name` alone when `directory` is empty, with no second `/`
    /// when `directory` ends with one (`appendingPathComponent`).
    static func appending(_ name: String, to directory: String) -> String {
        if name.isEmpty { return directory }
        if directory.isEmpty { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The last component: `c` for `a/b/c` and `a/b/c/`, `/` for `/` (`lastPathComponent`).
    static func lastComponent(of path: String) -> String {
        let path = normalized(path)
        guard path.utf16.count > 1 else { return path }
        return String(path[startOfLastComponent(of: path)...])
    }

    /// Everything before the last component: `a/b` for `a/b/c`, `/` for `/a`, the
    /// empty string for `a` (`deletingLastPathComponent`).
    static func deletingLastComponent(of path: String) -> String {
        let path = normalized(path)
        if path == "/" || path.isEmpty { return path }
        let start = startOfLastComponent(of: path)
        if start == path.startIndex { return "" }
        if start == path.index(after: path.startIndex) { return "/" }
        return String(path[..<path.index(before: start)])
    }

    /// `path` with each run of `/` made one and a trailing `/` removed; `/` stays as it is.
    private static func normalized(_ path: String) -> String {
        if path == "/" { return path }
        var result = ""
        var afterSeparator = false
        for character in path {
            if character == "/" {
                if afterSeparator { continue }
                afterSeparator = true
            } else {
                afterSeparator = false
            }
            result.append(character)
        }
        if result.hasSuffix("/") { result.removeLast() }
        return result
    }

    /// Where the component after the last `/` starts (the start of `path` without one).
    private static func startOfLastComponent(of path: String) -> String.Index {
        guard let separator = path.lastIndex(of: "/") else { return path.startIndex }
        return path.index(after: separator)
    }
}
