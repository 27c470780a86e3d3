/// The fixed part of the generated deep-link code: URL normalisation, typed
/// segment parsing and building, and the pattern-trie walk. It is the same for
/// every graph but the namespace and access level, and implements exactly the
/// rules of `BuiltinValueParser` and `URLResolver` on the compiler side.
enum DeepLinkSupportSource {
    /// The support declarations for the namespace `ns`, with `access` (`public ` or empty).
    static func text(namespace ns: String, access: String) -> String {
        let typedReaders = BuiltinType.allCases.map(readers(of:)).joined(separator: "\n")
        let optionalWriters = BuiltinType.allCases.map { type in
            let name = DeepLinkTranslator.parser(type)
            return "        static func optional\(type.rawValue)Text(_ value: \(type.rawValue)?) -> String? { value.map(\(name)Text) }"
        }.joined(separator: "\n")
        return """
        extension \(ns) {
            /// A URL reduced to what patterns match: percent-decoded path segments and query items.
            \(access)struct DeepLinkRequest: Sendable {
                \(access)let segments: [String]
                \(access)let query: [String: String]

                /// Normalises `url`: `http`/`https` need a configured host (when any is), other
                /// schemes a configured scheme (when any is) and give their host as the first
                /// segment. A trailing `/` and the fragment are ignored.
                \(access)init?(_ url: URL, schemes: [String], hosts: [String]) {
                    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
                    var rawSegments = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                    if rawSegments.first == "" { rawSegments.removeFirst() }
                    if rawSegments.last == "" { rawSegments.removeLast() }
                    if let scheme = components.scheme?.lowercased() {
                        if scheme == "http" || scheme == "https" {
                            guard let host = components.host?.lowercased(), hosts.isEmpty || hosts.contains(host) else { return nil }
                        } else {
                            guard schemes.isEmpty || schemes.contains(scheme) else { return nil }
                            if let host = components.percentEncodedHost, !host.isEmpty { rawSegments.insert(host, at: 0) }
                        }
                    } else {
                        // Without a scheme only a path alone is a deep link: `/settings`, not
                        // `settings` or `//other.host/settings`, whose host nothing would check.
                        guard components.host == nil, components.percentEncodedPath.hasPrefix("/") else { return nil }
                    }
                    var segments: [String] = []
                    for raw in rawSegments {
                        guard let segment = Self.decode(raw) else { return nil }
                        segments.append(segment)
                    }
                    var query: [String: String] = [:]
                    for item in components.percentEncodedQueryItems ?? [] {
                        guard let name = Self.decode(item.name) else { continue }
                        if query[name] == nil { query[name] = item.value.flatMap(Self.decode) ?? "" }
                    }
                    self.segments = segments
                    self.query = query
                }

                /// Percent-decodes `text`; most segments have no `%` and are taken as they are.
                private static func decode(_ text: String) -> String? {
                    text.utf8.contains(37) ? text.removingPercentEncoding : text
                }

                // Typed readers, four per URL type: the path segment at `index`, a required
                // query item, an optional one (`.some(nil)` when missing) and one with a
                // default (the default when missing); `nil` when the text does not parse.
                // A call of one of these type-checks faster than a generic call given a parser.
        \(typedReaders)
            }

            /// Reading and writing the six URL-bound types exactly as navgen's spec says.
            enum URLText {
                static func string(_ text: String) -> String? { text.isEmpty ? nil : text }

                static func int(_ text: String) -> Int? {
                    let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
                    guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
                    return Int(text)
                }

                static func double(_ text: String) -> Double? {
                    var rest = Substring(text).utf8[...]
                    func digits() -> Int {
                        let count = rest.prefix { $0 >= 48 && $0 <= 57 }.count
                        rest = rest.dropFirst(count)
                        return count
                    }
                    if rest.first == 45 { rest = rest.dropFirst() }
                    guard digits() > 0 else { return nil }
                    if rest.first == 46 {
                        rest = rest.dropFirst()
                        guard digits() > 0 else { return nil }
                    }
                    if rest.first == 101 || rest.first == 69 {
                        rest = rest.dropFirst()
                        if rest.first == 45 || rest.first == 43 { rest = rest.dropFirst() }
                        guard digits() > 0 else { return nil }
                    }
                    guard rest.isEmpty, let value = Double(text), value.isFinite else { return nil }
                    return value
                }

                static func bool(_ text: String) -> Bool? { text == "true" ? true : text == "false" ? false : nil }

                static func uuid(_ text: String) -> UUID? { text.utf8.count == 36 ? UUID(uuidString: text) : nil }

                static func url(_ text: String) -> URL? {
                    guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
                          text[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
                          text.first!.isLetter, text.index(after: colon) < text.endIndex,
                          !text.unicodeScalars.contains(where: { $0.value <= 32 })
                    else { return nil }
                    return URL(string: text)
                }

                // Typed writers, two per URL type: the text of a value and of an optional
                // one, with a name each so that a call needs no overload resolution.
                static func stringText(_ value: String) -> String { value }
                static func intText(_ value: Int) -> String { String(value) }
                static func doubleText(_ value: Double) -> String { "\\(value)" }
                static func boolText(_ value: Bool) -> String { value ? "true" : "false" }
                static func uuidText(_ value: UUID) -> String { value.uuidString }
                static func urlText(_ value: URL) -> String { value.absoluteString }
        \(optionalWriters)

                /// The first of `candidates` (one per pattern of the screen, in order) that
                /// resolves back to `screen`: a literal pattern may win over the first
                /// pattern, and a value a URL cannot carry (an empty text) matches nothing.
                static func first(resolvingTo screen: Screen, _ candidates: URL?...) -> URL? {
                    candidates.lazy.compactMap { $0 }.first { resolve($0)?.screen == screen }
                }

                /// The URL of a pattern filled with `segments` and `query`: the first scheme,
                /// else the first host over https, else a relative URL; percent-encoded.
                static func url(segments: [String], query: [(String, String?)], schemes: [String], hosts: [String]) -> URL? {
                    var path = segments.map(encode)
                    var text: String
                    if let scheme = schemes.first {
                        text = "\\(scheme)://" + (path.isEmpty ? "" : path.removeFirst())
                        if !path.isEmpty { text += "/" + path.joined(separator: "/") }
                    } else if let host = hosts.first {
                        text = "https://\\(host)/" + path.joined(separator: "/")
                    } else {
                        text = "/" + path.joined(separator: "/")
                    }
                    let items = query.compactMap { name, value in value.map { "\\(encode(name))=\\(encode($0))" } }
                    if !items.isEmpty { text += "?" + items.joined(separator: "&") }
                    return URL(string: text)
                }

                private static func encode(_ text: String) -> String {
                    var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
                    allowed.insert(charactersIn: "-._~")
                    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
                }
            }

            /// The URL patterns as a segment trie, built by navgen and stored compactly: one
            /// line per node, `literal children|typed children|pattern`.
            struct PatternTrie: Sendable {
                private struct Node: Sendable {
                    var literals: [String: Int] = [:]
                    var typed: [(kind: UInt8, child: Int)] = []
                    var pattern: Int?
                }

                private let nodes: [Node]

                init(encoded: String) {
                    nodes = encoded.split(separator: "\\n", omittingEmptySubsequences: false).map { line in
                        let parts = line.split(separator: "|", omittingEmptySubsequences: false)
                        var node = Node()
                        for entry in parts[0].split(separator: ",") {
                            let pair = entry.split(separator: "=")
                            node.literals[String(pair[0]).removingPercentEncoding ?? ""] = Int(pair[1])
                        }
                        for entry in parts[1].split(separator: ",") {
                            let pair = entry.split(separator: ":")
                            node.typed.append((UInt8(pair[0])!, Int(pair[1])!))
                        }
                        node.pattern = Int(parts[2])
                        return node
                    }
                }

                /// The patterns whose path matches `segments`, best first: at each segment a
                /// literal before a parameter, as the precedence rule says.
                func candidates(_ segments: [String]) -> [Int] {
                    var found: [Int] = []
                    walk(0, segments[...], into: &found)
                    return found
                }

                private func walk(_ index: Int, _ rest: ArraySlice<String>, into found: inout [Int]) {
                    let node = nodes[index]
                    guard let segment = rest.first else {
                        if let pattern = node.pattern { found.append(pattern) }
                        return
                    }
                    if let child = node.literals[segment] { walk(child, rest.dropFirst(), into: &found) }
                    for (kind, child) in node.typed where Self.accepts(kind, segment) {
                        walk(child, rest.dropFirst(), into: &found)
                    }
                }

                private static func accepts(_ kind: UInt8, _ segment: String) -> Bool {
                    switch kind {
                    case 0: URLText.uuid(segment) != nil
                    case 1: URLText.int(segment) != nil
                    case 2: URLText.double(segment) != nil
                    case 3: URLText.bool(segment) != nil
                    case 4: URLText.url(segment) != nil
                    default: URLText.string(segment) != nil
                    }
                }
            }
        }
        """
    }

    /// The four typed readers of `DeepLinkRequest` for `type`, at the struct's indentation.
    private static func readers(of type: BuiltinType) -> String {
        let name = DeepLinkTranslator.parser(type), swiftType = type.rawValue
        return """
                func \(name)(at index: Int) -> \(swiftType)? { URLText.\(name)(segments[index]) }
                func required\(swiftType)(_ name: String) -> \(swiftType)? { query[name].flatMap(URLText.\(name)) }
                func optional\(swiftType)(_ name: String) -> \(swiftType)?? {
                    guard let text = query[name] else { return .some(nil) }
                    return URLText.\(name)(text).map { .some($0) }
                }
                func \(name)(_ name: String, default value: \(swiftType)) -> \(swiftType)? {
                    guard let text = query[name] else { return value }
                    return URLText.\(name)(text)
                }
        """
    }
}
