import NavGenCore
import Testing

@Suite("no-presenter")
struct NoPresenterTests {
    @Test func presenterLinkOnAScreenOutsideAnyModalIsRejected() {
        let found = MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Welcome:
                links: { signIn: { push: Login, 1️⃣from: presenter } }
              Login: {}
            flows:
              Main: { stack: { root: Welcome } }
            """).expectFindings(.noPresenter, messageContains: "outside any modal")
        #expect(found.first?.severity == .error)
        #expect(found.first?.location.line == 6)
        #expect(found.first?.location.column == 37)
    }

    @Test func presenterLinkOnAScreenAlsoShownOutsideAModalIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Welcome:
                links: { register: { sheet: Register }, again: { push: Register } }
              Register:
                links: { signIn: { push: Login, 1️⃣from: presenter } }
              Login: {}
            flows:
              Main: { stack: { root: Welcome } }
            """).expectFindings(.noPresenter, messageContains: "is shown in 'Main' outside any modal")
    }

    @Test func presenterLinkInABareModalIsFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Welcome:
                links: { register: { sheet: Register } }
              Register:
                links: { signIn: { push: Login, from: presenter } }
              Login: {}
            flows:
              Main: { stack: { root: Welcome } }
            """).expectClean()
    }

    @Test func presenterLinkOfAFlowShownAtLaunchIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Welcome: {}
              Login: {}
            flows:
              Main:
                stack: { root: Welcome }
                links: { signIn: { push: Login, 1️⃣from: presenter } }
            """).expectFindings(.noPresenter, messageContains: "the flow 'Main'")
    }

    @Test func presenterLinkOfAModalFlowIsFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Welcome: { links: { register: { sheet: RegisterFlow } } }
              Register: {}
              Login: {}
            flows:
              Main: { stack: { root: Welcome } }
              RegisterFlow:
                stack: { root: Register }
                links: { signIn: { push: Login, from: presenter } }
            """).expectClean()
    }

    @Test func presenterPushNeedsThePresenterToHaveAStack() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Feed: { links: { register: { sheet: Register } } }
              Register:
                links: { signIn: { 1️⃣push: Login, from: presenter } }
              Login: {}
            flows:
              Home: { tabs: [ { screen: Feed } ] }
            """).expectFindings(.pushOutsideStack, messageContains: "'Home' presents its modal")
    }
}
