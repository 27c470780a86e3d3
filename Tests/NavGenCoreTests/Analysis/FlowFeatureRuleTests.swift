import NavGenCore
import Testing

/// The 1.1 B and C additions to the v1 rules: flow parameters, `args` on links to a
/// flow, and flow links validated as if each screen of the flow declared them.
@Suite("Flow parameters and flow links in the rules")
struct FlowFeatureRuleTests {
    @Test func flowParamThatIsNoRootParamIsAnUnknownReference() {
        let found = MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              List: { links: { open: { sheet: ItemFlow } } }
              ViewItem: { params: { itemID: String } }
            flows:
              Main: { stack: { root: List } }
              ItemFlow:
                stack: { root: ViewItem }
                params: [itemID, 1️⃣itemId]
            """).expectFindings(.unknownReference, messageContains: "did you mean 'itemID'")
        #expect(found.first?.severity == .error)
    }

    @Test func flowParamsBindTheRootAndOthersStayUnbound() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              List: { links: { open: { sheet: ItemFlow } } }
              ViewItem: { params: { itemID: String, vault: Int } }
            flows:
              Main: { stack: { root: List } }
              ItemFlow:
                stack: { root: 1️⃣ViewItem }
                params: [itemID]
            """).expectFindings(.unboundRootParam, messageContains: "'vault' is not bound")
    }

    @Test func flowParamsBindEveryRequiredRootParameter() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              List: { links: { openItem: { sheet: ItemFlow }, openFirst: { sheet: ItemFlow, args: { itemID: "first" } } } }
              ViewItem: { params: { itemID: String } }
            flows:
              Main: { stack: { root: List } }
              ItemFlow:
                stack: { root: ViewItem }
                params: [itemID]
            """).expectClean()
    }

    @Test func aFlowWithParamsAsATabOfAModalTabBarIsUnbound() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              List: { links: { openAccounts: { sheet: Accounts } } }
              AccountHome: { params: { accountID: String } }
            flows:
              Main: { stack: { root: List } }
              Accounts: { tabs: [ { flow: 1️⃣Me } ] }
              Me:
                stack: { root: AccountHome }
                params: [accountID]
            """).expectFindings(.unboundRootParam, messageContains: "presented modally")
    }

    @Test func argsOnALinkToAFlowNameItsParameters() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              List: { links: { open: { sheet: ItemFlow, args: { 1️⃣item: "first" } } } }
              ViewItem: { params: { itemID: String } }
            flows:
              Main: { stack: { root: List } }
              ItemFlow:
                stack: { root: ViewItem }
                params: [itemID]
            """).expectFindings(.unknownReference, messageContains: "its parameters are 'itemID'")
    }

    @Test func pushFlowLinkOnATabBarIsPushOutsideStack() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Feed: {}
              Profile: {}
            flows:
              Home:
                tabs: [ { flow: Timeline } ]
                links: { openProfile: { 1️⃣push: Profile } }
              Timeline: { stack: { root: Feed } }
            """).expectFindings(.pushOutsideStack, messageContains: "tab bar 'Home'")
    }

    @Test func flowLinkOnAStackReachesItsTarget() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Feed: {}
              Status: { links: { back: pop } }
              Composer: {}
            flows:
              Home:
                tabs: [ { flow: Timeline } ]
                links: { compose: { sheet: Composer } }
              Timeline:
                stack: { root: Feed }
                links: { openStatus: { push: Status } }
            """).expectClean()
    }

    @Test func screenLinkDisagreeingWithAFlowLinkIsALinkConflict() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Timeline
            screens:
              Feed: { links: { 1️⃣openStatus: { sheet: Status } } }
              Status: {}
            flows:
              Timeline:
                stack: { root: Feed }
                links: { 2️⃣openStatus: { push: Status } }
            """).expectFindings(.linkConflict, notes: [["2️⃣"]], messageContains: "the flow 'Timeline'")
    }

    @Test func screenLinkAgreeingWithAFlowLinkIsFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Timeline
            screens:
              Feed: { links: { openStatus: { push: Status } } }
              Status: {}
            flows:
              Timeline:
                stack: { root: Feed }
                links: { openStatus: { push: Status } }
            """).expectClean()
    }

    @Test func flowLinkTargetIsAReference() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Timeline
            screens:
              Feed: {}
              Status: {}
            flows:
              Timeline:
                stack: { root: Feed }
                links: { openStatus: { push: 1️⃣Statu } }
            """).expectFindings(.unknownReference, messageContains: "did you mean 'Status'")
    }
}

/// `deeplink-unbound-param` and flow parameters (1.1 B).
@Suite("Flow parameters in deep-link routes")
struct FlowParameterRouteTests {
    @Test func aURLIntoAPresentedFlowMustSupplyItsParameters() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              List: { links: { openItem: { sheet: ItemFlow } } }
              ViewItem: { params: { itemID: String } }
              History:
                url: 1️⃣/history
            flows:
              Main: { stack: { root: List } }
              ItemFlow:
                stack: { root: ViewItem }
                params: [itemID]
                links: { showHistory: { push: History } }
            """).expectFindings(.deeplinkUnboundParam, messageContains: "itemID")
    }

    @Test func aURLThatSuppliesTheFlowsParametersIsFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              List: { links: { openItem: { sheet: ItemFlow } } }
              ViewItem: { params: { itemID: String } }
              History:
                params: { itemID: String }
                url: /items/{itemID}/history
            flows:
              Main: { stack: { root: List } }
              ItemFlow:
                stack: { root: ViewItem }
                params: [itemID]
                links: { showHistory: { push: History } }
            """).expectClean()
    }

    @Test func aURLThroughAFlowShownAtLaunchUsesItsLiveValue() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              AccountHome: { params: { accountID: String }, links: { openDetail: { push: Detail } } }
              Detail: { url: /me/detail }
            flows:
              Home: { tabs: [ { flow: Me } ] }
              Me:
                stack: { root: AccountHome }
                params: [accountID]
            """).expectClean()
    }
}
