/// The rules reported while a graph file is read and decoded, before any graph
/// rule runs: by the YAML reader (`YAML/`) and the decoders (`Decoding/`). Their
/// checks are spread over those stages, so their descriptions are kept here, in
/// spec order. `invalid-value` is also reported by a few graph and deep-link rules.
enum ReadingRules {
    static let descriptions = [yamlSyntax, yamlLimit, duplicateKey, unknownKey, invalidValue, missingKey, invalidName, includeCycle]

    static let yamlSyntax = RuleDescription(
        id: .yamlSyntax, severity: .error, summary: "the file is not well-formed YAML",
        failing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { links: { close: dismiss }
            """,
        passing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { links: { close: dismiss } }
            """)

    static let yamlLimit = RuleDescription(
        id: .yamlLimit, severity: .error, summary: "alias expansion or nesting exceeds navgen's limits",
        failing: """
            a: &a [x, x, x, x, x, x, x, x, x, x]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
            d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
            e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
            f: [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
            """,
        passing: """
            navgen: 1
            name: App
            root: Main
            screens:
              Home: &plain {}
              Settings: *plain
            flows:
              Main: { tabs: [ { screen: Home }, { screen: Settings } ] }
            """)

    static let duplicateKey = RuleDescription(
        id: .duplicateKey, severity: .error, summary: "a mapping has the same key twice",
        failing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Home: {}
              Home: { params: { page: Int? } }
            """,
        passing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { params: { page: Int? } }
            """)

    static let unknownKey = RuleDescription(
        id: .unknownKey, severity: .error, summary: "a key the graph format does not have",
        failing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { parameters: { page: Int? } }
            """,
        passing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { params: { page: Int? } }
            """)

    static let invalidValue = RuleDescription(
        id: .invalidValue, severity: .error, summary: "a node of the wrong kind or a literal of the wrong type",
        failing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { params: { page: { type: Int, default: first } } }
            """,
        passing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { params: { page: { type: Int, default: 1 } } }
            """)

    static let missingKey = RuleDescription(
        id: .missingKey, severity: .error, summary: "a required key is absent",
        failing: """
            navgen: 1
            name: App
            screens:
              Home: {}
            """,
        passing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Home: {}
            """)

    static let invalidName = RuleDescription(
        id: .invalidName, severity: .error, summary: "a name breaks the naming rules",
        failing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { links: { Close-All: dismiss } }
            """,
        passing: """
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { links: { closeAll: dismiss } }
            """)

    /// Checked by `IncludedParts` as the parts are read.
    static let includeCycle = RuleDescription(
        id: .includeCycle, severity: .error, summary: "files include each other",
        failing: """
            navgen: 1
            name: App
            root: Home
            include: [home.nav.yaml]
            """,
        passing: """
            navgen: 1
            name: App
            root: Home
            include: [home.nav.yaml]
            """,
        failingParts: [
            "home.nav.yaml": "navgen: 1\ninclude: [settings.nav.yaml]\nscreens:\n  Home: { links: { openSettings: { sheet: Settings } } }\n",
            "settings.nav.yaml": "navgen: 1\ninclude: [home.nav.yaml]\nscreens:\n  Settings: {}\n",
        ],
        passingParts: [
            "home.nav.yaml": "navgen: 1\ninclude: [settings.nav.yaml]\nscreens:\n  Home: { links: { openSettings: { sheet: Settings } } }\n",
            "settings.nav.yaml": "navgen: 1\nscreens:\n  Settings: {}\n",
        ])
}

extension RuleID {
    /// libyaml rejects the file, or it holds a second document or an undefined alias.
    public static let yamlSyntax = RuleID(rawValue: "yaml-syntax")
    /// Aliases expand to over 100,000 nodes, or nesting is deeper than 128.
    public static let yamlLimit = RuleID(rawValue: "yaml-limit")
    /// A key twice in one mapping.
    public static let duplicateKey = RuleID(rawValue: "duplicate-key")
    /// A key the format does not have.
    public static let unknownKey = RuleID(rawValue: "unknown-key")
    /// A node of the wrong kind or a literal of the wrong type.
    public static let invalidValue = RuleID(rawValue: "invalid-value")
    /// A required key is absent.
    public static let missingKey = RuleID(rawValue: "missing-key")
    /// A name that breaks the naming rules.
    public static let invalidName = RuleID(rawValue: "invalid-name")
    /// A file includes itself, directly or through other parts (1.1 G).
    public static let includeCycle = RuleID(rawValue: "include-cycle")
}
