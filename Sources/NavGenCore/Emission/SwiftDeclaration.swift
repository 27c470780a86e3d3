/// A structured description of the Swift the emitter produces: declarations with
/// their docs, attributes and members; function bodies as statements. Translators
/// build these; `SwiftRenderer` prints them.
indirect enum SwiftDeclaration {
    /// An enum, struct, class, protocol or extension.
    case type(SwiftType)
    case function(SwiftFunction)
    /// `var`/`let` with an optional initial value or computed body.
    case variable(SwiftVariable)
    /// `case name(label: Type = default, …)`.
    case enumCase(name: String, parameters: [SwiftParameter], doc: [String])
    /// `case name = "raw value"`: a case of a `String` enum whose raw value is not its name.
    case rawValueCase(name: String, rawValue: String)
    /// `associatedtype Name: Constraint`.
    case associatedType(name: String, constraint: String, doc: [String])
    /// `#if condition … #else … #endif`.
    case conditional(condition: String, then: [SwiftDeclaration], otherwise: [SwiftDeclaration])
    /// `typealias Name = Type`.
    case typeAlias(name: String, type: String, access: AccessLevel?, doc: [String])
    /// `// MARK: - title`.
    case mark(String)
}

struct SwiftType {
    enum Kind: String {
        case `enum`, `struct`, `protocol`, `extension`
        case finalClass = "final class"
    }

    var doc: [String] = []
    var attributes: [String] = []
    var access: AccessLevel?
    /// `nonisolated`, written after the access level.
    var modifiers: [String] = []
    var kind: Kind
    /// The name, with generic parameters where it has them (`MeatView<Factory: Recipes.ViewFactory>`).
    var name: String
    var conformances: [String] = []
    var whereClause: String?
    var members: [SwiftDeclaration] = []
}

struct SwiftParameter {
    /// The argument label, `_` for none, or `nil` when it equals `name`.
    var label: String?
    var name: String
    var type: String
    var defaultValue: String?

    init(label: String? = nil, _ name: String, _ type: String, default defaultValue: String? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

struct SwiftFunction {
    var doc: [String] = []
    var attributes: [String] = []
    var access: AccessLevel?
    /// `static`, `mutating`, `nonisolated`…
    var modifiers: [String] = []
    /// The name with generic parameters (`view<Factory: ViewFactory>`), or `init`.
    var name: String
    var parameters: [SwiftParameter] = []
    var returnType: String?
    var whereClause: String?
    /// `nil` for a protocol requirement.
    var body: [SwiftStatement]?
}

struct SwiftVariable {
    var doc: [String] = []
    var attributes: [String] = []
    var access: AccessLevel?
    var modifiers: [String] = []
    var isLet = false
    var name: String
    var type: String?
    var initialValue: String?
    /// A computed property's getter body.
    var getter: [SwiftStatement]?
    /// A stored property's `didSet` observer body.
    var didSet: [SwiftStatement]?
    /// `{ get }` or `{ get set }` for a protocol requirement.
    var requirement: String?
}

/// A statement in a function body.
///
/// Not `indirect`: nested statements are in arrays, which are references already,
/// and a boxed case cost an allocation per line of every body.
enum SwiftStatement {
    case line(String)
    /// `header {` body `}` (for `if`, `for`, `guard … else`, trailing closures…).
    case block(String, [SwiftStatement], closing: String = "}")
    /// `call { parameters in` body `}`: a trailing closure with parameters.
    case closure(String, parameters: String, [SwiftStatement])
    /// Statements one level deeper, such as a chain of view modifiers.
    case indented([SwiftStatement])
    /// A `switch` with its cases; `fallback` becomes `default:` when given.
    case switchOver(String, cases: [(pattern: String, body: [SwiftStatement])], fallback: [SwiftStatement]?)
    case conditional(condition: String, then: [SwiftStatement], otherwise: [SwiftStatement])
}
