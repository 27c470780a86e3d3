import NavGenCore
import Testing

/// Parts (1.1 G): how they are found, read, decoded and merged, and where their
/// diagnostics point.
@Suite("Included parts")
struct IncludeTests {
    static let graph = """
        navgen: 1
        name: Shop
        root: Main
        include: [parts/checkout.nav.yaml, parts/profile.nav.yaml]
        urls: { schemes: [shop] }
        screens:
          Home:
            links:
              openCart: { push: Cart }
              openProfile: { tab: ProfileStack }
        flows:
          Main: { tabs: [ { flow: HomeStack }, { flow: ProfileStack } ] }
          HomeStack: { stack: { root: Home } }
        """
    static let checkout = """
        navgen: 1
        screens:
          Cart:
            url: /cart
            links:
              pay: { sheet: Payment }
          Payment:
            params: { total: Int }
            url: /pay/{total}
        """
    static let profile = """
        navgen: 1
        include: [../settings/settings.nav.yaml]
        screens:
          Profile:
            params: { userID: String }
            url: "/profile/{userID}"
            links: { openSettings: { push: Settings } }
        flows:
          ProfileStack: { stack: { root: Profile, args: { userID: me } } }
        """
    static let settings = """
        navgen: 1
        screens:
          Settings: { url: /settings }
        """
    static let parts: [String: String] = [
        "app/parts/checkout.nav.yaml": checkout,
        "app/parts/profile.nav.yaml": profile,
        "app/settings/settings.nav.yaml": settings,
    ]

    /// The graph with each part's screens and flows appended, in reading order.
    static let single = """
        navgen: 1
        name: Shop
        root: Main
        urls: { schemes: [shop] }
        screens:
          Home:
            links:
              openCart: { push: Cart }
              openProfile: { tab: ProfileStack }
          Cart:
            url: /cart
            links:
              pay: { sheet: Payment }
          Payment:
            params: { total: Int }
            url: /pay/{total}
          Profile:
            params: { userID: String }
            url: "/profile/{userID}"
            links: { openSettings: { push: Settings } }
          Settings: { url: /settings }
        flows:
          Main: { tabs: [ { flow: HomeStack }, { flow: ProfileStack } ] }
          HomeStack: { stack: { root: Home } }
          ProfileStack: { stack: { root: Profile, args: { userID: me } } }
        """

    static func analyze(_ text: String = graph, file: String = "app/shop.nav.yaml", parts: [String: String] = parts,
                        parallelism: Parallelism = .parallel) -> Analysis {
        Pipeline.analyze(file: file, bytes: Array(text.utf8), parallelism: parallelism, parts: .inMemory(parts))
    }

    @Test func partsAreMergedInReadingOrderWithTheirOwnFiles() throws {
        let analysis = Self.analyze()
        #expect(analysis.diagnostics.sorted.isEmpty, "\(analysis.diagnostics.sorted)")
        let graph = try #require(analysis.analyzed?.graph)
        #expect(graph.screens.map(\.name.value) == ["Home", "Cart", "Payment", "Profile", "Settings"])
        #expect(graph.flows.map(\.name.value) == ["Main", "HomeStack", "ProfileStack"])
        #expect(analysis.parts == ["app/parts/checkout.nav.yaml", "app/parts/profile.nav.yaml", "app/settings/settings.nav.yaml"])
        let settings = try #require(graph.screens.last)
        #expect(settings.name.location == SourceLocation(file: "app/settings/settings.nav.yaml", line: 3, column: 3))
        #expect(graph.flows[2].name.location == SourceLocation(file: "app/parts/profile.nav.yaml", line: 9, column: 3))
    }

    @Test(arguments: [Parallelism.serial, .parallel])
    func generatedCodeIsThatOfTheSingleFile(parallelism: Parallelism) throws {
        let split = Self.analyze(parallelism: parallelism)
        let single = Self.analyze(Self.single, parts: [:], parallelism: parallelism)
        let splitContext = try #require(split.analyzed), singleContext = try #require(single.analyzed)
        #expect(split.canEmit && single.canEmit)
        let emitter = SwiftEmitter(options: .init(access: .public))
        let splitSwift = emitter.emit(splitContext, deepLinks: split.deepLinks, sourceName: "shop.nav.yaml")
        let singleSwift = emitter.emit(singleContext, deepLinks: single.deepLinks, sourceName: "shop.nav.yaml")
        #expect(splitSwift == singleSwift)
        #expect(splitSwift.contains("case settings"))
    }

    @Test func diagnosticsOfAPartNameThePart() {
        var parts = Self.parts
        parts["app/parts/checkout.nav.yaml"] = """
            navgen: 1
            screens:
              Cart:
                paramz: {}
                links: { pay: { sheet: Paymnt } }
              Payment: {}
            """
        let found = Self.analyze(parts: parts).diagnostics.sorted
        #expect(found.map(\.rule) == [.unknownKey, .unknownReference, .unreachableScreen])
        #expect(found.map(\.location) == [SourceLocation(file: "app/parts/checkout.nav.yaml", line: 4, column: 5),
                                          SourceLocation(file: "app/parts/checkout.nav.yaml", line: 5, column: 28),
                                          SourceLocation(file: "app/parts/checkout.nav.yaml", line: 6, column: 3)])
    }

    @Test func deepLinkDiagnosticsNameTheFileOfEachPattern() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            include: [part.nav.yaml]
            screens:
              Home:
                url: 2️⃣/items/{id}
                params: { id: Int }
                links: { openItem: { push: Item } }
            flows:
              Main: { stack: { root: Home, args: { id: 1 } } }
            """, parts: [
                MarkedGraph("navgen: 1\nscreens:\n  Item:\n    url: 1️⃣/items/{id}\n    params: { id: Int }\n", file: "part.nav.yaml"),
            ]).expectFindings(.urlConflict, notes: [["2️⃣"]])
    }

    @Test func aYAMLErrorInAPartIsReportedInThePart() {
        var parts = Self.parts
        parts["app/settings/settings.nav.yaml"] = "navgen: 1\nscreens:\n  Settings: { url: /settings\n"
        let found = Self.analyze(parts: parts).diagnostics.sorted
        let syntax = found.filter { $0.rule == .yamlSyntax }
        #expect(syntax.map(\.location.file) == ["app/settings/settings.nav.yaml"])
        // The part is left out, so the link to its screen does not resolve.
        #expect(found.filter { $0.rule != .yamlSyntax }.map(\.rule) == [.unknownReference])
    }

    @Test func aMissingPartIsAnUnknownReferenceAtItsEntry() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            include: [1️⃣parts/missing.nav.yaml]
            screens:
              Home: {}
            """).expectFindings(.unknownReference, messageContains: "cannot read the included file 'parts/missing.nav.yaml': no such file")
    }

    @Test func aPartIncludedTwiceIsReportedAtTheSecondEntry() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            include: [2️⃣common.nav.yaml, more.nav.yaml]
            screens:
              Home: { links: { openHelp: { sheet: Help } } }
            """, parts: [
                MarkedGraph("navgen: 1\nscreens:\n  Help: {}\n", file: "common.nav.yaml"),
                MarkedGraph("navgen: 1\ninclude: [1️⃣./common.nav.yaml]\n", file: "more.nav.yaml"),
            ]).expectFindings(.invalidValue, notes: [["2️⃣"]], messageContains: "is already included; a part is included once")
    }

    @Test func graphKeysInAPartAreUnknownKeys() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            include: [part.nav.yaml]
            screens:
              Home: {}
            """, parts: [
                MarkedGraph("navgen: 1\n1️⃣name: Other\n2️⃣root: Home\n3️⃣urls: { schemes: [x] }\n", file: "part.nav.yaml"),
            ]).expectFindings(.unknownKey, at: ["1️⃣", "2️⃣", "3️⃣"], messageContains: "belongs to the graph that includes it")
    }

    @Test func aPartWithoutVersionIsAMissingKeyInThePart() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            include: [part.nav.yaml]
            screens:
              Home: {}
            """, parts: [MarkedGraph("1️⃣screens:\n  About: {}\n", file: "part.nav.yaml")])
            .expectFindings(.missingKey, messageContains: "the part has no 'navgen' key")
    }

    @Test func aPartAloneIsCheckedAsAPartWhenAccepted() throws {
        let analysis = Pipeline.analyze(file: "app/parts/profile.nav.yaml", bytes: Array(Self.profile.utf8), parts: .inMemory(Self.parts), acceptsPart: true)
        #expect(analysis.isPart)
        #expect(analysis.analyzed == nil)
        #expect(analysis.diagnostics.sorted.isEmpty, "\(analysis.diagnostics.sorted)")
        #expect(analysis.parts == ["app/settings/settings.nav.yaml"])
    }

    @Test func aPartAloneIsOneErrorWhenAGraphIsDue() {
        let found = Pipeline.analyze(file: "part.nav.yaml", bytes: Array(Self.settings.utf8)).diagnostics.sorted
        #expect(found.map(\.rule) == [.missingKey])
        #expect(found.first?.message.contains("reads as a part") == true)
    }

    @Test(arguments: [
        ("parts/a.nav.yaml", "app.nav.yaml", "parts/a.nav.yaml"),
        ("a.nav.yaml", "graphs/app.nav.yaml", "graphs/a.nav.yaml"),
        ("../shared/./a.nav.yaml", "graphs/app.nav.yaml", "shared/a.nav.yaml"),
        ("../../a.nav.yaml", "graphs/app.nav.yaml", "../a.nav.yaml"),
        ("/abs/x/../a.nav.yaml", "graphs/app.nav.yaml", "/abs/a.nav.yaml"),
        ("b.nav.yaml", "/srv/g/app.nav.yaml", "/srv/g/b.nav.yaml"),
    ])
    func includePathsAreRelativeToTheIncludingFile(entry: String, file: String, expected: String) {
        let graph = "navgen: 1\nname: App\nroot: Home\ninclude: [\"\(entry)\"]\nscreens:\n  Home: {}\n"
        let analysis = Pipeline.analyze(file: file, bytes: Array(graph.utf8), parts: .inMemory([expected: "navgen: 1\n"]))
        #expect(analysis.diagnostics.sorted.isEmpty, "\(analysis.diagnostics.sorted)")
        #expect(analysis.parts == [expected])
    }
}
