import NavGenCore
import Testing

@Suite("unused-exit")
struct UnusedExitTests {
    @Test func anExitNoLinkNamesIsAWarningAtItsDeclaration() {
        let found = MarkedGraph("""
            navgen: 1
            feature: Account
            exits:
              ShowStatus: { params: { statusID: String } }
              1️⃣Compose: {}
            screens:
              Profile: { links: { openStatus: { exit: ShowStatus } } }
            flows:
              ProfileStack: { stack: { root: Profile } }
            """).expectFindings(.unusedExit)
        #expect(found.first?.severity == .warning)
    }

    @Test func aFlowLinkUsesAnExitToo() {
        MarkedGraph("""
            navgen: 1
            feature: Account
            exits:
              Compose: {}
            screens:
              Profile: {}
            flows:
              ProfileStack: { stack: { root: Profile }, links: { compose: { exit: Compose } } }
            """).expectClean()
    }

    @Test func anExitLinkToAnUndeclaredExitIsAnUnknownReference() {
        MarkedGraph("""
            navgen: 1
            feature: Account
            exits:
              Compose: {}
            screens:
              Profile: { links: { compose: { exit: Compose }, share: { exit: 1️⃣Compse } } }
            flows:
              ProfileStack: { stack: { root: Profile } }
            """).expectFindings(.unknownReference, messageContains: "did you mean 'Compose'")
    }
}
