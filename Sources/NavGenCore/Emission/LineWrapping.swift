/// Breaks a generated line wider than the page where a careful engineer would: at the
/// brackets of the argument list, parameter list or collection literal that crosses
/// the right margin, one element a line, the closing bracket on a line of its own.
///
/// ```swift
/// case productList(category: Swift.String? = nil, maxPrice: Swift.Double? = nil, sort: Shop.ProductListSort = .featured)
/// ```
/// becomes
/// ```swift
/// case productList(
///     category: Swift.String? = nil,
///     maxPrice: Swift.Double? = nil,
///     sort: Shop.ProductListSort = .featured
/// )
/// ```
/// A closure or block on one line is broken around its body; a collection literal's
/// elements keep a trailing comma, an argument list's do not (Swift before 6.1 rejects
/// it). A line it cannot break safely stays as it is: a comment, a string with an
/// interpolation or a multi-line string, a group with generic arguments (whose commas
/// are not the group's), or one whose wide part is not inside a group.
enum LineWrapping {
    /// `line` as lines of at most `width` characters where its brackets allow.
    static func wrap(_ line: String, width: Int) -> [String] {
        wrap(Array(line.utf8), width: width).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `line`, UTF-8, as lines of at most `width` characters where its brackets allow.
    /// Works on bytes: everything it looks for is ASCII, and a character is counted
    /// at its first byte.
    static func wrap(_ line: [UInt8], width: Int) -> [[UInt8]] {
        wrap(line, width: width, depth: 0)
    }

    // Computed, and the brackets tested by comparison: these are read for every byte of
    // a wide line, where the `static let` arrays they replace went through a global's
    // lazy-initialisation check at each use (`Benchmarks/README.md`, "Issue 36's
    // guardrails in the thirty-first session").
    private static var space: UInt8 { UInt8(ascii: " ") }
    private static var comma: UInt8 { UInt8(ascii: ",") }
    private static var quote: UInt8 { UInt8(ascii: "\"") }
    private static var backslash: UInt8 { UInt8(ascii: "\\") }
    private static var slash: UInt8 { UInt8(ascii: "/") }
    private static var colon: UInt8 { UInt8(ascii: ":") }

    private static func isOpener(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")
    }

    private static func isCloser(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
    }

    /// How many characters `bytes` holds: its bytes that do not continue a character.
    private static func columns<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    private static func wrap(_ line: [UInt8], width: Int, depth: Int) -> [[UInt8]] {
        guard line.count > width, columns(line) > width, depth < 8 else { return [line] }
        let indent = line.prefix { $0 == space }.count
        let content = line[indent...]
        if content.starts(with: Array("///".utf8)) { return words(of: line, indent: indent, width: width) }
        guard let group = crossingGroup(in: line, from: indent, width: width) else {
            let isCase = content.starts(with: Array("case ".utf8)) && content.last == colon
            return isCase ? caseList(line, indent: indent, width: width) : [line]
        }
        let inner = Array(line[(group.open + 1)..<group.close])
        let padding = [UInt8](repeating: space, count: indent), deeper = padding + Array("    ".utf8)
        let closing = padding + line[group.close...]
        if line[group.open] == UInt8(ascii: "{") {
            let (parameters, body) = closureParts(trimmed(inner[...]))
            return [Array(line[...group.open]) + parameters]
                + wrap(deeper + body, width: width, depth: depth + 1)
                + wrap(closing, width: width, depth: depth + 1)
        }
        let elements = split(inner[...])
        let isCollection = line[group.open] == UInt8(ascii: "[")
        var lines = [Array(line[...group.open])]
        for (number, element) in elements.enumerated() {
            let separator: [UInt8] = number < elements.count - 1 || isCollection ? [comma] : []
            lines += wrap(deeper + element + separator, width: width, depth: depth + 1)
        }
        lines += wrap(closing, width: width, depth: depth + 1)
        return lines
    }

    /// The outermost group that is still open at column `width`: a `(` or `[` with
    /// something inside, or a `{` with a body; else the last outermost `(` or `[` (a
    /// signature's parameters before ` -> T {`); `nil` when there is none or the line
    /// is one not to touch.
    private static func crossingGroup(in line: [UInt8], from start: Int, width: Int) -> (open: Int, close: Int)? {
        var depth = 0, inString = false, index = start, column = start
        var open: Int? = nil, last: (open: Int, close: Int)? = nil
        while index < line.count {
            let byte = line[index]
            if byte & 0xC0 != 0x80 { column += 1 }
            if inString {
                if byte == backslash {
                    guard index + 1 < line.count, line[index + 1] != UInt8(ascii: "(") else { return nil }
                    index += 1
                    column += 1
                } else if byte == quote {
                    inString = false
                }
                index += 1
                continue
            }
            if byte == quote {
                if index + 2 < line.count, line[index + 1] == quote, line[index + 2] == quote { return nil }
                inString = true
            } else if byte == slash, index + 1 < line.count, line[index + 1] == slash {
                return nil
            } else if isOpener(byte) {
                if depth == 0 { open = index }
                depth += 1
            } else if isCloser(byte) {
                depth -= 1
                guard depth >= 0 else { return nil }
                if depth == 0, let start = open, byte == UInt8(ascii: "}") {
                    // A closure or block on one line that passes the margin: its body goes on a line of its own.
                    if column > width { return index > start + 1 ? (start, index) : nil }
                    open = nil
                } else if depth == 0, let start = open {
                    if isBreakable(line[start...index]) {
                        if column > width { return (start, index) }
                        last = (start, index)
                    } else if column > width {
                        return nil
                    }
                    open = nil
                }
            }
            index += 1
        }
        return last
    }

    /// A closure's ` x, y in` (empty for none) and its body.
    private static func closureParts(_ inside: [UInt8]) -> (parameters: [UInt8], body: [UInt8]) {
        let marker = Array(" in ".utf8)
        guard let start = inside.indices.first(where: { inside[$0...].starts(with: marker) }) else { return ([], inside) }
        let parameters = inside[..<start]
        let isName = { (byte: UInt8) in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == comma || byte == space
        }
        guard parameters.allSatisfy(isName) else { return ([], inside) }
        return ([space] + parameters + Array(" in".utf8), Array(inside[(start + marker.count)...]))
    }

    /// Whether a group can be broken one element a line: something inside, no generic
    /// arguments (whose commas are not the group's), and for a `[`, more than one
    /// element, since a `[` of one may be a type (`[Flow: Coordinator]`), where a
    /// trailing comma is an error.
    private static func isBreakable(_ group: ArraySlice<UInt8>) -> Bool {
        let inner = group.dropFirst().dropLast()
        guard !inner.isEmpty, !inner.contains(UInt8(ascii: "<")) else { return false }
        return group.first != UInt8(ascii: "[") || hasOwnComma(inner)
    }

    /// Whether a group's inside holds more than one element: something not blank
    /// after its first comma of its own.
    private static func hasOwnComma(_ inner: ArraySlice<UInt8>) -> Bool {
        guard let first = ownCommas(in: inner).first else { return false }
        return inner[(first + 1)...].contains { $0 != space }
    }

    /// A doc comment's line broken between words, each line `///` again.
    private static func words(of line: [UInt8], indent: Int, width: Int) -> [[UInt8]] {
        let lead = [UInt8](repeating: space, count: indent) + Array("/// ".utf8)
        var lines: [[UInt8]] = [], current = lead, currentColumns = columns(lead)
        for word in line[(indent + 3)...].split(separator: space) {
            let wordColumns = columns(word)
            if current.count > lead.count, currentColumns + 1 + wordColumns > width {
                lines.append(current)
                (current, currentColumns) = (lead, columns(lead))
            }
            if current.count > lead.count {
                current.append(space)
                currentColumns += 1
            }
            current += word
            currentColumns += wordColumns
        }
        lines.append(current)
        return lines
    }

    /// A `case` of several patterns (`case .a, .b, .c:`) filled up to `width`, the
    /// patterns after the first line aligned under the first pattern.
    private static func caseList(_ line: [UInt8], indent: Int, width: Int) -> [[UInt8]] {
        let patterns = split(line[(indent + 5)..<(line.count - 1)])
        guard patterns.count > 1 else { return [line] }
        let lead = [UInt8](repeating: space, count: indent)
        var lines: [[UInt8]] = [], current = lead + Array("case ".utf8)
        let start = current.count
        for (number, pattern) in patterns.enumerated() {
            let piece = pattern + [number < patterns.count - 1 ? comma : colon]
            if current.count > start, columns(current) + 1 + columns(piece) > width {
                lines.append(current)
                current = lead + Array("     ".utf8)
            }
            if current.count > start { current.append(space) }
            current += piece
        }
        lines.append(current)
        return lines
    }

    /// The elements of a group's inside, split at its own commas and trimmed.
    private static func split(_ inner: ArraySlice<UInt8>) -> [[UInt8]] {
        var elements: [[UInt8]] = [], start = inner.startIndex
        for comma in ownCommas(in: inner) {
            elements.append(trimmed(inner[start..<comma]))
            start = comma + 1
        }
        let last = trimmed(inner[start...])
        if !last.isEmpty { elements.append(last) }
        return elements
    }

    /// Where a group's inside has its own commas: outside strings and inner groups.
    private static func ownCommas(in inner: ArraySlice<UInt8>) -> [Int] {
        var commas: [Int] = []
        var depth = 0, inString = false, escaped = false
        for index in inner.indices {
            let byte = inner[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == backslash {
                    escaped = true
                } else if byte == quote {
                    inString = false
                }
                continue
            }
            if byte == quote {
                inString = true
            } else if isOpener(byte) {
                depth += 1
            } else if isCloser(byte) {
                depth -= 1
            } else if byte == comma, depth == 0 {
                commas.append(index)
            }
        }
        return commas
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        guard let first = bytes.firstIndex(where: { $0 != space }), let last = bytes.lastIndex(where: { $0 != space }) else { return [] }
        return Array(bytes[first...last])
    }
}
