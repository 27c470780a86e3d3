import NavGenCore
import Testing

/// The rules on switch branches with launch parameters (1.1 A, B): who can pass them,
/// and the deep links that would have to.
@Suite("Branch parameters in the rules")
struct BranchParameterRuleTests {
    @Test func aRootSwitchWhoseFirstBranchHasParametersIsBoundByItsInit() {
        let graph = MarkedGraph("""
            navgen: 1
            name: App
            root: Gate
            screens:
              Timeline: { params: { accountID: String } }
              Login: { links: { loggedIn: { switch: Main } } }
            flows:
              Gate: { switch: [ { flow: Main }, { flow: Auth } ] }
              Auth: { stack: { root: Login } }
              Main: { stack: { root: Timeline }, params: [accountID] }
            """)
        graph.expectNoFinding(.unboundRootParam)
        graph.expectNoFinding(.deeplinkUnboundParam)
    }

    @Test func aModalSwitchWhoseFirstBranchHasParametersIsUnbound() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              List: { links: { openAccounts: { sheet: Accounts } } }
              AccountHome: { params: { accountID: String } }
              Picker: {}
            flows:
              Main: { stack: { root: List } }
              Accounts: { switch: [ { flow: 1️⃣Me }, { screen: Picker } ] }
              Me:
                stack: { root: AccountHome }
                params: [accountID]
            """).expectFindings(.unboundRootParam, messageContains: "the switch 'Accounts' that shows it at launch is presented modally")
    }

    @Test func aModalSwitchWhoseLaterBranchHasParametersIsFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              List: { links: { openAccounts: { sheet: Accounts } } }
              AccountHome: { params: { accountID: String } }
              Picker: {}
            flows:
              Main: { stack: { root: List } }
              Accounts: { switch: [ { screen: Picker }, { flow: Me } ] }
              Me:
                stack: { root: AccountHome }
                params: [accountID]
            """).expectNoFinding(.unboundRootParam)
    }

    @Test func aSwitchLinkToATabBarBranchWhoseTabsHaveParametersIsUnbound() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Gate
            screens:
              Login: { links: { loggedIn: { switch: 1️⃣Home } } }
              Feed: { params: { userID: Int } }
            flows:
              Gate: { switch: [ { flow: Auth }, { flow: Home } ] }
              Auth: { stack: { root: Login } }
              Home: { tabs: [ { flow: FeedTab } ] }
              FeedTab: { stack: { root: Feed }, params: [userID] }
            """).expectFindings(.unboundRootParam, messageContains: "a switch link passes only a stack branch's parameters")
    }

    @Test func aDeepLinkIntoALaterBranchWhoseValueTheURLLacksIsUnbound() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Gate
            urls: { schemes: [app] }
            screens:
              Login: { links: { loggedIn: { switch: Main } } }
              Timeline:
                params: { accountID: String }
                links: { openSettings: { push: Settings } }
              Settings:
                url: 1️⃣/settings
            flows:
              Gate: { switch: [ { flow: Auth }, { flow: Main } ] }
              Auth: { stack: { root: Login } }
              Main: { stack: { root: Timeline }, params: [2️⃣accountID] }
            """).expectFindings(.deeplinkUnboundParam, notes: [["2️⃣"]],
                                messageContains: "shows the branch 'Main' of 'Gate', and nothing supplies its parameter 'accountID: String' ('mainAccountID' in its 'Branch' case)")
    }

    @Test func aDeepLinkIntoALaterBranchThatBindsItsValueIsFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Gate
            urls: { schemes: [app] }
            screens:
              Login: { links: { loggedIn: { switch: Main } } }
              Timeline:
                params: { accountID: String }
                links: { openSettings: { push: Settings } }
              Settings:
                params: { accountID: String }
                url: /accounts/{accountID}/settings
            flows:
              Gate: { switch: [ { flow: Auth }, { flow: Main } ] }
              Auth: { stack: { root: Login } }
              Main: { stack: { root: Timeline }, params: [accountID] }
            """).expectNoFinding(.deeplinkUnboundParam)
    }

    @Test func aURLValueOfAnotherTypeDoesNotBindABranchValue() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Gate
            urls: { schemes: [app] }
            screens:
              Login: { links: { loggedIn: { switch: Main } } }
              Timeline:
                params: { accountID: String }
                links: { openSettings: { push: Settings } }
              Settings:
                params: { accountID: Int }
                url: 1️⃣/accounts/{accountID}/settings
            flows:
              Gate: { switch: [ { flow: Auth }, { flow: Main } ] }
              Auth: { stack: { root: Login } }
              Main: { stack: { root: Timeline }, params: [accountID] }
            """).expectFindings(.deeplinkUnboundParam, messageContains: "'accountID: String'")
    }

    @Test func aDeepLinkIntoTheBranchShownAtLaunchKeepsItsLiveValue() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Gate
            urls: { schemes: [app] }
            screens:
              Login: { links: { loggedIn: { switch: Main } } }
              Timeline:
                params: { accountID: String }
                links: { openSettings: { push: Settings } }
              Settings:
                url: /settings
            flows:
              Gate: { switch: [ { flow: Main }, { flow: Auth } ] }
              Auth: { stack: { root: Login } }
              Main: { stack: { root: Timeline }, params: [accountID] }
            """).expectNoFinding(.deeplinkUnboundParam)
    }

    @Test func theFirstBranchOfASwitchInATabShownAtLaunchKeepsItsLiveValue() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            urls: { schemes: [app] }
            screens:
              Feed: {}
              Profile:
                params: { handle: String }
                links: { openBadges: { push: Badges } }
              Badges:
                url: /badges
              Locked: {}
            flows:
              Home: { tabs: [ { flow: FeedTab }, { flow: Me } ] }
              FeedTab: { stack: { root: Feed } }
              Me: { switch: [ { flow: ProfileFlow }, { screen: Locked } ] }
              ProfileFlow: { stack: { root: Profile }, params: [handle] }
            """).expectNoFinding(.deeplinkUnboundParam)
    }

    @Test func aLaterTabBarBranchNeedsTheValuesOfTheFlowsItShows() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Gate
            urls: { schemes: [app] }
            screens:
              Login: {}
              Feed:
                params: { userID: Int }
                links: { openPost: { push: Post } }
              Post:
                params: { postID: Int }
                url: 1️⃣/posts/{postID}
            flows:
              Gate: { switch: [ { flow: Auth }, { flow: Home } ] }
              Auth: { stack: { root: Login } }
              Home: { tabs: [ { flow: FeedTab } ] }
              FeedTab: { stack: { root: Feed }, params: [2️⃣userID] }
            """).expectFindings(.deeplinkUnboundParam, notes: [["2️⃣"]],
                                messageContains: "shows the branch 'Home' of 'Gate', and nothing supplies the parameter of 'FeedTab', a flow it shows, 'userID: Int' ('feedTabUserID' in its 'Branch' case)")
    }
}
