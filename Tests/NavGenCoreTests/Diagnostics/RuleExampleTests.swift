import NavGenCore
import Testing

/// Every rule's own examples (`RuleDescription`), run through the whole pipeline, so
/// that they keep saying what the rule does.
@Suite("Rule examples")
struct RuleExampleTests {
    static let rules = RuleCatalog.descriptions.map(Rule.init)

    /// A description as a test argument, named by its id.
    struct Rule: CustomTestStringConvertible, Sendable {
        var description: RuleDescription
        var testDescription: String { description.id.rawValue }
    }

    @Test(arguments: rules)
    func failingExampleGetsOnlyThisRule(rule: Rule) {
        let found = MarkedGraph(rule.description.failingExample, parts: rule.description.failingParts.map { MarkedGraph($1, file: $0) }).diagnostics
        #expect(!found.isEmpty, "no diagnostic for the failing example of [\(rule.description.id.rawValue)]")
        #expect(found.allSatisfy { $0.rule == rule.description.id && $0.severity == rule.description.severity },
                "the failing example of [\(rule.description.id.rawValue)] gets:\n\(found.map(\.description).joined(separator: "\n"))")
    }

    @Test(arguments: rules)
    func passingExampleIsClean(rule: Rule) {
        MarkedGraph(rule.description.passingExample, parts: rule.description.passingParts.map { MarkedGraph($1, file: $0) }).expectClean()
    }
}
