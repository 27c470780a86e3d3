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
    private struct Step: Hashable {
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
        /// The last step's own variables.
        var stepVariables: [Variable]
        var variables: [Variable]
    }

    /// A node is its parent (-1 for none) and its last step (the step's variables
    /// included: two routes may bind a name with different types).
    private struct Key: Hashable {
        var parent: Int32
        var step: Step
    }

    private var nodes: [Node] = []
    /// The nodes whose step and variables are all ASCII (every step but one with a
    /// literal that is not), by a hash of their parent and bytes: keyed by `Key`,
    /// hashing each step's text with `String`'s hasher took 31 M instructions
    /// compiling 10,000 screens, and each question made a `String` of the text first.
    private var asciiIndices: HashedPositions
    /// The other nodes, by `Key`.
    private var otherIndices: [Key: Int] = [:]
    /// How many steps the routes' functions add to a prefix: 1, or 2 for the last step
    /// and `.showRoot`.
    private var stepCountsAdded: Set<Int> = []

    /// Prefixes with room for `count` nodes before their tables grow.
    init(reservingNodes count: Int) {
        nodes.reserveCapacity(count)
        asciiIndices = HashedPositions(expected: count)
    }

    /// The node of the prefix `parent` (`nil`: no steps) followed by the step `text`
    /// that reads `variables`, added when not seen yet. A node is found as a
    /// dictionary keyed by `String`s would find it: by canonical equivalence, which
    /// for ASCII texts is equal bytes. A text that is not ASCII is asked of
    /// `otherIndices`, and of `asciiIndices` too when it has an ASCII equivalent
    /// (`CanonicalASCII`); an ASCII one is asked of `otherIndices` too
    /// while that holds any node.
    mutating func node(after parent: Int?, text: ExpressionText, variables: [Variable]) -> Int {
        let parent = Int32(parent ?? -1)
        let (ascii, hash) = text.withUTF8 { bytes in
            (CanonicalASCII.isASCII(bytes) && variables.allSatisfy { CanonicalASCII.isASCII($0.name) && CanonicalASCII.isASCII($0.type) },
             Self.hash(parent: parent, text: bytes, variables: variables))
        }
        if ascii {
            let probe = text.withUTF8 { bytes in asciiIndices.probe(hash) { matches(node: $0, parent: parent, text: bytes, variables: variables) } }
            if case .found(let known) = probe { return known }
            let string = text.string
            if !otherIndices.isEmpty, let known = otherIndices[Key(parent: parent, step: Step(text: string, variables: variables))] { return known }
            guard case .vacant(let slot) = probe else { preconditionFailure("a probe finds or leaves a slot") }
            let position = add(parent: parent, step: string, variables: variables)
            asciiIndices.insert(position, hash: hash, at: slot)
            return position
        }
        let key = Key(parent: parent, step: Step(text: text.string, variables: variables))
        if let known = otherIndices[key] { return known }
        if let equivalent = Self.asciiEquivalent(of: key) {
            var equivalentText = equivalent.step.text
            let equivalentHash = equivalentText.withUTF8 { Self.hash(parent: parent, text: $0, variables: equivalent.step.variables) }
            if case .found(let known) = asciiIndices.probe(equivalentHash, where: { position in
                nodes[position].parent == parent && nodes[position].step == equivalent.step.text && nodes[position].stepVariables == equivalent.step.variables
            }) {
                return known
            }
        }
        let position = add(parent: parent, step: key.step.text, variables: variables)
        otherIndices[key] = position
        return position
    }

    /// Appends a node; returns its position.
    private mutating func add(parent: Int32, step: String, variables stepVariables: [Variable]) -> Int {
        var variables = parent >= 0 ? nodes[Int(parent)].variables : []
        for variable in stepVariables where !variables.contains(variable) {
            variables.append(variable)
        }
        nodes.append(Node(parent: parent, depth: (parent >= 0 ? nodes[Int(parent)].depth : 0) + 1, step: step, stepVariables: stepVariables, variables: variables))
        return nodes.count - 1
    }

    /// Whether node `position` is the step `text` reading `variables` after `parent`.
    private func matches(node position: Int, parent: Int32, text: UnsafeBufferPointer<UInt8>, variables: [Variable]) -> Bool {
        guard nodes[position].parent == parent, nodes[position].stepVariables == variables else { return false }
        var step = nodes[position].step
        return step.withUTF8 { ByteHash.equal($0, text) }
    }

    /// A hash of a key's parent, text and variables' bytes.
    private static func hash(parent: Int32, text: UnsafeBufferPointer<UInt8>, variables: [Variable]) -> UInt64 {
        var hash = ByteHash.of(text) ^ UInt64(bitPattern: Int64(parent)) &* 0x9E37_79B9_7F4A_7C15
        for variable in variables {
            hash = (hash ^ ByteHash.of(variable.name) ^ ByteHash.of(variable.type) &* 0xC2B2_AE3D_27D4_EB4F) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The key with its text and variables in ASCII, when they have an ASCII equivalent.
    private static func asciiEquivalent(of key: Key) -> Key? {
        func ascii(_ text: String) -> String? {
            CanonicalASCII.equivalent(of: text).map { String(decoding: $0, as: UTF8.self) }
        }
        guard let text = ascii(key.step.text) else { return nil }
        var variables: [Variable] = []
        for variable in key.step.variables {
            guard let name = ascii(variable.name), let type = ascii(variable.type) else { return nil }
            variables.append(Variable(name: name, type: type))
        }
        return Key(parent: key.parent, step: Step(text: text, variables: variables))
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
