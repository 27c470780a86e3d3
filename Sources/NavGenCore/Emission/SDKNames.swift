/// The names of the standard library, Foundation and Observation that the generated
/// declarations use, qualified by their module.
///
/// An app type or a generated type of the same name (a `URL`, `Result` or `Tab` of
/// the app, a flow named `Tab`) would hide a bare name from the generated code, which
/// lives in the app's module; a qualified one cannot be hidden. The module names
/// themselves are reserved graph names (`GeneratedNamesDoNotCollide`).
enum SDKNames {
    static let hashable = "Swift.Hashable"
    static let equatable = "Swift.Equatable"
    static let sendable = "Swift.Sendable"
    static let caseIterable = "Swift.CaseIterable"
    static let identifiable = "Swift.Identifiable"
    static let codable = "Swift.Codable"
    static let anyObject = "Swift.AnyObject"
    static let hasher = "Swift.Hasher"
    static let int = "Swift.Int"
    static let bool = "Swift.Bool"
    static let observable = "Observation.Observable"
    /// The `@Observable` macro. Its `@ObservationIgnored` stays bare: `@Observable`
    /// recognises that attribute by its spelling, and takes a qualified one for a
    /// property to track.
    static let observableMacro = "@Observation.Observable"

    /// How a parameter's type is written: a built-in type or a list's element
    /// qualified (`Foundation.UUID`, `[Swift.Int]`), any other as the graph names it.
    static func name(of type: ParameterType) -> String {
        let spelled = type.builtin.map { name(of: $0) } ?? type.listElement.map { "[\(name(of: $0))]" } ?? type.name
        return type.isOptional ? spelled + "?" : spelled
    }

    /// How a parameter of a built-in type is written: `Foundation.UUID`, `Swift.Int`.
    static func name(of type: BuiltinType) -> String {
        switch type {
        case .string: "Swift.String"
        case .int: int
        case .double: "Swift.Double"
        case .bool: bool
        case .uuid: "Foundation.UUID"
        case .url: "Foundation.URL"
        }
    }
}
