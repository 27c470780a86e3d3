/// Writing a parameter's type without making its spelling a `String` first.
extension SwiftWriter {
    /// `Int`, or `Int?` for an optional.
    mutating func write(_ type: ParameterType) {
        write(type.name)
        if type.isOptional { write("?") }
    }
}
