/// Accumulates Swift source text line by line with push/pop indentation
/// (four spaces a level). The only place emitted text is assembled.
///
/// The text only ever grows at its end, so writing is linear in its length.
struct SwiftWriter {
    private(set) var text: String
    private var level = 0

    /// A writer whose text starts with `prefix` (a file header).
    init(prefix: String = "") {
        text = prefix
    }

    /// Writes one line at the current indentation (an empty line stays empty).
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            for _ in 0..<level { text += "    " }
            text += content
        }
        text += "\n"
    }

    /// Writes `opening`, the nested content one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        open(opening)
        body(&self)
        close(closing)
    }

    /// Writes `opening` and indents what follows one level, until `close(_:)`.
    mutating func open(_ opening: String) {
        line(opening)
        level += 1
    }

    /// Ends what `open(_:)` started with `closing`.
    mutating func close(_ closing: String = "}") {
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
