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
            subject: "self", caseCount: screens.count, writeCase: { index, writer in
                let count = screens[index].params.count
                Self.writeCase(plan.names.screens[index].caseName, binding: "p", count: count, into: &writer)
                writer.indented { writer in
                    Self.writeCombine(index, binding: nil, into: &writer)
                    for position in 0..<count { Self.writeCombine(position, binding: "p", into: &writer) }
                }
            },
            fallback: [.line("break")], coversAll: true, forward: { "\($0)(into: &hasher)" }
        )
        renderer.open(SwiftType(kind: .extension, name: "\(ns).Screen", members: [.function(equality), .function(same)]))
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
                for (position, param) in params.enumerated() {
                    writer.write(position == 0 ? "(" : ", ")
                    writer.write(param.type)
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
            parameters: [SwiftParameter(label: "_", "lhs", "Self"), SwiftParameter(label: "_", "rhs", "Self")], returnType: "Bool"
        )
        renderer.add(equal) { writer in
            writer.line("switch lhs {")
            for index in screens {
                let name = names[index].caseName, count = graphScreens[index].params.count
                Self.writeCase(name, binding: "l", count: count, into: &writer)
                writer.indented { writer in
                    writer.beginLine()
                    writer.write("if case ")
                    Self.writePattern(name, binding: "r", count: count, into: &writer)
                    writer.write(" = rhs {")
                    writer.endLine()
                    writer.indented { writer in
                        writer.beginLine()
                        writer.write("return ")
                        if count == 0 { writer.write("true") }
                        for position in 0..<count {
                            writer.write(position == 0 ? "same(l" : " && same(l")
                            writer.write(position)
                            writer.write(", r")
                            writer.write(position)
                            writer.write(")")
                        }
                        writer.endLine()
                    }
                    writer.line("}")
                    writer.line("return false")
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

    /// `hasher.combine(3)`, or `hasher.combine(p3)` for the value `binding` names.
    private static func writeCombine(_ number: Int, binding: String?, into writer: inout SwiftWriter) {
        writer.beginLine()
        writer.write("hasher.combine(")
        if let binding { writer.write(binding) }
        writer.write(number)
        writer.write(")")
        writer.endLine()
    }
}
