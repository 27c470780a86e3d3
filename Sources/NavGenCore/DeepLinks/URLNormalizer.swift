/// A URL reduced to what patterns match (spec section 8.1): decoded path
/// segments and decoded query items.
public struct NormalizedURL: Sendable, Hashable {
    public var segments: [String]
    /// Query items in order; `value` is `nil` for an item without `=`.
    public var query: [QueryItem]

    public struct QueryItem: Sendable, Hashable {
        public var name: String
        public var value: String?
    }

    /// The first value of the query item `name` (later repeats are ignored).
    public func value(of name: String) -> String?? {
        query.first { $0.name == name }.map(\.value)
    }
}

/// Why a URL matches no pattern.
public enum NoMatchReason: Error, Sendable, Hashable, CustomStringConvertible {
    case malformed(String)
    case hostNotAccepted(host: String, accepted: [String])
    case schemeNotAccepted(scheme: String, accepted: [String])
    case noPattern(path: String)

    public var description: String {
        switch self {
        case .malformed(let why): "the URL is malformed: \(why)"
        case .hostNotAccepted(let host, let accepted): "the host '\(host)' is not one of 'urls.hosts' (\(accepted.joined(separator: ", ")))"
        case .schemeNotAccepted(let scheme, let accepted): "the scheme '\(scheme)' is not one of 'urls.schemes' (\(accepted.joined(separator: ", ")))"
        case .noPattern(let path): "no pattern matches the path '\(path)' and its query"
        }
    }
}

/// Splits a URL string by RFC 3986 and normalises it by spec section 8.1:
///
/// - `http`/`https`: the host must be in `hosts` (when any are given); the path is
///   the URL's path. Other schemes must be in `schemes` (when any are given), and
///   the host is the first path segment (`recipes://recipes/42` → `/recipes/42`).
///   Schemes and hosts compare without regard to case.
/// - A string starting with `/` is a path alone (what `Screen.url` builds for a
///   graph without schemes or hosts) and is matched as it is.
/// - The path is split at `/` first, then each segment is percent-decoded; one
///   trailing `/` is ignored. Query items are split at `&` and the first `=`, then
///   decoded (`+` stays `+`). The fragment is ignored.
public enum URLNormalizer {
    public static func normalize(_ text: String, schemes: [String], hosts: [String]) -> Result<NormalizedURL, NoMatchReason> {
        if let bad = text.unicodeScalars.first(where: { !isURLCharacter($0) }) {
            let shown = bad == " " ? "a space" : "'\(bad.escaped(asASCII: true))'"
            return .failure(.malformed("\(shown) cannot stand in a URL; percent-encode it (\(URLText.percentEncoded(String(bad), allowing: { _ in false })))"))
        }
        var rest = Substring(text)
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var rawQuery: Substring?
        if let question = rest.firstIndex(of: "?") {
            rawQuery = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        var path = rest
        if !rest.hasPrefix("/") {
            guard let colon = rest.firstIndex(of: ":"), isScheme(rest[..<colon]) else {
                return .failure(.malformed("it has no scheme; write 'scheme://host/path' or a path starting with '/'"))
            }
            let scheme = rest[..<colon].lowercased()
            var afterScheme = rest[rest.index(after: colon)...]
            var host = ""
            if afterScheme.hasPrefix("//") {
                afterScheme = afterScheme.dropFirst(2)
                let authorityEnd = afterScheme.firstIndex(of: "/") ?? afterScheme.endIndex
                host = hostName(in: afterScheme[..<authorityEnd])
                afterScheme = afterScheme[authorityEnd...]
            }
            if scheme == "http" || scheme == "https" {
                guard hosts.isEmpty || hosts.contains(where: { $0.lowercased() == host.lowercased() }) else {
                    return .failure(.hostNotAccepted(host: host, accepted: hosts))
                }
                path = afterScheme
            } else {
                guard schemes.isEmpty || schemes.contains(where: { $0.lowercased() == scheme }) else {
                    return .failure(.schemeNotAccepted(scheme: scheme, accepted: schemes))
                }
                guard let decodedHost = URLText.percentDecoded(Substring(host)) else {
                    return .failure(.malformed("the host '\(host)' has a malformed percent-escape"))
                }
                path = decodedHost.isEmpty ? afterScheme : Substring("/" + host + afterScheme)
            }
        }
        guard let segments = splitPath(path) else {
            return .failure(.malformed("the path '\(path)' has a malformed percent-escape; write '%' as '%25'"))
        }
        guard let query = splitQuery(rawQuery) else {
            return .failure(.malformed("the query has a malformed percent-escape; write '%' as '%25'"))
        }
        return .success(NormalizedURL(segments: segments, query: query))
    }

    /// Decoded segments, or `nil` when an escape is malformed.
    static func splitPath(_ path: Substring) -> [String]? {
        var trimmed = path.hasPrefix("/") ? path.dropFirst() : path
        if trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard !trimmed.isEmpty else { return [] }
        var segments: [String] = []
        for raw in trimmed.split(separator: "/", omittingEmptySubsequences: false) {
            guard let decoded = URLText.percentDecoded(raw) else { return nil }
            segments.append(decoded)
        }
        return segments
    }

    static func splitQuery(_ query: Substring?) -> [NormalizedURL.QueryItem]? {
        guard let query else { return [] }
        var items: [NormalizedURL.QueryItem] = []
        for raw in query.split(separator: "&") {
            let equals = raw.firstIndex(of: "=")
            guard let name = URLText.percentDecoded(raw[..<(equals ?? raw.endIndex)]) else { return nil }
            var value: String?
            if let equals {
                guard let decoded = URLText.percentDecoded(raw[raw.index(after: equals)...]) else { return nil }
                value = decoded
            }
            items.append(NormalizedURL.QueryItem(name: name, value: value))
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

    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.utf8.first, (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A else { return false }
        return text.utf8.allSatisfy { URLText.isAlphanumeric($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
    }

    /// Unreserved, reserved (`:/?#[]@` and sub-delimiters) or `%`.
    private static func isURLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return false }
        let byte = UInt8(scalar.value)
        return URLText.isUnreserved(byte) || URLText.isSubDelimiter(byte) || ":/?#[]@%".utf8.contains(byte)
    }
}
