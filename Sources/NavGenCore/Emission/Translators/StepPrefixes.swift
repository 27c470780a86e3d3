/// The first steps that long deep-link routes share, each spelled once as a function of
/// `Routes`: `stepsToRecipeScreen7InMain(recipeIdentifier:)` returns the steps that show
/// `RecipeScreen7` on `Main`: the steps of its own first steps' function, with one appended.
/// Routes found by different route searches (`via`) that reach a placement alike call
/// the same function.
///
/// A route of at most `longestLiteral` steps lists them, as an iOS engineer would write
/// them. A longer route (a deep push chain) calls the function of the steps to the
/// placement before its target, found by route-search node and the route's variables'
/// types: listed in full, the steps of every route of a chain of N screens would be
/// N²/2 lines (66 MB of Swift for a chain of 1,000 screens, against 4.2 MB this way).
///
/// The functions are rendered as they are made, and kept as text until the pattern
/// functions before them are written: as declarations, they took several times the
/// memory of their text.
struct StepPrefixes: ~Copyable {
    /// One step of a route, as the route's function spells it.
    struct Step {
        /// `.push(.detail(id: id), on: .main)`.
        var text: String
        /// The route's variables the step reads (its URL values).
        var variables: [String]
        /// The screen, tab or branch the step shows: `Detail`.
        var shown: String
        /// The flow it shows it in: `Main`.
        var flow: String

        /// `DetailInMain`: the name of the function of the steps that end with this one.
        /// Worked out only for such a function: most steps are listed, never named.
        var label: String { SwiftNames.flat("\(shown)In\(flow)") }
    }

    /// The most steps a route lists; a longer one calls a function for its first steps.
    /// Eight type-checks in less time than four (more functions) or twelve (longer
    /// literals): `Benchmarks/README.md`, "Eight steps listed".
    static let longestLiteral = 8

    /// The text of the functions made so far, in the order they were first needed, for
    /// `SwiftRenderer.add(rendered:)` once `finish()` was called.
    let functions = MemorySpill()
    /// Renders each function into `functions` as it is made.
    private var renderer: SwiftRenderer
    /// What identifies a prefix: the route search, its node, and the route's variables'
    /// types (`signature`, spelled once per route and shared by its prefixes' keys).
    private struct Key: Hashable {
        var search: Int
        var node: Int
        var signature: String
    }

    /// The call of the function of each prefix and the variables it takes.
    private var known: [Key: (call: String, variables: [String])] = [:]
    /// The call of each function written, by its parameters and body: route searches
    /// that reach a placement alike share its function.
    private var written: [String: (call: String, variables: [String])] = [:]
    private var taken: Set<String> = []
    /// The number `uniqueName(_:)` tries first after each base name: the ones below it
    /// are taken, so a label shared by many prefixes is not counted up from 2 each time.
    private var nextNumber: [String: Int] = [:]

    /// The route searches met so far, numbered, for the keys of `known`.
    private var searches: [ObjectIdentifier: Int] = [:]

    /// Prefixes whose functions go after the members of the type `outer` has open.
    init(after outer: borrowing SwiftRenderer) {
        renderer = SwiftRenderer(after: outer, flush: functions.keep)
    }

    /// Hands the text of the last functions to `functions`.
    mutating func finish() {
        renderer.finish()
    }

    /// The steps of `route` for `DeepLink(…)`: the statements that make them before the
    /// `return` (`setup`) and the argument `steps:`. `types` is the Swift type of each of
    /// the route's variables, `variable` a name none of them takes, and `spell` spells a
    /// step. A long route's steps are read node by node from the route search, so a
    /// chain of N screens costs N, not N², to spell.
    mutating func argument(_ route: DeepLinkRoute, types: [String: String], variable: String,
                           spell: (RouteStep) -> Step) -> (setup: [SwiftStatement], argument: [SwiftStatement]) {
        let source = route.routeSteps
        let chain = source.chain
        let counts = chain.map { source.search.nodes[$0].entries.count }
        guard counts.reduce(0, +) > Self.longestLiteral, chain.count > 1 else {
            let steps = route.steps.map(spell)
            if steps.isEmpty { return ([], [.line("steps: []")]) }
            var argument = Self.literal(steps)
            argument[0] = .line("steps: [")
            return ([], argument)
        }
        var last = source.steps(entering: chain[chain.count - 1])
        if let showRoot = source.showRoot(after: last) { last.append(showRoot) }
        let search = searches[ObjectIdentifier(source.search)] ?? searches.count
        searches[ObjectIdentifier(source.search)] = search
        let signature = types.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        let prefix = call(source, chain, upTo: chain.count - 2, counts: counts, types: types,
                          key: Key(search: search, node: 0, signature: signature), spell: spell)
        return (Self.extending(prefix.text, with: last.map { spell($0).text }, in: variable), [.line("steps: \(variable)")])
    }

    /// `[`, a step a line, `]`.
    private static func literal(_ steps: [Step]) -> [SwiftStatement] {
        [.line("["), .indented(steps.map { .line($0.text + ",") }), .line("]")]
    }

    /// `var steps = stepsToXInY(a: a)` and a `steps.append(…)` per step: one statement a
    /// step rather than `stepsToXInY(a: a) + […]`, whose `+` the type checker picks
    /// among the standard library's overloads for every route (see `Benchmarks/README.md`,
    /// "Route steps appended").
    static func extending(_ prefix: String, with steps: [String], in variable: String) -> [SwiftStatement] {
        [.line("var \(variable) = \(prefix)")] + steps.map { .line("\(variable).append(\($0))") }
    }

    /// `steps`, or the first of `routeSteps`, `routeSteps2`… that is not one of `taken`
    /// (a route's variables, named after its URL parameters).
    static func freeName(avoiding taken: some Sequence<String>) -> String {
        let taken = Set(taken)
        if !taken.contains("steps") { return "steps" }
        var name = "routeSteps"
        var number = 2
        while taken.contains(name) {
            name = "routeSteps\(number)"
            number += 1
        }
        return name
    }

    /// The call of the function of the steps to `chain[index]`, made when first needed:
    /// `stepsToXInY(a: a)`, and the variables it takes. `route` is the route's part of
    /// the keys of `known` (its node is set here): its search's number and its
    /// variables' types, worked out once per route rather than at each step of the chain.
    private mutating func call(_ source: RouteSteps, _ chain: [Int], upTo index: Int, counts: [Int], types: [String: String],
                               key route: Key, spell: (RouteStep) -> Step) -> (text: String, variables: [String]) {
        var key = route
        key.node = chain[index]
        if let known = known[key] { return (known.call, known.variables) }
        let own = source.steps(entering: chain[index]).map(spell)
        let body: [SwiftStatement]
        let variables: [String]
        // The function's steps (its prefix's call, if any, then its own) and parameters.
        var content: [String]
        if counts[...index].reduce(0, +) <= Self.longestLiteral || index == 0 {
            let steps = chain[...index].flatMap { source.steps(entering: $0) }.map(spell)
            body = Self.literal(steps)
            variables = Self.variables(of: steps)
            content = steps.map(\.text)
        } else {
            let parent = call(source, chain, upTo: index - 1, counts: counts, types: types, key: route, spell: spell)
            variables = Self.variables(of: own, after: parent.variables)
            content = [parent.text] + own.map(\.text)
            if own.isEmpty {
                body = [.line(parent.text)]
            } else {
                let steps = Self.freeName(avoiding: variables.map(SwiftNames.escaped))
                body = Self.extending(parent.text, with: own.map(\.text), in: steps) + [.line("return \(steps)")]
            }
        }
        // Another route search may have made the same function: its call serves.
        content.append(variables.map { "\($0): \(types[$0] ?? "")" }.joined(separator: ", "))
        let identity = content.joined(separator: "\n")
        if let same = written[identity] {
            known[key] = same
            return (same.call, same.variables)
        }
        let label = own.last?.label ?? "Root"
        let name = uniqueName("stepsTo" + label)
        let text = Self.callText(name, variables)
        known[key] = (text, variables)
        written[identity] = (text, variables)
        renderer.add(.function(SwiftFunction(
            doc: ["The first \(counts[...index].reduce(0, +)) steps of the routes through `\(label)`."],
            access: .private, modifiers: ["static"], name: name,
            parameters: variables.map { SwiftParameter(SwiftNames.escaped($0), types[$0] ?? "Swift.Never") },
            returnType: "[DeepLink.Step]", body: body
        )))
        return (text, variables)
    }

    /// `stepsToXInY(a: a, b: b)`.
    private static func callText(_ name: String, _ variables: [String]) -> String {
        name + "(" + variables.map { "\(SwiftNames.label(SwiftNames.escaped($0))): \(SwiftNames.escaped($0))" }.joined(separator: ", ") + ")"
    }

    private mutating func uniqueName(_ base: String) -> String {
        var name = base
        var number = nextNumber[base] ?? 2
        if taken.contains(name) {
            repeat {
                name = base + String(number)
                number += 1
            } while taken.contains(name)
            nextNumber[base] = number
        }
        taken.insert(name)
        return name
    }

    /// The variables `steps` read, each once, in the order first read, after `earlier`.
    private static func variables(of steps: [Step], after earlier: [String] = []) -> [String] {
        var seen = earlier
        for step in steps {
            for variable in step.variables where !seen.contains(variable) { seen.append(variable) }
        }
        return seen
    }
}
