/// Prints a `SwiftDeclaration` tree with `SwiftWriter`.
struct SwiftRenderer {
    private(set) var writer: SwiftWriter

    /// A renderer whose output starts with `header`.
    init(header: String = "") {
        writer = SwiftWriter(prefix: header)
    }

    /// Whether a top-level declaration has been rendered: the next one is then
    /// preceded by a blank line.
    private var hasTopLevelDeclaration = false

    /// Renders top-level declarations separated by blank lines. Called several
    /// times, it continues where it stopped, so a file can be rendered in parts.
    mutating func render(_ declarations: [SwiftDeclaration]) {
        guard !declarations.isEmpty else { return }
        if hasTopLevelDeclaration { writer.line() }
        renderSeparated(declarations)
        hasTopLevelDeclaration = true
    }

    /// Renders declarations separated by blank lines.
    private mutating func renderSeparated(_ declarations: [SwiftDeclaration]) {
        for (index, declaration) in declarations.enumerated() {
            if index > 0 { writer.line() }
            render(declaration)
        }
    }

    private mutating func render(_ declaration: SwiftDeclaration) {
        switch declaration {
        case .type(let type): render(type)
        case .function(let function): render(function)
        case .variable(let variable): render(variable)
        case .enumCase(let name, let parameters, let doc):
            writer.doc(doc)
            let payload = parameters.isEmpty ? "" : "(" + parameters.map(Self.caseParameter).joined(separator: ", ") + ")"
            writer.line("case \(name)\(payload)")
        case .associatedType(let name, let constraint, let doc):
            writer.doc(doc)
            writer.line("associatedtype \(name): \(constraint)")
        case .conditional(let condition, let then, let otherwise):
            writer.line("#if \(condition)")
            renderSeparated(then)
            if !otherwise.isEmpty {
                writer.line("#else")
                renderSeparated(otherwise)
            }
            writer.line("#endif")
        case .subscriptDeclaration(let declaration):
            writer.doc(declaration.doc)
            writer.block("\(declaration.access?.prefix ?? "")subscript\(declaration.signature) {") { writer in
                writer.block("get {") { writer in Self.render(declaration.getter, into: &writer) }
                writer.block("set {") { writer in Self.render(declaration.setter, into: &writer) }
            }
        case .mark(let title):
            writer.line("// MARK: - \(title)")
        case .importModule(let module):
            writer.line("import \(module)")
        case .verbatim(let text):
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) { writer.line(String(line)) }
        }
    }

    private mutating func render(_ type: SwiftType) {
        writer.doc(type.doc)
        for attribute in type.attributes { writer.line(attribute) }
        let conformances = type.conformances.isEmpty ? "" : ": " + type.conformances.joined(separator: ", ")
        let whereClause = type.whereClause.map { " where \($0)" } ?? ""
        let header = "\(type.access?.prefix ?? "")\(type.kind.rawValue) \(type.name)\(conformances)\(whereClause)"
        if type.members.isEmpty {
            writer.line(header + " {}")
            return
        }
        // `open`/`close` rather than a `block` closure: the members are rendered by
        // this renderer into its own writer, so the text is never copied.
        writer.open(header + " {")
        renderMembers(type.members)
        writer.close()
    }

    /// Members: blank lines between members that carry docs or bodies; cases and
    /// short requirements stay together.
    private mutating func renderMembers(_ members: [SwiftDeclaration]) {
        var previousWasCompact = false
        for (index, member) in members.enumerated() {
            let compact = Self.isCompact(member)
            if index > 0 && !(compact && previousWasCompact) { writer.line() }
            render(member)
            previousWasCompact = compact
        }
    }

    private static func isCompact(_ declaration: SwiftDeclaration) -> Bool {
        switch declaration {
        case .enumCase(_, _, let doc): doc.isEmpty
        case .variable(let variable): variable.doc.isEmpty && variable.getter == nil
        default: false
        }
    }

    private mutating func render(_ function: SwiftFunction) {
        writer.doc(function.doc)
        for attribute in function.attributes { writer.line(attribute) }
        let modifiers = function.modifiers.map { $0 + " " }.joined()
        let keyword = function.name.hasPrefix("init") ? "" : "func "
        let isOperator = function.name.first.map { !$0.isLetter && $0 != "_" } ?? false
        let parameters = function.parameters.map(Self.functionParameter).joined(separator: ", ")
        let returns = function.returnType.map { " -> \($0)" } ?? ""
        let whereClause = function.whereClause.map { " where \($0)" } ?? ""
        let signature = "\(function.access?.prefix ?? "")\(modifiers)\(keyword)\(function.name)\(isOperator ? " " : "")(\(parameters))\(returns)\(whereClause)"
        guard let body = function.body else {
            writer.line(signature)
            return
        }
        if body.isEmpty {
            writer.line(signature + " {}")
            return
        }
        writer.block(signature + " {") { writer in
            Self.render(body, into: &writer)
        }
    }

    private mutating func render(_ variable: SwiftVariable) {
        writer.doc(variable.doc)
        let attributes = variable.attributes.map { $0 + " " }.joined()
        let modifiers = variable.modifiers.map { $0 + " " }.joined()
        let type = variable.type.map { ": \($0)" } ?? ""
        let head = "\(attributes)\(variable.access?.prefix ?? "")\(modifiers)\(variable.isLet ? "let" : "var") \(variable.name)\(type)"
        if let requirement = variable.requirement {
            writer.line("\(head) \(requirement)")
        } else if let getter = variable.getter {
            writer.block(head + " {") { writer in Self.render(getter, into: &writer) }
        } else if let initialValue = variable.initialValue {
            writer.line("\(head) = \(initialValue)")
        } else {
            writer.line(head)
        }
    }

    static func render(_ statements: [SwiftStatement], into writer: inout SwiftWriter) {
        for statement in statements {
            switch statement {
            case .line(let text):
                writer.line(text)
            case .block(let header, let body, let closing):
                writer.block(header + " {", closing: closing) { writer in render(body, into: &writer) }
            case .closure(let call, let parameters, let body):
                writer.block("\(call) { \(parameters) in") { writer in render(body, into: &writer) }
            case .indented(let body):
                writer.indented { writer in render(body, into: &writer) }
            case .switchOver(let subject, let cases, let fallback):
                writer.line("switch \(subject) {")
                for (pattern, body) in cases {
                    writer.line("case \(pattern):")
                    writer.indented { writer in render(body, into: &writer) }
                }
                if let fallback {
                    writer.line("default:")
                    writer.indented { writer in render(fallback, into: &writer) }
                }
                writer.line("}")
            case .conditional(let condition, let then, let otherwise):
                writer.line("#if \(condition)")
                render(then, into: &writer)
                if !otherwise.isEmpty {
                    writer.line("#else")
                    render(otherwise, into: &writer)
                }
                writer.line("#endif")
            }
        }
    }

    private static func caseParameter(_ parameter: SwiftParameter) -> String {
        (parameter.name == "_" ? parameter.type : "\(parameter.name): \(parameter.type)") + (parameter.defaultValue.map { " = \($0)" } ?? "")
    }

    private static func functionParameter(_ parameter: SwiftParameter) -> String {
        let label = parameter.label.map { "\($0) " } ?? ""
        return "\(label)\(parameter.name): \(parameter.type)" + (parameter.defaultValue.map { " = \($0)" } ?? "")
    }
}
