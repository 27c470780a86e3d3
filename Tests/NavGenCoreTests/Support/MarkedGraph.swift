import NavGenCore
import Testing

/// A graph written with keycap markers (`1️⃣`, `2️⃣`, … `9️⃣`) at the places where
/// findings must be, in the style of swift-format's rule tests.
///
/// The markers are removed before the text is linted; each one records the 1-based
/// line and the 1-based column, in Unicode scalars, of the character that follows it.
///
/// A graph may include parts (1.1 G), each a `MarkedGraph` of its own `file` (a path
/// relative to the graph's folder); their markers are the graph's too, so a marker
/// is used once across all of them.
struct MarkedGraph {
    static let file = "graph.nav.yaml"

    /// The file the text is analysed as.
    let file: String
    /// The graph without its markers.
    let text: String
    private let markers: [String: NavGenCore.SourceLocation]
    /// The parts the graph includes, read from memory; the feature graphs it imports too.
    let parts: [MarkedGraph]
    /// The feature graphs an app graph imports (issue 40), by feature name: files of `parts`.
    let features: [String: FeatureSource]

    init(_ marked: String, file: String = Self.file, parts: [MarkedGraph] = [], features: [String: String] = [:]) {
        var scalars = String.UnicodeScalarView()
        var markers: [String: NavGenCore.SourceLocation] = [:]
        let input = Array(marked.unicodeScalars)
        var line = 1, column = 1, i = 0
        while i < input.count {
            let scalar = input[i]
            if ("1"..."9").contains(scalar), i + 2 < input.count, input[i + 1] == "\u{FE0F}", input[i + 2] == "\u{20E3}" {
                let name = String(String.UnicodeScalarView(input[i...(i + 2)]))
                precondition(markers[name] == nil, "marker \(name) used twice")
                markers[name] = NavGenCore.SourceLocation(file: file, line: line, column: column)
                i += 3
                continue
            }
            scalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            i += 1
        }
        for part in parts {
            markers.merge(part.markers) { _, _ in preconditionFailure("a marker used in two files") }
        }
        self.file = file
        self.text = String(scalars)
        self.markers = markers
        self.parts = parts
        self.features = features.mapValues { FeatureSource(path: $0) }
    }

    /// Reads the parts' texts by their paths.
    var partReader: PartReader {
        .inMemory(Dictionary(uniqueKeysWithValues: parts.map { ($0.file, $0.text) }))
    }

    /// The place a marker stands for.
    subscript(marker: String) -> NavGenCore.SourceLocation {
        guard let location = markers[marker] else {
            Issue.record("no marker \(marker) in the graph")
            return NavGenCore.SourceLocation(file: Self.file, line: 0, column: 0)
        }
        return location
    }

    /// Every diagnostic of the graph, in file order.
    var diagnostics: [Diagnostic] {
        Pipeline.analyze(file: file, bytes: Array(text.utf8), parts: partReader, features: features).diagnostics.sorted
    }

    /// The diagnostics of one rule, in file order.
    func diagnostics(of rule: RuleID) -> [Diagnostic] {
        diagnostics.filter { $0.rule == rule }
    }

    /// Expects exactly one finding of `rule` per marker in `markers`, in that order,
    /// with the rule's default severity; `notes[i]` lists the markers of the i-th
    /// finding's notes. Returns the findings for further checks.
    @discardableResult
    func expectFindings(
        _ rule: RuleID,
        at markers: [String] = ["1️⃣"],
        notes: [[String]]? = nil,
        messageContains: String? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [Diagnostic] {
        let found = diagnostics(of: rule)
        let expected = markers.map { self[$0] }
        #expect(found.map(\.location) == expected, "locations of [\(rule.rawValue)]; all: \(describe(diagnostics))", sourceLocation: sourceLocation)
        for diagnostic in found {
            #expect(diagnostic.severity == rule.defaultSeverity, "severity of \(diagnostic)", sourceLocation: sourceLocation)
            if let messageContains {
                #expect(diagnostic.message.contains(messageContains), "message of \(diagnostic)", sourceLocation: sourceLocation)
            }
        }
        if let notes {
            #expect(found.map { $0.notes.map(\.location) } == notes.map { $0.map { self[$0] } }, "notes of \(describe(found))", sourceLocation: sourceLocation)
        }
        return found
    }

    /// Expects that the graph has no diagnostic of `rule`.
    func expectNoFinding(_ rule: RuleID, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let found = diagnostics(of: rule)
        #expect(found.isEmpty, "unexpected: \(describe(found))", sourceLocation: sourceLocation)
    }

    /// Expects that the graph has no diagnostic at all.
    func expectClean(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let found = diagnostics
        #expect(found.isEmpty, "unexpected: \(describe(found))", sourceLocation: sourceLocation)
    }

    private func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.isEmpty ? "none" : "\n" + diagnostics.map(\.description).joined(separator: "\n")
    }
}

/// Lints raw bytes, for input a Swift string cannot hold (invalid UTF-8, NUL).
func diagnostics(ofBytes bytes: [UInt8], limits: YAMLLimits = .standard) -> [Diagnostic] {
    Pipeline.analyze(file: MarkedGraph.file, bytes: bytes, limits: limits).diagnostics.sorted
}
