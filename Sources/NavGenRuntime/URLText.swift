/// The text of a URL built from a pattern and values: what `DeepLinkRouter.url` checks
/// by resolving it. Every value is percent-encoded; nothing is ever written in place of
/// a value that is missing.
struct URLText {
    /// The URL, or `nil` when a value is missing or the pattern has `*` or `**`.
    let text: String?

    init(_ pattern: PatternText, values: [String: String?], lists: [String: [String]], schemes: [String], hosts: [String]) {
        func value(_ name: String) -> String? { values[name] ?? nil }
        guard var path = Self.segments(pattern.segments, value: value) else {
            text = nil
            return
        }
        var string: String
        switch (pattern.scheme, pattern.host) {
        case (let scheme?, let host?):
            let written: String
            switch host {
            case .literal(let literal): written = literal
            case .parameter(let name):
                guard let captured = value(name), !captured.isEmpty else {
                    text = nil
                    return
                }
                written = captured
            }
            string = "\(scheme)://\(written)/" + path.joined(separator: "/")
        case (let scheme?, nil):
            string = "\(scheme)://" + path.joined(separator: "/")
        case (nil, _):
            if let scheme = schemes.first {
                string = "\(scheme)://" + (path.isEmpty ? "" : path.removeFirst())
                if !path.isEmpty { string += "/" + path.joined(separator: "/") }
            } else if let host = hosts.first {
                string = "https://\(host)/" + path.joined(separator: "/")
            } else {
                string = "/" + path.joined(separator: "/")
            }
        }
        let items = Self.items(pattern.query, value: value, lists: lists)
        if !items.isEmpty { string += "?" + items.joined(separator: "&") }
        if let fragment = pattern.fragment {
            guard let segments = Self.segments(fragment.segments, value: value) else {
                text = nil
                return
            }
            string += "#" + segments.joined(separator: "/")
            let fragmentItems = Self.items(fragment.query, value: value, lists: lists)
            if !fragmentItems.isEmpty { string += "?" + fragmentItems.joined(separator: "&") }
        }
        text = string
    }

    /// The encoded path segments, or `nil` when a value is missing or one is `*` or `**`.
    private static func segments(_ segments: [PatternText.Segment], value: (String) -> String?) -> [String]? {
        var path: [String] = []
        for segment in segments {
            switch segment {
            case .literal(let literal):
                path.append(literalSegment(literal))
            case .parameter(let name, let prefix, let suffix):
                guard let text = value(name) else { return nil }
                path.append(literalSegment(prefix) + URLCharacters.encodedComponent(text) + literalSegment(suffix))
            case .rest(let name?):
                guard let text = value(name), !text.isEmpty else { return nil }
                path += text.split(separator: "/", omittingEmptySubsequences: false).map { URLCharacters.encodedComponent(String($0)) }
            case .wildcard, .rest(nil):
                return nil
            }
        }
        return path
    }

    /// A pattern's literal text as a path segment carries it: `@` and `:` stay as they are.
    private static func literalSegment(_ text: String) -> String {
        URLCharacters.percentEncoded(text, allowing: URLCharacters.isSegmentByte)
    }

    /// `name=value` for each item with a value; a list's every value; literal items as written.
    private static func items(_ items: [PatternText.QueryItem], value: (String) -> String?, lists: [String: [String]]) -> [String] {
        var written: [String] = []
        for item in items {
            let name = URLCharacters.encodedComponent(item.name)
            switch item.value {
            case .literal(let literal):
                written.append("\(name)=\(URLCharacters.encodedComponent(literal))")
            case .parameter(let parameter):
                if let list = lists[parameter] {
                    written += list.map { "\(name)=\(URLCharacters.encodedComponent($0))" }
                } else if let text = value(parameter) {
                    written.append("\(name)=\(URLCharacters.encodedComponent(text))")
                }
            }
        }
        return written
    }
}
