// The matcher benchmark's executable, built by run.py with `swiftc -O` from this file and
// the Swift that `navgen compile` generates for a `navgen-bench-gen --url-only` graph
// (namespace `UrlBench`), against the NavGenRuntime module the generated file imports:
//
//   matcher-bench ROUTES.tsv [--urls M] [--passes P] [--min-seconds S] [--seed S]
//
// ROUTES.tsv is the generator's `--routes` sidecar (`pattern<TAB>name:Type[?],...`).
// It builds a fixed, deterministic mix of M URLs (hits on every kind of pattern, misses
// of several kinds), checks that the generated matcher (`UrlBench.resolve`) and a linear
// matcher of one NSRegularExpression per pattern agree on every URL, then times both,
// interleaved, P passes each, and prints one JSON object (medians, ns per URL, wall and
// thread CPU time).
//
// The regex matcher is what runtime routers do: patterns tried in declaration order, each
// a regex over the URL's path with `([^/]+)` per parameter, then the captures and query
// items converted with the same typed parsers the generated code uses (NavGenRuntime's
// `URLValue`), so only the matching strategy differs. It normalises the URL as the
// generated `resolve` does, with `DeepLinkURL.parse` of its `absoluteString` (a custom
// scheme's host as the first segment, a trailing `/` and dot segments removed, segments
// and query items percent-decoded), and accepts the generated `Routes.schemes` and
// `Routes.hosts` as `DeepLinkMatcher` does. Its regexes run over the normalised path,
// segments re-joined with `/` (a decoded `/` or `%` inside a segment written `%2F`, `%25`).
import Foundation
import NavGenRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Options

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String, _ fallback: Double) -> Double {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count, let v = Double(arguments[i + 1]) else {
        return fallback
    }
    arguments.removeSubrange(i...(i + 1))
    return v
}
let urlCount = Int(option("--urls", 1000))
let passes = Int(option("--passes", 5))
let minSeconds = option("--min-seconds", 0.25)
let seed = UInt64(option("--seed", 7))
guard arguments.count == 1, let routesText = try? String(contentsOfFile: arguments[0], encoding: .utf8) else {
    FileHandle.standardError.write(Data("usage: matcher-bench ROUTES.tsv [--urls M] [--passes P] [--min-seconds S] [--seed S]\n".utf8))
    exit(2)
}

// What the URL mix is made of; the regex matcher accepts what the generated code does.
let mixScheme = "benchapp"
let mixHost = "bench.example.com"
let schemes = UrlBench.Routes.schemes.map { $0.lowercased() }
let hosts = UrlBench.Routes.hosts.map { $0.lowercased() }

// MARK: - Routes and the regex matcher

enum Kind: String { case string = "String", int = "Int", double = "Double", bool = "Bool", uuid = "UUID", url = "URL" }

@MainActor func accepts(_ kind: Kind, _ text: String) -> Bool {
    switch kind {
    case .string: URLValue.string(text) != nil
    case .int: URLValue.int(text) != nil
    case .double: URLValue.double(text) != nil
    case .bool: URLValue.bool(text) != nil
    case .uuid: URLValue.uuid(text) != nil
    case .url: URLValue.url(text) != nil
    }
}

struct Route {
    var pattern: String
    var pathSegments: [String]  // literal, `{name}`, `prefix{name}suffix`, `*` or `{name...}`
    var types: [String: Kind]
    var optional: Set<String>
    var query: [(item: String, param: String)]
    /// Literal query items (`type=totp`): the URL must carry each with exactly that value.
    var literalQuery: [(item: String, value: String)] = []
}

/// A segment's parts: the literal prefix, the parameter's name (`nil` for a literal or
/// `*`), the literal suffix, and whether it is a catch-all `{name...}`.
func parts(_ segment: String) -> (prefix: String, name: String?, suffix: String, isRest: Bool) {
    guard let open = segment.firstIndex(of: "{"), let close = segment.firstIndex(of: "}") else { return (segment, nil, "", false) }
    var name = String(segment[segment.index(after: open)..<close])
    let isRest = name.hasSuffix("...")
    if isRest { name.removeLast(3) }
    return (String(segment[..<open]), name, String(segment[segment.index(after: close)...]), isRest)
}

let routes: [Route] = routesText.split(separator: "\n").map { line in
    let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
    let pattern = String(columns[0])
    var types: [String: Kind] = [:]
    var optional: Set<String> = []
    if columns.count > 1 {
        for entry in columns[1].split(separator: ",") {
            var pair = entry.split(separator: ":").map(String.init)
            if pair[1].hasSuffix("?") {
                pair[1].removeLast()
                optional.insert(pair[0])
            }
            types[pair[0]] = Kind(rawValue: pair[1])!
        }
    }
    let parts = pattern.split(separator: "?", maxSplits: 1).map(String.init)
    let segments = parts[0].split(separator: "/").map(String.init)
    var query: [(String, String)] = []
    var literalQuery: [(String, String)] = []
    if parts.count > 1 {
        for item in parts[1].split(separator: "&") {
            let kv = item.split(separator: "=").map(String.init)
            if kv[1].hasPrefix("{") {
                query.append((kv[0], String(kv[1].dropFirst().dropLast())))
            } else {
                literalQuery.append((kv[0], kv[1]))
            }
        }
    }
    return Route(pattern: pattern, pathSegments: segments, types: types, optional: optional, query: query, literalQuery: literalQuery)
}

struct RegexRoute {
    var pattern: String
    var regex: NSRegularExpression
    /// The kind of each capture, and whether it is a catch-all (several segments).
    var captures: [(kind: Kind, isRest: Bool)]
    var query: [(item: String, kind: Kind, optional: Bool)]
    var literalQuery: [(item: String, value: String)]
}

/// A decoded segment as the regexes see it: `%` and `/` written `%25` and `%2F`, so that
/// `/` only ever separates segments (other text unchanged, as most segments are).
func regexText(_ segment: String) -> String {
    guard segment.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "/") }) else {
        return segment
    }
    return segment.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
}

/// The decoded segment of a capture's `regexText`.
func segmentText(_ captured: String) -> String {
    guard captured.utf8.contains(UInt8(ascii: "%")) else { return captured }
    return captured.replacingOccurrences(of: "%2F", with: "/").replacingOccurrences(of: "%25", with: "%")
}

@MainActor func buildRegexMatcher() -> [RegexRoute] {
    routes.map { route in
        var source = "^"
        var captures: [(kind: Kind, isRest: Bool)] = []
        func escaped(_ text: String) -> String { NSRegularExpression.escapedPattern(for: regexText(text.removingPercentEncoding ?? text)) }
        for segment in route.pathSegments {
            let (prefix, name, suffix, isRest) = parts(segment)
            if segment == "*" {
                source += "/[^/]+"
            } else if let name {
                source += "/" + escaped(prefix) + (isRest ? "(.+)" : "([^/]+)") + escaped(suffix)
                captures.append((route.types[name]!, isRest))
            } else {
                source += "/" + escaped(segment)
            }
        }
        source += "/?$"
        return RegexRoute(
            pattern: route.pattern,
            regex: try! NSRegularExpression(pattern: source),
            captures: captures,
            query: route.query.map { ($0.item, route.types[$0.param]!, route.optional.contains($0.param)) },
            literalQuery: route.literalQuery)
    }
}

/// The first pattern, in declaration order, whose regex and types accept `url`.
@MainActor func regexResolve(_ url: URL, _ matcher: [RegexRoute]) -> String? {
    // The generated router's normalisation and its scheme and host check.
    guard case .success(let parsed) = DeepLinkURL.parse(url.absoluteString) else { return nil }
    if let scheme = parsed.scheme {
        if parsed.isWeb {
            guard hosts.isEmpty || hosts.contains(parsed.host ?? "") else { return nil }
        } else {
            guard schemes.isEmpty || schemes.contains(scheme) else { return nil }
        }
    }
    let path = parsed.segments.isEmpty ? "/" : parsed.segments.map { "/" + regexText($0) }.joined()
    let nsPath = path as NSString
    let range = NSRange(location: 0, length: nsPath.length)
    routes: for route in matcher {
        guard let match = route.regex.firstMatch(in: path, options: [], range: range) else { continue }
        for (i, capture) in route.captures.enumerated() {
            let text = nsPath.substring(with: match.range(at: i + 1))
            guard capture.isRest || accepts(capture.kind, segmentText(text)) else { continue routes }
        }
        for item in route.literalQuery where (parsed.value(of: item.item) ?? nil) ?? "" != item.value {
            continue routes
        }
        // As the generated matcher reads a query: the first item of the name; one
        // without a value, or with an empty one, binds nothing.
        for item in route.query {
            if let text = parsed.value(of: item.item) ?? nil, !text.isEmpty {
                guard accepts(item.kind, text) else { continue routes }
            } else if !item.optional {
                continue routes
            }
        }
        return route.pattern
    }
    return nil
}

// MARK: - The URL mix

struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

var rng = SplitMix64(state: seed)

@MainActor func validValue(_ kind: Kind) -> String {
    switch kind {
    case .string: rng.pick(["alice", "caf%C3%A9", "a%20b", "x-1", "a%2Fb", "42"])
    case .int: String(rng.below(100_000))
    case .double: rng.pick(["2.5", "0.125", "10", "-3.75", "1e3"])
    case .bool: rng.pick(["true", "false"])
    case .uuid: String(format: "%08X-%04X-%04X-%04X-%012llX", UInt32(truncatingIfNeeded: rng.next()),
                       UInt16(truncatingIfNeeded: rng.next()), UInt16(truncatingIfNeeded: rng.next()),
                       UInt16(truncatingIfNeeded: rng.next()), rng.next() & 0xFFFF_FFFF_FFFF)
    case .url: "https%3A%2F%2Fexample.com%2Fx"
    }
}

@MainActor func invalidValue(_ kind: Kind) -> String? {
    switch kind {
    case .string: nil
    case .int: rng.pick(["abc", "1.5", "12x"])
    case .double: rng.pick(["abc", "1.", "nan"])
    case .bool: rng.pick(["yes", "1", "TRUE"])
    case .uuid: rng.pick(["abc", "123E4567-E89B-12D3-A456-42661417400"])
    case .url: "no-scheme"
    }
}

/// The URL text of `route` with every parameter filled; `bad` names a parameter given an
/// invalid value (nil when the route has no such parameter).
@MainActor func urlText(_ route: Route, bad: String? = nil, customScheme: Bool, trailingSlash: Bool) -> String? {
    var path: [String] = []
    for segment in route.pathSegments {
        let (prefix, name, suffix, isRest) = parts(segment)
        if segment == "*" {
            path.append(rng.pick(["x", "42", "caf%C3%A9"]))
        } else if let name {
            if name == bad {
                guard let value = invalidValue(route.types[name]!) else { return nil }
                path.append(prefix + value + suffix)
            } else {
                path.append(prefix + (isRest ? rng.pick(["a", "a/b", "a/b%20c/d"]) : validValue(route.types[name]!)) + suffix)
            }
        } else {
            path.append(segment)
        }
    }
    var items = route.literalQuery.map { "\($0.item)=\($0.value)" }
    for item in route.query {
        if item.param == bad {
            guard let value = invalidValue(route.types[item.param]!) else { return nil }
            items.append("\(item.item)=\(value)")
        } else if !route.optional.contains(item.param) || rng.below(2) == 0 {
            items.append("\(item.item)=\(validValue(route.types[item.param]!))")
        }
    }
    var text = customScheme
        ? "\(mixScheme)://" + path.joined(separator: "/")
        : "https://\(mixHost)/" + path.joined(separator: "/")
    if trailingSlash { text += "/" }
    if !items.isEmpty { text += "?" + items.joined(separator: "&") }
    return text
}

/// (url, expected pattern or nil, kind of case)
var mix: [(url: URL, expected: String?, kind: String)] = []
while mix.count < urlCount {
    let route = rng.pick(routes)
    let roll = rng.below(100)
    let customScheme = rng.below(5) == 0
    let trailingSlash = rng.below(20) == 0
    var entry: (String?, String?, String)
    if roll < 70 {
        entry = (urlText(route, customScheme: customScheme, trailingSlash: trailingSlash), route.pattern, "hit")
    } else if roll < 80 {
        let typed = route.types.filter { $0.value != .string }.keys.sorted()
        if typed.isEmpty { continue }
        entry = (urlText(route, bad: rng.pick(typed), customScheme: customScheme, trailingSlash: false), nil, "bad-type")
    } else if roll < 90 {
        let k = rng.below(1_000_000)
        entry = (customScheme ? "\(mixScheme)://no-such-\(k)/\(k)" : "https://\(mixHost)/no-such-\(k)/\(k)", nil, "unknown-path")
    } else if roll < 95 {
        entry = (urlText(route, customScheme: false, trailingSlash: false)?
            .replacingOccurrences(of: mixHost, with: "other.example.org"), nil, "wrong-host")
    } else {
        // A catch-all takes an extra segment too.
        let isRest = route.pathSegments.last.map { parts($0).isRest } ?? false
        entry = (urlText(route, customScheme: customScheme, trailingSlash: false).map { text in
            let cut = text.firstIndex(of: "?") ?? text.endIndex
            return text[..<cut] + "/extra" + text[cut...]
        }, isRest ? route.pattern : nil, "extra-segment")
    }
    guard let text = entry.0, let url = URL(string: text) else { continue }
    mix.append((url, entry.1, entry.2))
}

// MARK: - Timing

@MainActor func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

@MainActor func threadCPU() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

@MainActor func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// Resolves the whole mix as often as it takes to fill `minSeconds`; ns per URL (wall, CPU).
@MainActor func pass(_ body: (URL) -> Bool) -> (wall: Double, cpu: Double) {
    var reps = 0
    var sink = 0
    let start = now(), cpuStart = threadCPU()
    repeat {
        for entry in mix where body(entry.url) { sink &+= 1 }
        reps += 1
    } while now() - start < minSeconds
    let wall = now() - start, cpu = threadCPU() - cpuStart
    if sink == -1 { print(sink) }
    let n = Double(reps * mix.count)
    return (wall / n * 1e9, cpu / n * 1e9)
}

// Cold costs: the first resolve (the generated `Routes.router` adds every pattern to its
// trie on first use) and building the regexes.
var start = now()
_ = UrlBench.resolve(mix[0].url)
let firstResolve = now() - start
start = now()
let matcher = buildRegexMatcher()
let regexBuild = now() - start

// Agreement, on every URL of the mix.
var mismatches: [[String: String]] = []
var unexpected: [[String: String]] = []
var hits = 0
for entry in mix {
    let generated = UrlBench.resolve(entry.url)?.pattern
    let regex = regexResolve(entry.url, matcher)
    if generated != nil { hits += 1 }
    if generated != regex {
        mismatches.append(["url": entry.url.absoluteString, "generated": generated ?? "nil", "regex": regex ?? "nil", "case": entry.kind])
    }
    if generated != entry.expected {
        unexpected.append(["url": entry.url.absoluteString, "generated": generated ?? "nil", "expected": entry.expected ?? "nil", "case": entry.kind])
    }
}

var generatedWall: [Double] = [], generatedCPU: [Double] = [], regexWall: [Double] = [], regexCPU: [Double] = []
for _ in 0..<passes {
    let g = pass { UrlBench.resolve($0) != nil }
    generatedWall.append(g.wall)
    generatedCPU.append(g.cpu)
    let r = pass { regexResolve($0, matcher) != nil }
    regexWall.append(r.wall)
    regexCPU.append(r.cpu)
}

var kinds: [String: Int] = [:]
for entry in mix { kinds[entry.kind, default: 0] += 1 }
let result: [String: Any] = [
    "patterns": routes.count,
    "urls": mix.count,
    "cases": kinds,
    "hits": hits,
    "passes": passes,
    "generated_ns_per_url": median(generatedWall),
    "generated_cpu_ns_per_url": median(generatedCPU),
    "regex_ns_per_url": median(regexWall),
    "regex_cpu_ns_per_url": median(regexCPU),
    "generated_ns_per_url_runs": generatedWall,
    "regex_ns_per_url_runs": regexWall,
    "first_resolve_s": firstResolve,
    "regex_build_s": regexBuild,
    "mismatches": mismatches.count,
    "mismatch_examples": Array(mismatches.prefix(10)),
    "unexpected": unexpected.count,
    "unexpected_examples": Array(unexpected.prefix(10)),
]
let data = try! JSONSerialization.data(withJSONObject: result, options: [.sortedKeys, .prettyPrinted])
print(String(decoding: data, as: UTF8.self))
