import Foundation
import Testing

/// A feature graph's default access, and `navgen scaffold` of feature and app
/// graphs (issue 40), on `FeatureCommandTests`' graphs.
@Suite("Feature graphs: access and scaffold")
struct FeatureScaffoldCommandTests {
    @Test func aFeatureGraphCompilesPublicUnlessToldOtherwise() throws {
        let folder = try FeatureCommandTests.folder()
        let byDefault = try NavGenBinary.run(["compile", "Packages/Account/account.nav.yaml"], in: folder.url)
        #expect(byDefault.status == 0, "\(byDefault.stderr)")
        #expect(byDefault.stdout.contains("public nonisolated enum Account {}"))
        #expect(byDefault.stdout.contains("public init(exits: any Exits) {"))

        let internalAccess = try NavGenBinary.run(["compile", "Packages/Account/account.nav.yaml", "--access", "internal"], in: folder.url)
        #expect(internalAccess.status == 0, "\(internalAccess.stderr)")
        #expect(internalAccess.stdout.contains("nonisolated enum Account {}"))
        #expect(!internalAccess.stdout.contains("public "))

        try #"{"access": "package"}"#.write(to: folder.url.appendingPathComponent("Packages/Account/navgen.json"), atomically: true, encoding: .utf8)
        let configured = try NavGenBinary.run(["compile", "Packages/Account/account.nav.yaml", "--config", "Packages/Account/navgen.json"],
                                              in: folder.url)
        #expect(configured.status == 0, "\(configured.stderr)")
        #expect(configured.stdout.contains("package nonisolated enum Account {}"))
    }

    @Test func anAppGraphStillCompilesInternalByDefault() throws {
        let folder = try FeatureCommandTests.folder()
        let timeline = try NavGenBinary.run(["compile", "Packages/Timeline/timeline.nav.yaml"], in: folder.url)
        #expect(timeline.stdout.contains("public nonisolated enum Timeline {}"))
        try ScaffoldCommandTests.graph.write(to: folder.url.appendingPathComponent("plain.nav.yaml"), atomically: true, encoding: .utf8)
        let plain = try NavGenBinary.run(["compile", "plain.nav.yaml"], in: folder.url)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains("\nnonisolated enum App {}"))
    }

    @Test func aFeatureScaffoldIsPublicForTheAppToCreate() throws {
        let folder = try FeatureCommandTests.folder()
        let result = try NavGenBinary.run(["scaffold", "Packages/Account/account.nav.yaml", "-o", "out"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let factory = try String(contentsOf: folder.url.appendingPathComponent("out/AccountViewFactory.swift"), encoding: .utf8)
        #expect(factory.contains("public struct AccountViewFactory: Account.ViewFactory {\n    public init() {}\n"))
        #expect(factory.contains("    public func profile(_ navigation: any Account.ProfileNavigation, accountID: String) -> some SwiftUI.View {"))
    }

    @Test func anAppScaffoldWritesItsOwnScreensAndNamesEachFeaturesFactory() throws {
        let folder = try FeatureCommandTests.folder()
        let result = try NavGenBinary.run(["scaffold", "App/app.nav.yaml", "-o", "out"] + FeatureCommandTests.features, in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "navgen scaffold: wrote 1 file to out, kept 0 that already existed\n")
        let factory = try String(contentsOf: folder.url.appendingPathComponent("out/MastodonViewFactory.swift"), encoding: .utf8)
        #expect(factory.contains("import AccountNavigation\nimport SwiftUI\nimport TimelineNavigation\n"))
        #expect(factory.contains("    var timeline: TimelineViewFactory { TimelineViewFactory() }\n"))
        #expect(factory.contains("    var account: AccountViewFactory { AccountViewFactory() }\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out/Screens").path))
    }

    @Test func anAppScaffoldWithoutItsFeaturesIsAnError() throws {
        let folder = try FeatureCommandTests.folder()
        let result = try NavGenBinary.run(["scaffold", "App/app.nav.yaml", "-o", "out"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("App/app.nav.yaml:5:12: error: no feature graph is given for 'Timeline'"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
    }
}
