// navgen-bench-gen --screens N --seed S [--url-worst-case | --url-only [--routes FILE]] -o FILE
//
// A deterministic generator of valid navigation graphs (Docs: shared spec, navgraph v1)
// for the benchmarks. The same N and S give byte-identical output on every machine:
// it uses its own SplitMix64 generator and emits mapping keys in a fixed order.
//
// Default mode: a realistic app. A tab root flow (four tab stacks and one screen tab),
// stack flows whose screens form push trees, modal stack flows presented with sheet or
// cover (some from other modal flows), bare modal screens, and leaf screens shared by
// several stacks. Every screen has a required `id: Int` (bound by every URL pattern and
// by every stack root's `args`) and optional or defaulted params of every built-in type
// plus a custom one, about 3 links, and (most screens) a URL pattern whose first literal
// segment is unique, so no two patterns overlap. Link names carry their target's name
// and are a function of (style, target), so no two screens of one flow conflict. Every
// deep-link target has exactly one shortest route, and that route only passes screens
// whose required `id` comes from the URL or from stack-root args.
//
// --url-worst-case: N screens whose patterns all have the same length and overlap
// pairwise (every segment is the literal `a` or a String parameter, each pattern a
// distinct binary word), so every pair is resolved by precedence and none conflicts.
// They sit under a tree of parameterless index screens in one stack.
//
// --url-only: N screens with one URL pattern each (families of typed REST-like shapes,
// sharing prefixes, never conflicting) under the same kind of index tree, with no other
// links: the graphs of the generated-matcher benchmark. --routes FILE also writes the
// patterns and their parameter types, from which the benchmark builds its regex matcher.
import ArgumentParser
import Foundation

// MARK: - Random numbers

/// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast and the same everywhere.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0..<n (modulo bias is irrelevant here).
    mutating func below(_ n: Int) -> Int {
        precondition(n > 0)
        return Int(next() % UInt64(n))
    }

    /// Uniform in lo...hi.
    mutating func range(_ lo: Int, _ hi: Int) -> Int { lo + below(hi - lo + 1) }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    mutating func shuffle<T>(_ items: inout [T]) {
        guard items.count > 1 else { return }
        for i in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(i, below(i + 1))
        }
    }
}

// MARK: - Vocabulary

let nouns = [
    "Product", "Order", "Recipe", "Account", "Cart", "Review", "Photo", "Album", "Message",
    "Thread", "Contact", "Invoice", "Ticket", "Event", "Playlist", "Track", "Article",
    "Comment", "Booking", "Payment", "Address", "Coupon", "Store", "Wallet", "Device",
    "Report", "Task", "Project", "Note", "Profile", "Follower", "Channel", "Episode",
    "Course", "Lesson", "Workout", "Journey", "Receipt", "Delivery", "Subscription",
]
let qualifiers = [
    "Shared", "Recent", "Saved", "Archived", "Featured", "Pending", "Team", "Family",
    "Weekly", "Draft", "Premium", "Local", "Public", "Private", "Scheduled", "Popular",
]
let kinds = [
    "List", "Detail", "Editor", "Settings", "Picker", "Gallery", "Summary", "Search",
    "Overview", "History", "Composer", "Preview", "Filter", "Share", "Confirmation",
    "Viewer", "Dashboard", "Form",
]
let tabFlows: [(name: String, slug: String, title: String, icon: String)] = [
    ("HomeFlow", "home", "Home", "house.fill"),
    ("BrowseFlow", "browse", "Browse", "square.grid.2x2"),
    ("LibraryFlow", "library", "Library", "books.vertical"),
    ("InboxFlow", "inbox", "Inbox", "tray.fill"),
]

enum ParamType: CaseIterable {
    case string, int, double, bool, uuid, url, custom

    var swiftName: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .uuid: "UUID"
        case .url: "URL"
        case .custom: "Catalog.ItemID"
        }
    }

    var isBuiltin: Bool { self != .custom }
}

/// Optional or defaulted extra parameters (never required, so deep-link routes can
/// always fill them). Names avoid the reserved member names of spec section 7.
let extraParams: [(name: String, type: ParamType)] = [
    ("query", .string), ("sortOrder", .string), ("filterText", .string), ("note", .string),
    ("page", .int), ("limit", .int), ("offset", .int), ("quantity", .int),
    ("zoomLevel", .double), ("price", .double), ("ratio", .double),
    ("expanded", .bool), ("editable", .bool), ("showsHeader", .bool),
    ("sessionToken", .uuid), ("draftID", .uuid), ("requestID", .uuid),
    ("sourceURL", .url), ("referrer", .url),
    ("itemRef", .custom), ("ownerRef", .custom),
]

func defaultLiteral(_ type: ParamType, _ rng: inout SplitMix64) -> String {
    switch type {
    case .string: "\"\(rng.pick(["recent", "all", "featured", "none"]))\""
    case .int: String(rng.range(0, 50))
    case .double: rng.pick(["1.5", "0.25", "2.0", "10.75"])
    case .bool: rng.chance(50) ? "true" : "false"
    case .uuid: "\"6F9619FF-8B86-D011-B42D-00C04FC964FF\""
    case .url: "\"https://bench.example.com/start\""
    case .custom: preconditionFailure("custom types get no default")
    }
}

/// A literal for `args:` (a value passed by a link).
func argLiteral(_ type: ParamType, _ rng: inout SplitMix64) -> String {
    switch type {
    case .string: "\"\(rng.pick(["popular", "mine", "today", "nearby"]))\""
    case .int: String(rng.range(1, 99))
    case .double: rng.pick(["0.5", "3.25", "1.0"])
    case .bool: rng.chance(50) ? "true" : "false"
    case .uuid: "\"123E4567-E89B-12D3-A456-426614174000\""
    case .url: "\"https://bench.example.com/shared\""
    case .custom: preconditionFailure("custom types get no literal")
    }
}

/// `ProductDetail12` -> `product-detail-12`.
func kebab(_ name: String) -> String {
    var out = ""
    var previousWasDigit = false
    for (i, ch) in name.enumerated() {
        if ch.isUppercase {
            if i > 0 { out.append("-") }
            out.append(Character(ch.lowercased()))
            previousWasDigit = false
        } else if ch.isNumber {
            if !previousWasDigit && i > 0 { out.append("-") }
            out.append(ch)
            previousWasDigit = true
        } else {
            out.append(ch)
            previousWasDigit = false
        }
    }
    return out
}

// MARK: - Model of the generated graph

struct Screen {
    var name: String
    var params: [(name: String, yaml: String)] = []
    /// YAML for `url:` exactly as emitted after `url:` (inline value or block lines).
    var url: URLValue? = nil
    var links: [(name: String, yaml: String)] = []
    var linkNames: Set<String> = []

    mutating func addLink(_ name: String, _ yaml: String) -> Bool {
        guard !linkNames.contains(name) else { return false }
        linkNames.insert(name)
        links.append((name, yaml))
        return true
    }
}

enum URLValue {
    case inline(String)
    case list([String])
}

enum FlowKind {
    case tabs([String])  // each line is a flow-mapping `{ ... }`
    case stack(root: String, args: String)
}

struct Flow {
    var name: String
    var kind: FlowKind
}

struct Graph {
    var header: String
    var name: String
    var root: String
    var screens: [Screen]
    var flows: [Flow]
}

// MARK: - Realistic graph

enum Role {
    case stack(flow: Int, parent: Int?, depth: Int)
    case tabScreen
    case bareModal
    case sharedLeaf
}

func realisticGraph(screens n: Int, seed: UInt64) -> Graph {
    var rng = SplitMix64(seed: seed)
    let bareCount = max(1, n / 25)
    let leafCount = max(1, n / 50)
    let stackScreenCount = n - 1 - bareCount - leafCount
    let modalFlowCount = max(2, stackScreenCount / 60)
    let flowCount = tabFlows.count + modalFlowCount

    // Flow sizes: even split with jitter, at least 3 screens each; tab stacks first.
    var sizes = [Int](repeating: stackScreenCount / flowCount, count: flowCount)
    for i in 0..<(stackScreenCount % flowCount) { sizes[i] += 1 }
    for _ in 0..<flowCount {
        let a = rng.below(flowCount), b = rng.below(flowCount)
        let move = rng.range(0, sizes[a] / 3)
        if a != b && sizes[a] - move >= 3 {
            sizes[a] -= move
            sizes[b] += move
        }
    }

    // Screen ids in emission order: tab stacks, the screen tab, modal flows,
    // bare modal screens, shared leaves.
    var roles: [Role] = []
    var flowScreens: [[Int]] = Array(repeating: [], count: flowCount)
    func addStackFlow(_ f: Int) {
        let first = roles.count
        var depth: [Int] = []
        for j in 0..<sizes[f] {
            if j == 0 {
                roles.append(.stack(flow: f, parent: nil, depth: 0))
                depth.append(0)
            } else {
                // Branching of 2 to 3: stacks a few screens deep, as in real apps.
                let p = rng.range((j - 1) / 3, (j - 1) / 2)
                roles.append(.stack(flow: f, parent: first + p, depth: depth[p] + 1))
                depth.append(depth[p] + 1)
            }
            flowScreens[f].append(first + j)
        }
    }
    for f in 0..<tabFlows.count { addStackFlow(f) }
    let tabScreen = roles.count
    roles.append(.tabScreen)
    for f in tabFlows.count..<flowCount { addStackFlow(f) }
    let firstBare = roles.count
    for _ in 0..<bareCount { roles.append(.bareModal) }
    let firstLeaf = roles.count
    for _ in 0..<leafCount { roles.append(.sharedLeaf) }
    precondition(roles.count == n)

    var screens = (0..<n).map { Screen(name: rng.pick(qualifiers) + rng.pick(nouns) + rng.pick(kinds) + String($0)) }
    let flowNames: [String] = (0..<flowCount).map { f in
        f < tabFlows.count ? tabFlows[f].name : rng.pick(nouns) + String(f) + "Flow"
    }
    let flowSlugs: [String] = (0..<flowCount).map { f in
        f < tabFlows.count ? tabFlows[f].slug : kebab(String(flowNames[f].dropLast(4)))
    }
    let stackIDs = (0..<n).filter { if case .stack = roles[$0] { true } else { false } }

    // Parameters: `id: Int` first, then 0-3 optional or defaulted extras.
    var boundInQuery: [[String]] = Array(repeating: [], count: n)
    // Fixed `args` that every push to a screen passes (a function of the target only,
    // so every `show<Target>` link has the same signature).
    var pushArgs: [String] = Array(repeating: "", count: n)
    for s in 0..<n {
        screens[s].params.append(("id", "Int"))
        let extras = rng.pick([0, 1, 1, 2, 2, 2, 3, 1])
        var used: Set<String> = []
        for _ in 0..<extras {
            let p = rng.pick(extraParams)
            guard !used.contains(p.name) else { continue }
            used.insert(p.name)
            if p.type == .custom || rng.chance(50) {
                screens[s].params.append((p.name, p.type.swiftName + "?"))
            } else {
                screens[s].params.append(
                    (p.name, "{ type: \(p.type.swiftName), default: \(defaultLiteral(p.type, &rng)) }"))
            }
            if p.type.isBuiltin && rng.chance(40) { boundInQuery[s].append(p.name) }
            if p.type.isBuiltin && pushArgs[s].isEmpty && rng.chance(30) {
                pushArgs[s] = ", args: { \(p.name): \(argLiteral(p.type, &rng)) }"
            }
        }
    }

    // Links. Names are a function of (style, target): never a link-conflict.
    func pushLink(_ t: Int) -> (String, String) {
        ("show" + screens[t].name, "{ push: \(screens[t].name)\(pushArgs[t]) }")
    }

    // Tree pushes inside each stack flow, in id order (declared order = BFS order).
    for s in stackIDs {
        if case .stack(_, let parent?, _) = roles[s] {
            _ = screens[parent].addLink(pushLink(s).0, pushLink(s).1)
        }
    }
    for s in stackIDs {
        if case .stack(_, let parent, _) = roles[s], parent != nil {
            _ = screens[s].addLink("back", "pop")
        }
    }
    // Modal flow roots can be closed.
    for f in tabFlows.count..<flowCount {
        _ = screens[flowScreens[f][0]].addLink("close", "dismiss")
    }
    // Modal flows: each presented from one screen in the upper half of a tab stack or,
    // one time in four, of an earlier modal flow (nested modals).
    for f in tabFlows.count..<flowCount {
        let from = f > tabFlows.count && rng.chance(25)
            ? rng.range(tabFlows.count, f - 1) : rng.below(tabFlows.count)
        let presenter = flowScreens[from][rng.below((flowScreens[from].count + 1) / 2)]
        if rng.chance(65) {
            _ = screens[presenter].addLink("present" + flowNames[f], "{ sheet: \(flowNames[f]) }")
        } else {
            _ = screens[presenter].addLink("cover" + flowNames[f], "{ cover: \(flowNames[f]) }")
        }
    }
    // Bare modal screens: presented from one stack screen (or the screen tab), some
    // with fixed args; they can only be closed.
    for b in firstBare..<firstLeaf {
        let presenter = rng.chance(5) ? tabScreen : rng.pick(stackIDs)
        let target = screens[b].name
        let args = rng.chance(30) ? ", args: { id: \(b) }" : ""
        let style = rng.pick(["sheet", "sheet", "sheet", "popover", "cover"])
        let verb = ["sheet": "present", "popover": "popover", "cover": "cover"][style]!
        _ = screens[presenter].addLink(verb + target, "{ \(style): \(target)\(args) }")
        _ = screens[b].addLink("close", "dismiss")
    }
    // Shared leaves: pushed from 2-4 screens of different stacks; back links only, no URL
    // (several placements at the same depth would make a deep link ambiguous).
    for l in firstLeaf..<n {
        for _ in 0..<rng.range(2, 4) {
            _ = screens[rng.pick(stackIDs)].addLink(pushLink(l).0, pushLink(l).1)
        }
        _ = screens[l].addLink("back", "pop")
        if rng.chance(50) { _ = screens[l].addLink("backToRoot", "popToRoot") }
    }
    // The screen tab switches to the other tabs.
    for f in 0..<2 {
        _ = screens[tabScreen].addLink("switchTo" + flowNames[f], "{ tab: \(flowNames[f]) }")
    }
    // Fill stack screens up to about 3 links with links the deep-link search does not
    // follow, or pushes to shallower screens of the same stack (longer routes, no ties).
    for s in stackIDs {
        guard case .stack(let f, _, let depth) = roles[s] else { continue }
        let want = rng.range(2, 4)
        var attempts = 0
        while screens[s].links.count < want && attempts < 8 {
            attempts += 1
            switch rng.below(5) {
            case 0 where f < tabFlows.count:
                if rng.chance(25) {
                    _ = screens[s].addLink(
                        "switchTo" + screens[tabScreen].name, "{ tab: \(screens[tabScreen].name) }")
                } else {
                    let g = rng.below(tabFlows.count)
                    if g != f {
                        _ = screens[s].addLink("switchTo" + flowNames[g], "{ tab: \(flowNames[g]) }")
                    }
                }
            case 1 where f >= tabFlows.count:
                _ = screens[s].addLink("close", "dismiss")
            case 2 where depth >= 2:
                _ = screens[s].addLink("backToRoot", "popToRoot")
            case 3:
                let t = rng.pick(Array(flowScreens[f].dropFirst()))
                if t != s {
                    _ = screens[s].addLink(
                        "replaceWith" + screens[t].name, "{ replace: \(screens[t].name) }")
                }
            case 4 where depth >= 2:
                // Push a shallower screen (an ancestor that is not the root).
                var a = s
                let steps = rng.range(1, depth - 1)
                for _ in 0..<steps {
                    if case .stack(_, let p?, _) = roles[a] { a = p }
                }
                _ = screens[s].addLink(pushLink(a).0, pushLink(a).1)
            default:
                break
            }
        }
    }

    // URL patterns: most screens, never shared leaves. The screen's kebab name is a
    // literal segment unique to it, at the same position in every pattern of a given
    // length, so patterns never overlap.
    for s in 0..<firstLeaf where rng.chance(88) {
        let slug = kebab(screens[s].name)
        let query = boundInQuery[s].isEmpty
            ? "" : "?" + boundInQuery[s].map { "\($0)={\($0)}" }.joined(separator: "&")
        let roll = rng.below(100)
        if case .stack(let f, _, _) = roles[s], roll < 15 {
            screens[s].url = .inline("/\(flowSlugs[f])/\(slug)/{id}\(query)")
        } else if roll < 25 {
            screens[s].url = .list(["/\(slug)/{id}\(query)", "/legacy/\(slug)/{id}"])
        } else if case .stack(let f, _, _) = roles[s], roll < 30 {
            screens[s].url = .inline("{ pattern: \"/\(slug)/{id}\(query)\", via: \(flowNames[f]) }")
        } else {
            screens[s].url = .inline("/\(slug)/{id}\(query)")
        }
    }

    // Flows.
    var flows: [Flow] = []
    var tabs = (0..<tabFlows.count).map { f in
        "{ flow: \(flowNames[f]), title: \(tabFlows[f].title), icon: \(tabFlows[f].icon) }"
    }
    tabs.insert(
        "{ screen: \(screens[tabScreen].name), title: Settings, icon: gearshape, args: { id: 0 } }",
        at: 3)
    flows.append(Flow(name: "MainFlow", kind: .tabs(tabs)))
    for f in 0..<flowCount {
        let root = flowScreens[f][0]
        flows.append(Flow(name: flowNames[f], kind: .stack(root: screens[root].name, args: "{ id: \(f + 1) }")))
    }

    return Graph(
        header: "navgen-bench-gen --screens \(n) --seed \(seed)",
        name: "BenchApp", root: "MainFlow", screens: screens, flows: flows)
}

// MARK: - URL overlap worst case

func urlWorstCaseGraph(screens n: Int, seed: UInt64) -> Graph {
    var rng = SplitMix64(seed: seed)
    var bits = 1
    while (1 << bits) < n { bits += 1 }
    var codes = Array(0..<(1 << bits))
    rng.shuffle(&codes)

    var routes: [Screen] = []
    for i in 0..<n {
        var screen = Screen(name: "Route\(i)")
        var segments: [String] = []
        for k in 0..<bits {
            if codes[i] & (1 << k) != 0 {
                segments.append("a")
            } else {
                segments.append("{p\(k)}")
                screen.params.append(("p\(k)", "String"))
            }
        }
        screen.url = .inline("/" + segments.joined(separator: "/"))
        routes.append(screen)
    }

    // A tree of parameterless index screens, 16 children each, above the routes; the
    // routes' required params then only ever come from their own URL.
    let fanout = 16
    var index: [Screen] = []
    var level = Array(0..<n).map { (isRoute: true, id: $0) }
    repeat {
        var parents: [(isRoute: Bool, id: Int)] = []
        var start = 0
        while start < level.count {
            let end = min(start + fanout, level.count)
            var parent = Screen(name: "")
            let pid = index.count
            parent.name = "Index\(pid)"
            for child in level[start..<end] {
                let name = child.isRoute ? routes[child.id].name : index[child.id].name
                _ = parent.addLink("show" + name, "{ push: \(name) }")
            }
            index.append(parent)
            parents.append((false, pid))
            start = end
        }
        level = parents
    } while level.count > 1
    let rootIndex = level[0].id

    // Routes: back links, plus a push to the next sibling (a longer route, no tie).
    for i in 0..<n {
        _ = routes[i].addLink("back", "pop")
        if (i + 1) % fanout != 0 && i + 1 < n {
            _ = routes[i].addLink("show" + routes[i + 1].name, "{ push: \(routes[i + 1].name) }")
        }
        _ = routes[i].addLink("backToRoot", "popToRoot")
    }
    for i in 0..<index.count where i != rootIndex {
        _ = index[i].addLink("back", "pop")
    }

    // Root index first, then the other index screens top-down, then the routes.
    let screens = [index[rootIndex]] + index[..<rootIndex].reversed() + routes
    return Graph(
        header: "navgen-bench-gen --screens \(n) --seed \(seed) --url-worst-case",
        name: "UrlWorstCase", root: "RoutesFlow", screens: screens,
        flows: [Flow(name: "RoutesFlow", kind: .stack(root: index[rootIndex].name, args: ""))])
}

// MARK: - URL-heavy graph (matcher benchmark)

/// One URL pattern of the URL-only graph and the types of the parameters it binds, for
/// the matcher benchmark's sidecar file.
struct RouteSpec {
    var screen: String
    var pattern: String
    /// Every parameter the pattern binds, in pattern order (path first, then query), with
    /// its type and whether it is optional (query items only).
    var params: [(name: String, type: String, optional: Bool)]
}

/// Pattern shapes of one resource family, as in a real app's routes: the pattern's
/// segments after the family's prefix (`{name:Type}` a path parameter), and query items.
let familyShapes: [(kind: String, segments: [String], query: [(String, String)])] = [
    ("Detail", ["{id:Int}"], []),
    ("Reviews", ["{id:Int}", "reviews"], [("page", "Int")]),
    ("New", ["new"], []),
    ("ByName", ["by-name", "{name:String}"], []),
    ("Photo", ["{id:Int}", "photos", "{photo:UUID}"], []),
    ("Zoom", ["{id:Int}", "zoom", "{level:Double}"], [("expanded", "Bool")]),
    ("Share", ["share", "{token:UUID}"], [("ref", "String")]),
    ("Flag", ["{id:Int}", "flags", "{enabled:Bool}"], []),
    // The forms of 1.1 F: partial segments, a catch-all, `*`, literal query items ("=text").
    ("Handle", ["@{handle:String}"], []),
    ("Json", ["{id:Int}.json"], []),
    ("Files", ["files", "{file:String...}"], []),
    ("Preview", ["*", "preview"], []),
    ("Totp", ["add"], [("type", "=totp"), ("secret", "String")]),
    ("Hotp", ["add"], [("type", "=hotp"), ("secret", "String")]),
]

let sections = ["shop", "account", "media", "help"]

/// N screens with one URL pattern each, grouped in families of eight shapes under a
/// literal unique to the family (a third of the families under a section prefix shared
/// with other families), so patterns share prefixes but never conflict. They hang, with no
/// other links, under a tree of parameterless index screens (16 children each) in one
/// stack, so every deep-link route is a few pushes long and the generated Swift stays small.
func urlOnlyGraph(patterns n: Int, seed: UInt64) -> (Graph, [RouteSpec]) {
    var rng = SplitMix64(seed: seed)
    var routes: [Screen] = []
    var specs: [RouteSpec] = []
    var family = 0
    while routes.count < n {
        let noun = rng.pick(nouns)
        let slug = "\(kebab(noun))-\(family)"
        let prefix = rng.chance(33) ? "/\(rng.pick(sections))" : ""
        for shape in familyShapes where routes.count < n {
            var screen = Screen(name: "\(noun)\(family)\(shape.kind)")
            var spec = RouteSpec(screen: screen.name, pattern: "", params: [])
            var segments = [slug]
            for segment in shape.segments {
                // `prefix{name:Type}suffix`, `{name:Type...}` for a catch-all.
                if let open = segment.firstIndex(of: "{"), let close = segment.firstIndex(of: "}") {
                    var inside = segment[segment.index(after: open)..<close]
                    let isRest = inside.hasSuffix("...")
                    if isRest { inside = inside.dropLast(3) }
                    let parts = inside.split(separator: ":")
                    let (name, type) = (String(parts[0]), String(parts[1]))
                    screen.params.append((name, type))
                    spec.params.append((name, type, false))
                    segments.append(segment[..<open] + "{\(name)\(isRest ? "..." : "")}" + segment[segment.index(after: close)...])
                } else {
                    segments.append(segment)
                }
            }
            var pattern = prefix + "/" + segments.joined(separator: "/")
            if !shape.query.isEmpty {
                pattern += "?" + shape.query.map { $0.1.hasPrefix("=") ? "\($0.0)\($0.1)" : "\($0.0)={\($0.0)}" }.joined(separator: "&")
                for (name, type) in shape.query where !type.hasPrefix("=") {
                    screen.params.append((name, type + "?"))
                    spec.params.append((name, type, true))
                }
            }
            screen.url = .inline(pattern.contains("?") ? "\"\(pattern)\"" : pattern)
            spec.pattern = pattern
            routes.append(screen)
            specs.append(spec)
        }
        family += 1
    }

    // The index tree: 16 children per index screen, pushes only.
    let fanout = 16
    var index: [Screen] = []
    var level = Array(0..<n).map { (isRoute: true, id: $0) }
    repeat {
        var parents: [(isRoute: Bool, id: Int)] = []
        var start = 0
        while start < level.count {
            let end = min(start + fanout, level.count)
            let pid = index.count
            var parent = Screen(name: "Index\(pid)")
            for child in level[start..<end] {
                let name = child.isRoute ? routes[child.id].name : index[child.id].name
                _ = parent.addLink("show" + name, "{ push: \(name) }")
            }
            index.append(parent)
            parents.append((false, pid))
            start = end
        }
        level = parents
    } while level.count > 1
    let rootIndex = level[0].id
    let screens = [index[rootIndex]] + index[..<rootIndex].reversed() + routes
    let graph = Graph(
        header: "navgen-bench-gen --screens \(n) --seed \(seed) --url-only",
        name: "UrlBench", root: "RoutesFlow", screens: screens,
        flows: [Flow(name: "RoutesFlow", kind: .stack(root: index[rootIndex].name, args: ""))])
    return (graph, specs)
}

/// The sidecar of `--url-only`: one line per pattern, in declaration order,
/// `pattern<TAB>name:Type[?],...` (`?` marks an optional query item).
func emitRoutes(_ specs: [RouteSpec]) -> String {
    specs.map { spec in
        spec.pattern + "\t" + spec.params.map { "\($0.name):\($0.type)\($0.optional ? "?" : "")" }
            .joined(separator: ",")
    }.joined(separator: "\n") + "\n"
}

// MARK: - Emission

func emit(_ graph: Graph) -> String {
    var out = ""
    out.reserveCapacity(graph.screens.count * 480)
    out += "# Generated by \(graph.header). Do not edit.\n"
    out += "navgen: 1\n"
    out += "name: \(graph.name)\n"
    out += "root: \(graph.root)\n"
    out += "urls:\n"
    out += "  schemes: [benchapp]\n"
    out += "  hosts: [bench.example.com]\n"
    out += "screens:\n"
    for s in graph.screens {
        out += "  \(s.name):\n"
        if !s.params.isEmpty {
            out += "    params:\n"
            for p in s.params { out += "      \(p.name): \(p.yaml)\n" }
        }
        switch s.url {
        case .inline(let v)?:
            out += "    url: \(v)\n"
        case .list(let items)?:
            out += "    url:\n"
            for item in items { out += "      - \(item)\n" }
        case nil:
            break
        }
        if !s.links.isEmpty {
            out += "    links:\n"
            for l in s.links { out += "      \(l.name): \(l.yaml)\n" }
        }
        if s.params.isEmpty && s.url == nil && s.links.isEmpty {
            out += "    {}\n"
        }
    }
    out += "flows:\n"
    for f in graph.flows {
        out += "  \(f.name):\n"
        switch f.kind {
        case .tabs(let tabs):
            out += "    tabs:\n"
            for t in tabs { out += "      - \(t)\n" }
        case .stack(let root, let args):
            if args.isEmpty {
                out += "    stack: { root: \(root) }\n"
            } else {
                out += "    stack: { root: \(root), args: \(args) }\n"
            }
        }
    }
    return out
}

// MARK: - Command line

@main
struct BenchGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navgen-bench-gen",
        abstract: "Generate a deterministic, valid navgen graph for benchmarks.")

    @Option(help: "Number of screens (at least 24; with --url-worst-case, at least 2).")
    var screens: Int

    @Option(help: "Seed of the generator.")
    var seed: UInt64 = 1

    @Flag(help: "Generate the all-pairs-overlap worst case for URL analysis.")
    var urlWorstCase = false

    @Flag(help: "Generate N screens with one URL pattern each and few links (the matcher benchmark).")
    var urlOnly = false

    @Option(help: "With --url-only: also write the patterns and their parameter types to this file.")
    var routes: String?

    @Option(name: .shortAndLong, help: "Output file ('-' for standard output).")
    var output: String = "-"

    func validate() throws {
        if urlWorstCase && urlOnly {
            throw ValidationError("--url-worst-case and --url-only exclude each other")
        }
        if urlWorstCase || urlOnly ? screens < 2 : screens < 24 {
            throw ValidationError("--screens is too small")
        }
        if routes != nil && !urlOnly {
            throw ValidationError("--routes needs --url-only")
        }
    }

    func run() throws {
        let graph: Graph
        if urlOnly {
            let specs: [RouteSpec]
            (graph, specs) = urlOnlyGraph(patterns: screens, seed: seed)
            if let routes {
                try Data(emitRoutes(specs).utf8).write(to: URL(fileURLWithPath: routes), options: .atomic)
            }
        } else if urlWorstCase {
            graph = urlWorstCaseGraph(screens: screens, seed: seed)
        } else {
            graph = realisticGraph(screens: screens, seed: seed)
        }
        let text = emit(graph)
        if output == "-" {
            FileHandle.standardOutput.write(Data(text.utf8))
        } else {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        }
    }
}
