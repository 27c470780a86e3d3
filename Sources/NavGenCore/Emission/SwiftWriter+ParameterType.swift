/// Writing a parameter's type without making its spelling a `String` first.
extension SwiftWriter {
    /// `Swift.Int`, or `Swift.Int?` for an optional: a built-in type qualified by its
    /// module (`SDKNames`), any other type as the graph spells it (`Recipe.ID`).
    mutating func write(_ type: ParameterType) {
        if let builtin = type.builtin { write(SDKNames.name(of: builtin)) } else { write(type.name) }
        if type.isOptional { write("?") }
    }
}
