import Testing

/// The deep-link section: `DeepLink`, `Routes` and `Screen.url`, for graphs of a few lines.
@Suite("Snippets: deep links")
struct DeepLinkSnippetTests {
    static let twoTabBars = """
        navgen: 1
        name: Two
        root: Main
        urls: { schemes: [two] }
        screens:
          A: { links: { more: { sheet: Extra } } }
          B:
            params:
              filter: { type: String?, default: "all" }
            url: /b?filter={filter}
          C: { url: /c }
          D: {}
        flows:
          Main: { tabs: [{ screen: A }, { flow: BStack }] }
          BStack: { stack: { root: B } }
          Extra: { tabs: [{ screen: C }, { screen: D }] }
        """

    @Test("each tab bar has its own case of TabSelection, which says in which tab bar a select step selects")
    func tabSelection() {
        let swift = EmittedSwift(Self.twoTabBars)
        swift.expect("""
            nonisolated enum TabSelection: Swift.Hashable, Swift.Sendable {
                /// A tab of `Main`.
                case main(MainCoordinator.Tab)

                /// A tab of `Extra`.
                case extra(ExtraCoordinator.Tab)
            }
            """)
        swift.expect("typealias DeepLink = NavGenRuntime.DeepLink<ModalContent>")
        swift.expect("""
            extension Two.ModalContent: NavGenRuntime.DeepLinkContent {
                typealias TabSelection = Two.TabSelection

                static var rootFlow: Two.Flow { .main }

                static func resolve(_ url: Foundation.URL) -> Two.DeepLink? {
                    Two.resolve(url)
                }

                static func selectingFlow(_ step: Two.DeepLink.Step) -> Two.Flow? {
                    switch step {
                    case .select(.main):
                        return .main
                    case .select(.extra):
                        return .extra
                    default:
                        return nil
                    }
                }
            }
            """)
        #expect(swift.text.contains("guard case .select(.extra(let tab)) = step else { return false }\n"))
        // `urls.open: reset` is the runtime's default.
        #expect(!swift.text.contains("openMode"))
    }

    @Test("a graph without tab bars or switches keeps the runtime's selectingFlow, which selects in none")
    func noSelectingFlowWithoutContainers() {
        let swift = EmittedSwift("""
            navgen: 1
            name: One
            root: Main
            urls: { schemes: [one] }
            screens:
              List: { url: /list }
            flows:
              Main:
                stack: { root: List }
            """)
        swift.expect("""
            extension One.ModalContent: NavGenRuntime.DeepLinkContent {
                static var rootFlow: One.Flow { .main }

                static func resolve(_ url: Foundation.URL) -> One.DeepLink? {
                    One.resolve(url)
                }
            }
            """)
    }

    @Test("a pattern's function reads its values, defaults included, and lists its steps; a stack's root gets showRoot")
    func routeFunction() {
        EmittedSwift(Self.twoTabBars).expect("""
            static func bLink(_ match: NavGenRuntime.DeepLinkMatch) -> DeepLink? {
                let filter = match.string("filter") ?? "all"
                return DeepLink(
                    screen: .b(filter: filter),
                    pattern: "/b?filter={filter}",
                    steps: [
                        .select(.main(.bStack)),
                        .showRoot(.b(filter: filter), on: .bStack),
                    ]
                )
            }
            """)
    }

    @Test("the router adds every pattern with its parameters' types, one line each")
    func addRoutes() {
        EmittedSwift(Self.twoTabBars).expect("""
            private static func addRoutes(_ routes: inout NavGenRuntime.DeepLinkRouter<DeepLink>) {
                routes.add("/b?filter={filter}", ["filter": .string.optional]) { bLink($0) }
                routes.add("/c") { cLink($0) }
            }
            """)
    }

    @Test("Screen.url fills the pattern and keeps the URL only when it resolves back, wrapped past 120 columns")
    func screenURL() {
        EmittedSwift(Self.twoTabBars).expect("""
            nonisolated var url: Foundation.URL? {
                switch self {
                case .b(let filter):
                    return Two.Routes.router.url(
                        "/b?filter={filter}",
                        ["filter": NavGenRuntime.URLValue.text(filter)],
                        showing: self
                    )
                case .c:
                    return Two.Routes.router.url("/c", [:], showing: self)
                default:
                    return nil
                }
            }
            """)
    }

    @Test("a URL parameter that lists its schemes, and required ones, in addRoutes")
    func parameterTypes() {
        let swift = EmittedSwift("""
            navgen: 1
            name: Kinds
            root: Main
            screens:
              Home:
                params: { id: Int, when: Double?, ok: { type: Bool, default: false }, token: UUID, page: URL }
                url: /h/{id}/{token}?when={when}&ok={ok}&page={page}
            flows:
              Main: { stack: { root: Home, args: { id: 1, token: 3F2504E0-4F89-11D3-9A0C-0305E82C3301, page: "https://a.example" } } }
            """)
        swift.expect("""
            routes.add(
                "/h/{id}/{token}?when={when}&ok={ok}&page={page}",
                ["id": .int, "token": .uuid, "when": .double.optional, "ok": .bool.optional, "page": .url]
            ) { homeLink($0) }
            """)
    }

    @Test("routes longer than eight steps share their first steps through a function")
    func longRoutes() {
        let swift = EmittedSwift(Self.chain(last: "S10: { url: /s10 }"))
        swift.expect("""
            private static func stepsToS8InMain() -> [DeepLink.Step] {
                [
                    .push(.s1, on: .main),
                    .push(.s2, on: .main),
                    .push(.s3, on: .main),
                    .push(.s4, on: .main),
                    .push(.s5, on: .main),
                    .push(.s6, on: .main),
                    .push(.s7, on: .main),
                    .push(.s8, on: .main),
                ]
            }
            """)
        swift.expect("""
            private static func stepsToS9InMain() -> [DeepLink.Step] {
                var steps = stepsToS8InMain()
                steps.append(.push(.s9, on: .main))
                return steps
            }
            """)
        swift.expect("""
            static func s10Link(_ match: NavGenRuntime.DeepLinkMatch) -> DeepLink? {
                var steps = stepsToS9InMain()
                steps.append(.push(.s10, on: .main))
                return DeepLink(
                    screen: .s10,
                    pattern: "/s10",
                    steps: steps
                )
            }
            """)
        #expect(swift.declaration("static func s8Link(") != nil)
        #expect(!(swift.declaration("static func s8Link(") ?? "").contains("stepsTo"))
    }

    @Test("a long route whose URL has a parameter named steps appends to routeSteps")
    func longRouteWithStepsParameter() {
        let swift = EmittedSwift(Self.chain(last: "S10: { params: { steps: Int }, url: \"/s10/{steps}\" }"))
        swift.expect("""
            static func s10Link(_ match: NavGenRuntime.DeepLinkMatch) -> DeepLink? {
                guard let steps = match.int("steps") else { return nil }
                var routeSteps = stepsToS9InMain()
                routeSteps.append(.push(.s10(steps: steps), on: .main))
                return DeepLink(
                    screen: .s10(steps: steps),
                    pattern: "/s10/{steps}",
                    steps: routeSteps
                )
            }
            """)
    }

    @Test("a route searched with via shares the step functions the plain routes wrote alike")
    func sharedAcrossSearches() {
        let swift = EmittedSwift(Self.chain(last: "S10: { url: /s10, links: { t: { push: T } } }\n  T: { url: { pattern: /t, via: Main } }"))
        #expect(swift.declaration("private static func stepsToS9InMain()") != nil)
        #expect(swift.declaration("private static func stepsToS9InMain2()") == nil)
        #expect(swift.declaration("private static func stepsToS8InMain2()") == nil)
        swift.expect("""
            private static func stepsToS10InMain() -> [DeepLink.Step] {
                var steps = stepsToS9InMain()
                steps.append(.push(.s10, on: .main))
                return steps
            }
            """)
    }

    /// A stack whose screens `S0`…`S9` each push the next and have a URL; `last` is `S10`.
    private static func chain(last: String) -> String {
        var screens = ""
        for index in 0..<10 {
            screens += "  S\(index): { url: /s\(index), links: { next\(index): { push: S\(index + 1) } } }\n"
        }
        return "navgen: 1\nname: Chain\nroot: Main\nscreens:\n\(screens)  \(last)\nflows:\n  Main: { stack: { root: S0 } }\n"
    }
}

@Suite("Snippets: URL options")
struct URLOptionSnippetTests {
    @Test("caseInsensitive reaches the router; a URL parameter's schemes reach its type")
    func options() {
        let swift = EmittedSwift("""
            navgen: 1
            name: Options
            root: Main
            urls: { schemes: [app], caseInsensitive: true }
            screens:
              Home:
                params:
                  target: { type: URL?, schemes: [https, myapp] }
                url: /open?target={target}
            flows:
              Main: { stack: { root: Home } }
            """)
        swift.expect("""
            static let router = NavGenRuntime.DeepLinkRouter<DeepLink>(
                schemes: schemes,
                hosts: hosts,
                ignoresCase: true,
                routes: addRoutes
            )
            """)
        #expect(swift.declaration(#"routes.add("/open?target={target}", ["target": .url(schemes: ["https", "myapp"]).optional]) { homeLink($0) }"#) != nil)
    }
}
