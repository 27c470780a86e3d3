/// `==` and `hash(into:)` for `Screen`, written out for large graphs.
///
/// Swift synthesises both as one function with a case per screen. Past a few
/// hundred screens that single function is what the optimiser spends minutes on,
/// so a graph with more screens than `ChunkedSwitch.chunkSize` gets them written
/// out instead; smaller graphs keep the synthesised conformance.
///
/// `hash(into:)` is a `ChunkedSwitch`. Equality cannot be one: reading the right
/// side's parameters takes an `if case` per screen, and the optimiser's cost for
/// each `if case` on `Screen` grows with the number of screens (SimplifyCFG's
/// `getUniqueCaseForDefault` walks every case of the enum), so `==` was quadratic
/// in the graph (38 s of `-O` for the `==` of a bare 4,000-case enum). Instead
/// each part of at most `chunkSize` screens gets a private mirror enum: `==`
/// converts both sides to the left side's part, and the `if case` per screen is
/// on that small enum. Its `equal` is written out too, with the `same` helper: a
/// synthesised `Equatable` type-checks every parameter's `==` against all its
/// overloads and doubled SILGen's time. The conversions and `equal` are
/// `@inline(never)`: each is called from `==` only, and the optimiser inlines
/// such functions, which would make `==` one function with every case again.
struct ScreenHashableTranslator {
    let plan: EmissionPlan

    /// Renders the section one part at a time: `==`, `same`, the mirror enums and the
    /// parts of `hash(into:)`.
    func render(into renderer: inout SwiftRenderer) {
        let screens = plan.graph.screens
        guard screens.count > ChunkedSwitch.chunkSize else { return }
        let ns = plan.namespace
        let partNames = stride(from: 0, to: screens.count, by: ChunkedSwitch.chunkSize).map { "EqualityPart\($0 / ChunkedSwitch.chunkSize + 1)" }
        let equality = SwiftFunction(
            doc: ["Whether two screens are the same case with equal parameters, compared as the left one's part."],
            access: plan.access, modifiers: ["static"], name: "==",
            parameters: [SwiftParameter("lhs", "\(ns).Screen"), SwiftParameter("rhs", "\(ns).Screen")], returnType: "Bool",
            body: partNames.map { name in
                .block("if let left = \(name)(lhs)", [
                    .line("guard let right = \(name)(rhs) else { return false }"),
                    .line("return \(name).equal(left, right)"),
                ])
            } + [.line("return false")]
        )
        let same = SwiftFunction(
            doc: [
                "`==` for one parameter. A call of one generic function type-checks far faster",
                "than `==`, which has hundreds of overloads to choose from.",
            ],
            access: .private, modifiers: ["static"], name: "same<Value: Equatable>",
            parameters: [SwiftParameter(label: "_", "lhs", "Value"), SwiftParameter(label: "_", "rhs", "Value")], returnType: "Bool",
            body: [.line("lhs == rhs")]
        )
        let hash = ChunkedSwitch(
            function: SwiftFunction(doc: ["Hashes the screen's case and parameters."], access: plan.access, name: "hash",
                                    parameters: [SwiftParameter(label: "into", "hasher", "inout Hasher")]),
            subject: "self", caseCount: screens.count, makeCase: { index in
                let name = plan.names.screens[index].caseName
                let values = screens[index].params.indices.map { "p\($0)" }
                return (Self.pattern(name, values), [.line("hasher.combine(\(index))")] + values.map { .line("hasher.combine(\($0))") })
            },
            fallback: [.line("break")], coversAll: true, forward: { "\($0)(into: &hasher)" }
        )
        renderer.open(SwiftType(kind: .extension, name: "\(ns).Screen", members: [.function(equality), .function(same)]))
        for (index, name) in partNames.enumerated() {
            let start = index * ChunkedSwitch.chunkSize
            renderer.add(mirror(named: name, of: screens[start..<min(start + ChunkedSwitch.chunkSize, screens.count)], first: start + 1))
        }
        for part in hash.parts { renderer.add(part) }
        renderer.close()
    }

    /// `private enum EqualityPartN`: the screens of one part (a slice of
    /// `graph.screens`, indexed as it is), with their parameters, an initialiser that
    /// is `nil` for a screen of another part, and `equal`.
    private func mirror(named name: String, of screens: ArraySlice<Screen>, first: Int) -> SwiftDeclaration {
        let cases = screens.indices.map { index in
            SwiftDeclaration.enumCase(
                name: plan.names.screens[index].caseName,
                parameters: screens[index].params.map { SwiftParameter("_", $0.type.description) }, doc: []
            )
        }
        let conversions = screens.indices.map { index -> (pattern: String, body: [SwiftStatement]) in
            let name = plan.names.screens[index].caseName
            let values = screens[index].params.indices.map { "p\($0)" }
            let payload = values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")"
            return (Self.pattern(name, values), [.line("self = .\(name)\(payload)")])
        }
        let initializer = SwiftFunction(
            doc: ["The screen as this part, or `nil` when it belongs to another one."], attributes: ["@inline(never)"], name: "init?",
            parameters: [SwiftParameter(label: "_", "screen", "\(plan.namespace).Screen")],
            body: [.switchOver("screen", cases: conversions, fallback: [.line("return nil")])]
        )
        let comparisons = screens.indices.map { index -> (pattern: String, body: [SwiftStatement]) in
            let name = plan.names.screens[index].caseName
            let left = screens[index].params.indices.map { "l\($0)" }, right = screens[index].params.indices.map { "r\($0)" }
            let comparison = left.isEmpty ? "true" : zip(left, right).map { "same(\($0), \($1))" }.joined(separator: " && ")
            return (Self.pattern(name, left), [.block("if case \(Self.pattern(name, right)) = rhs", [.line("return \(comparison)")]), .line("return false")])
        }
        let equal = SwiftFunction(
            doc: ["Whether both are the same screen with equal parameters."], attributes: ["@inline(never)"], modifiers: ["static"], name: "equal",
            parameters: [SwiftParameter(label: "_", "lhs", "Self"), SwiftParameter(label: "_", "rhs", "Self")], returnType: "Bool",
            body: [.switchOver("lhs", cases: comparisons, fallback: nil)]
        )
        return .type(SwiftType(
            doc: ["Screens \(first) to \(first + screens.count - 1), for `==`."],
            access: .private, kind: .enum, name: name, members: cases + [.function(initializer), .function(equal)]
        ))
    }

    /// `.name` or `.name(let p0, let p1)`.
    private static func pattern(_ name: String, _ values: [String]) -> String {
        ".\(name)" + (values.isEmpty ? "" : "(" + values.map { "let \($0)" }.joined(separator: ", ") + ")")
    }
}
