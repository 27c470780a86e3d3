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

    /// How the cases come: made as `Case`s, or written straight to the writer.
    enum Cases {
        case made((Int) -> Case)
        /// Writes the case at an index: its `case …:` line, then its body one level deeper.
        case written((Int, inout SwiftWriter) -> Void)
    }

    /// The function's signature (its `body` is ignored).
    var function: SwiftFunction
    var subject: String
    var caseCount: Int
    /// The case at each index below `caseCount`, made or written when its part is.
    var cases: Cases
    /// What the cases that no chunk lists do.
    var fallback: [SwiftStatement]
    /// Whether the cases list every case of the enum.
    var coversAll: Bool
    /// The call that forwards to another function of the chain, given its name.
    var forward: (String) -> String
    /// What each function does after its `switch`, for cases that `break`.
    var trailing: [SwiftStatement] = []

    init(function: SwiftFunction, subject: String, cases: [Case], fallback: [SwiftStatement], coversAll: Bool, forward: @escaping (String) -> String) {
        self.init(function: function, subject: subject, caseCount: cases.count, makeCase: { cases[$0] },
                  fallback: fallback, coversAll: coversAll, forward: forward)
    }

    /// A switch whose cases are made a part at a time, so that they never exist all at once.
    init(function: SwiftFunction, subject: String, caseCount: Int, makeCase: @escaping (Int) -> Case,
         fallback: [SwiftStatement], coversAll: Bool, forward: @escaping (String) -> String) {
        self.init(function: function, subject: subject, caseCount: caseCount, cases: .made(makeCase),
                  fallback: fallback, coversAll: coversAll, forward: forward)
    }

    /// A switch whose cases `writeCase` writes straight to the writer when their part
    /// is rendered (`render(into:)`), so that they are never made at all.
    init(function: SwiftFunction, subject: String, caseCount: Int, writeCase: @escaping (Int, inout SwiftWriter) -> Void,
         fallback: [SwiftStatement], coversAll: Bool, forward: @escaping (String) -> String) {
        self.init(function: function, subject: subject, caseCount: caseCount, cases: .written(writeCase),
                  fallback: fallback, coversAll: coversAll, forward: forward)
    }

    private init(function: SwiftFunction, subject: String, caseCount: Int, cases: Cases,
                 fallback: [SwiftStatement], coversAll: Bool, forward: @escaping (String) -> String) {
        self.function = function
        self.subject = subject
        self.caseCount = caseCount
        self.cases = cases
        self.fallback = fallback
        self.coversAll = coversAll
        self.forward = forward
    }

    /// The functions of the chain, the first one first (of made cases).
    func declarations() -> [SwiftDeclaration] {
        Array(parts)
    }

    /// The functions of the chain, each made (its cases too) when it is reached; for
    /// made cases only (written ones are rendered with `render(into:)`).
    var parts: LazyMapSequence<Range<Int>, SwiftDeclaration> {
        (0..<partCount).lazy.map(part)
    }

    /// Renders the functions of the chain, one after the other, into the open type;
    /// with `property`, the first part as that computed property instead of as `function`.
    func render(into renderer: inout SwiftRenderer, firstPartAs property: SwiftVariable? = nil) {
        guard case .written(let writeCase) = cases else {
            for part in parts { renderer.add(part) }
            return
        }
        for index in 0..<partCount {
            let indices = self.indices(ofPart: index)
            let fallbackBody = self.fallbackBody(ofPart: index)
            var signature = self.signature(ofPart: index, count: indices.count)
            let asProperty = index == 0 ? property : nil
            if indices.isEmpty, let fallbackBody {
                if var asProperty {
                    asProperty.getter = fallbackBody
                    renderer.add(.variable(asProperty))
                } else {
                    signature.body = fallbackBody
                    renderer.add(.function(signature))
                }
                continue
            }
            let writeBody = { (writer: inout SwiftWriter) in
                writer.beginLine()
                writer.write("switch ")
                writer.write(subject)
                writer.write(" {")
                writer.endLine()
                for caseIndex in indices { writeCase(caseIndex, &writer) }
                if let fallbackBody {
                    writer.line("default:")
                    writer.indented { writer in SwiftRenderer.render(fallbackBody, into: &writer) }
                }
                writer.line("}")
                SwiftRenderer.render(trailing, into: &writer)
            }
            if let asProperty {
                renderer.add(asProperty, getter: writeBody)
            } else {
                renderer.add(signature, body: writeBody)
            }
        }
    }

    private var partCount: Int { max((caseCount + Self.chunkSize - 1) / Self.chunkSize, 1) }

    /// The function that lists chunk number `index`.
    private func part(_ index: Int) -> SwiftDeclaration {
        guard case .made(let makeCase) = cases else { preconditionFailure("written cases are rendered with render(into:)") }
        let chunk = indices(ofPart: index).map(makeCase)
        var part = signature(ofPart: index, count: chunk.count)
        let fallbackBody = self.fallbackBody(ofPart: index)
        part.body = chunk.isEmpty && fallbackBody != nil ? fallbackBody : [.switchOver(subject, cases: chunk, fallback: fallbackBody)] + trailing
        return .function(part)
    }

    /// The indices of the cases chunk number `index` lists.
    private func indices(ofPart index: Int) -> Range<Int> {
        let first = index * Self.chunkSize
        return first..<min(first + Self.chunkSize, caseCount)
    }

    /// `function` for the first part; the private `…PartN` of the chain for a later one.
    private func signature(ofPart index: Int, count: Int) -> SwiftFunction {
        var part = function
        guard index > 0 else { return part }
        let first = index * Self.chunkSize
        part.name = "\(baseName)Part\(index + 1)\(function.name.dropFirst(baseName.count))"
        part.doc = ["Cases \(first + 1) to \(first + count) of `\(baseName)`."]
        part.access = .private
        part.attributes = part.attributes.filter { $0 != "@discardableResult" } + ["@inline(never)"]
        return part
    }

    /// The `default:` of chunk number `index`: the call of the next part, or
    /// `fallback` for the last (none when one part lists every case).
    private func fallbackBody(ofPart index: Int) -> [SwiftStatement]? {
        guard index == partCount - 1 else { return [.line(forward("\(baseName)Part\(index + 2)"))] }
        return coversAll && partCount == 1 ? nil : fallback
    }

    /// The function's name without its generic parameters.
    private var baseName: String {
        function.name.split(separator: "<").first.map(String.init) ?? function.name
    }
}
