/// A `switch` over `Screen` split into functions of at most `chunkSize` cases.
///
/// Swift stops proving a `switch` over an enum with payloads exhaustive at about
/// 600 cases, and its cost grows with the square of the case count (see
/// `shared/notes/generated-swift-cost.md`). Small graphs get one exhaustive
/// `switch`; larger ones a chain of functions, each handing the cases it does not
/// list to the next with `default:`, so no function crosses the cliff and none has
/// a `default` the compiler could call unreachable. The parts after the first are
/// `@inline(never)`: each is called from one place only, and the optimiser inlines
/// such functions, which would join the chain back into one function.
struct ChunkedSwitch {
    static let chunkSize = 200

    /// The function's signature (its `body` is ignored).
    var function: SwiftFunction
    var subject: String
    var cases: [(pattern: String, body: [SwiftStatement])]
    /// What the cases that no chunk lists do.
    var fallback: [SwiftStatement]
    /// Whether `cases` list every case of the enum.
    var coversAll: Bool
    /// The call that forwards to another function of the chain, given its name.
    var forward: (String) -> String

    func declarations() -> [SwiftDeclaration] {
        let chunks = stride(from: 0, to: max(cases.count, 1), by: Self.chunkSize).map {
            Array(cases[$0..<min($0 + Self.chunkSize, cases.count)])
        }
        let baseName = function.name.split(separator: "<").first.map(String.init) ?? function.name
        let generics = function.name.dropFirst(baseName.count)
        var declarations: [SwiftDeclaration] = []
        for (index, chunk) in chunks.enumerated() {
            var part = function
            if index > 0 {
                part.name = "\(baseName)Part\(index + 1)\(generics)"
                part.doc = ["Cases \(index * Self.chunkSize + 1) to \(index * Self.chunkSize + chunk.count) of `\(baseName)`."]
                part.access = .private
                part.attributes = part.attributes.filter { $0 != "@discardableResult" } + ["@inline(never)"]
            }
            let isLast = index == chunks.count - 1
            let fallbackBody: [SwiftStatement]? = isLast
                ? (coversAll && chunks.count == 1 ? nil : fallback)
                : [.line(forward("\(baseName)Part\(index + 2)"))]
            part.body = chunk.isEmpty && fallbackBody != nil ? fallbackBody : [.switchOver(subject, cases: chunk, fallback: fallbackBody)]
            declarations.append(.function(part))
        }
        return declarations
    }
}
