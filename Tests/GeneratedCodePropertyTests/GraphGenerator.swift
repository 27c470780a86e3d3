/// Builds random graphs that `navgen lint` must accept, covering every v1 construct:
/// tab flows inside tab flows, modal tab flows, modal flows presented from modal flows,
/// bare modal screens, every link style (with and without `args`), every parameter type
/// (optional, defaulted, both, and custom types), URL patterns with typed path segments
/// and query items, `via`, Swift keywords as names, and names equal to SDK types; and of
/// format 1.1, back links declared on stack flows (flow links).
///
/// The generator keeps to what the spec allows by construction: a screen is either a
/// *stack* screen (a stack root or pushed) or a *stackless* one (a screen tab or a bare
/// modal), and only stack screens have `push`, `replace`, `pop` and `popToRoot` links;
/// a screen a deep-link route can pass has no required parameter that `args` does not
/// bind; every pattern starts with a literal no other pattern has. A graph navgen
/// rejects is a generator bug or a navgen bug, and the tests say so loudly.
struct GraphGenerator {
    /// How many screens a graph may have, at most.
    var maxScreens = 16

    func graph(index: Int, seed: UInt64) -> RandomGraph {
        var rng = SeededGenerator(seed: seed &+ UInt64(index) &* 0x1000_0000_01B3)
        let builder = GraphBuilder(rng: rng.fork(), maxScreens: Int.random(in: 4...maxScreens, using: &rng))
        return builder.build(name: "Random\(index)", origin: "random graph \(index) of NAVGEN_SEED=\(seed)")
    }
}

/// The names the generator draws from.
enum NamePools {
    /// Screen names equal to types of the standard library, Foundation and SwiftUI
    /// (`URL` and `Self` are not here: `Screen.url` and `.self` are members every screen
    /// value has, and navgen rejects both with `name-collision`).
    static let sdkScreens = ["Label", "Text", "View", "UUID", "Data", "String", "Int", "Bool", "Double", "Date", "Image",
                             "Color", "Button", "List", "Optional", "Error", "Never", "Task", "Character", "Array",
                             "Equatable", "Hashable", "Sendable", "Identifiable", "Observable", "MainActor", "Foundation",
                             "Binding", "State", "NavigationStack", "TabView", "Published"]
    /// Flow names equal to SDK types.
    static let sdkFlows = ["Tab", "Any", "Empty", "Result", "Group", "Section", "Form", "Set", "Void", "Dictionary", "Scene",
                           "Window", "Observation", "Sequence"]
    /// Names of types navgen itself generates in the graph's namespace.
    static let generated = ["Screen", "Flow", "Step", "Modal", "Routes", "DeepLink", "ModalStyle", "Navigation", "Coordinator",
                            "ViewFactory", "DeepLinkRequest", "PatternTrie", "Content"]
    /// Names a presented flow may not take: its `ModalContent` case would clash with
    /// `ModalContent.screen(Screen)` or the `coordinator` member (`name-collision`).
    static let modalContentNames: Set<String> = ["Screen", "Coordinator"]
    /// Parameter names, Swift keywords among them.
    static let params = ["title", "count", "ratio", "enabled", "itemID", "link", "query", "page", "value", "note", "limit",
                         "default", "class", "in", "func", "where", "case", "id", "type", "self", "init", "protocol",
                         "inout", "any", "some", "async", "await", "actor", "nil", "true", "let", "var", "is", "as", "url"]
    /// Names of links without a target, per style (disjoint, so a name has one style).
    static let back = ["pop": ["back", "pop", "return"], "popToRoot": ["home", "popToRoot", "repeat"], "dismiss": ["close", "dismiss", "done", "throw"]]
    static let builtinTypes = ["String", "Int", "Double", "Bool", "UUID", "URL"]
    /// List types a repeated query item binds (1.1 F.8).
    static let listTypes = builtinTypes.map { "[\($0)]" }
    /// Texts of enum parameters (1.1 F.7): dashes, underscores, capitals, a keyword.
    static let enumTexts = ["alpha", "two-factor", "sign_in", "TOTP", "default", "v2"]
    /// App types (declared in `AppTypes.swift` of each batch); never bound by a URL.
    static let customTypes = ["Address.ID", "Money", "[String]", "Set<Int>", "[String: Int]"]
    static let icons = ["star", "gear", "house.fill", "person.crop.circle"]
    static let literalWords = ["p", "items", "Detail", "a-b", "x_y", "v.1", "t~", "Caf"]
}

/// Where a screen is placed (spec section 5), as the generator tracks it.
enum Placement: Hashable {
    case stack(String)
    case tabScreen(String)
    case modal(presenter: String)
    case rootScreen

    var presenter: String {
        switch self {
        case .stack(let flow), .tabScreen(let flow), .modal(let flow): flow
        case .rootScreen: ""
        }
    }
}
