/// The deep links' route prefixes as a trie, each node one small function of
/// `Routes`: `steps7(id)` returns its parent's steps followed by its own step.
///
/// Routes share their first steps (every route into a flow passes the same tabs and
/// pushes), and a route to the n-th screen of a push chain has n steps. Spelled out
/// in every route's function, the steps make generated code, and `swiftc` time, grow
/// with the sum of the routes' lengths: the square of a chain's length. Through
/// the trie, each route spells only its last step.
///
/// Every array of steps is built by one `@inline(never)` function,
/// `steps(_:then:)`, never by an array literal in a route's function. A literal
/// allocates `_ContiguousArrayStorage<DeepLink.Step>`, so its function refers to that
/// type's metadata, whose reflection records reach every screen's type. LLVM's call
/// graph walks everything a function refers to, transitively, each time an optimiser
/// pass changes the function: a literal in each of n route functions made the `-O`
/// build grow with n², and an executable with 10,000 URL patterns did not build in 15
/// minutes.
struct DeepLinkStepPrefixes {
    /// A URL variable of a route's function that a step reads: its escaped name and
    /// Swift type.
    struct Variable: Hashable {
        var name: String
        var type: String
    }

    /// A step as the emitter spells it, with the URL variables it reads.
    struct Step: Hashable {
        var text: String
        var variables: [Variable]
    }

    /// One prefix: its parent prefix (-1 for a first step), its last step, and the
    /// URL variables of all its steps in order of first use. 32-bit numbers: a large
    /// graph has a node for most of its routes.
    private struct Node {
        var parent: Int32
        var depth: Int32
        var step: String
        var variables: [Variable]
    }

    /// A node is its parent (-1 for none) and its last step (the step's variables
    /// included: two routes may bind a name with different types).
    private struct Key: Hashable {
        var parent: Int32
        var step: Step
    }

    private var nodes: [Node] = []
    private var indices: [Key: Int] = [:]
    /// How many steps the routes' functions add to a prefix: 1, or 2 for the last step
    /// and `.showRoot`.
    private var stepCountsAdded: Set<Int> = []

    /// Prefixes with room for `count` nodes before their tables grow.
    init(reservingNodes count: Int) {
        nodes.reserveCapacity(count)
        indices.reserveCapacity(count)
    }

    /// The node of the prefix `parent` (`nil`: no steps) followed by `step`, added
    /// when not seen yet.
    mutating func node(after parent: Int?, _ step: Step) -> Int {
        let key = Key(parent: parent.map(Int32.init) ?? -1, step: step)
        if let known = indices[key] { return known }
        var variables = parent.map { nodes[$0].variables } ?? []
        for variable in step.variables where !variables.contains(variable) {
            variables.append(variable)
        }
        nodes.append(Node(parent: key.parent, depth: (parent.map { nodes[$0].depth } ?? 0) + 1, step: step.text, variables: variables))
        indices[key] = nodes.count - 1
        return nodes.count - 1
    }

    /// Appends `Routes.steps7(id)`: the steps of `node`, read from the route function's URL variables.
    func appendCall(_ node: Int, to text: inout ExpressionText) {
        text.append("Routes.steps")
        text.append(node)
        text.append("(")
        for (position, variable) in nodes[node].variables.enumerated() {
            if position > 0 { text.append(", ") }
            text.append(variable.name)
        }
        text.append(")")
    }

    /// Appends the steps of `prefix` (none for `nil`) followed by `steps`, which are
    /// one or two: `Routes.steps(Routes.steps7(id), then: .push(…))`; `[]` for no steps at all.
    mutating func appendExpression(prefix: Int?, then steps: [ExpressionText], to text: inout ExpressionText) {
        guard !steps.isEmpty else {
            if let prefix { appendCall(prefix, to: &text) } else { text.append("[]") }
            return
        }
        precondition(steps.count <= 2, "a route's function adds its last step and .showRoot at most")
        stepCountsAdded.insert(steps.count)
        text.append("Routes.steps(")
        if let prefix { appendCall(prefix, to: &text) } else { text.append("[]") }
        text.append(", then: ")
        for (position, step) in steps.enumerated() {
            if position > 0 { text.append(", ") }
            text.append(step)
        }
        text.append(")")
    }

    /// Renders `steps(_:then:)` for one step and for two, those that are called; then
    /// one function per node, written straight to the renderer's writer.
    func render(into renderer: inout SwiftRenderer) {
        let one = SwiftFunction(
            doc: ["`prefix` followed by `step`: the one place that makes arrays of steps."],
            attributes: ["@inline(never)"], access: .private, modifiers: ["static"], name: "steps",
            parameters: [SwiftParameter(label: "_", "prefix", "consuming [DeepLink.Step]"), SwiftParameter(label: "then", "step", "DeepLink.Step")],
            returnType: "[DeepLink.Step]",
            body: [.line("prefix.append(step)"), .line("return prefix")]
        )
        let two = SwiftFunction(
            doc: ["`prefix` followed by `step` and `next`."],
            attributes: ["@inline(never)"], access: .private, modifiers: ["static"], name: "steps",
            parameters: [SwiftParameter(label: "_", "prefix", "consuming [DeepLink.Step]"), SwiftParameter(label: "then", "step", "DeepLink.Step"),
                         SwiftParameter(label: "_", "next", "DeepLink.Step")],
            returnType: "[DeepLink.Step]",
            body: [.line("prefix.reserveCapacity(prefix.count + 2)"), .line("prefix.append(step)"), .line("prefix.append(next)"), .line("return prefix")]
        )
        let helpers = (nodes.isEmpty && !stepCountsAdded.contains(1) ? [] : [one]) + (stepCountsAdded.contains(2) ? [two] : [])
        for helper in helpers { renderer.add(.function(helper)) }
        for index in nodes.indices {
            renderer.add { writer in writeFunction(of: index, into: &writer) }
        }
    }

    /// `private static func steps7(_ id: Int) -> [DeepLink.Step] { … }`.
    private func writeFunction(of index: Int, into writer: inout SwiftWriter) {
        let node = nodes[index]
        writer.beginLine()
        if node.depth == 1 {
            writer.write("/// The first step of the deep links whose routes start with it.")
        } else {
            writer.write("/// The first ")
            writer.write(Int(node.depth))
            writer.write(" steps of the deep links whose routes start with them.")
        }
        writer.endLine()
        writer.beginLine()
        writer.write("private static func steps")
        writer.write(index)
        writer.write("(")
        for (position, variable) in node.variables.enumerated() {
            writer.write(position == 0 ? "_ " : ", _ ")
            writer.write(variable.name)
            writer.write(": ")
            writer.write(variable.type)
        }
        writer.write(") -> [DeepLink.Step] {")
        writer.endLine()
        writer.indented { writer in
            writer.beginLine()
            writer.write("Routes.steps(")
            if node.parent >= 0 {
                var call = ExpressionText()
                appendCall(Int(node.parent), to: &call)
                writer.write(call)
            } else {
                writer.write("[]")
            }
            writer.write(", then: ")
            writer.write(node.step)
            writer.write(")")
            writer.endLine()
        }
        writer.line("}")
    }
}
