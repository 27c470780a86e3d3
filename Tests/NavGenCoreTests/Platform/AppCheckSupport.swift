import NavGenCore
import Testing

extension MarkedGraph {
    /// The diagnostics of checking the graph, which must have no error, against `app`.
    func appDiagnostics(against app: AppDeclarations, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Diagnostic] {
        let analysis = Pipeline.analyze(file: Self.file, bytes: Array(text.utf8))
        guard let checked = AppValidator().validate(analysis, against: app) else {
            Issue.record("the graph has errors: \(analysis.diagnostics.sorted.map(\.description))", sourceLocation: sourceLocation)
            return []
        }
        return checked.sorted
    }
}
