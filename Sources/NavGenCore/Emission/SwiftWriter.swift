/// Accumulates Swift source text line by line with push/pop indentation
/// (four spaces a level). The only place emitted text is assembled.
///
/// The text is kept as UTF-8 bytes that only grow at their end (`WrittenBytes`).
///
/// A writer made with a `flush` closure hands its bytes to it whenever about a
/// megabyte has gathered, and keeps only what has not been handed over yet: a large
/// graph's output (386 MB at 100,000 screens) then never exists whole in memory.
struct SwiftWriter: ~Copyable {
    /// Receives the text written so far, in order, a chunk at a time.
    typealias Flush = (UnsafeBufferPointer<UInt8>) -> Void

    /// How many bytes gather before they go to `flush`.
    static let flushSize = 1 << 20

    private var bytes: WrittenBytes
    /// Where the line being written starts in `bytes`.
    private var lineStart = 0
    /// The indentation, in levels.
    private(set) var level = 0
    private let flush: Flush?

    /// A writer whose text starts with `prefix` (a file header), kept whole.
    init(prefix: String = "") {
        flush = nil
        bytes = WrittenBytes(capacity: 1 << 12)
        append(prefix)
        lineStart = bytes.count
    }

    /// A writer whose text starts with `prefix` and goes to `flush` about a megabyte
    /// at a time, its lines indented `level` levels to begin with; call `finish()`
    /// for the last chunk.
    init(prefix: String, flush: @escaping Flush, level: Int = 0) {
        self.flush = flush
        self.level = level
        bytes = WrittenBytes(capacity: Self.flushSize + (1 << 16))
        append(prefix)
        lineStart = bytes.count
    }

    /// The columns the current indentation takes.
    var indentation: Int { 4 * level }

    /// The text written so far (of a writer without `flush`).
    var text: String { String(decoding: bytes.buffer, as: UTF8.self) }

    /// Writes one line at the current indentation (an empty line stays empty).
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            beginLine()
            write(content)
        }
        endLine()
    }

    /// Starts a line at the current indentation, to be written piece by piece with
    /// `write(_:)` and ended with `endLine()`: a line made of several parts is then
    /// never assembled as a `String` first.
    @inline(__always)
    mutating func beginLine() {
        guard level > 0 else { return }
        bytes.append(UInt8(ascii: " "), repeated: 4 * level)
    }

    /// Adds `text` to the line `beginLine()` started.
    @inline(__always)
    mutating func write(_ text: String) {
        append(text)
    }

    /// Adds UTF-8 text to the line `beginLine()` started.
    mutating func write(utf8 text: UnsafeBufferPointer<UInt8>) {
        bytes.append(text)
    }

    /// Adds `number` (not negative) in decimal, without making a `String` of it.
    mutating func write(_ number: Int) {
        DecimalDigits.forEach(of: number) { bytes.append($0) }
    }

    /// Adds whole lines another writer wrote (indented already), handing them to
    /// `flush` as they come.
    mutating func append(lines chunk: UnsafeBufferPointer<UInt8>) {
        if flush != nil, bytes.count > 0, bytes.count + chunk.count > Self.flushSize { handOver() }
        bytes.append(chunk)
        lineStart = bytes.count
        if bytes.count >= Self.flushSize, flush != nil { handOver() }
    }

    /// Ends the line `beginLine()` started; a line wider than `SwiftRenderer.width`
    /// is broken at its brackets first (`LineWrapping`).
    @inline(__always)
    mutating func endLine() {
        if bytes.count - lineStart > SwiftRenderer.width { wrapLine() }
        bytes.append(UInt8(ascii: "\n"))
        lineStart = bytes.count
        if bytes.count >= Self.flushSize, flush != nil { handOver() }
    }

    /// Replaces the line being written, wider than the page in bytes, by the lines
    /// `LineWrapping` breaks it into when it is wider in characters too.
    private mutating func wrapLine() {
        let written = bytes.buffer[lineStart...]
        let start = (written.lastIndex(of: UInt8(ascii: "\n")) ?? lineStart - 1) + 1
        guard bytes.count - start > SwiftRenderer.width else { return }
        let lines = LineWrapping.wrap(Array(bytes.buffer[start...]), width: SwiftRenderer.width)
        guard lines.count > 1 else { return }
        bytes.removeLast(from: start)
        for (number, line) in lines.enumerated() {
            if number > 0 { bytes.append(UInt8(ascii: "\n")) }
            line.withUnsafeBufferPointer { bytes.append($0) }
        }
    }

    /// Hands the bytes not handed over yet to `flush`.
    mutating func finish() {
        if flush != nil, bytes.count > 0 { handOver() }
    }

    private mutating func handOver() {
        flush?(bytes.buffer)
        bytes.removeAll()
        lineStart = 0
    }

    /// Inlined, as `write(_:)` is, into each caller: most pieces are literals, whose
    /// form (small, or stored in the binary) is then known where they are written.
    @inline(__always)
    private mutating func append(_ string: String) {
        if string.utf8.withContiguousStorageIfAvailable({ bytes.append($0) }) != nil { return }
        var string = string
        string.withUTF8 { bytes.append($0) }
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
        indent()
    }

    /// Indents what follows one level, until `close(_:)`.
    mutating func indent() {
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
            beginLine()
            if docLine.isEmpty {
                write("///")
            } else {
                write("/// ")
                write(docLine)
            }
            endLine()
        }
    }
}
