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
/// converts both sides to the left side's part, and the `guard case` per screen is
/// on that small enum. Its `equal` is written out too, with one call of a `same`
/// helper per screen: a synthesised `Equatable` type-checks every parameter's `==`
/// against all its overloads and doubled SILGen's time, and a call per parameter
/// took half as long again to type-check. The call is qualified: looking `same`
/// up from inside the part took a quarter of `equal`'s time at 5,000 screens. `hash(into:)` likewise makes one `mix`
/// call per screen. The conversions and `equal` are
/// `@inline(never)`: each is called from `==` only, and the optimiser inlines
/// such functions, which would make `==` one function with every case again.
///
/// The extension is `nonisolated`, as `Screen` is: otherwise, in a target whose
/// default isolation is the main actor, `==` and `hash(into:)` would be too, and
/// `Screen`'s `Hashable` conformance with them.
struct ScreenHashableTranslator {
    let plan: EmissionPlan

    /// Renders the section one part at a time: `==`, the `same` and `mix` helpers (one
    /// overload per number of parameters the screens have), the mirror enums and the
    /// parts of `hash(into:)`.
    func render(into renderer: inout SwiftRenderer) {
        let screens = plan.graph.screens
        // An app that imports features compares a feature's screens by the feature's
        // `Screen`, so its own `==` and `hash(into:)` are synthesised.
        guard screens.count > ChunkedSwitch.chunkSize, !plan.graph.importsFeatures else { return }
        let ns = plan.namespace
        let partNames = stride(from: 0, to: screens.count, by: ChunkedSwitch.chunkSize).map { "EqualityPart\($0 / ChunkedSwitch.chunkSize + 1)" }
        let equality = SwiftFunction(
            doc: ["Whether two screens are the same case with equal parameters, compared as the left one's part."],
            access: plan.access, modifiers: ["static"], name: "==",
            parameters: [SwiftParameter("lhs", "\(ns).Screen"), SwiftParameter("rhs", "\(ns).Screen")], returnType: SDKNames.bool,
            body: partNames.map { name in
                .block("if let left = \(name)(lhs)", [
                    .line("guard let right = \(name)(rhs) else { return false }"),
                    .line("return \(name).equal(left, right)"),
                ])
            } + [.line("return false")]
        )
        let arities = Set(screens.indices.lazy.map { screens[$0].params.count }.filter { $0 > 0 }).sorted()
        let helpers = arities.map { Self.same(arity: $0, documented: $0 == arities.first) }
            + arities.map { Self.mix(arity: $0, documented: $0 == arities.first) }
        let hash = ChunkedSwitch(
            function: SwiftFunction(doc: ["Hashes the screen's case and parameters."], access: plan.access, name: "hash",
                                    parameters: [SwiftParameter(label: "into", "hasher", "inout \(SDKNames.hasher)")]),
            subject: "self", caseCount: screens.count, writeCase: { index, writer in
                let count = screens[index].params.count
                Self.writeCase(plan.names.screens[index].caseName, binding: "p", count: count, into: &writer)
                writer.indented { writer in
                    writer.beginLine()
                    writer.write(count == 0 ? "hasher.combine(" : "Self.mix(&hasher, ")
                    writer.write(index)
                    for position in 0..<count {
                        writer.write(", p")
                        writer.write(position)
                    }
                    writer.write(")")
                    writer.endLine()
                }
            },
            fallback: [.line("break")], coversAll: true, forward: { "\($0)(into: &hasher)" }
        )
        renderer.open(SwiftType(modifiers: ["nonisolated"], kind: .extension, name: "\(ns).Screen", members: [.function(equality)] + helpers.map { .function($0) }))
        for (index, name) in partNames.enumerated() {
            let start = index * ChunkedSwitch.chunkSize
            renderMirror(named: name, of: start..<min(start + ChunkedSwitch.chunkSize, screens.count), into: &renderer)
        }
        hash.render(into: &renderer)
        renderer.close()
    }

    /// `private enum EqualityPartN`: the screens of one part (positions in
    /// `graph.screens`), with their parameters, an initialiser that is `nil` for a
    /// screen of another part, and `equal`; written straight to the writer.
    private func renderMirror(named name: String, of screens: Range<Int>, into renderer: inout SwiftRenderer) {
        let graphScreens = plan.graph.screens, names = plan.names.screens
        renderer.open(SwiftType(
            doc: ["Screens \(screens.lowerBound + 1) to \(screens.upperBound), for `==`."],
            access: .private, kind: .enum, name: name
        ))
        for index in screens {
            renderer.add(compact: true) { writer in
                writer.beginLine()
                writer.write("case ")
                writer.write(names[index].caseName)
                let params = graphScreens[index].params
                for position in params.indices {
                    writer.write(position == 0 ? "(" : ", ")
                    writer.write(params[position].type)
                }
                if !params.isEmpty { writer.write(")") }
                writer.endLine()
            }
        }
        let initializer = SwiftFunction(
            doc: ["The screen as this part, or `nil` when it belongs to another one."], attributes: ["@inline(never)"], name: "init?",
            parameters: [SwiftParameter(label: "_", "screen", "\(plan.namespace).Screen")]
        )
        renderer.add(initializer) { writer in
            writer.line("switch screen {")
            for index in screens {
                let name = names[index].caseName, count = graphScreens[index].params.count
                Self.writeCase(name, binding: "p", count: count, into: &writer)
                writer.indented { writer in
                    writer.beginLine()
                    writer.write("self = .")
                    writer.write(name)
                    for position in 0..<count {
                        writer.write(position == 0 ? "(p" : ", p")
                        writer.write(position)
                    }
                    if count > 0 { writer.write(")") }
                    writer.endLine()
                }
            }
            writer.line("default:")
            writer.indented { writer in writer.line("return nil") }
            writer.line("}")
        }
        let equal = SwiftFunction(
            doc: ["Whether both are the same screen with equal parameters."], attributes: ["@inline(never)"], modifiers: ["static"], name: "equal",
            parameters: [SwiftParameter(label: "_", "lhs", "Self"), SwiftParameter(label: "_", "rhs", "Self")], returnType: SDKNames.bool
        )
        renderer.add(equal) { writer in
            writer.line("switch lhs {")
            for index in screens {
                let name = names[index].caseName, count = graphScreens[index].params.count
                Self.writeCase(name, binding: "l", count: count, into: &writer)
                writer.indented { writer in
                    writer.beginLine()
                    writer.write("guard case ")
                    Self.writePattern(name, binding: "r", count: count, into: &writer)
                    writer.write(" = rhs else { return false }")
                    writer.endLine()
                    writer.beginLine()
                    if count == 0 {
                        writer.write("return true")
                    } else {
                        writer.write("return ")
                        writer.write(plan.namespace)
                        writer.write(".Screen.same(")
                        for position in 0..<count {
                            writer.write(position == 0 ? "l" : ", l")
                            writer.write(position)
                            writer.write(", r")
                            writer.write(position)
                        }
                        writer.write(")")
                    }
                    writer.endLine()
                }
            }
            writer.line("}")
        }
        renderer.close()
    }

    /// `case .name(let p0, let p1):`, for values named `binding` and their position.
    private static func writeCase(_ name: String, binding: String, count: Int, into writer: inout SwiftWriter) {
        writer.beginLine()
        writer.write("case ")
        writePattern(name, binding: binding, count: count, into: &writer)
        writer.write(":")
        writer.endLine()
    }

    /// `.name` or `.name(let p0, let p1)`.
    private static func writePattern(_ name: String, binding: String, count: Int, into writer: inout SwiftWriter) {
        writer.write(".")
        writer.write(name)
        for position in 0..<count {
            writer.write(position == 0 ? "(let " : ", let ")
            writer.write(binding)
            writer.write(position)
        }
        if count > 0 { writer.write(")") }
    }

    /// `same(_:_:…)` for screens of `arity` parameters: `==` of each pair, left then
    /// right. The first of the overloads carries the doc comment.
    private static func same(arity: Int, documented: Bool) -> SwiftFunction {
        let positions = 0..<arity
        return SwiftFunction(
            doc: documented ? [
                "`==` of each pair of parameters. A call of one generic function type-checks far",
                "faster than `==`, which has hundreds of overloads to choose from, and one call per",
                "screen faster than one per parameter.",
            ] : [],
            access: .private, modifiers: ["static"],
            name: genericName("same", arity: arity, constraint: SDKNames.equatable),
            parameters: positions.flatMap { [SwiftParameter(label: "_", "l\($0)", "V\($0)"), SwiftParameter(label: "_", "r\($0)", "V\($0)")] },
            returnType: SDKNames.bool,
            body: [.line(positions.map { "l\($0) == r\($0)" }.joined(separator: " && "))]
        )
    }

    /// `mix(_:_:…)` for screens of `arity` parameters: combines the screen's number, then
    /// each parameter, as one call per screen. The first of the overloads carries the
    /// doc comment.
    private static func mix(arity: Int, documented: Bool) -> SwiftFunction {
        let positions = 0..<arity
        return SwiftFunction(
            doc: documented ? [
                "Combines a screen's number and parameters: one call per screen type-checks",
                "faster than a `combine` per value.",
            ] : [],
            access: .private, modifiers: ["static"],
            name: genericName("mix", arity: arity, constraint: SDKNames.hashable),
            parameters: [SwiftParameter(label: "_", "hasher", "inout \(SDKNames.hasher)"), SwiftParameter(label: "_", "number", SDKNames.int)]
                + positions.map { SwiftParameter(label: "_", "p\($0)", "V\($0)") },
            body: [.line("hasher.combine(number)")] + positions.map { .line("hasher.combine(p\($0))") }
        )
    }

    /// `name<V0: constraint, V1: constraint>`, with `arity` generic parameters.
    private static func genericName(_ name: String, arity: Int, constraint: String) -> String {
        name + "<" + (0..<arity).map { "V\($0): \(constraint)" }.joined(separator: ", ") + ">"
    }
}
