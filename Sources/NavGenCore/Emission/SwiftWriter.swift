/// Accumulates Swift source text line by line with push/pop indentation
/// (four spaces a level). The only place emitted text is assembled.
struct SwiftWriter {
    private(set) var text = ""
    private var level = 0

    /// Writes one line at the current indentation (an empty line stays empty).
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            text += String(repeating: "    ", count: level)
            text += content
        }
        text += "\n"
    }

    /// Writes `opening`, the nested content one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening)
        level += 1
        body(&self)
        level -= 1
        line(closing)
    }

    /// Writes the nested content one level deeper, with no lines around it.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// Writes `///` lines.
    mutating func doc(_ lines: [String]) {
        for docLine in lines {
            line(docLine.isEmpty ? "///" : "/// \(docLine)")
        }
    }
}
