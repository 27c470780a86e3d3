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
    ///   `+`). The fragment is ignored.
    public static func parse(_ text: String) -> Result<DeepLinkURL, NoMatchReason> {
        if let bad = text.unicodeScalars.first(where: { !URLCharacters.isURLCharacter($0) }) {
            let shown = bad == " " ? "a space" : "'\(bad.escaped(asASCII: true))'"
            let encoded = URLCharacters.percentEncoded(String(bad), allowing: { _ in false })
            return .failure(.malformed("\(shown) cannot stand in a URL; percent-encode it (\(encoded))"))
        }
        var rest = Substring(text)
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var rawQuery: Substring?
        if let question = rest.firstIndex(of: "?") {
            rawQuery = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        var url = DeepLinkURL(scheme: nil, host: nil, segments: [], query: [])
        var path = rest
        var hostSegment: String?
        if !rest.hasPrefix("/") {
            guard let colon = rest.firstIndex(of: ":"), isScheme(rest[..<colon]) else {
                return .failure(.malformed("it has no scheme; write 'scheme://host/path' or a path starting with '/'"))
            }
            url.scheme = rest[..<colon].lowercased()
            var afterScheme = rest[rest.index(after: colon)...]
            var host = ""
            if afterScheme.hasPrefix("//") {
                afterScheme = afterScheme.dropFirst(2)
                let authorityEnd = afterScheme.firstIndex(of: "/") ?? afterScheme.endIndex
                host = hostName(in: afterScheme[..<authorityEnd])
                afterScheme = afterScheme[authorityEnd...]
            }
            path = afterScheme
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
        case .success(let segments): url.segments = (hostSegment.map { [$0] } ?? []) + segments
        case .failure(let reason): return .failure(reason)
        }
        guard let query = queryItems(rawQuery) else {
            return .failure(.malformed("the query has a malformed percent-escape; write '%' as '%25'"))
        }
        url.query = query
        return .success(url)
    }

    /// The decoded segments of a path, dot segments removed.
    private static func segments(of path: Substring) -> Result<[String], NoMatchReason> {
        var written = path.split(separator: "/", omittingEmptySubsequences: false)
        if written.first?.isEmpty == true { written.removeFirst() }
        if written.last?.isEmpty == true { written.removeLast() }
        var kept: [Substring] = []
        for raw in written {
            switch dotSegment(raw) {
            case 1:
                continue
            case 2:
                guard !kept.isEmpty else {
                    return .failure(.malformed("'..' in the path '\(path)' climbs above the root"))
                }
                kept.removeLast()
            default:
                kept.append(raw)
            }
        }
        var segments: [String] = []
        for raw in kept {
            guard let decoded = URLCharacters.percentDecoded(raw) else {
                return .failure(.malformed("the path '\(path)' has a malformed percent-escape; write '%' as '%25'"))
            }
            segments.append(decoded)
        }
        return .success(segments)
    }

    /// 1 for `.`, 2 for `..` (each dot written as `.` or `%2E`, any case), else 0.
    private static func dotSegment(_ raw: Substring) -> Int {
        var rest = raw[...]
        var dots = 0
        while !rest.isEmpty {
            if rest.hasPrefix(".") {
                rest = rest.dropFirst()
            } else if rest.prefix(3).lowercased() == "%2e" {
                rest = rest.dropFirst(3)
            } else {
                return 0
            }
            dots += 1
        }
        return dots <= 2 ? dots : 0
    }

    private static func queryItems(_ query: Substring?) -> [QueryItem]? {
        guard let query else { return [] }
        var items: [QueryItem] = []
        for raw in query.split(separator: "&") {
            let equals = raw.firstIndex(of: "=")
            guard let name = URLCharacters.percentDecoded(raw[..<(equals ?? raw.endIndex)]) else { return nil }
            var value: String?
            if let equals {
                guard let decoded = URLCharacters.percentDecoded(raw[raw.index(after: equals)...]) else { return nil }
                value = decoded
            }
            items.append(QueryItem(name: name, value: value))
        }
        return items
    }

    /// The host of an authority, without user information or port.
    private static func hostName(in authority: Substring) -> String {
        var host = authority
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        if host.hasPrefix("["), let close = host.firstIndex(of: "]") { return String(host[...close]) }
        if let colon = host.firstIndex(of: ":") { host = host[..<colon] }
        return String(host)
    }

    /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.utf8.first, (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A else { return false }
        return text.utf8.allSatisfy { URLCharacters.isAlphanumeric($0) || "+-.".utf8.contains($0) }
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
