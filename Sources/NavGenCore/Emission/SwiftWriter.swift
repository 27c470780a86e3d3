/// Accumulates Swift source text line by line with push/pop indentation
/// (four spaces a level). The only place emitted text is assembled.
///
/// The text is kept as UTF-8 bytes that only grow at their end: appending bytes
/// costs a copy, where appending to a `String` cost several times that (a
/// 10,000-screen graph's 41 MB are written in about a million lines).
struct SwiftWriter {
    private var bytes: [UInt8] = []
    private var level = 0

    private static let indentation = [UInt8](repeating: UInt8(ascii: " "), count: 4)

    /// A writer whose text starts with `prefix` (a file header).
    init(prefix: String = "") {
        append(prefix)
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text written so far, as UTF-8.
    var utf8: [UInt8] { bytes }

    /// Writes one line at the current indentation (an empty line stays empty).
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            for _ in 0..<level { bytes.append(contentsOf: Self.indentation) }
            append(content)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    private mutating func append(_ string: String) {
        var string = string
        string.withUTF8 { bytes.append(contentsOf: $0) }
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
