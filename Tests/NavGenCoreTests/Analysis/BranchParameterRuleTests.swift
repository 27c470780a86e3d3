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

    @Test func aDeepLinkThroughABranchWithParametersIsReported() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Gate
            urls: { schemes: [app] }
            screens:
              Login: { links: { loggedIn: { switch: Main } } }
              Timeline:
                params: { accountID: String }
                url: 1️⃣/accounts/{accountID}
            flows:
              Gate: { switch: [ { flow: Auth }, { flow: Main } ] }
              Auth: { stack: { root: Login } }
              Main: { stack: { root: Timeline }, params: [accountID] }
            """).expectFindings(.deeplinkUnboundParam, messageContains: "shows the branch 'Main' of 'Gate', which takes 'accountID'")
    }
}
