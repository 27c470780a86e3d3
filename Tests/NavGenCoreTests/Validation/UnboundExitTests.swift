import NavGenCore
import Testing

@Suite("unbound-exit")
struct UnboundExitTests {
    static let account = MarkedGraph("""
        navgen: 1
        feature: Account
        exits:
          2️⃣ShowStatus: { params: { statusID: String } }
          3️⃣Compose: { params: { replyTo: String? } }
        screens:
          Profile:
            links:
              openStatus: { exit: ShowStatus }
              reply: { exit: Compose }
        flows:
          ProfileStack: { stack: { root: Profile } }
        """, file: "account.nav.yaml")

    @Test func eachUnboundExitIsAnErrorAtTheFeaturesEntryWithANoteAtTheExit() {
        let found = MarkedGraph("""
            navgen: 1
            name: App
            root: Account.ProfileStack
            features: [1️⃣Account]
            """, parts: [Self.account], features: ["Account": "account.nav.yaml"])
            .expectFindings(.unboundExit, at: ["1️⃣", "1️⃣"], notes: [["2️⃣"], ["3️⃣"]])
        #expect(found.first?.severity == .error)
        #expect(found.first?.message.contains("'ShowStatus(statusID: String)'") == true)
        #expect(found.last?.message.contains("'Account.Compose: { push: Target }'") == true)
    }

    @Test func aBoundExitIsNoFinding() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Account.ProfileStack
            features: [Account]
            screens:
              Status: { params: { statusID: String } }
              Composer: { params: { replyTo: String? } }
            bind:
              Account.ShowStatus: { push: Status }
              Account.Compose: { sheet: Composer }
            """, parts: [Self.account], features: ["Account": "account.nav.yaml"]).expectClean()
    }

    @Test func aBindingOfAnExitTheFeatureLacksIsAnUnknownReferenceAtTheKey() {
        let found = MarkedGraph("""
            navgen: 1
            name: App
            root: Account.ProfileStack
            features: [Account]
            screens:
              Status: { params: { statusID: String } }
              Composer: { params: { replyTo: String? } }
            bind:
              Account.ShowStatus: { push: Status }
              Account.Compose: { sheet: Composer }
              1️⃣Account.ShowStats: { push: Status }
              4️⃣Acount.Compose: { sheet: Composer }
            """, parts: [Self.account], features: ["Account": "account.nav.yaml"]).expectFindings(.unknownReference, at: ["1️⃣", "4️⃣"])
        #expect(found.first?.message.contains("did you mean 'ShowStatus'") == true)
        #expect(found.last?.message.contains("did you mean 'Account'") == true)
    }

    @Test func aFeatureWithoutAGivenGraphIsAnUnknownReferenceAtItsEntry() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            features: [1️⃣Account]
            screens:
              Home: {}
            """).expectFindings(.unknownReference, messageContains: "--feature Account=PATH")
    }
}
