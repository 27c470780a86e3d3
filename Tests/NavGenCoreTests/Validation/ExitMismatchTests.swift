import NavGenCore
import Testing

@Suite("exit-mismatch")
struct ExitMismatchTests {
    static let account = MarkedGraph("""
        navgen: 1
        feature: Account
        exits:
          ShowStatus: { params: { 2️⃣statusID: String, 3️⃣highlight: Bool } }
        screens:
          Profile: { links: { openStatus: { exit: ShowStatus } } }
        flows:
          ProfileStack: { stack: { root: Profile } }
        """, file: "account.nav.yaml")

    static func app(_ bindingAndScreen: String) -> String {
        """
        navgen: 1
        name: App
        root: Account.ProfileStack
        features: [Account]
        \(bindingAndScreen)
        """
    }

    @Test func anExitParameterTheTargetLacksIsAtTheBindingsTargetWithANoteAtTheParameter() {
        MarkedGraph(Self.app("""
            screens:
              Status: { params: { statusID: String } }
            bind:
              Account.ShowStatus: { push: 1️⃣Status }
            """), parts: [Self.account], features: ["Account": "account.nav.yaml"])
            .expectFindings(.exitMismatch, notes: [["3️⃣"]], messageContains: "has no parameter 'highlight'")
    }

    @Test func aTypeMismatchHasNotesAtBothParameters() {
        MarkedGraph(Self.app("""
            screens:
              Status: { params: { statusID: Int, 4️⃣highlight: Bool } }
            bind:
              Account.ShowStatus: { push: 1️⃣Status }
            """).replacingOccurrences(of: "statusID: Int", with: "5️⃣statusID: Int"), parts: [Self.account], features: ["Account": "account.nav.yaml"])
            .expectFindings(.exitMismatch, notes: [["2️⃣", "5️⃣"]], messageContains: "passes 'statusID' as 'String', but 'Status' takes it as 'Int'")
    }

    @Test func aRequiredTargetParameterLeftUnboundIsAMismatch() {
        MarkedGraph(Self.app("""
            screens:
              Status: { params: { statusID: String, highlight: Bool, 4️⃣source: String } }
            bind:
              Account.ShowStatus: { push: 1️⃣Status }
            """), parts: [Self.account], features: ["Account": "account.nav.yaml"])
            .expectFindings(.exitMismatch, notes: [["4️⃣"]], messageContains: "needs 'source: String'")
    }

    @Test func argsFixTheTargetParametersTheExitDoesNotPassAndAnOptionalTakesTheExitsType() {
        MarkedGraph(Self.app("""
            screens:
              Status: { params: { statusID: String?, highlight: Bool, source: String } }
            bind:
              Account.ShowStatus: { push: Status, args: { source: profile } }
            """), parts: [Self.account], features: ["Account": "account.nav.yaml"]).expectClean()
    }

    @Test func aFlowTargetTakesItsParams() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Account.ProfileStack
            features: [Account]
            screens:
              Status: { params: { statusID: String, highlight: Bool } }
            flows:
              StatusStack: { stack: { root: Status }, params: [statusID, highlight] }
            bind:
              Account.ShowStatus: { sheet: StatusStack }
            """, parts: [Self.account], features: ["Account": "account.nav.yaml"]).expectClean()
    }
}
