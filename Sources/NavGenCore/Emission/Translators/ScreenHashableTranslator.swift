/// `==` and `hash(into:)` for `Screen`, written out for large graphs.
///
/// Swift synthesises both as one function with a case per screen. Past a few
/// hundred screens that single function is what the optimiser spends minutes on
/// (at 10,000 screens an `-O` build did not finish), so a graph with more screens
/// than `ChunkedSwitch.chunkSize` gets them split into small functions instead.
/// Smaller graphs keep the synthesised conformance.
struct ScreenHashableTranslator {
    let plan: EmissionPlan

    func declarations() -> [SwiftDeclaration] {
        let screens = plan.graph.screens
        guard screens.count > ChunkedSwitch.chunkSize else { return [] }
        let ns = plan.namespace
        let equalCases = screens.map { screen -> (pattern: String, body: [SwiftStatement]) in
            let name = SwiftNames.screenCase(screen.name.value)
            guard !screen.params.isEmpty else {
                return (".\(name)", [.block("if case .\(name) = rhs", [.line("return true")]), .line("return false")])
            }
            let left = screen.params.indices.map { "l\($0)" }, right = screen.params.indices.map { "r\($0)" }
            // A call of one generic function type-checks far faster than `==`, which has
            // hundreds of overloads to choose from.
            let comparison = zip(left, right).map { "same(\($0), \($1))" }.joined(separator: " && ")
            return (".\(name)(\(left.map { "let \($0)" }.joined(separator: ", ")))", [
                .block("if case .\(name)(\(right.map { "let \($0)" }.joined(separator: ", "))) = rhs", [.line("return \(comparison)")]),
                .line("return false"),
            ])
        }
        let equal = ChunkedSwitch(
            function: SwiftFunction(doc: ["Equality, in parts of at most \(ChunkedSwitch.chunkSize) screens."], access: .private, modifiers: ["static"],
                                    name: "equal", parameters: [SwiftParameter(label: "_", "lhs", "\(ns).Screen"), SwiftParameter(label: "_", "rhs", "\(ns).Screen")],
                                    returnType: "Bool"),
            subject: "lhs", cases: equalCases, fallback: [.line("return false")], coversAll: true,
            forward: { "return \($0)(lhs, rhs)" }
        )
        let hashCases = screens.enumerated().map { index, screen -> (pattern: String, body: [SwiftStatement]) in
            let name = SwiftNames.screenCase(screen.name.value)
            let values = screen.params.indices.map { "p\($0)" }
            let pattern = ".\(name)" + (values.isEmpty ? "" : "(" + values.map { "let \($0)" }.joined(separator: ", ") + ")")
            return (pattern, [.line("hasher.combine(\(index))")] + values.map { .line("hasher.combine(\($0))") })
        }
        let hash = ChunkedSwitch(
            function: SwiftFunction(doc: ["Hashes the screen's case and parameters."], access: plan.access, name: "hash",
                                    parameters: [SwiftParameter(label: "into", "hasher", "inout Hasher")]),
            subject: "self", cases: hashCases, fallback: [.line("break")], coversAll: true,
            forward: { "\($0)(into: &hasher)" }
        )
        let equality = SwiftFunction(
            doc: ["Whether two screens are the same case with equal parameters."],
            access: plan.access, modifiers: ["static"], name: "==",
            parameters: [SwiftParameter("lhs", "\(ns).Screen"), SwiftParameter("rhs", "\(ns).Screen")], returnType: "Bool",
            body: [.line("equal(lhs, rhs)")]
        )
        let same = SwiftFunction(
            doc: ["`==` for one parameter."], access: .private, modifiers: ["static"], name: "same<Value: Equatable>",
            parameters: [SwiftParameter(label: "_", "lhs", "Value"), SwiftParameter(label: "_", "rhs", "Value")], returnType: "Bool",
            body: [.line("lhs == rhs")]
        )
        let members: [SwiftDeclaration] = [.function(equality), .function(same)] + equal.declarations() + hash.declarations()
        return [.type(SwiftType(kind: .extension, name: "\(ns).Screen", members: members))]
    }
}
