import NavGenCore
import Testing

/// An app graph composed with the feature graphs it imports (issue 40,
/// `Docs/FeatureModules.md` sections 1 and 2).
@Suite("Feature composition")
struct FeatureCompositionTests {
    static let timeline = MarkedGraph("""
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
        """, file: "timeline/timeline.nav.yaml")

    static let account = MarkedGraph("""
        navgen: 1
        feature: Account
        include: [parts/followers.nav.yaml]
        exits:
          ShowStatus: { params: { statusID: String } }
        screens:
          Profile:
            params: { accountID: String }
            url: /accounts/{accountID}
            links:
              openFollowers: { push: Followers }
              openStatus: { exit: ShowStatus }
        flows:
          ProfileStack: { stack: { root: Profile, args: { accountID: me } } }
        """, file: "account/account.nav.yaml")

    static let followers = MarkedGraph("""
        navgen: 1
        screens:
          Followers: { params: { accountID: String }, url: "/accounts/{accountID}/followers" }
        """, file: "account/parts/followers.nav.yaml")

    static let features = ["Timeline": "timeline/timeline.nav.yaml", "Account": "account/account.nav.yaml"]

    static let app = """
        navgen: 1
        name: Mastodon
        root: Main
        urls: { schemes: [mastodon] }
        features: [Timeline, Account]
        screens:
          Settings: {}
        flows:
          Main:
            tabs:
              - { flow: Timeline.HomeStack, title: Home }
              - { flow: Account.ProfileStack, title: Me }
              - { screen: Settings }
        bind:
          Timeline.ShowAccount: { push: Account.Profile }
          Account.ShowStatus: { push: Timeline.StatusDetail }
        """

    static func analysis(_ app: String = app, parts: [MarkedGraph] = [timeline, account, followers]) -> Analysis {
        let graph = MarkedGraph(app, parts: parts, features: features)
        return Pipeline.analyze(file: graph.file, bytes: Array(graph.text.utf8), parts: graph.partReader, features: graph.features)
    }

    @Test func featuresAreAppendedQualifiedInFeaturesOrderWithTheirParts() throws {
        let analysis = Self.analysis()
        #expect(analysis.diagnostics.sorted.isEmpty, "\(analysis.diagnostics.sorted)")
        let graph = try #require(analysis.analyzed?.graph)
        #expect(graph.screens.map(\.name.value) == ["Settings", "Timeline.Home", "Timeline.StatusDetail", "Account.Profile", "Account.Followers"])
        #expect(graph.flows.map(\.name.value) == ["Main", "Timeline.HomeStack", "Account.ProfileStack"])
        #expect(graph.features.map(\.name.value) == ["Timeline", "Account"])
        #expect(graph.features[1].parts == ["account/parts/followers.nav.yaml"])
        #expect(analysis.featureFiles == ["timeline/timeline.nav.yaml", "account/account.nav.yaml", "account/parts/followers.nav.yaml"])
        // Names keep their place in the feature's file.
        #expect(graph.screens[3].name.location.file == "account/account.nav.yaml")
    }

    @Test func anExitLinkBecomesItsBindingFromTheAppGraph() throws {
        let graph = try #require(Self.analysis().analyzed?.graph)
        let link = try #require(graph.screens.first { $0.name.value == "Timeline.StatusDetail" }?.links.first)
        #expect(link.name.value == "openAuthor")
        #expect(link.style.value == .push)
        #expect(link.target?.value == "Account.Profile")
        #expect(link.target?.location.file == MarkedGraph.file)
        // The app's coordinator implements the feature's protocol: the method keeps the exit's parameters.
        #expect(link.exitParameters?.map(\.name.value) == ["accountID"])
        let inFeature = try #require(graph.screens.first { $0.name.value == "Account.Profile" }?.links.first)
        #expect(inFeature.target?.value == "Account.Followers")
        #expect(inFeature.exitParameters == nil)
    }

    /// A feature module makes its `Screen` `Codable` only up to 200 screens, and a
    /// feature graph has no `restoration:`, so an app graph that asks for restoration
    /// over a larger feature is told at the feature's entry.
    @Test func restorationOverAFeatureOfMoreThan200ScreensIsAnError() {
        let screens = (0...NavigationGraph.restorationScreenLimit).map { "  S\($0): {}" }.joined(separator: "\n")
        let large = MarkedGraph("navgen: 1\nfeature: Large\nscreens:\n\(screens)\nflows:\n  Stack: { stack: { root: S0 } }", file: "large/large.nav.yaml")
        let app = { (restoration: String) in
            MarkedGraph("""
                navgen: 1
                name: App
                root: Main
                restoration: 2️⃣\(restoration)
                features: [1️⃣Large]
                flows:
                  Main: { tabs: [{ flow: Large.Stack }] }
                """, parts: [large], features: ["Large": "large/large.nav.yaml"])
        }
        let found = app("true").expectFindings(.invalidValue, at: ["1️⃣"], notes: [["2️⃣"]], messageContains: "'Large' has 201")
        #expect(found.first?.message.contains("write 'restoration: false' in the app graph") == true)
        app("false").expectNoFinding(.invalidValue)
    }

    @Test func deepLinksOfEveryFeatureResolveThroughTheAppsRoot() throws {
        let analysis = Self.analysis()
        let resolver = URLResolver(table: try #require(analysis.deepLinks), index: try #require(analysis.analyzed).index)
        let status = try resolver.resolve("mastodon://statuses/42").get()
        #expect(status.route.pattern.screen == "Timeline.StatusDetail")
        #expect(status.steps.count == 2)
        let followers = try resolver.resolve("mastodon://accounts/7/followers").get()
        #expect(followers.route.pattern.screen == "Account.Followers")
    }

    @Test func aFindingInAFeatureIsLocatedAtItsFeaturesEntryWithANoteInTheFeature() {
        // Account.Profile is also a sheet: its own push has no stack there (a finding in
        // the feature), nor has its exit link, bound to a push (a finding at the binding).
        let found = MarkedGraph("""
            navgen: 1
            name: Mastodon
            root: Main
            features: [Timeline, 1️⃣Account]
            screens:
              Settings: { links: { showProfile: { sheet: Account.Profile } } }
            flows:
              Main:
                tabs:
                  - { flow: Timeline.HomeStack }
                  - { flow: Account.ProfileStack }
                  - { screen: Settings }
            bind:
              Timeline.ShowAccount: { push: Account.Profile }
              Account.ShowStatus: { 2️⃣push: Timeline.StatusDetail }
            """, parts: [Self.timeline, Self.account, Self.followers], features: Self.features)
            .expectFindings(.pushOutsideStack, at: ["1️⃣", "2️⃣"])
        #expect(found.first?.notes.first?.location.file == "account/account.nav.yaml")
        #expect(found.first?.notes.first?.message == "in the feature 'Account', here")
    }

    @Test func aURLConflictBetweenTwoFeaturesIsReportedInTheAppGraph() {
        let other = MarkedGraph("""
            navgen: 1
            feature: Explore
            screens:
              Trending: { url: /home }
            flows:
              TrendingStack: { stack: { root: Trending } }
            """, file: "explore.nav.yaml")
        let graph = MarkedGraph("""
            navgen: 1
            name: Mastodon
            root: Main
            features: [Timeline, Account, 1️⃣Explore]
            flows:
              Main:
                tabs:
                  - { flow: Timeline.HomeStack }
                  - { flow: Account.ProfileStack }
                  - { flow: Explore.TrendingStack }
            bind:
              Timeline.ShowAccount: { push: Account.Profile }
              Account.ShowStatus: { push: Timeline.StatusDetail }
            """, parts: [Self.timeline, Self.account, Self.followers, other],
            features: Self.features.merging(["Explore": "explore.nav.yaml"]) { $1 })
        let conflicts = graph.diagnostics(of: .urlConflict)
        #expect(!conflicts.isEmpty)
        #expect(conflicts.allSatisfy { $0.location.file == MarkedGraph.file })
        #expect(conflicts.contains { $0.notes.contains { $0.location.file == "explore.nav.yaml" } })
    }

    @Test func aFeatureGraphAloneIsReachableFromItsFlowsAndHasNoRoutes() throws {
        let found = MarkedGraph("""
            navgen: 1
            feature: Account
            exits:
              ShowStatus: { params: { statusID: String } }
            screens:
              Profile:
                url: /me
                links: { openStatus: { exit: ShowStatus } }
              1️⃣Orphan: {}
            flows:
              ProfileStack: { stack: { root: Profile } }
            """)
        found.expectFindings(.unreachableScreen, messageContains: "by any flow of the feature 'Account'")
        let analysis = Pipeline.analyze(file: found.file, bytes: Array(found.text.utf8))
        #expect(analysis.deepLinks?.routes.isEmpty == true)
    }

    @Test func aFeatureFlowNestedInItsTabBarIsMetThereWhateverTheOrder() {
        MarkedGraph("""
            navgen: 1
            feature: Account
            screens:
              Profile: { links: { showPosts: { tab: PostsStack } } }
              Posts: {}
            flows:
              ProfileStack: { stack: { root: Profile } }
              PostsStack: { stack: { root: Posts } }
              AccountTabs:
                tabs:
                  - { flow: ProfileStack }
                  - { flow: PostsStack }
            """).expectClean()
    }

    @Test func aFeatureGraphHasNoNameRootOrURLConfiguration() {
        let graph = MarkedGraph("""
            navgen: 1
            feature: Account
            1️⃣name: Account
            2️⃣urls: { schemes: [mastodon] }
            3️⃣bind: {}
            screens:
              Profile: {}
            flows:
              ProfileStack: { stack: { root: Profile } }
            """)
        graph.expectFindings(.invalidValue, at: ["1️⃣"])
        graph.expectFindings(.unknownKey, at: ["2️⃣", "3️⃣"])
    }

    @Test func anAppGraphHasNoExitsAndItsScreensNoExitLinks() {
        let graph = MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            1️⃣exits: { Back: {} }
            screens:
              Home: { links: { back: { exit: 2️⃣Back } } }
            """)
        graph.expectFindings(.unknownKey, at: ["1️⃣"])
        graph.expectFindings(.unknownReference, at: ["2️⃣"], messageContains: "only a feature graph has exits")
    }

    /// The feature is not read, so the names that use it (`Profile.Profile`) add no
    /// error of their own: the one at its `features:` entry says why.
    @Test func aGraphGivenForAFeatureMustBeThatFeature() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            features: [1️⃣Profile]
            flows:
              Main: { stack: { root: Profile.Profile } }
            """, parts: [Self.account, Self.followers], features: ["Profile": "account/account.nav.yaml"])
            .expectFindings(.unknownReference, at: ["1️⃣"])
    }
}
