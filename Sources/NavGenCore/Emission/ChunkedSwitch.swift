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

    typealias Case = (pattern: String, body: [SwiftStatement])

    /// The function's signature (its `body` is ignored).
    var function: SwiftFunction
    var subject: String
    var caseCount: Int
    /// The case at an index below `caseCount`, made when its part is.
    var makeCase: (Int) -> Case
    /// What the cases that no chunk lists do.
    var fallback: [SwiftStatement]
    /// Whether the cases list every case of the enum.
    var coversAll: Bool
    /// The call that forwards to another function of the chain, given its name.
    var forward: (String) -> String

    init(function: SwiftFunction, subject: String, cases: [Case], fallback: [SwiftStatement], coversAll: Bool, forward: @escaping (String) -> String) {
        self.init(function: function, subject: subject, caseCount: cases.count, makeCase: { cases[$0] },
                  fallback: fallback, coversAll: coversAll, forward: forward)
    }

    /// A switch whose cases are made a part at a time, so that they never exist all at once.
    init(function: SwiftFunction, subject: String, caseCount: Int, makeCase: @escaping (Int) -> Case,
         fallback: [SwiftStatement], coversAll: Bool, forward: @escaping (String) -> String) {
        self.function = function
        self.subject = subject
        self.caseCount = caseCount
        self.makeCase = makeCase
        self.fallback = fallback
        self.coversAll = coversAll
        self.forward = forward
    }

    /// The functions of the chain, the first one first.
    func declarations() -> [SwiftDeclaration] {
        Array(parts)
    }

    /// The functions of the chain, each made (its cases too) when it is reached.
    var parts: LazyMapSequence<Range<Int>, SwiftDeclaration> {
        (0..<partCount).lazy.map(part)
    }

    private var partCount: Int { max((caseCount + Self.chunkSize - 1) / Self.chunkSize, 1) }

    /// The function that lists chunk number `index`.
    private func part(_ index: Int) -> SwiftDeclaration {
        let first = index * Self.chunkSize
        let chunk = (first..<min(first + Self.chunkSize, caseCount)).map(makeCase)
        let baseName = function.name.split(separator: "<").first.map(String.init) ?? function.name
        let generics = function.name.dropFirst(baseName.count)
        var part = function
        if index > 0 {
            part.name = "\(baseName)Part\(index + 1)\(generics)"
            part.doc = ["Cases \(first + 1) to \(first + chunk.count) of `\(baseName)`."]
            part.access = .private
            part.attributes = part.attributes.filter { $0 != "@discardableResult" } + ["@inline(never)"]
        }
        let isLast = index == partCount - 1
        let fallbackBody: [SwiftStatement]? = isLast
            ? (coversAll && partCount == 1 ? nil : fallback)
            : [.line(forward("\(baseName)Part\(index + 2)"))]
        part.body = chunk.isEmpty && fallbackBody != nil ? fallbackBody : [.switchOver(subject, cases: chunk, fallback: fallbackBody)]
        return .function(part)
    }
}
