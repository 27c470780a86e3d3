/// The parts of a signature the renderer writes piece by piece.
extension SwiftRenderer {
    /// Whether a function's name is an operator (`==`), written with a space before
    /// its parameters: it does not start with a letter or `_`. An ASCII letter or `_`
    /// followed by ASCII is a whole `Character`, so most names need no `Character`.
    static func isOperator(_ name: String) -> Bool {
        let bytes = name.utf8
        if let first = bytes.first, first == UInt8(ascii: "_") || ((first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z")),
           bytes.dropFirst().first.map({ $0 < 0x80 }) ?? true {
            return false
        }
        return name.first.map { !$0.isLetter && $0 != "_" } ?? false
    }

    /// `name: Type = default`, or `Type` for a case parameter named `_`.
    static func writeCaseParameter(_ parameter: SwiftParameter, into writer: inout SwiftWriter) {
        if parameter.name != "_" {
            writer.write(parameter.name)
            writer.write(": ")
        }
        writer.write(parameter.type)
        writeDefault(parameter, into: &writer)
    }

    /// `label name: Type = default`: a function's parameter as its signature writes it.
    static func parameterText(_ parameter: SwiftParameter) -> String {
        (parameter.label.map { $0 + " " } ?? "") + parameter.name + ": " + parameter.type + (parameter.defaultValue.map { " = " + $0 } ?? "")
    }

    /// ` = default`, when the parameter has one.
    static func writeDefault(_ parameter: SwiftParameter, into writer: inout SwiftWriter) {
        if let defaultValue = parameter.defaultValue {
            writer.write(" = ")
            writer.write(defaultValue)
        }
    }
}
