/// A typed parameter of a screen (`recipeID: UUID`, `page: { type: Int, default: 1 }`).
public struct Parameter: Sendable {
    public var name: Located<String>
    public var type: ParameterType
    /// The default value, already checked against `type`.
    public var defaultValue: Located<Literal>?
    /// Whether the graph gives a default that is not a literal of `type` (reported as
    /// `invalid-value`). The parameter counts as defaulted all the same, so that one
    /// mistake is not reported again as a required parameter that no URL or `args` binds.
    public var hasRejectedDefault = false
    /// Where the parameter's type was written.
    public var typeLocation: SourceLocation
    /// The schemes a `URL` parameter accepts from a deep link (`schemes:`, lower-case;
    /// 1.1 F.11); `nil` for `http` and `https`.
    public var urlSchemes: [Located<String>]?

    public init(name: Located<String>, type: ParameterType, defaultValue: Located<Literal>? = nil, typeLocation: SourceLocation) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.typeLocation = typeLocation
    }

    /// Whether a caller must supply the parameter (no default, not optional).
    public var isRequired: Bool { defaultValue == nil && !hasRejectedDefault && !type.isOptional }
}

/// The six types a URL can carry.
public enum BuiltinType: String, Sendable, CaseIterable, Hashable {
    case string = "String"
    case int = "Int"
    case double = "Double"
    case bool = "Bool"
    case uuid = "UUID"
    case url = "URL"

    /// The built-in type spelled `name`, if any; `init(rawValue:)` by length and
    /// first letter, then one comparison, where the synthesised one walks a string switch.
    init?(named name: String) {
        let candidate: BuiltinType
        switch name.utf8.count {
        case 3: candidate = name.utf8.first == UInt8(ascii: "I") ? .int : .url
        case 4: candidate = name.utf8.first == UInt8(ascii: "B") ? .bool : .uuid
        case 6: candidate = name.utf8.first == UInt8(ascii: "S") ? .string : .double
        default: return nil
        }
        guard name == candidate.rawValue else { return nil }
        self = candidate
    }
}

/// A parameter's Swift type: a type name, possibly optional.
public struct ParameterType: Sendable, Hashable, CustomStringConvertible {
    /// The type name without `?` (`UUID`, `Recipe.ID`, `[String]`); for an enum
    /// parameter, the generated enum's name qualified by the namespace
    /// (`Vault.AddItemKind`).
    public let name: String
    public let isOptional: Bool
    /// The built-in type this is, when it is one of the six. Stored: rules, deep
    /// links and the emitter ask it of every parameter, and matching the name
    /// against the six each time was a string switch per question.
    public let builtin: BuiltinType?
    /// The element type of a list of one of the six (`[String]`, `[UUID]`; 1.1 F.8).
    public let listElement: BuiltinType?
    /// An enum parameter's texts, in the order written (1.1 F.7); `nil` for any other type.
    public let choices: [String]?

    public init(name: String, isOptional: Bool) {
        self.name = name
        self.isOptional = isOptional
        builtin = BuiltinType(named: name)
        listElement = name.utf8.first == UInt8(ascii: "[") && name.utf8.last == UInt8(ascii: "]")
            ? BuiltinType(named: String(name.dropFirst().dropLast())) : nil
        choices = nil
    }

    /// The type of an enum parameter: the generated enum `name`, whose raw values are `choices`.
    public init(enumNamed name: String, choices: [String]) {
        self.name = name
        isOptional = false
        builtin = nil
        listElement = nil
        self.choices = choices
    }

    /// The same type under another name: an enum's, once the namespace qualifies it.
    func renamed(_ newName: String) -> ParameterType {
        guard let choices else { return ParameterType(name: newName, isOptional: isOptional) }
        return ParameterType(enumNamed: newName, choices: choices)
    }

    /// The element type of a list, or the type itself when it is one of the six.
    public var urlType: BuiltinType? { builtin ?? listElement }

    /// The type as Swift spells it (`Int?`).
    public var description: String { isOptional ? "\(name)?" : name }
}

/// A literal written in the graph: a default or an `args:` value.
public enum Literal: Sendable, Hashable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    /// The values of a list parameter, as a deep link gives them (1.1 F.8).
    case list([Literal])
}
