/// Writing a parameter's type without making its spelling a `String` first.
extension SwiftWriter {
    /// `Swift.Int`, or `Swift.Int?` for an optional: a built-in type, or a list's
    /// element (`[Swift.String]`), qualified by its module (`SDKNames`), any other type
    /// as the graph spells it (`Recipe.ID`, an enum parameter's `Vault.AddItemKind`).
    mutating func write(_ type: ParameterType) {
        if let builtin = type.builtin {
            write(SDKNames.name(of: builtin))
        } else if let element = type.listElement {
            write("[")
            write(SDKNames.name(of: element))
            write("]")
        } else {
            write(type.name)
        }
        if type.isOptional { write("?") }
    }
}
