import Foundation
import NavGenCore
import Testing

/// `navgen graph --modules` (issue 40): the app graph of `graphs/modules/` composed
/// with its two features, one node per module, compared with
/// `Expected/mastodon-modules.dot` and `.mmd`. Re-record with
/// `NAVGEN_RECORD=1 swift test --filter ModuleDrawingTests`.
@Suite("Module drawings")
struct ModuleDrawingTests {
    static let features = [
        "Timeline": FeatureSource(path: "graphs/modules/timeline.nav.yaml", module: "TimelineNavigation"),
        "Account": FeatureSource(path: "graphs/modules/account.nav.yaml", module: "AccountNavigation"),
    ]

    static func drawing() throws -> ModuleDrawing {
        let root = GraphDrawingGoldenTests.root
        let reader = PartReader { path in
            (try? Data(contentsOf: root.appendingPathComponent(path))).map { .success([UInt8]($0)) } ?? .failure(.init(reason: "no such file"))
        }
        let file = "graphs/modules/mastodon.nav.yaml"
        let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(file)))
        let analysis = Pipeline.analyze(file: file, bytes: bytes, parts: reader, features: features)
        #expect(analysis.diagnostics.diagnostics.isEmpty, "\(analysis.diagnostics.diagnostics)")
        return ModuleDrawingBuilder().drawing(of: try #require(analysis.analyzed))
    }

    @Test func dotMatches() throws {
        try Golden.compare(DOTRenderer().render(try Self.drawing(), sourceName: "mastodon.nav.yaml"), with: "mastodon-modules.dot")
    }

    @Test func mermaidMatches() throws {
        try Golden.compare(MermaidRenderer().render(try Self.drawing(), sourceName: "mastodon.nav.yaml"), with: "mastodon-modules.mmd")
    }

    @Test func thePerScreenPictureDrawsEachFeaturesFlowsInItsColour() throws {
        let root = GraphDrawingGoldenTests.root
        let reader = PartReader { path in
            (try? Data(contentsOf: root.appendingPathComponent(path))).map { .success([UInt8]($0)) } ?? .failure(.init(reason: "no such file"))
        }
        let file = "graphs/modules/mastodon.nav.yaml"
        let analysis = Pipeline.analyze(file: file, bytes: [UInt8](try Data(contentsOf: root.appendingPathComponent(file))), parts: reader, features: Self.features)
        let drawing = GraphDrawingBuilder().drawing(of: try #require(analysis.analyzed))
        #expect(drawing.clusters.map(\.feature) == [nil, 0, 0, 1])
        try Golden.compare(DOTRenderer().render(drawing, sourceName: "mastodon.nav.yaml"), with: "mastodon.dot")
        try Golden.compare(MermaidRenderer().render(drawing, sourceName: "mastodon.nav.yaml"), with: "mastodon.mmd")
    }

    @Test func oneNodePerModuleWithItsCountsAndExits() throws {
        let drawing = try Self.drawing()
        #expect(drawing.modules.map(\.id) == ["app", "f_Timeline", "f_Account"])
        #expect(drawing.modules[2].title == "Account (AccountNavigation)")
        #expect(drawing.modules[2].lines == ["2 screens · 1 flow · 2 URLs", "→ ShowStatus(statusID: String)", "→ Compose()"])
        #expect(drawing.modules[0].lines == ["2 screens · 1 flow · 1 URL", "Main (tab bar)"])
    }

    @Test func placementsRunFromTheAppAndBindingsFromTheExitsFeature() throws {
        let edges = try Self.drawing().edges
        #expect(edges.filter { $0.kind == .placement }.map(\.label) == ["tab Home → Timeline.HomeStack", "tab Me → Account.ProfileStack"])
        #expect(edges.filter { $0.kind == .binding }.map { "\($0.from)->\($0.to)" } == ["f_Timeline->f_Account", "f_Account->f_Timeline", "f_Account->f_Timeline"])
    }

    @Test func anExitBoundBackIntoItsFeatureIsALoopAndOneBoundToTheAppEndsThere() {
        let graph = MarkedGraph("""
            navgen: 1
            name: App
            root: Account.ProfileStack
            features: [Account]
            screens:
              Composer: {}
            bind:
              Account.ShowStatus: { push: Account.Followers }
              Account.Compose: { sheet: Composer }
            """, parts: [MarkedGraph("""
                navgen: 1
                feature: Account
                exits:
                  ShowStatus: {}
                  Compose: {}
                screens:
                  Profile: { links: { openStatus: { exit: ShowStatus }, compose: { exit: Compose } } }
                  Followers: {}
                flows:
                  ProfileStack: { stack: { root: Profile } }
                """, file: "account.nav.yaml")], features: ["Account": "account.nav.yaml"])
        let analysis = Pipeline.analyze(file: graph.file, bytes: Array(graph.text.utf8), parts: graph.partReader, features: graph.features)
        #expect(analysis.diagnostics.diagnostics.isEmpty, "\(analysis.diagnostics.diagnostics)")
        guard let context = analysis.analyzed else { return }
        let edges = ModuleDrawingBuilder().drawing(of: context).edges
        #expect(edges.map { "\($0.from)->\($0.to): \($0.label)" } == [
            "app->f_Account: root → Account.ProfileStack",
            "f_Account->f_Account: ShowStatus (push) → Account.Followers",
            "f_Account->app: Compose (sheet) → Composer",
        ])
    }
}
