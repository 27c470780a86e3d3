/// A URL reduced to what patterns match (spec section 8.1 and 1.1 F.10):
/// its scheme and host, its percent-decoded path segments with dot segments
/// removed, and its percent-decoded query items.
public struct DeepLinkURL: Sendable, Hashable {
    /// A query item; `value` is `nil` for an item without `=`.
    public struct QueryItem: Sendable, Hashable {
        public var name: String
        public var value: String?

        public init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    /// The scheme, lower-case; `nil` for a path alone (`/settings`).
    public var scheme: String?
    /// The host of an `http` or `https` URL, lower-case, without user or port.
    /// A custom scheme's host is the first of `segments` instead.
    public var host: String?
    /// The path's segments, percent-decoded; for a custom scheme, its host first
    /// (`recipes://recipes/42` has the segments `recipes`, `42`).
    public var segments: [String]
    /// The query items in order, percent-decoded.
    public var query: [QueryItem]
    /// Whether the first of `segments` is a custom scheme's host, which literals
    /// match ignoring case (1.1 F.2).
    public var startsWithHost = false
    /// The fragment split as a path with an optional query (a leading and a trailing
    /// `/` ignored), for patterns with a `#`; `nil` when the URL has none.
    public var fragment: Fragment?

    /// A URL's fragment, read as a path with a query.
    public struct Fragment: Sendable, Hashable {
        public var segments: [String]
        public var query: [QueryItem]
    }


    /// Whether the scheme is `http` or `https`.
    public var isWeb: Bool {
        scheme == "http" || scheme == "https"
    }

    /// The value of the first query item named `name`: `.some(nil)` for an item
    /// without `=`, `nil` when there is none (later repeats are ignored).
    public func value(of name: String) -> String?? {
        query.first { $0.name == name }.map(\.value)
    }

    /// The path as a matcher sees it, for messages: `/recipes/42`.
    public var path: String {
        "/" + segments.joined(separator: "/")
    }

    /// Splits a URL string by RFC 3986 and normalises it:
    ///
    /// - A string starting with `/` is a path alone. Anything else needs a scheme.
    /// - The path is split at `/`, one trailing `/` is dropped, dot segments (`.`,
    ///   `..`, `%2E`, `%2E%2E`, any case) are removed as RFC 3986 section 5.2.4
    ///   says, then each segment is percent-decoded; `%2F` never splits one. A `..`
    ///   above the root is a failure, as is a malformed escape.
    /// - A custom scheme's host becomes the first segment; dot segments never
    ///   reach across it.
    /// - Query items are split at `&` and the first `=`, then decoded (`+` stays
    ///   `+`).
    /// - The fragment is split like a path with a query, for the patterns that
    ///   match one; the others ignore it.
    public static func parse(_ text: String) -> Result<DeepLinkURL, NoMatchReason> {
        // Every character is checked first, so the rest reads ASCII bytes.
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy(URLCharacters.isURLByte) else {
            let bad = text.unicodeScalars.first { !URLCharacters.isURLCharacter($0) } ?? " "
            let shown = bad == " " ? "a space" : "'\(bad.escaped(asASCII: true))'"
            let encoded = URLCharacters.percentEncoded(String(bad), allowing: { _ in false })
            return .failure(.malformed("\(shown) cannot stand in a URL; percent-encode it (\(encoded))"))
        }
        var end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        var fragment: Fragment?
        if end < bytes.endIndex {
            guard let parsed = fragmentParts(bytes[(end + 1)...]) else {
                return .failure(.malformed("the fragment has a malformed percent-escape; write '%' as '%25'"))
            }
            fragment = parsed
        }
        var rawQuery: ArraySlice<UInt8>?
        if let question = bytes[..<end].firstIndex(of: UInt8(ascii: "?")) {
            rawQuery = bytes[(question + 1)..<end]
            end = question
        }
        var url = DeepLinkURL(scheme: nil, host: nil, segments: [], query: [])
        url.fragment = fragment
        var path = bytes[..<end]
        var hostSegment: String?
        if path.first != UInt8(ascii: "/") {
            guard let colon = path.firstIndex(of: UInt8(ascii: ":")), isScheme(path[..<colon]) else {
                return .failure(.malformed("it has no scheme; write 'scheme://host/path' or a path starting with '/'"))
            }
            url.scheme = String(decoding: path[..<colon], as: UTF8.self).lowercased()
            path = path[(colon + 1)...]
            var host = ""
            if path.starts(with: "//".utf8) {
                path = path.dropFirst(2)
                let authorityEnd = path.firstIndex(of: UInt8(ascii: "/")) ?? path.endIndex
                host = hostName(in: path[..<authorityEnd])
                path = path[authorityEnd...]
            }
            if url.isWeb {
                url.host = host.lowercased()
            } else if !host.isEmpty {
                guard let decoded = URLCharacters.percentDecoded(host) else {
                    return .failure(.malformed("the host '\(host)' has a malformed percent-escape"))
                }
                hostSegment = decoded
            }
        }
        switch segments(of: path) {
        case .success(let segments):
            url.segments = (hostSegment.map { [$0] } ?? []) + segments
            url.startsWithHost = hostSegment != nil
        case .failure(let reason): return .failure(reason)
        }
        guard let query = queryItems(rawQuery) else {
            return .failure(.malformed("the query has a malformed percent-escape; write '%' as '%25'"))
        }
        url.query = query
        return .success(url)
    }

    /// The decoded segments of a path, dot segments removed.
    private static func segments(of path: ArraySlice<UInt8>) -> Result<[String], NoMatchReason> {
        var written = path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        if written.first?.isEmpty == true { written.removeFirst() }
        if written.last?.isEmpty == true { written.removeLast() }
        var kept: [ArraySlice<UInt8>] = []
        for raw in written {
            switch dotSegment(raw) {
            case 1:
                continue
            case 2:
                guard !kept.isEmpty else {
                    return .failure(.malformed("'..' in the path '\(String(decoding: path, as: UTF8.self))' climbs above the root"))
                }
                kept.removeLast()
            default:
                kept.append(raw)
            }
        }
        var segments: [String] = []
        segments.reserveCapacity(kept.count)
        for raw in kept {
            guard let decoded = URLCharacters.percentDecoded(bytes: raw) else {
                let shown = String(decoding: path, as: UTF8.self)
                return .failure(.malformed("the path '\(shown)' has a malformed percent-escape; write '%' as '%25'"))
            }
            segments.append(decoded)
        }
        return .success(segments)
    }

    /// The segments and query of a fragment: `#/a/b?c=d`, `#a/b/`.
    private static func fragmentParts(_ bytes: ArraySlice<UInt8>) -> Fragment? {
        var path = bytes
        var query: ArraySlice<UInt8>?
        if let question = bytes.firstIndex(of: UInt8(ascii: "?")) {
            query = bytes[(question + 1)...]
            path = bytes[..<question]
        }
        var segments: [String] = []
        for raw in path.split(separator: UInt8(ascii: "/")) {
            guard let decoded = URLCharacters.percentDecoded(bytes: raw) else { return nil }
            segments.append(decoded)
        }
        guard let items = queryItems(query) else { return nil }
        return Fragment(segments: segments, query: items)
    }

    /// 1 for `.`, 2 for `..` (each dot written as `.` or `%2E`, any case), else 0.
    private static func dotSegment(_ raw: ArraySlice<UInt8>) -> Int {
        var rest = raw
        var dots = 0
        while let first = rest.first {
            if first == UInt8(ascii: ".") {
                rest = rest.dropFirst()
            } else if first == UInt8(ascii: "%"), rest.count >= 3, rest[rest.startIndex + 1] == UInt8(ascii: "2"),
                      rest[rest.startIndex + 2] | 0x20 == UInt8(ascii: "e") {
                rest = rest.dropFirst(3)
            } else {
                return 0
            }
            dots += 1
        }
        return dots <= 2 ? dots : 0
    }

    private static func queryItems(_ query: ArraySlice<UInt8>?) -> [QueryItem]? {
        guard let query else { return [] }
        var items: [QueryItem] = []
        for raw in query.split(separator: UInt8(ascii: "&")) {
            let equals = raw.firstIndex(of: UInt8(ascii: "="))
            guard let name = URLCharacters.percentDecoded(bytes: raw[..<(equals ?? raw.endIndex)]) else { return nil }
            var value: String?
            if let equals {
                guard let decoded = URLCharacters.percentDecoded(bytes: raw[(equals + 1)...]) else { return nil }
                value = decoded
            }
            items.append(QueryItem(name: name, value: value))
        }
        return items
    }

    /// The host of an authority, without user information or port.
    private static func hostName(in authority: ArraySlice<UInt8>) -> String {
        var host = authority
        if let at = host.lastIndex(of: UInt8(ascii: "@")) { host = host[(at + 1)...] }
        if host.first == UInt8(ascii: "["), let close = host.firstIndex(of: UInt8(ascii: "]")) {
            return String(decoding: host[...close], as: UTF8.self)
        }
        if let colon = host.firstIndex(of: UInt8(ascii: ":")) { host = host[..<colon] }
        return String(decoding: host, as: UTF8.self)
    }

    /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
    private static func isScheme(_ text: ArraySlice<UInt8>) -> Bool {
        guard let first = text.first, (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A else { return false }
        return text.allSatisfy { URLCharacters.isAlphanumeric($0) || "+-.".utf8.contains($0) }
    }
}

/// Why a URL opens no screen.
public enum NoMatchReason: Error, Sendable, Hashable, CustomStringConvertible {
    case malformed(String)
    case hostNotAccepted(host: String, accepted: [String])
    case schemeNotAccepted(scheme: String, accepted: [String])
    case noPattern(path: String)

    public var description: String {
        switch self {
        case .malformed(let why):
            "the URL is malformed: \(why)"
        case .hostNotAccepted(let host, let accepted):
            "the host '\(host)' is not one of 'urls.hosts' (\(accepted.joined(separator: ", ")))"
        case .schemeNotAccepted(let scheme, let accepted):
            "the scheme '\(scheme)' is not one of 'urls.schemes' (\(accepted.joined(separator: ", ")))"
        case .noPattern(let path):
            "no pattern matches the path '\(path)' and its query"
        }
    }
}
