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
        wrap(line, width: width, depth: 0)
    }

    private static func wrap(_ line: String, width: Int, depth: Int) -> [String] {
        guard line.count > width, depth < 8 else { return [line] }
        let characters = Array(line)
        let indent = characters.prefix { $0 == " " }.count
        let content = characters[indent...]
        if content.starts(with: "///") { return words(of: characters, indent: indent, width: width) }
        guard let group = crossingGroup(in: characters, from: indent, width: width) else {
            return content.starts(with: "case ") && content.last == ":" ? caseList(characters, indent: indent, width: width) : [line]
        }
        let inner = String(characters[(group.open + 1)..<group.close])
        let padding = String(repeating: " ", count: indent)
        if characters[group.open] == "{" {
            let (parameters, body) = closureParts(inner.trimmingSpaces)
            return [String(characters[..<group.open]) + "{" + parameters]
                + wrap(padding + "    " + body, width: width, depth: depth + 1)
                + wrap(padding + String(characters[group.close...]), width: width, depth: depth + 1)
        }
        let elements = split(Array(inner))
        let isCollection = characters[group.open] == "["
        var lines = [String(characters[..<(group.open + 1)])]
        for (number, element) in elements.enumerated() {
            let comma = number < elements.count - 1 || isCollection ? "," : ""
            lines += wrap(padding + "    " + element + comma, width: width, depth: depth + 1)
        }
        lines += wrap(padding + String(characters[group.close...]), width: width, depth: depth + 1)
        return lines
    }

    /// The outermost group that is still open at column `width`: a `(` or `[` with
    /// something inside, or a `{` with a body; else the last outermost `(` or `[` (a
    /// signature's parameters before ` -> T {`); `nil` when there is none or the line
    /// is one not to touch.
    private static func crossingGroup(in characters: [Character], from start: Int, width: Int) -> (open: Int, close: Int)? {
        var depth = 0, inString = false, index = start
        var open: Int? = nil, last: (open: Int, close: Int)? = nil
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\\" {
                    guard index + 1 < characters.count, characters[index + 1] != "(" else { return nil }
                    index += 1
                } else if character == "\"" {
                    inString = false
                }
                index += 1
                continue
            }
            switch character {
            case "\"":
                if index + 2 < characters.count, characters[index + 1] == "\"", characters[index + 2] == "\"" { return nil }
                inString = true
            case "/" where index + 1 < characters.count && characters[index + 1] == "/":
                return nil
            case "(", "[", "{":
                if depth == 0 { open = index }
                depth += 1
            case ")", "]", "}":
                depth -= 1
                guard depth >= 0 else { return nil }
                if depth == 0, let start = open, character == "}" {
                    // A closure or block on one line that passes the margin: its body goes on a line of its own.
                    if index >= width { return index > start + 1 ? (start, index) : nil }
                    open = nil
                } else if depth == 0, let start = open {
                    if isBreakable(characters[start...index]) {
                        if index >= width { return (start, index) }
                        last = (start, index)
                    } else if index >= width {
                        return nil
                    }
                    open = nil
                }
            default:
                break
            }
            index += 1
        }
        return last
    }

    /// A closure's ` x, y in` (empty for none) and its body.
    private static func closureParts(_ inside: String) -> (parameters: String, body: String) {
        let characters = Array(inside)
        let marker: [Character] = [" ", "i", "n", " "]
        guard let start = characters.indices.first(where: { characters[$0...].starts(with: marker) }) else { return ("", inside) }
        let parameters = characters[..<start]
        guard parameters.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "," || $0 == " " }) else { return ("", inside) }
        return (" " + String(parameters) + " in", String(characters[(start + marker.count)...]))
    }

    /// Whether a group can be broken one element a line: something inside, no generic
    /// arguments (whose commas are not the group's), and for a `[`, more than one
    /// element, since a `[` of one may be a type (`[Flow: Coordinator]`), where a
    /// trailing comma is an error.
    private static func isBreakable(_ group: ArraySlice<Character>) -> Bool {
        let inner = group.dropFirst().dropLast()
        guard !inner.isEmpty, !inner.contains("<") else { return false }
        return group.first != "[" || split(Array(inner)).count > 1
    }

    /// A doc comment's line broken between words, each line `///` again.
    private static func words(of characters: [Character], indent: Int, width: Int) -> [String] {
        let lead = String(repeating: " ", count: indent) + "/// "
        var lines: [String] = [], current = lead
        for word in String(characters[(indent + 3)...]).split(separator: " ") {
            if current.count > lead.count, current.count + 1 + word.count > width {
                lines.append(current)
                current = lead
            }
            current += (current.count > lead.count ? " " : "") + word
        }
        lines.append(current)
        return lines
    }

    /// A `case` of several patterns (`case .a, .b, .c:`) filled up to `width`, the
    /// patterns after the first line aligned under the first pattern.
    private static func caseList(_ characters: [Character], indent: Int, width: Int) -> [String] {
        let patterns = split(Array(characters[(indent + 5)..<(characters.count - 1)]))
        guard patterns.count > 1 else { return [String(characters)] }
        let lead = String(repeating: " ", count: indent)
        var lines: [String] = [], current = lead + "case "
        for (number, pattern) in patterns.enumerated() {
            let piece = pattern + (number < patterns.count - 1 ? "," : ":")
            if current.count > indent + 5, current.count + 1 + piece.count > width {
                lines.append(current)
                current = lead + "     "
            }
            current += (current.count > indent + 5 ? " " : "") + piece
        }
        lines.append(current)
        return lines
    }

    /// The elements of a group's inside, split at its own commas and trimmed.
    private static func split(_ inner: [Character]) -> [String] {
        var elements: [String] = [], current: [Character] = []
        var depth = 0, inString = false, escaped = false
        for character in inner {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                current.append(character)
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0:
                elements.append(String(current).trimmingSpaces)
                current = []
                continue
            default: break
            }
            current.append(character)
        }
        let last = String(current).trimmingSpaces
        if !last.isEmpty { elements.append(last) }
        return elements
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
