import NavGenCore
import Testing

@Suite("switch-outside-switch")
struct SwitchOutsideSwitchTests {
    @Test func switchLinkWithNoEnclosingSwitchIsRejected() throws {
        let found = MarkedGraph("""
            navgen: 1
            name: App
            root: Auth
            screens:
              Login: { links: { loggedIn: { switch: 1️⃣Home } } }
              Home: {}
            flows:
              Auth: { stack: { root: Login } }
            """).expectFindings(.switchOutsideSwitch, messageContains: "no switch flow encloses it")
        let diagnostic = try #require(found.first)
        #expect(diagnostic.rule.rawValue == "switch-outside-switch")
        #expect(diagnostic.severity == .error)
        #expect((diagnostic.location.line, diagnostic.location.column) == (5, 41))
    }

    @Test func switchLinkToABranchOfTheEnclosingSwitchIsFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Root
            screens:
              Login: { links: { loggedIn: { switch: Home } } }
              Home: {}
            flows:
              Root: { switch: [ { flow: Auth }, { screen: Home } ] }
              Auth: { stack: { root: Login } }
            """).expectClean()
    }

    @Test func onlyTheNearestEnclosingSwitchCounts() {
        // Inner is the nearest switch around Login, and Home is a branch of Outer only.
        MarkedGraph("""
            navgen: 1
            name: App
            root: Outer
            screens:
              Login: { links: { loggedIn: { switch: 1️⃣Home } } }
              Home: {}
              Other: {}
            flows:
              Outer: { switch: [ { flow: Inner }, { screen: Home } ] }
              Inner: { switch: [ { flow: Auth }, { screen: Other } ] }
              Auth: { stack: { root: Login } }
            """).expectFindings(.switchOutsideSwitch, messageContains: "the nearest enclosing switch flow 'Inner' has no branch 'Home'")
    }

    @Test func aTargetThatIsNotABranchIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Root
            screens:
              Login: { links: { loggedIn: { switch: 1️⃣Settings } } }
              Home: {}
              Settings: {}
            flows:
              Root: { switch: [ { flow: Auth }, { screen: Home } ] }
              Auth: { stack: { root: Login } }
            """).expectFindings(.switchOutsideSwitch, messageContains: "has no branch 'Settings'")
    }

    @Test func aBareModalReachesTheSwitchEnclosingItsPresenter() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Root
            screens:
              Login: { links: { help: { sheet: Help } } }
              Help: { links: { skip: { switch: Home } } }
              Home: {}
            flows:
              Root: { switch: [ { flow: Auth }, { screen: Home } ] }
              Auth: { stack: { root: Login } }
            """).expectClean()
    }

    @Test func oneOutsidePlacementIsEnough() {
        // Login is also the root of a modal flow, which no switch encloses.
        MarkedGraph("""
            navgen: 1
            name: App
            root: Root
            screens:
              Login: { links: { loggedIn: { switch: 1️⃣Home } } }
              Home: { links: { again: { sheet: Again } } }
            flows:
              Root: { switch: [ { flow: Auth }, { screen: Home } ] }
              Auth: { stack: { root: Login } }
              Again: { stack: { root: Login } }
            """).expectFindings(.switchOutsideSwitch, messageContains: "shown in 'Again'")
    }
}
