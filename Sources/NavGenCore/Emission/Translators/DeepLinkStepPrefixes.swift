/// The deep links' route prefixes as a trie, each node one small function of
/// `Routes`: `steps7(id)` returns its parent's steps followed by its own step.
///
/// Routes share their first steps (every route into a flow passes the same tabs and
/// pushes), and a route to the n-th screen of a push chain has n steps. Spelled out
/// in every route's function, the steps make generated code, and `swiftc` time, grow
/// with the sum of the routes' lengths: the square of a chain's length. Through
/// the trie, each route spells only its last step.
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

    /// One prefix: its parent prefix (`nil` for a first step), its last step, and the
    /// URL variables of all its steps in order of first use.
    private struct Node {
        var parent: Int?
        var step: String
        var depth: Int
        var variables: [Variable]
    }

    /// A node is its parent and its last step (the step's variables included: two
    /// routes may bind a name with different types).
    private struct Key: Hashable {
        var parent: Int?
        var step: Step
    }

    private var nodes: [Node] = []
    private var indices: [Key: Int] = [:]

    /// The node of `steps`, adding the prefixes not seen yet; `nil` for no steps.
    mutating func node(of steps: [Step]) -> Int? {
        var current: Int?
        for step in steps {
            let key = Key(parent: current, step: step)
            if let known = indices[key] {
                current = known
                continue
            }
            var variables = current.map { nodes[$0].variables } ?? []
            for variable in step.variables where !variables.contains(variable) {
                variables.append(variable)
            }
            nodes.append(Node(parent: current, step: step.text, depth: (current.map { nodes[$0].depth } ?? 0) + 1, variables: variables))
            indices[key] = nodes.count - 1
            current = nodes.count - 1
        }
        return current
    }

    /// `Routes.steps7(id)`: the steps of `node`, read from the route function's URL variables.
    func call(_ node: Int) -> String {
        "Routes.steps\(node)(" + nodes[node].variables.map(\.name).joined(separator: ", ") + ")"
    }

    /// `steps(_:then:)` and one function per node.
    func declarations() -> [SwiftDeclaration] {
        guard !nodes.isEmpty else { return [] }
        let append = SwiftFunction(
            doc: ["`prefix` followed by `steps`."],
            access: .private, modifiers: ["static"], name: "steps",
            parameters: [SwiftParameter(label: "_", "prefix", "consuming [DeepLink.Step]"), SwiftParameter(label: "then", "steps", "DeepLink.Step...")],
            returnType: "[DeepLink.Step]",
            body: [.line("prefix.append(contentsOf: steps)"), .line("return prefix")]
        )
        return [.function(append)] + nodes.indices.map { .function(function(of: $0)) }
    }

    /// `private static func steps7(_ id: Int) -> [DeepLink.Step]`.
    private func function(of index: Int) -> SwiftFunction {
        let node = nodes[index]
        let body = node.parent.map { "Routes.steps(\(call($0)), then: \(node.step))" } ?? "[\(node.step)]"
        return SwiftFunction(
            doc: [node.depth == 1 ? "The first step of the deep links whose routes start with it."
                                  : "The first \(node.depth) steps of the deep links whose routes start with them."],
            access: .private, modifiers: ["static"], name: "steps\(index)",
            parameters: node.variables.map { SwiftParameter(label: "_", $0.name, $0.type) },
            returnType: "[DeepLink.Step]", body: [.line(body)]
        )
    }
}
