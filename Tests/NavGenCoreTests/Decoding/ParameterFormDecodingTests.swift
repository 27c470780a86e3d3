import NavGenCore
import Testing

/// Reading enum parameters (1.1 F.7), list types (F.8) and a pattern's fixed `args`
/// (F.6), with the line and column of each problem.
@Suite("Decoding enum and list parameters and fixed args")
struct ParameterFormDecodingTests {
    /// A screen `AddItem` holding `params` (indented by 6) and `url`, pushed by the root `Start`.
    private func graph(params: String, url: String = "/add/{kind}") -> MarkedGraph {
        MarkedGraph("""
            navgen: 1
            name: Vault
            root: Main
            urls: { schemes: [vault] }
            flows:
              Main: { stack: { root: Start } }
            screens:
              Start: { links: { show: { push: AddItem } } }
              AddItem:
                params:
            \(params)
                url: \(url)
            """)
    }

    @Test func anEnumParameterIsTypedByItsGeneratedEnum() throws {
        let marked = graph(params: "      kind: { enum: [totp, hotp, two-factor], default: hotp }")
        marked.expectClean()
        let analysis = Pipeline.analyze(file: MarkedGraph.file, bytes: Array(marked.text.utf8))
        let param = try #require(analysis.analyzed?.graph.screens.last?.params.first)
        #expect(param.type.name == "Vault.AddItemKind")
        #expect(param.type.choices == ["totp", "hotp", "two-factor"])
        #expect(param.defaultValue?.value == .string("hotp"))
    }

    @Test func enumCaseNamesAreLowerCamelWithoutDashesAndUnderscores() {
        #expect(NamingRules.enumCase("two-factor") == "twoFactor")
        #expect(NamingRules.enumCase("sign_in_now") == "signInNow")
        #expect(NamingRules.enumCase("TOTP") == "totp")
        #expect(NamingRules.enumCase("Hotp") == "hotp")
        #expect(NamingRules.enumCase("v-2") == "v2")
    }

    @Test func anEnumTextMustStartWithALetterAndHoldOnlyLettersDigitsDashAndUnderscore() {
        graph(params: "      kind: { enum: [totp, 1️⃣2fa, 2️⃣\"a b\"] }")
            .expectFindings(.invalidValue, at: ["1️⃣", "2️⃣"], messageContains: "is not an enum text")
    }

    @Test func twoTextsWithOneCaseNameAreReportedWithANoteAtTheFirst() {
        graph(params: "      kind: { enum: [2️⃣two-factor, 1️⃣two_factor] }")
            .expectFindings(.invalidValue, notes: [["2️⃣"]], messageContains: "the case 'twoFactor'")
    }

    @Test func aTextWhoseCaseEveryEnumHasIsRejected() {
        graph(params: "      kind: { enum: [totp, 1️⃣raw-value] }")
            .expectFindings(.invalidValue, messageContains: "'rawValue'")
    }

    @Test func anEnumIsAListOfTextsAndHasNoType() {
        graph(params: "      kind: { enum: 1️⃣totp }").expectFindings(.invalidValue, messageContains: "write a list")
        graph(params: "      kind: { type: 1️⃣String, enum: [totp] }").expectFindings(.invalidValue, messageContains: "both 'type' and 'enum'")
        graph(params: "      kind: { enum: 1️⃣[] }").expectFindings(.invalidValue, messageContains: "lists no text")
    }

    @Test func anEnumDefaultAndArgsMustBeOneOfItsTexts() {
        graph(params: "      kind: { enum: [totp, hotp], default: 1️⃣sms }")
            .expectFindings(.invalidValue, messageContains: "write one of 'totp', 'hotp'")
        graph(params: "      kind: { enum: [totp, hotp], default: 1️⃣TOTP }")
            .expectFindings(.invalidValue, messageContains: "'TOTP'")
    }

    @Test func aListTypeHasNoScalarLiteral() {
        graph(params: "      kind: String\n      tags: { type: \"[String]\", default: 1️⃣x }", url: "/add/{kind}?tag={tags}")
            .expectFindings(.invalidValue, messageContains: "a list takes its values")
    }

    @Test func schemesMayBeGivenToAListOfURLs() {
        graph(params: "      kind: String\n      sources: { type: \"[URL]\", schemes: [https, vault] }", url: "/add/{kind}?source={sources}")
            .expectClean()
    }

    @Test func aPatternsArgsAreReadFromItsLongForm() throws {
        let marked = MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            urls: { schemes: [app] }
            flows:
              Main: { stack: { root: Start } }
            screens:
              Start: { links: { show: { push: Widget, args: { compact: false } } } }
              Widget:
                params: { compact: Bool }
                url: { pattern: /widget/small, args: { compact: true } }
            """)
        marked.expectClean()
        let analysis = Pipeline.analyze(file: MarkedGraph.file, bytes: Array(marked.text.utf8))
        let source = try #require(analysis.analyzed?.graph.screens.last?.urlPatterns.first)
        #expect(source.args.map(\.name.value) == ["compact"])
        #expect(analysis.deepLinks?.routes.first?.pattern.fixedValues == ["compact": .bool(true)])
    }
}
