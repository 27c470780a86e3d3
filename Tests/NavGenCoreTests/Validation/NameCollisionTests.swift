import NavGenCore
import Testing

@Suite("name-collision")
struct NameCollisionTests {
    @Test func namesWithTheSameLowerCamelFormCollide() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                links: { a: { sheet: URLPreview }, b: { sheet: UrlPreview } }
              2️⃣URLPreview: {}
              1️⃣UrlPreview: {}
            """).expectFindings(.nameCollision, notes: [["2️⃣"]], messageContains: "'urlPreview'")
    }

    @Test func screenAndFlowCollideAcrossTheNamespace() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: IDView
            screens:
              2️⃣IDView: { links: { a: { sheet: IdView } } }
            flows:
              1️⃣IdView: { stack: { root: IDView } }
            """).expectFindings(.nameCollision, notes: [["2️⃣"]])
    }

    /// `Self` would be the case `.self`, which every value has: `factory.self(…)` in the
    /// SwiftUI layer refers to the method and warns.
    @Test func aScreenNamedSelfIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { links: { a: { sheet: Self } } }
              1️⃣Self: {}
            """).expectFindings(.nameCollision, messageContains: "'self'")
    }

    /// A presented flow is a case of `ModalContent`, which already has the case
    /// `screen(Screen)` and the members `coordinator` (found by the property run) and
    /// `flow` (`NavGenRuntime.NavigationEventContent`'s).
    @Test func aPresentedFlowNamedScreenCoordinatorOrFlowIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { links: { a: { sheet: Screen }, b: { cover: Coordinator }, c: { sheet: Flow } } }
              Detail: {}
            flows:
              1️⃣Screen: { stack: { root: Detail } }
              2️⃣Coordinator: { stack: { root: Detail } }
              3️⃣Flow: { stack: { root: Detail } }
            """).expectFindings(.nameCollision, at: ["1️⃣", "2️⃣", "3️⃣"], messageContains: "ModalContent")
    }

    /// Only a presented flow becomes a `ModalContent` case: a tab flow may be `Screen`.
    @Test func aTabFlowNamedScreenIsFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Home: {}
            flows:
              Main: { tabs: [{ flow: Screen }] }
              Screen: { stack: { root: Home } }
            """).expectClean()
    }

    @Test func namesWithDistinctLowerCamelFormsAreFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                links: { a: { sheet: URLPreview }, b: { sheet: URLPreviews } }
              URLPreview: {}
              URLPreviews: {}
            """).expectClean()
    }

    @Test func parameterNamedLikeAGeneratedMemberIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                params: { 1️⃣path: { type: String, default: a } }
            """).expectFindings(.nameCollision, messageContains: "'pathValue'")
    }

    @Test func linkNamedLikeAGeneratedMemberIsRejectedUnlessItIsThatStyle() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Home:
                links: { 1️⃣dismiss: pop, pop: pop, 2️⃣apply: { push: Home } }
            flows:
              Main: { stack: { root: Home } }
            """).expectFindings(.nameCollision, at: ["1️⃣", "2️⃣"])
    }

    @Test func linksNamedLikeTheRootsNavigationEventMembersAreRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Home:
                links: { 1️⃣eventsHeld: { push: Home }, 2️⃣visibleScreen: { push: Home } }
            flows:
              Main: { stack: { root: Home } }
            """).expectFindings(.nameCollision, at: ["1️⃣", "2️⃣"])
    }

    @Test func linksNamedLikeTheContainerMembersForDeepLinksAreRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Tabs
            screens:
              Home:
                links: { 1️⃣shownScreen: { push: Home }, 2️⃣shownCoordinator: pop, 3️⃣childCoordinators: pop }
            flows:
              Main: { stack: { root: Home } }
              Tabs: { tabs: [{ flow: Main }] }
            """).expectFindings(.nameCollision, at: ["1️⃣", "2️⃣", "3️⃣"])
    }

    @Test func linksNamedLikeRestorationMembersAreRejectedWhileRestorationIsOn() {
        let graph = """
            navgen: 1
            name: App
            root: Main
            screens:
              Home:
                links: { 1️⃣restore: { push: Home }, 2️⃣snapshot: pop }
            flows:
              Main: { stack: { root: Home }, links: { 3️⃣restorationFlow: popToRoot } }
            """
        MarkedGraph(graph).expectFindings(.nameCollision, at: ["1️⃣", "2️⃣", "3️⃣"])
        MarkedGraph(graph.replacingOccurrences(of: "root: Main", with: "root: Main\nrestoration: false")).expectNoFinding(.nameCollision)
    }

    @Test func aFlowNamedRestorableCollidesWithTheRestorationTypealias() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Restorable
            screens:
              Home: {}
            flows:
              1️⃣Restorable: { stack: { root: Home } }
            """).expectFindings(.nameCollision, messageContains: "'RestorableCoordinator'")
    }

    @Test func graphNamedLikeAGeneratedTypeIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: 1️⃣Screen
            root: Home
            screens:
              Home: {}
            """).expectFindings(.nameCollision, messageContains: "'ScreenApp'")
    }

    @Test func linkNamedLikeATabPropertyIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Home:
                links: { 1️⃣settings: { sheet: Home } }
              Prefs: {}
            flows:
              Main: { tabs: [ { screen: Home }, { flow: Settings } ] }
              Settings: { stack: { root: Prefs } }
            """).expectFindings(.nameCollision, messageContains: "'MainCoordinator'")
    }

    @Test func ordinaryMemberNamesAreFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Home:
                params: { route: { type: String, default: a } }
                links: { close: pop, openSettings: { tab: Settings } }
              Prefs: {}
            flows:
              Main: { tabs: [ { screen: Home, args: {} }, { flow: Settings } ] }
              Settings: { stack: { root: Prefs } }
            """).expectNoFinding(.nameCollision)
    }
}

@Suite("name-collision: switch members")
struct SwitchNameCollisionTests {
    @Test func showBranchAndPendingDeepLinkAreReservedOnAScreenBranch() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Root
            screens:
              Unlock:
                params: { 1️⃣branch: { type: Int, default: 0 } }
                links: { 2️⃣show: { switch: Main }, 3️⃣pendingDeepLink: { switch: Main } }
              Home: {}
            flows:
              Root: { switch: [ { screen: Unlock }, { flow: Main } ] }
              Main: { stack: { root: Home } }
            """).expectFindings(.nameCollision, at: ["1️⃣", "2️⃣", "3️⃣"], messageContains: "RootCoordinator")
    }

    @Test func aShowLinkElsewhereIsFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Root
            screens:
              Unlock: { links: { unlocked: { switch: Main } } }
              Home:
                params: { branch: { type: Int, default: 0 } }
                links: { show: { push: Detail } }
              Detail: {}
            flows:
              Root: { switch: [ { screen: Unlock }, { flow: Main } ] }
              Main: { stack: { root: Home } }
            """).expectClean()
    }

    @Test func aLinkNamedLikeAFlowBranchsPropertyCollides() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Root
            screens:
              Unlock: { links: { 1️⃣main: { switch: Main } } }
              Home: {}
            flows:
              Root: { switch: [ { screen: Unlock }, { flow: Main } ] }
              Main: { stack: { root: Home } }
            """).expectFindings(.nameCollision, messageContains: "for its branch")
    }
}

@Suite("name-collision: a feature's exits")
struct FeatureNameCollisionTests {
    /// Every coordinator of a feature has `exits`: a link, or a tab flow's property, of that name collides.
    @Test func exitsIsReservedInAFeatureGraph() {
        MarkedGraph("""
            navgen: 1
            feature: Shelf
            screens:
              Home: { links: { 1️⃣exits: { tab: Exits }, b: { tab: Main } } }
            flows:
              Tabs:
                tabs:
                  - { flow: Main, title: Main }
                  - { flow: Exits, title: Exits }
              Main: { stack: { root: Home } }
              2️⃣Exits: { stack: { root: Home } }
            """).expectFindings(.nameCollision, at: ["1️⃣", "2️⃣"], messageContains: "exits")
    }

    @Test func exitsIsAnOrdinaryLinkNameInAGraph() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home: { links: { exits: { push: Other } } }
              Other: {}
            flows:
              Main: { stack: { root: Home } }
            """).expectNoFinding(.nameCollision)
    }

    // MARK: An app graph that imports features (issue 40)

    static let timeline = MarkedGraph("""
        navgen: 1
        feature: Timeline
        screens:
          Home: {}
        flows:
          HomeStack: { stack: { root: Home } }
        """, file: "timeline/timeline.nav.yaml")

    static func app(_ marked: String) -> MarkedGraph {
        MarkedGraph(marked, parts: [timeline], features: ["Timeline": "timeline/timeline.nav.yaml"])
    }

    @Test func anAppScreenNamedLikeAFeatureTakesItsCase() {
        Self.app("""
            navgen: 1
            name: App
            root: Main
            features: [2️⃣Timeline]
            screens:
              1️⃣Timeline: {}
            flows:
              Main: { tabs: [{ flow: Timeline.HomeStack }, { screen: Timeline }] }
            """).expectFindings(.nameCollision, notes: [["2️⃣"]], messageContains: "which the imported feature 'Timeline' takes in 'Screen'")
    }

    @Test func anAppNamedLikeAFeatureItImportsCollides() {
        Self.app("""
            navgen: 1
            name: 1️⃣Timeline
            root: Main
            features: [2️⃣Timeline]
            flows:
              Main: { tabs: [{ flow: Timeline.HomeStack }] }
            """).expectFindings(.nameCollision, notes: [["2️⃣"]], messageContains: "is the namespace of the feature it imports")
    }

    @Test func aFeatureNamedLikeASupportTypeOfTheAppCollides() {
        let flow = MarkedGraph("""
            navgen: 1
            feature: Flow
            screens:
              Home: {}
            flows:
              HomeStack: { stack: { root: Home } }
            """, file: "flow/flow.nav.yaml")
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            features: [1️⃣Flow]
            flows:
              Main: { tabs: [{ flow: Flow.HomeStack }] }
            """, parts: [flow], features: ["Flow": "flow/flow.nav.yaml"])
            .expectFindings(.nameCollision, messageContains: "the feature 'Flow' is named like a type the app's namespace declares")
    }

    /// `Timeline.HomeStack` is the app's `TimelineHomeStackCoordinator` and `.timelineHomeStack`.
    @Test func anAppFlowNamedLikeAFeatureFlowWithoutItsDotCollides() {
        let found = Self.app("""
            navgen: 1
            name: App
            root: Main
            features: [Timeline]
            screens:
              Start: {}
            flows:
              Main: { tabs: [{ flow: Timeline.HomeStack }, { flow: TimelineHomeStack }] }
              1️⃣TimelineHomeStack: { stack: { root: Start } }
            """).expectFindings(.nameCollision, messageContains: "both generate the identifier 'timelineHomeStack'")
        #expect(found.first?.notes.first?.location.file == "timeline/timeline.nav.yaml")
    }
}
