import NavGenCore
import Testing

/// What enum parameters (1.1 F.7), list parameters (F.8) and a pattern's fixed
/// `args` (F.6) generate, for a graph of a few lines.
@Suite("Snippets: enum and list parameters, fixed args")
struct ParameterFormSnippetTests {
    static let graph = """
        navgen: 1
        name: Vault
        root: Main
        urls: { schemes: [vault] }
        screens:
          Home: { links: { add: { push: AddItem }, find: { push: Search }, widget: { push: Widget, args: { compact: false } } } }
          AddItem:
            params:
              kind: { enum: [totp, hotp, two-factor] }
              digits: { enum: [six, eight], default: six }
            url: /add/{kind}?digits={digits}
          Search:
            params: { tags: "[String]", ids: "[UUID]" }
            url: /search?tag={tags}&id={ids}
          Widget:
            params: { compact: Bool }
            url: { pattern: /widget/small, args: { compact: true } }
        flows:
          Main: { stack: { root: Home } }
        """

    @Test("an enum parameter generates a String enum in the namespace, its cases lowerCamel, raw values the texts")
    func enumDeclaration() {
        let swift = EmittedSwift(Self.graph)
        swift.expect("""
            nonisolated enum AddItemKind: Swift.String, Swift.Hashable, Swift.Sendable, Swift.CaseIterable, Swift.Codable {
                case totp
                case hotp
                case twoFactor = "two-factor"
            }
            """)
        #expect(swift.declaration("case addItem(kind: Vault.AddItemKind, digits: Vault.AddItemDigits = .six)") != nil)
        #expect(swift.declaration("case search(tags: [Swift.String], ids: [Foundation.UUID])") != nil)
    }

    @Test("a pattern's function reads an enum by its type and a list by its plural reader")
    func readers() {
        let swift = EmittedSwift(Self.graph)
        swift.expect("""
            static func addItemLink(_ match: NavGenRuntime.DeepLinkMatch) -> DeepLink? {
                guard let kind = match.value("kind", as: Vault.AddItemKind.self) else { return nil }
                let digits = match.value("digits", as: Vault.AddItemDigits.self) ?? .six
                return DeepLink(
                    screen: .addItem(kind: kind, digits: digits),
                    pattern: "/add/{kind}?digits={digits}",
                    steps: [
                        .push(.addItem(kind: kind, digits: digits), on: .main),
                    ]
                )
            }
            """)
        swift.expect("""
            static func searchLink(_ match: NavGenRuntime.DeepLinkMatch) -> DeepLink? {
                let tags = match.strings("tags")
                let ids = match.uuids("ids")
                return DeepLink(
                    screen: .search(tags: tags, ids: ids),
                    pattern: "/search?tag={tags}&id={ids}",
                    steps: [
                        .push(.search(tags: tags, ids: ids), on: .main),
                    ]
                )
            }
            """)
    }

    @Test("the router gets an enum's texts and a list's element type")
    func addRoutes() {
        EmittedSwift(Self.graph).expect("""
            private static func addRoutes(_ routes: inout NavGenRuntime.DeepLinkRouter<DeepLink>) {
                routes.add(
                    "/add/{kind}?digits={digits}",
                    ["kind": .oneOf(["totp", "hotp", "two-factor"]), "digits": .oneOf(["six", "eight"]).optional]
                ) { addItemLink($0) }
                routes.add("/search?tag={tags}&id={ids}", ["tags": .string.list, "ids": .uuid.list]) { searchLink($0) }
                routes.add("/widget/small") { widgetLink($0) }
            }
            """)
    }

    @Test("a pattern's fixed args are literals of its screen; Screen.url writes an enum's raw value and a list's every element")
    func fixedArgsAndScreenURL() {
        let swift = EmittedSwift(Self.graph)
        swift.expect("""
            static func widgetLink(_ match: NavGenRuntime.DeepLinkMatch) -> DeepLink? {
                return DeepLink(
                    screen: .widget(compact: true),
                    pattern: "/widget/small",
                    steps: [
                        .push(.widget(compact: true), on: .main),
                    ]
                )
            }
            """)
        swift.expect("""
            nonisolated var url: Foundation.URL? {
                switch self {
                case .addItem(let kind, let digits):
                    return Vault.Routes.router.url(
                        "/add/{kind}?digits={digits}",
                        [
                            "kind": kind.rawValue,
                            "digits": digits.rawValue,
                        ],
                        showing: self
                    )
                case .search(let tags, let ids):
                    return Vault.Routes.router.url(
                        "/search?tag={tags}&id={ids}",
                        [:],
                        lists: [
                            "tags": tags.map { NavGenRuntime.URLValue.text($0) },
                            "ids": ids.map { NavGenRuntime.URLValue.text($0) },
                        ],
                        showing: self
                    )
                case .widget:
                    return Vault.Routes.router.url("/widget/small", [:], showing: self)
                default:
                    return nil
                }
            }
            """)
    }

    @Test("the scaffold's button passes an enum's first case and an empty list")
    func scaffoldSamples() throws {
        let analysis = Pipeline.analyze(file: "vault.nav.yaml", bytes: Array(Self.graph.utf8))
        let files = ScaffoldEmitter().files(for: try #require(analysis.analyzed))
        let home = try #require(files.first { $0.path.hasSuffix("/HomeScreen.swift") }).text
        #expect(home.contains("navigation.add(kind: .totp)"), "\(home)")
        #expect(home.contains("navigation.find(tags: [], ids: [])"), "\(home)")
    }
}
