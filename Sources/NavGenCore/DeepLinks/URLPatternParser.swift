import NavGenRuntime

/// Reads a pattern's text (`/recipes/{recipeID}/ratings?page={page}`,
/// `https://{instance}/@{handle}/{statusID}`, `/docs/{path...}#/faq`) into
/// `PatternSyntax`, or lists every `url-syntax` problem in it at its exact column
/// (spec section 8.2 and 1.1 F.1, F.3, F.4, F.5, F.9).
///
/// Literal segments and query names are percent-decoded here, so `caf%C3%A9`
/// matches the URL segment `caf%C3%A9` (and `café`, which a URL cannot carry
/// unencoded). Characters a URL cannot carry are errors that say how to encode them.
public enum URLPatternParser {
    public static func parse(_ text: String) -> Result<PatternSyntax, PatternSyntaxErrors> {
        // The scan reads the string's own bytes: copying them into an array cost an
        // allocation a pattern.
        var utf8 = text
        return utf8.withUTF8 { bytes in
            var scan = Scan(bytes)
            return scan.pattern(text)
        }
    }

    /// The bytes a literal may hold unencoded, as a bit per ASCII byte.
    private struct ASCIISet {
        private var low: UInt64 = 0
        private var high: UInt64 = 0

        init(_ contains: (UInt8) -> Bool) {
            for byte in UInt8(0)..<0x80 where contains(byte) {
                if byte < 64 { low |= 1 << byte } else { high |= 1 << (byte - 64) }
            }
        }

        func contains(_ byte: UInt8) -> Bool {
            byte < 64 ? low >> byte & 1 != 0 : byte < 0x80 && high >> (byte - 64) & 1 != 0
        }

        static let segment = ASCIISet(URLCharacters.isSegmentByte)
        static let query = ASCIISet(URLCharacters.isQueryByte)
    }

    /// The parse of one pattern over its UTF-8 bytes. Every character the syntax
    /// names is ASCII, so searching bytes finds what searching characters would;
    /// offsets are converted to Unicode scalars only where they are reported.
    ///
    /// Bytes are searched by index, never through a `Slice` of the buffer: in a debug
    /// build (which the CI's hostile-input check runs) a slice's generic iteration
    /// took 11 s over a 10 MB pattern, where the index loops take under 1 s.
    private struct Scan {
        let bytes: UnsafeBufferPointer<UInt8>
        /// Whether every byte is a character, so byte offsets are scalar offsets.
        let isASCII: Bool
        var errors: [PatternSyntaxError] = []

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            isASCII = Self.firstIndex(in: bytes, 0, bytes.count) { $0 >= 0x80 } == nil
        }

        mutating func pattern(_ text: String) -> Result<PatternSyntax, PatternSyntaxErrors> {
            var syntax = PatternSyntax(segments: [], query: [])
            let hash = firstIndex(of: "#", 0, bytes.count)
            let end = hash ?? bytes.count
            var pathStart = 0
            if bytes.first != UInt8(ascii: "/") {
                guard let start = schemeAndHost(of: &syntax, text, end: end) else {
                    return .failure(PatternSyntaxErrors(errors))
                }
                pathStart = start
            }
            let question = firstIndex(of: "?", pathStart, end) ?? end
            if syntax.scheme != nil && syntax.host == nil {
                // A custom scheme's host is the first segment: the path starts right after `://`.
                syntax.segments = pathStart < question ? path(from: pathStart, to: question, isFragment: false) : []
            } else if pathStart < question {
                syntax.segments = path(from: pathStart + 1, to: question, isFragment: false)
            }
            if question < end { syntax.query = query(from: question + 1, to: end) }
            if let hash { syntax.fragment = fragment(from: hash + 1) }
            guard errors.isEmpty else { return .failure(PatternSyntaxErrors(errors)) }
            return .success(syntax)
        }

        /// Reads `SCHEME://` and, for `http`/`https`, the host, into `syntax`; the index
        /// where the path starts, or `nil` after reporting an error.
        mutating func schemeAndHost(of syntax: inout PatternSyntax, _ pattern: String, end: Int) -> Int? {
            guard !bytes.isEmpty else {
                error(at: 0, "the pattern is empty; write '/' for the root or a path such as '/recipes/{recipeID}'")
                return nil
            }
            let schemeEnd = Self.firstIndex(in: bytes, 0, end) { !URLCharacters.isAlphanumeric($0) && !"+-.".utf8.contains($0) } ?? end
            guard schemeEnd > 0, URLCharacters.isAlphanumeric(bytes[0]), bytes[0] > 0x39, schemeEnd + 2 < bytes.count,
                  bytes[schemeEnd] == UInt8(ascii: ":"), bytes[schemeEnd + 1] == UInt8(ascii: "/"), bytes[schemeEnd + 2] == UInt8(ascii: "/")
            else {
                error(at: 0, "a pattern starts with '/' or with 'scheme://'; write '/\(pattern)'")
                return nil
            }
            let scheme = text(0, schemeEnd).lowercased()
            syntax.scheme = scheme
            let afterSeparator = schemeEnd + 3
            guard scheme == "http" || scheme == "https" else { return afterSeparator }
            let hostEnd = Self.firstIndex(in: bytes, afterSeparator, end) { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") } ?? end
            guard afterSeparator < hostEnd else {
                error(at: afterSeparator, "'\(scheme)://' is followed by no host; write a host such as 'example.com', or '{name}' to capture it")
                return nil
            }
            if bytes[afterSeparator] == UInt8(ascii: "{") {
                guard let name = parameter(afterSeparator, hostEnd) else { return nil }
                syntax.host = .parameter(name, offset: offset(afterSeparator))
            } else if let bad = Self.firstIndex(in: bytes, afterSeparator, hostEnd, where: { !URLCharacters.isAlphanumeric($0) && $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: ".") }) {
                let shown = text(afterSeparator, hostEnd)
                error(at: bad, "the host '\(shown)' may hold only letters, digits, '-' and '.' (no port or user); write the host name alone, or '{name}' to capture it")
                return nil
            } else {
                syntax.host = .literal(text(afterSeparator, hostEnd).lowercased(), offset: offset(afterSeparator))
            }
            return hostEnd
        }

        /// The fragment after the `#` at `start - 1`: a path (a leading `/` optional, a
        /// trailing one ignored) and an optional query.
        mutating func fragment(from start: Int) -> PatternSyntax.Fragment? {
            if let second = firstIndex(of: "#", start, bytes.count) {
                error(at: second, "the pattern has a second '#'; a fragment cannot hold '#', so write it as '%23'")
                return nil
            }
            let question = firstIndex(of: "?", start, bytes.count) ?? bytes.count
            var begin = start
            if begin < question && bytes[begin] == UInt8(ascii: "/") { begin += 1 }
            var stop = question
            if stop > begin && bytes[stop - 1] == UInt8(ascii: "/") { stop -= 1 }
            guard begin < stop || question < bytes.count else {
                error(at: start - 1, "'#' is followed by no fragment; remove it, or write a fragment such as '#/section/{name}'")
                return nil
            }
            let segments = begin < stop ? path(from: begin, to: stop, isFragment: true) : []
            let query = question < bytes.count ? query(from: question + 1, to: bytes.count) : []
            return PatternSyntax.Fragment(segments: segments, query: query)
        }

        /// The offset in Unicode scalars of the byte at `index`.
        func offset(_ index: Int) -> Int {
            isASCII ? index : bytes[..<index].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        }

        mutating func error(at index: Int, _ message: String) {
            errors.append(PatternSyntaxError(offset: offset(index), message: message))
        }

        func text(_ begin: Int, _ end: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[begin..<end]), as: UTF8.self)
        }

        /// How many times the ASCII `character` occurs in `begin..<end`.
        func count(of character: Unicode.Scalar, _ begin: Int, _ end: Int) -> Int {
            let byte = UInt8(ascii: character)
            var count = 0
            var index = begin
            while index < end {
                if bytes[index] == byte { count += 1 }
                index += 1
            }
            return count
        }

        /// The first `character` (ASCII) in `begin..<end`. A `Unicode.Scalar`, whose
        /// byte is folded at compile time (`Character.asciiValue` is not).
        func firstIndex(of character: Unicode.Scalar, _ begin: Int, _ end: Int) -> Int? {
            let byte = UInt8(ascii: character)
            return Self.firstIndex(in: bytes, begin, end) { $0 == byte }
        }

        /// The index of the first byte in `begin..<end` of `bytes` that `matches`.
        static func firstIndex(in bytes: UnsafeBufferPointer<UInt8>, _ begin: Int, _ end: Int, where matches: (UInt8) -> Bool) -> Int? {
            var index = begin
            while index < end {
                if matches(bytes[index]) { return index }
                index += 1
            }
            return nil
        }

        /// The segments of `start..<end`. A catch-all must be the last of them.
        mutating func path(from start: Int, to end: Int, isFragment: Bool) -> [PatternSyntax.Segment] {
            guard start < end else { return [] }   // `/` alone: the root path
            var segments: [PatternSyntax.Segment] = []
            segments.reserveCapacity(count(of: "/", start, end) + 1)
            var begin = start
            while begin <= end {
                let stop = firstIndex(of: "/", begin, end) ?? end
                if begin == stop {
                    error(at: begin - 1, stop == end ? "the pattern ends with '/'; remove it (a trailing '/' is ignored when matching)"
                        : "the pattern has an empty segment ('//'); remove one '/'")
                } else if let segment = segment(begin, stop) {
                    if case .rest = segment, stop < end {
                        let written = text(begin, stop)
                        error(at: begin, "'\(written)' takes every remaining segment, so it must be the last one\(isFragment ? " of the fragment" : ""); move it to the end, or write '*' for one segment")
                    }
                    segments.append(segment)
                }
                begin = stop + 1
            }
            return segments
        }

        mutating func segment(_ begin: Int, _ end: Int) -> PatternSyntax.Segment? {
            if end - begin == 1 && bytes[begin] == UInt8(ascii: "*") { return .wildcard(offset: offset(begin)) }
            if end - begin == 2 && bytes[begin] == UInt8(ascii: "*") && bytes[begin + 1] == UInt8(ascii: "*") {
                return .rest(nil, offset: offset(begin))
            }
            let brace = Self.firstIndex(in: bytes, begin, end) { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
            guard let open = brace else {
                guard let literal = literal(begin, end, allowed: .segment) else { return nil }
                if literal.utf8.count <= 2 && (literal == "." || literal == "..") {
                    error(at: begin, "the segment '\(literal)' is removed when a URL is normalised, so it can never match; rename it")
                    return nil
                }
                return .literal(literal, offset: offset(begin))
            }
            guard bytes[open] == UInt8(ascii: "{") else {
                error(at: open, "'}' closes no '{'; write '{name}' for a parameter, or '%7D' for the character")
                return nil
            }
            guard let close = firstIndex(of: "}", open, end) else {
                error(at: open, "'{' is not closed; write '{name}' with a closing '}'")
                return nil
            }
            if let second = Self.firstIndex(in: bytes, close + 1, end, where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
                error(at: second, "'\(text(begin, end))' has a second parameter; a segment holds one '{parameter}', so split it with '/'")
                return nil
            }
            if close - open > 4, bytes[close - 1] == UInt8(ascii: "."), bytes[close - 2] == UInt8(ascii: "."), bytes[close - 3] == UInt8(ascii: ".") {
                guard open == begin, close == end - 1 else {
                    error(at: open, "a catch-all '{name...}' fills a whole segment; remove the text around it")
                    return nil
                }
                guard let name = parameterName(open + 1, close - 3) else { return nil }
                return .rest(name, offset: offset(open))
            }
            guard let name = parameterName(open + 1, close) else { return nil }
            if open == begin && close == end - 1 { return .parameter(name, offset: offset(open)) }
            guard let prefix = literal(begin, open, allowed: .segment), let suffix = literal(close + 1, end, allowed: .segment) else { return nil }
            return .partial(name, prefix: prefix, suffix: suffix, offset: offset(begin), parameterOffset: offset(open))
        }

        /// The name inside `{…}` spanning `begin..<end` exactly.
        mutating func parameter(_ begin: Int, _ end: Int) -> String? {
            guard let close = firstIndex(of: "}", begin, end) else {
                error(at: begin, "'{' is not closed; write '{name}' with a closing '}'")
                return nil
            }
            guard close == end - 1 else {
                error(at: close + 1, "text follows '{\(text(begin + 1, close))}'; a '{parameter}' here fills the whole value, so remove the text")
                return nil
            }
            return parameterName(begin + 1, close)
        }

        /// The parameter name spanning `begin..<end` (inside the braces).
        mutating func parameterName(_ begin: Int, _ end: Int) -> String? {
            guard begin < end else {
                error(at: begin - 1, "'{}' names no parameter; write a parameter of the screen inside the braces")
                return nil
            }
            let name = text(begin, end)
            guard Self.firstIndex(in: bytes, begin, end, where: { !URLCharacters.isAlphanumeric($0) && $0 != UInt8(ascii: "_") }) == nil else {
                error(at: begin, "'\(name)' is not a parameter name; write the name of a parameter of the screen, letters and digits only")
                return nil
            }
            return name
        }

        /// Percent-decoded literal text, or `nil` after reporting a character a URL cannot carry.
        private mutating func literal(_ begin: Int, _ end: Int, allowed: ASCIISet) -> String? {
            var index = begin
            var isEscaped = false
            while index < end {
                let byte = bytes[index]
                if byte == UInt8(ascii: "%") {
                    let isEscape = index + 2 < end && URLCharacters.hexValue(bytes[index + 1]) != nil && URLCharacters.hexValue(bytes[index + 2]) != nil
                    guard isEscape else {
                        error(at: index, "'%' must start an escape of two hex digits; write '%25' for a literal '%'")
                        return nil
                    }
                    index += 3
                    isEscaped = true
                    continue
                }
                guard allowed.contains(byte) else {
                    // A lead byte: the text is valid UTF-8, and the scan stops at the first error.
                    let scalar = text(index, end).unicodeScalars.first!
                    let encoded = URLCharacters.percentEncoded(String(scalar), allowing: { _ in false })
                    error(at: index, "'\(scalar.escaped(asASCII: false))' is not allowed in a URL; write it percent-encoded as '\(encoded)'")
                    return nil
                }
                index += 1
            }
            guard isEscaped else { return text(begin, end) }
            guard let decoded = URLCharacters.percentDecoded(text(begin, end)) else {
                error(at: begin, "the escapes of this segment are not UTF-8 text; percent-encode the UTF-8 bytes of the text you mean")
                return nil
            }
            return decoded
        }

        mutating func query(from start: Int, to end: Int) -> [PatternSyntax.QueryItem] {
            guard start < end else {
                error(at: start - 1, "'?' is followed by no query item; remove it or add 'name={parameter}'")
                return []
            }
            var items: [PatternSyntax.QueryItem] = []
            items.reserveCapacity(count(of: "&", start, end) + 1)
            var begin = start
            while begin <= end {
                let stop = firstIndex(of: "&", begin, end) ?? end
                defer { begin = stop + 1 }
                guard begin < stop else {
                    error(at: begin == end ? begin - 1 : begin, "the query has an empty item; remove the extra '&'")
                    continue
                }
                guard let equals = firstIndex(of: "=", begin, stop), equals > begin else {
                    let written = text(begin, stop)
                    error(at: begin, "the query item '\(written)' binds no parameter; write '\(written)={parameter}', or '\(written)=' to require an empty value")
                    continue
                }
                guard let name = literal(begin, equals, allowed: .query) else { continue }
                let value: PatternSyntax.QueryItem.Value
                if equals + 1 < stop && bytes[equals + 1] == UInt8(ascii: "{") {
                    guard let parameter = parameter(equals + 1, stop) else { continue }
                    value = .parameter(parameter)
                } else if let brace = Self.firstIndex(in: bytes, equals + 1, stop, where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
                    error(at: brace, "a query value is a whole '{parameter}' or literal text; write 'name={parameter}', or '%7B' and '%7D' for braces")
                    continue
                } else {
                    guard let literal = literal(equals + 1, stop, allowed: .query) else { continue }
                    value = .literal(literal)
                }
                if items.contains(where: { $0.name == name }) {
                    error(at: begin, "the query item '\(name)' appears twice; a query item binds one parameter, so remove one")
                    continue
                }
                items.append(PatternSyntax.QueryItem(name: name, value: value, offset: offset(begin), valueOffset: offset(equals + 1)))
            }
            return items
        }
    }
}

/// Every `url-syntax` problem of one pattern.
public struct PatternSyntaxErrors: Error, Sendable, Hashable {
    public var errors: [PatternSyntaxError]

    public init(_ errors: [PatternSyntaxError]) {
        self.errors = errors
    }
}
