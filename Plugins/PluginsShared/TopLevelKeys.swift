import Foundation

/// Reads a top-level key of a graph file's text as written, without a YAML parser:
/// the plugins need only `include:`, `feature:` and `features:` to plan the build
/// commands, and navgen reads the files itself. A value is a flow list
/// (`include: [a.nav.yaml, parts/b.nav.yaml]`, which may span lines), a block list
/// (`- a.nav.yaml` lines under the key) or a single scalar, with or without quotes
/// and comments. A form this reading misses (an alias) is caught by navgen, which
/// reports it with a location.
enum TopLevelKeys {
    /// The items of the top-level `key:` of `text`: a list's entries, or the one scalar.
    static func list(named key: String, in text: String) -> [String] {
        let prefix = key + ":"
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else { return [] }
        var value = withoutComment(String(lines[start].dropFirst(prefix.count))).trimmingCharacters(in: .whitespaces)
        if value.hasPrefix("[") {
            var next = start + 1
            while !value.contains("]"), next < lines.count {
                value += " " + withoutComment(lines[next])
                next += 1
            }
            let inside = value.dropFirst().prefix { $0 != "]" }
            return inside.split(separator: ",").map { unquoted(String($0)) }.filter { !$0.isEmpty }
        }
        if !value.isEmpty { return [unquoted(value)] }
        var items: [String] = []
        for line in lines[(start + 1)...] {
            let trimmed = withoutComment(line).trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard line.first == " " || line.first == "-", trimmed.hasPrefix("-") else { break }
            items.append(unquoted(String(trimmed.dropFirst())))
        }
        return items.filter { !$0.isEmpty }
    }

    /// The scalar value of the top-level `key:` of `text`, such as a feature graph's
    /// `feature: Account`; `nil` when the key is absent or holds a list.
    static func scalar(named key: String, in text: String) -> String? {
        let prefix = key + ":"
        guard let line = text.split(whereSeparator: \.isNewline).first(where: { $0.hasPrefix(prefix) }) else { return nil }
        let value = unquoted(withoutComment(String(line.dropFirst(prefix.count))))
        return value.isEmpty || value.hasPrefix("[") ? nil : value
    }

    /// `line` without a ` #` comment (a `#` inside a path is kept when no space precedes it).
    private static func withoutComment(_ line: String) -> String {
        if line.hasPrefix("#") { return "" }
        guard let range = line.range(of: " #") else { return line }
        return String(line[..<range.lowerBound])
    }

    /// `text` trimmed, without the quotes around it.
    private static func unquoted(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for quote in ["\"", "'"] where trimmed.count >= 2 && trimmed.hasPrefix(quote) && trimmed.hasSuffix(quote) {
            return String(trimmed.dropFirst().dropLast())
        }
        return trimmed
    }
}
