import NavGenRuntime

/// Reads a pattern's text (`/recipes/{recipeID}/ratings?page={page}`) into
/// `PatternSyntax`, or lists every `url-syntax` problem in it (spec section 8.2).
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
            guard bytes.first == UInt8(ascii: "/") else {
                let message = bytes.isEmpty ? "the pattern is empty; write '/' for the root or a path such as '/recipes/{recipeID}'"
                    : "a pattern starts with '/'; write '/\(text)'"
                return .failure(PatternSyntaxErrors([PatternSyntaxError(offset: 0, message: message)]))
            }
            let hash = firstIndex(of: "#", 0, bytes.count)
            if let hash {
                error(at: hash, "a pattern has no fragment; remove '#' and what follows it (fragments are ignored when matching)")
            }
            let end = hash ?? bytes.count
            let question = firstIndex(of: "?", 0, end) ?? end
            let segments = path(from: 1, to: question)
            let query = question < end ? query(from: question + 1, to: end) : []
            guard errors.isEmpty else { return .failure(PatternSyntaxErrors(errors)) }
            return .success(PatternSyntax(segments: segments, query: query))
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

        mutating func path(from start: Int, to end: Int) -> [PatternSyntax.Segment] {
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
                    segments.append(segment)
                }
                begin = stop + 1
            }
            return segments
        }

        mutating func segment(_ begin: Int, _ end: Int) -> PatternSyntax.Segment? {
            if bytes[begin] == UInt8(ascii: "{") {
                guard let name = parameter(begin, end) else { return nil }
                return .parameter(name, offset: offset(begin))
            }
            if let brace = Self.firstIndex(in: bytes, begin, end, where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
                error(at: brace, "'\(text(begin, end))' mixes text and a parameter; a '{parameter}' fills a whole segment, so put it between two '/' of its own")
                return nil
            }
            guard let literal = literal(begin, end, allowed: .segment) else { return nil }
            if literal.utf8.count <= 2 && (literal == "." || literal == "..") {
                error(at: begin, "the segment '\(literal)' is removed when a URL is normalised, so it can never match; rename it")
                return nil
            }
            return .literal(literal, offset: offset(begin))
        }

        /// The name inside `{…}`, which must close at `end`.
        mutating func parameter(_ begin: Int, _ end: Int) -> String? {
            guard let close = firstIndex(of: "}", begin, end) else {
                error(at: begin, "'{' is not closed; write '{name}' with a closing '}'")
                return nil
            }
            let name = text(begin + 1, close)
            guard close == end - 1 else {
                error(at: close + 1, "text follows '{\(name)}'; a '{parameter}' fills a whole segment, so put the text in a segment of its own")
                return nil
            }
            guard !name.isEmpty else {
                error(at: begin, "'{}' names no parameter; write a parameter of the screen inside the braces")
                return nil
            }
            guard Self.firstIndex(in: bytes, begin + 1, close, where: { !URLCharacters.isAlphanumeric($0) && $0 != UInt8(ascii: "_") }) == nil else {
                error(at: begin + 1, "'\(name)' is not a parameter name; write the name of a parameter of the screen, letters and digits only")
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
                guard let equals = firstIndex(of: "=", begin, stop), equals > begin, equals + 1 < stop, bytes[equals + 1] == UInt8(ascii: "{") else {
                    error(at: begin, "the query item '\(text(begin, stop))' binds no parameter; write 'name={parameter}'")
                    continue
                }
                guard let name = literal(begin, equals, allowed: .query),
                      let parameter = parameter(equals + 1, stop)
                else { continue }
                if items.contains(where: { $0.name == name }) {
                    error(at: begin, "the query item '\(name)' appears twice; a query item binds one parameter, so remove one")
                    continue
                }
                items.append(PatternSyntax.QueryItem(name: name, parameter: parameter, offset: offset(begin), parameterOffset: offset(equals + 1)))
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
