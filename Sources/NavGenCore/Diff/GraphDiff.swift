/// What changed between two versions of a graph (`navgen diff OLD NEW`): the
/// URLs the old graph resolves that the new one refuses, sends elsewhere or reads
/// differently (`URLCompatibility`), and the changes to the generated API
/// (`APICompatibility`).
public struct GraphDiff: Sendable {
    /// Breaking changes first, then additions; each group by file and place.
    public let findings: [DiffFinding]

    public init(old: GraphVersion, new: GraphVersion) {
        let urls = URLCompatibility(old: PublishedLinks(old.table), new: PublishedLinks(new.table)).findings()
        let api = APICompatibility.findings(old: old.graph, new: new.graph)
        let oldFiles = Set([old.graph.file] + old.graph.screens.map(\.name.location.file) + old.graph.flows.map(\.name.location.file))
        findings = Self.ordered(urls + api, oldFiles: oldFiles)
    }

    /// Breaking findings first; then those in the old graph's files (its parts too)
    /// before the new graph's, each by place.
    static func ordered(_ findings: [DiffFinding], oldFiles: Set<String>) -> [DiffFinding] {
        findings.enumerated().sorted { lhs, rhs in
            let left = lhs.element, right = rhs.element
            if left.rule.isBreaking != right.rule.isBreaking { return left.rule.isBreaking }
            let leftOld = oldFiles.contains(left.location.file), rightOld = oldFiles.contains(right.location.file)
            if leftOld != rightOld { return leftOld }
            if left.location != right.location { return left.location < right.location }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Whether some change breaks a published URL or the generated API.
    public var isBreaking: Bool { findings.contains { $0.rule.isBreaking } }
}
