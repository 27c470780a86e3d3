import NavGenCore
import Testing

/// Every rule's own examples (`RuleDescription`), run through the whole pipeline (and,
/// for a rule of `navgen check-app`, checked against the example's app), so that they
/// keep saying what the rule does.
@Suite("Rule examples")
struct RuleExampleTests {
    static let rules = RuleCatalog.descriptions.map(Rule.init)

    /// A description as a test argument, named by its id.
    struct Rule: CustomTestStringConvertible, Sendable {
        var description: RuleDescription
        var testDescription: String { description.id.rawValue }
    }

    /// The diagnostics of an example graph, with those of checking it against `app`.
    static func diagnostics(of graph: MarkedGraph, app: AppDeclarations?) -> [Diagnostic] {
        let analysis = Pipeline.analyze(file: graph.file, bytes: Array(graph.text.utf8), parts: graph.partReader, features: graph.features)
        var found = analysis.diagnostics
        if let app {
            let checked = AppValidator().validate(analysis, against: app)
            #expect(checked != nil, "the example graph has errors, so no app check ran")
            found.emit(contentsOf: checked ?? DiagnosticCollector())
        }
        return found.sorted
    }

    @Test(arguments: rules)
    func failingExampleGetsOnlyThisRule(rule: Rule) {
        let failing = MarkedGraph(rule.description.failingExample, parts: rule.description.failingParts.map { MarkedGraph($1, file: $0) },
                                  features: rule.description.features)
        let found = Self.diagnostics(of: failing, app: rule.description.app?.failing)
        #expect(!found.isEmpty, "no diagnostic for the failing example of [\(rule.description.id.rawValue)]")
        #expect(found.allSatisfy { $0.rule == rule.description.id && $0.severity == rule.description.severity },
                "the failing example of [\(rule.description.id.rawValue)] gets:\n\(found.map(\.description).joined(separator: "\n"))")
    }

    @Test(arguments: rules)
    func passingExampleIsClean(rule: Rule) {
        let passing = MarkedGraph(rule.description.passingExample, parts: rule.description.passingParts.map { MarkedGraph($1, file: $0) },
                                  features: rule.description.features)
        let found = Self.diagnostics(of: passing, app: rule.description.app?.passing)
        #expect(found.isEmpty, "the passing example of [\(rule.description.id.rawValue)] gets:\n\(found.map(\.description).joined(separator: "\n"))")
    }
}
