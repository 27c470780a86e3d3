/// Reads a pattern's text (`/recipes/{recipeID}/ratings?page={page}`) into
/// `PatternSyntax`, or lists every `url-syntax` problem in it (spec section 8.2).
///
/// Literal segments and query names are percent-decoded here, so `caf%C3%A9`
/// matches the URL segment `caf%C3%A9` (and `café`, which a URL cannot carry
/// unencoded). Characters a URL cannot carry are errors that say how to encode them.
public enum URLPatternParser {
    public static func parse(_ text: String) -> Result<PatternSyntax, PatternSyntaxErrors> {
        let scalars = Array(text.unicodeScalars)
        var errors: [PatternSyntaxError] = []
        guard scalars.first == "/" else {
            let message = scalars.isEmpty ? "the pattern is empty; write '/' for the root or a path such as '/recipes/{recipeID}'"
                : "a pattern starts with '/'; write '/\(text)'"
            return .failure(PatternSyntaxErrors([PatternSyntaxError(offset: 0, message: message)]))
        }
        if let hash = scalars.firstIndex(of: "#") {
            errors.append(PatternSyntaxError(offset: hash, message: "a pattern has no fragment; remove '#' and what follows it (fragments are ignored when matching)"))
        }
        let end = scalars.firstIndex(of: "#") ?? scalars.count
        let question = scalars[..<end].firstIndex(of: "?") ?? end
        let segments = parsePath(scalars, from: 1, to: question, errors: &errors)
        let query = question < end ? parseQuery(scalars, from: question + 1, to: end, errors: &errors) : []
        guard errors.isEmpty else { return .failure(PatternSyntaxErrors(errors)) }
        return .success(PatternSyntax(segments: segments, query: query))
    }

    private static func parsePath(_ s: [Unicode.Scalar], from start: Int, to end: Int, errors: inout [PatternSyntaxError]) -> [PatternSyntax.Segment] {
        guard start < end else { return [] }   // `/` alone: the root path
        var segments: [PatternSyntax.Segment] = []
        var begin = start
        while begin <= end {
            let stop = s[begin..<end].firstIndex(of: "/") ?? end
            if begin == stop {
                let message = stop == end ? "the pattern ends with '/'; remove it (a trailing '/' is ignored when matching)"
                    : "the pattern has an empty segment ('//'); remove one '/'"
                errors.append(PatternSyntaxError(offset: begin - 1, message: message))
            } else if let segment = parseSegment(s, begin, stop, errors: &errors) {
                segments.append(segment)
            }
            begin = stop + 1
        }
        return segments
    }

    private static func parseSegment(_ s: [Unicode.Scalar], _ begin: Int, _ end: Int, errors: inout [PatternSyntaxError]) -> PatternSyntax.Segment? {
        if s[begin] == "{" {
            guard let name = parameter(s, begin, end, errors: &errors) else { return nil }
            return .parameter(name, offset: begin)
        }
        if let brace = s[begin..<end].firstIndex(where: { $0 == "{" || $0 == "}" }) {
            let text = String(String.UnicodeScalarView(s[begin..<end]))
            errors.append(PatternSyntaxError(offset: brace, message: "'\(text)' mixes text and a parameter; a '{parameter}' fills a whole segment, so put it between two '/' of its own"))
            return nil
        }
        guard let literal = literal(s, begin, end, allowed: URLText.isSegmentByte, errors: &errors) else { return nil }
        if literal == "." || literal == ".." {
            errors.append(PatternSyntaxError(offset: begin, message: "the segment '\(literal)' is removed when a URL is normalised, so it can never match; rename it"))
            return nil
        }
        return .literal(literal, offset: begin)
    }

    /// The name inside `{…}`, which must close at `end`.
    private static func parameter(_ s: [Unicode.Scalar], _ begin: Int, _ end: Int, errors: inout [PatternSyntaxError]) -> String? {
        guard let close = s[begin..<end].firstIndex(of: "}") else {
            errors.append(PatternSyntaxError(offset: begin, message: "'{' is not closed; write '{name}' with a closing '}'"))
            return nil
        }
        let name = String(String.UnicodeScalarView(s[(begin + 1)..<close]))
        guard close == end - 1 else {
            errors.append(PatternSyntaxError(offset: close + 1, message: "text follows '{\(name)}'; a '{parameter}' fills a whole segment, so put the text in a segment of its own"))
            return nil
        }
        guard !name.isEmpty else {
            errors.append(PatternSyntaxError(offset: begin, message: "'{}' names no parameter; write a parameter of the screen inside the braces"))
            return nil
        }
        guard name.unicodeScalars.allSatisfy({ $0.isASCII && (URLText.isAlphanumeric(UInt8($0.value)) || $0 == "_") }) else {
            errors.append(PatternSyntaxError(offset: begin + 1, message: "'\(name)' is not a parameter name; write the name of a parameter of the screen, letters and digits only"))
            return nil
        }
        return name
    }

    /// Percent-decoded literal text, or `nil` after reporting a character a URL cannot carry.
    private static func literal(_ s: [Unicode.Scalar], _ begin: Int, _ end: Int, allowed: (UInt8) -> Bool, errors: inout [PatternSyntaxError]) -> String? {
        var index = begin
        while index < end {
            let scalar = s[index]
            if scalar == "%" {
                let isEscape = index + 2 < end
                    && [s[index + 1], s[index + 2]].allSatisfy { $0.isASCII && URLText.hexValue(UInt8($0.value)) != nil }
                guard isEscape else {
                    errors.append(PatternSyntaxError(offset: index, message: "'%' must start an escape of two hex digits; write '%25' for a literal '%'"))
                    return nil
                }
                index += 3
                continue
            }
            guard scalar.isASCII, allowed(UInt8(scalar.value)) else {
                let encoded = URLText.percentEncoded(String(scalar), allowing: { _ in false })
                errors.append(PatternSyntaxError(offset: index, message: "'\(scalar.escaped(asASCII: false))' is not allowed in a URL; write it percent-encoded as '\(encoded)'"))
                return nil
            }
            index += 1
        }
        guard let decoded = URLText.percentDecoded(Substring(String(String.UnicodeScalarView(s[begin..<end])))) else {
            errors.append(PatternSyntaxError(offset: begin, message: "the escapes of this segment are not UTF-8 text; percent-encode the UTF-8 bytes of the text you mean"))
            return nil
        }
        return decoded
    }

    private static func parseQuery(_ s: [Unicode.Scalar], from start: Int, to end: Int, errors: inout [PatternSyntaxError]) -> [PatternSyntax.QueryItem] {
        guard start < end else {
            errors.append(PatternSyntaxError(offset: start - 1, message: "'?' is followed by no query item; remove it or add 'name={parameter}'"))
            return []
        }
        var items: [PatternSyntax.QueryItem] = []
        var begin = start
        while begin <= end {
            let stop = s[begin..<end].firstIndex(of: "&") ?? end
            defer { begin = stop + 1 }
            guard begin < stop else {
                errors.append(PatternSyntaxError(offset: begin == end ? begin - 1 : begin, message: "the query has an empty item; remove the extra '&'"))
                continue
            }
            guard let equals = s[begin..<stop].firstIndex(of: "="), equals > begin, equals + 1 < stop, s[equals + 1] == "{" else {
                let item = String(String.UnicodeScalarView(s[begin..<stop]))
                errors.append(PatternSyntaxError(offset: begin, message: "the query item '\(item)' binds no parameter; write 'name={parameter}'"))
                continue
            }
            guard let name = literal(s, begin, equals, allowed: URLText.isQueryByte, errors: &errors),
                  let parameter = parameter(s, equals + 1, stop, errors: &errors)
            else { continue }
            if items.contains(where: { $0.name == name }) {
                errors.append(PatternSyntaxError(offset: begin, message: "the query item '\(name)' appears twice; a query item binds one parameter, so remove one"))
                continue
            }
            items.append(PatternSyntax.QueryItem(name: name, parameter: parameter, offset: begin, parameterOffset: equals + 1))
        }
        return items
    }
}

/// Every `url-syntax` problem of one pattern.
public struct PatternSyntaxErrors: Error, Sendable, Hashable {
    public var errors: [PatternSyntaxError]

    public init(_ errors: [PatternSyntaxError]) {
        self.errors = errors
    }
}
