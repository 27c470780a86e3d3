import NavGenCore
import Testing

@Suite("invalid-value")
struct InvalidValueTests {
    @Test func otherFormatVersionIsRejected() {
        MarkedGraph("""
            navgen: 1️⃣2
            name: App
            root: Home
            screens:
              Home: {}
            """).expectFindings(.invalidValue, messageContains: "write 'navgen: 1'")
    }

    @Test func quotedVersionIsNotTheNumberOne() {
        MarkedGraph("""
            navgen: 1️⃣"1"
            name: App
            root: Home
            screens:
              Home: {}
            """).expectFindings(.invalidValue)
    }

    @Test func versionOneIsAccepted() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home: {}
            """).expectClean()
    }

    @Test func defaultThatIsNotALiteralOfTheTypeIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                params:
                  page: { type: Int, default: 1️⃣abc }
            """).expectFindings(.invalidValue, messageContains: "a whole number")
    }

    @Test func defaultThatIsALiteralOfTheTypeIsAccepted() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                params:
                  page: { type: Int, default: 12 }
            """).expectClean()
    }

    @Test func listWhereAMappingIsDueIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens: 1️⃣[Home]
            """).expectFindings(.invalidValue, messageContains: "must be a mapping, not a list")
    }

    @Test(arguments: ["yes", "on", "Yes", "ON", "no", "off", "True", "\"true\""])
    func yamlOneOneBooleansAreNotBools(word: String) {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                params:
                  vegetarian: { type: Bool, default: 1️⃣\(word) }
            """).expectFindings(.invalidValue, messageContains: "true or false")
    }

    @Test(arguments: ["true", "false"])
    func trueAndFalseAreBools(word: String) {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                params:
                  vegetarian: { type: Bool, default: \(word) }
            """).expectClean()
    }

    @Test func argsValueOfTheWrongTypeIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              List:
                params: { vegetarian: Bool }
            flows:
              Main: { stack: { root: List, args: { vegetarian: 1️⃣yes } } }
            """).expectFindings(.invalidValue)
    }

    @Test func unknownTagIsRejectedAtItsNode() {
        MarkedGraph("""
            navgen: 1
            name: 1️⃣!custom App
            root: Home
            screens:
              Home: {}
            """).expectFindings(.invalidValue, messageContains: "'!custom'")
    }

    @Test func coreTagIsAccepted() {
        MarkedGraph("""
            navgen: 1
            name: !!str App
            root: Home
            screens:
              Home: {}
            """).expectClean()
    }

    @Test func emptyFileIsRejectedAtItsStart() {
        MarkedGraph("1️⃣").expectFindings(.invalidValue, messageContains: "empty")
    }

    @Test func commentOnlyFileIsRejectedAsEmpty() {
        MarkedGraph("1️⃣# nothing here\n").expectFindings(.invalidValue, messageContains: "empty")
    }

    @Test func fileThatIsAListIsRejected() {
        MarkedGraph("1️⃣- navgen: 1\n- name: App\n").expectFindings(.invalidValue, messageContains: "must be a mapping, not a list")
    }

    @Test func fileThatIsAScalarIsRejected() {
        MarkedGraph("1️⃣hello\n").expectFindings(.invalidValue, messageContains: "must be a mapping, not a scalar")
    }

    @Test func pushOfAFlowIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              Home:
                links: { settings: { push: 1️⃣Settings } }
            flows:
              Main: { stack: { root: Home } }
              Settings: { stack: { root: Home } }
            """).expectFindings(.invalidValue, messageContains: "cannot be pushed")
    }

    @Test("an empty default or argument is a String literal, for String and String? alike")
    func emptyStringLiteralIsAccepted() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            urls: { schemes: [app] }
            screens:
              Home:
                params:
                  title: { type: String?, default: "" }
                  subtitle: { type: String, default: "" }
                  note: String
                url: /home?title={title}&subtitle={subtitle}&note={note}
            flows:
              Main: { stack: { root: Home, args: { note: "" } } }
            """).expectClean()
    }

    @Test("a default that is not of its type is reported once, not again as a required parameter left unbound")
    func rejectedDefaultDoesNotCascade() {
        let graph = MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            urls: { schemes: [app] }
            screens:
              Home:
                params:
                  page: { type: Int, default: 1️⃣abc }
                url: /home
            flows:
              Main: { stack: { root: Home } }
            """)
        graph.expectFindings(.invalidValue, messageContains: "a whole number")
        #expect(graph.diagnostics.count == 1, "\(graph.diagnostics)")
    }

    @Test("a closure type is rejected as not Hashable and Sendable, at the type")
    func closureTypeIsRejectedForWhatItIs() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                params:
                  onSelect: 1️⃣((Tag) -> Void)?
            """).expectFindings(.invalidValue, messageContains: "a parameter's type must be Hashable and Sendable, which a closure is not")
    }

    @Test("other text that is no type keeps the message about type names")
    func nonTypeTextIsRejectedAsNoTypeName() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Home
            screens:
              Home:
                params:
                  count: 1️⃣Int??
            """).expectFindings(.invalidValue, messageContains: "is not a Swift type name")
    }
}
