import Foundation
import Testing

/// `--feature NAME=[MODULE:]PATH` and navgen.json's `features` on the subcommands
/// that read an app graph composed with the feature graphs it imports (issue 40).
@Suite("Feature graphs on the command line")
struct FeatureCommandTests {
    static let app = """
        navgen: 1
        name: Mastodon
        root: Main
        urls: { schemes: [mastodon] }
        features: [Timeline, Account]
        flows:
          Main:
            tabs:
              - { flow: Timeline.HomeStack, title: Home }
              - { flow: Account.ProfileStack, title: Me }
        bind:
          Timeline.ShowAccount: { push: Account.Profile }
          Account.ShowStatus: { push: Timeline.StatusDetail }
        """
    static let timeline = """
        navgen: 1
        feature: Timeline
        exits:
          ShowAccount: { params: { accountID: String } }
        screens:
          Home:
            url: /home
            links: { openStatus: { push: StatusDetail } }
          StatusDetail:
            params: { statusID: String }
            url: /statuses/{statusID}
            links: { openAuthor: { exit: ShowAccount } }
        flows:
          HomeStack: { stack: { root: Home } }
        """
    static let account = """
        navgen: 1
        feature: Account
        exits:
          ShowStatus: { params: { statusID: String } }
        screens:
          Profile:
            params: { accountID: String }
            url: /accounts/{accountID}
            links: { openStatus: { exit: ShowStatus } }
        flows:
          ProfileStack: { stack: { root: Profile, args: { accountID: me } } }
        """

    static func folder(account: String = account) throws -> GraphFolder {
        try GraphFolder(["App/app.nav.yaml": app, "Packages/Timeline/timeline.nav.yaml": timeline, "Packages/Account/account.nav.yaml": account])
    }

    static let features = ["--feature", "Timeline=TimelineNavigation:Packages/Timeline/timeline.nav.yaml",
                           "--feature", "Account=Packages/Account/account.nav.yaml"]

    @Test func lintReadsTheAppComposedWithItsFeatures() throws {
        let folder = try Self.folder()
        let result = try NavGenBinary.run(["lint", "App/app.nav.yaml"] + Self.features, in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
    }

    @Test func withoutFeatureTheImportIsAnUnknownReferenceAtItsEntry() throws {
        let folder = try Self.folder()
        let result = try NavGenBinary.run(["lint", "App/app.nav.yaml"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("App/app.nav.yaml:5:12: error: no feature graph is given for 'Timeline'"))
        #expect(result.stderr.contains("[unknown-reference]"))
        // Each feature not read is one error; the names that use it do not add more.
        #expect(result.stderr.components(separatedBy: "error:").count - 1 == 2, "\(result.stderr)")
        #expect(!result.stderr.contains("no flow is named"), "\(result.stderr)")
    }

    @Test func aFindingInAFeatureIsPrintedAtTheAppWithANoteInTheFeature() throws {
        let broken = Self.account.replacingOccurrences(of: "{ exit: ShowStatus }", with: "{ push: Followers }")
        let folder = try Self.folder(account: broken)
        let result = try NavGenBinary.run(["lint", "App/app.nav.yaml"] + Self.features, in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("App/app.nav.yaml:5:22: error: no screen is named 'Account.Followers' [unknown-reference]\nPackages/Account/account.nav.yaml:9:34: note: in the feature 'Account', here"),
                "\(result.stderr)")
    }

    @Test func resolveFollowsDeepLinksIntoEveryFeatureThroughTheAppsRoot() throws {
        let folder = try Self.folder()
        let result = try NavGenBinary.run(["resolve", "App/app.nav.yaml", "mastodon://statuses/42", "mastodon://accounts/7"] + Self.features,
                                          in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("matches /statuses/{statusID} → Timeline.StatusDetail"))
        #expect(result.stdout.contains("1. select Timeline.HomeStack in Main"))
        #expect(result.stdout.contains("matches /accounts/{accountID} → Account.Profile"))
    }

    @Test func graphDrawsTheComposedGraph() throws {
        let folder = try Self.folder()
        let result = try NavGenBinary.run(["graph", "App/app.nav.yaml", "--format", "mermaid"] + Self.features, in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Account.ProfileStack (stack)"))
    }

    @Test func graphModulesDrawsOneNodePerModule() throws {
        let folder = try Self.folder()
        let result = try NavGenBinary.run(["graph", "App/app.nav.yaml", "--modules", "--format", "mermaid"] + Self.features, in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#"f_Timeline["Timeline (TimelineNavigation)<br>2 screens · 1 flow · 2 URLs<br>→ ShowAccount(accountID: String)"]"#))
        #expect(result.stdout.contains(#"f_Account -.->|"ShowStatus (push) → Timeline.StatusDetail"| f_Timeline"#))
    }

    @Test func navgenJSONListsTheFeaturesRelativeToItsFolder() throws {
        let folder = try GraphFolder(["App/app.nav.yaml": Self.app, "Packages/Timeline/timeline.nav.yaml": Self.timeline,
                                      "Packages/Account/account.nav.yaml": Self.account,
                                      "App/navgen.json": #"{ "features": { "Timeline": "TimelineNavigation:../Packages/Timeline/timeline.nav.yaml", "Account": "../Packages/Account/account.nav.yaml" } }"#])
        let result = try NavGenBinary.run(["lint", "App/app.nav.yaml", "--config", "App/navgen.json"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func compileWritesTheAppModuleOfAnAppGraphThatImportsFeatures() throws {
        let folder = try Self.folder()
        let app = try NavGenBinary.run(["compile", "App/app.nav.yaml", "-o", "App/app.nav.swift"] + Self.features, in: folder.url)
        #expect(app.status == 0, "\(app.stderr)")
        let written = try String(contentsOf: folder.url.appendingPathComponent("App/app.nav.swift"), encoding: .utf8)
        // The module a feature names is imported, and `<Name>Navigation` for one that names none.
        #expect(written.contains("import Observation\nimport TimelineNavigation\nimport AccountNavigation\n"))
        #expect(written.contains("        case timeline(Timeline.Screen)\n"))
        #expect(written.contains("        case account(Account.Screen)\n"))
        #expect(written.contains("extension Mastodon.TimelineHomeStackCoordinator:\n    Timeline.HomeNavigation,\n    Timeline.StatusDetailNavigation,\n    Account.ProfileNavigation\n{}"))
        #expect(written.contains("push(.account(.profile(accountID: accountID)))"))
        #expect(!written.contains("protocol HomeNavigation"))
    }

    @Test func compileOfAnAppGraphWithoutItsFeaturesFails() throws {
        let folder = try Self.folder()
        let app = try NavGenBinary.run(["compile", "App/app.nav.yaml"], in: folder.url)
        #expect(app.status == 1)
        #expect(app.stdout.isEmpty)
        #expect(app.stderr.contains("App/app.nav.yaml:5:12: error: no feature graph is given for 'Timeline'"))
    }

    @Test func aFeatureGraphCompilesAloneIntoItsModule() throws {
        let folder = try Self.folder()
        let feature = try NavGenBinary.run(["compile", "Packages/Account/account.nav.yaml", "--access", "public"], in: folder.url)
        #expect(feature.status == 0, "\(feature.stderr)")
        #expect(feature.stdout.contains("public protocol Exits: Swift.AnyObject {"))
        #expect(feature.stdout.contains("public final class RecordingExits: Exits {"))
        #expect(feature.stdout.contains("public init(exits: any Exits) {"))
    }

    @Test func aMalformedFeatureOptionIsAUsageError() throws {
        let folder = try Self.folder()
        let result = try NavGenBinary.run(["lint", "App/app.nav.yaml", "--feature", "Account"], in: folder.url)
        #expect(result.status == 64)
        #expect(result.stderr.contains("'--feature Account' is not NAME=PATH or NAME=MODULE:PATH"))
    }
}
