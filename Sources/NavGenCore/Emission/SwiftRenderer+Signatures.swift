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

    /// `public static func name`, and a space after an operator: a function's signature
    /// up to its parameters.
    static func writeHead(of function: SwiftFunction, into writer: inout SwiftWriter) {
        if let access = function.access { writer.write(access.prefix) }
        for modifier in function.modifiers {
            writer.write(modifier)
            writer.write(" ")
        }
        if !function.name.hasPrefix("init") { writer.write("func ") }
        writer.write(function.name)
        if isOperator(function.name) { writer.write(" ") }
    }

    /// The columns `writeHead(of:into:)` writes.
    static func headColumns(of function: SwiftFunction) -> Int {
        (function.access?.prefix.utf8.count ?? 0) + function.modifiers.reduce(0) { $0 + $1.utf8.count + 1 }
            + (function.name.hasPrefix("init") ? 0 : 5) + function.name.utf8.count + (isOperator(function.name) ? 1 : 0)
    }

    /// ` -> Type where …`: a function's signature after its parameters.
    static func writeTail(of function: SwiftFunction, into writer: inout SwiftWriter) {
        if let returnType = function.returnType {
            writer.write(" -> ")
            writer.write(returnType)
        }
        if let whereClause = function.whereClause {
            writer.write(" where ")
            writer.write(whereClause)
        }
    }

    /// The columns `writeTail(of:into:)` writes.
    static func tailColumns(of function: SwiftFunction) -> Int {
        (function.returnType.map { $0.utf8.count + 4 } ?? 0) + (function.whereClause.map { $0.utf8.count + 7 } ?? 0)
    }

    /// `label name: Type = default`: a function's parameter as its signature writes it.
    static func writeParameter(_ parameter: SwiftParameter, into writer: inout SwiftWriter) {
        if let label = parameter.label {
            writer.write(label)
            writer.write(" ")
        }
        writer.write(parameter.name)
        writer.write(": ")
        writer.write(parameter.type)
        writeDefault(parameter, into: &writer)
    }

    /// The columns `writeParameter(_:into:)` writes.
    static func columns(of parameter: SwiftParameter) -> Int {
        (parameter.label.map { $0.utf8.count + 1 } ?? 0) + parameter.name.utf8.count + 2 + parameter.type.utf8.count
            + (parameter.defaultValue.map { $0.utf8.count + 3 } ?? 0)
    }

    /// ` = default`, when the parameter has one.
    static func writeDefault(_ parameter: SwiftParameter, into writer: inout SwiftWriter) {
        if let defaultValue = parameter.defaultValue {
            writer.write(" = ")
            writer.write(defaultValue)
        }
    }
}
