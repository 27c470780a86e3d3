/// The first steps that long deep-link routes share, each spelled once as a function of
/// `Routes`: `stepsToRecipeScreen7InMain(recipeIdentifier:)` returns the steps that show
/// `RecipeScreen7` on `Main`, and is the steps of its own first steps' function plus one.
///
/// A route of at most `longestLiteral` steps lists them, as an iOS engineer would write
/// them. A longer route (a deep push chain) calls the function of all its steps but the
/// last: listed in full, the steps of every route of a chain of N screens would be N²/2
/// lines (66 MB of Swift for a chain of 1,000 screens, against 3.5 MB this way).
struct StepPrefixes {
    /// One step of a route, as the route's function spells it.
    struct Step {
        /// `.push(.detail(id: id), on: .main)`.
        var text: String
        /// The route's variables the step reads (its URL values).
        var variables: [String]
        /// `DetailInMain`: what the step shows, and where.
        var label: String
    }

    /// The most steps a route lists; a longer one calls a function for its first steps.
    static let longestLiteral = 4

    /// The functions made so far, in the order they were first needed.
    private(set) var functions: [SwiftDeclaration] = []
    /// The function of each prefix, by its steps' text and its variables' types.
    private var known: [String: String] = [:]
    private var taken: Set<String> = []

    /// The statements that give `steps` as the argument `steps:` of `DeepLink(…)`, with
    /// `types` the Swift type of each of the route's variables.
    mutating func argument(_ steps: [Step], types: [String: String]) -> [SwiftStatement] {
        if steps.isEmpty { return [.line("steps: []")] }
        guard steps.count > Self.longestLiteral else {
            return [.line("steps: ["), .indented(steps.map { .line($0.text + ",") }), .line("]")]
        }
        let prefix = call(Array(steps.dropLast()), types: types)
        return [.line("steps: \(prefix) + [\(steps[steps.count - 1].text)]")]
    }

    /// `stepsToXInY(a: a)`: the call of the function of `steps`, made when first needed.
    private mutating func call(_ steps: [Step], types: [String: String]) -> String {
        let variables = Self.variables(of: steps)
        let arguments = variables.map { "\(SwiftNames.label(SwiftNames.escaped($0))): \(SwiftNames.escaped($0))" }.joined(separator: ", ")
        let key = steps.map(\.text).joined(separator: "\n") + "\n" + variables.map { "\($0): \(types[$0] ?? "")" }.joined(separator: ", ")
        if let name = known[key] { return "\(name)(\(arguments))" }
        let body: String
        if steps.count > Self.longestLiteral {
            body = call(Array(steps.dropLast()), types: types) + " + [\(steps[steps.count - 1].text)]"
        } else {
            body = "[" + steps.map(\.text).joined(separator: ", ") + "]"
        }
        let name = uniqueName("stepsTo" + steps[steps.count - 1].label)
        known[key] = name
        functions.append(.function(SwiftFunction(
            doc: ["The first \(steps.count) steps of the routes through `\(steps[steps.count - 1].label)`."],
            access: .private, modifiers: ["static"], name: name,
            parameters: variables.map { SwiftParameter(SwiftNames.escaped($0), types[$0] ?? "Swift.Never") },
            returnType: "[DeepLink.Step]", body: [.line(body)]
        )))
        return "\(name)(\(arguments))"
    }

    private mutating func uniqueName(_ base: String) -> String {
        var name = base
        var number = 2
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        taken.insert(name)
        return name
    }

    /// The variables `steps` read, each once, in the order first read.
    private static func variables(of steps: [Step]) -> [String] {
        var seen: [String] = []
        for step in steps {
            for variable in step.variables where !seen.contains(variable) { seen.append(variable) }
        }
        return seen
    }
}
