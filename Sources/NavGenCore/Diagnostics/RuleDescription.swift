/// What a rule is, declared beside the code that reports it, in the manner of
/// SwiftLint's `RuleDescription`: its id, its severity, a one-line summary, and a
/// graph it rejects with a near twin it accepts.
///
/// `RuleCatalog` gathers every description; SARIF's rule metadata and the rule
/// table of `Docs/Diagnostics.md` are made from them, and a test runs both examples
/// of every rule, so they cannot drift from what navgen does.
public struct RuleDescription: Sendable {
    /// The stable id diagnostics of the rule carry.
    public let id: RuleID
    /// The severity the spec gives the rule.
    public let severity: Severity
    /// One lower-case line: SARIF's `shortDescription` and the docs table's summary.
    public let summary: String
    /// A whole graph file that gets at least one diagnostic of this rule and no other.
    public let failingExample: String
    /// A whole graph file, close to `failingExample`, that gets no diagnostic at all.
    public let passingExample: String
    /// The parts the failing example includes, by path relative to it; empty for a
    /// rule that one file shows.
    public let failingParts: [String: String]
    /// The parts the passing example includes.
    public let passingParts: [String: String]
    /// The feature graphs both examples import (issue 40): each feature's name and the
    /// path, among the examples' parts, of its graph.
    public let features: [String: String]
    /// For a rule of `navgen check-app` (`AppRule`): the app each example graph is
    /// checked against, `nil` for a rule of the graph alone.
    public let app: AppExamples?

    /// The apps a `navgen check-app` rule's examples are checked against.
    public struct AppExamples: Sendable {
        /// Checked with `failingExample`.
        public let failing: AppDeclarations
        /// Checked with `passingExample`.
        public let passing: AppDeclarations

        public init(failing: AppDeclarations, passing: AppDeclarations) {
            self.failing = failing
            self.passing = passing
        }
    }

    public init(id: RuleID, severity: Severity, summary: String, failing failingExample: String, passing passingExample: String,
                failingParts: [String: String] = [:], passingParts: [String: String] = [:], features: [String: String] = [:], app: AppExamples? = nil) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.failingExample = failingExample
        self.passingExample = passingExample
        self.failingParts = failingParts
        self.passingParts = passingParts
        self.features = features
        self.app = app
    }
}
