/// Prints a `SwiftDeclaration` tree with `SwiftWriter`.
///
/// Declarations are rendered one at a time, each after the one before it in the
/// innermost open type (or at the top level): `add(_:)` a whole declaration, or
/// `open(_:)` a type, `add(_:)` its members as they are made and `close()` it, so a
/// large type's members never exist all at once. The text is the same either way.
struct SwiftRenderer: ~Copyable {
    private var writer: SwiftWriter

    /// Where declarations go: the top level, a type's members, or a `#if` branch,
    /// with what decides the blank line before the next one.
    private struct Scope {
        /// Top-level declarations and `#if` branches are all separated by blank lines;
        /// members keep cases and short requirements together.
        var separatesAll: Bool
        var count = 0
        var previousWasCompact = false
        /// The opened type whose opening line is written with its first member (or
        /// as `header {}` when it has none).
        var pendingHeader: SwiftType?
        /// Whether the scope is a `#if` branch, closed by `#endif`.
        var isConditional = false
    }

    private var scopes = [Scope(separatesAll: true)]

    /// A renderer whose output starts with `header`, kept whole in `writer`.
    init(header: String = "") {
        writer = SwiftWriter(prefix: header)
    }

    /// A renderer whose output starts with `header` and goes to `flush` as it is
    /// rendered; call `finish()` at the end.
    init(header: String, flush: @escaping SwiftWriter.Flush) {
        writer = SwiftWriter(prefix: header, flush: flush)
    }

    /// A renderer that continues a file whose top level already has declarations (so
    /// a blank line comes first), its output going to `flush` as it is rendered; call
    /// `finish()` at the end.
    init(continuing flush: @escaping SwiftWriter.Flush) {
        writer = SwiftWriter(prefix: "", flush: flush)
        scopes[0].count = 1
    }

    /// A renderer of declarations that go after the members of the type `outer` has
    /// open, for `outer.add(rendered:)` to add later: each starts with the blank line
    /// that would separate it from the member before it. Its output goes to `flush`;
    /// call `finish()` at the end.
    init(after outer: borrowing SwiftRenderer, flush: @escaping SwiftWriter.Flush) {
        writer = SwiftWriter(prefix: "", flush: flush, level: outer.writer.level)
        scopes = [Scope(separatesAll: false, count: 1)]
    }

    /// Renders declarations one after the other, separated by blank lines at the top
    /// level. Called several times, it continues where it stopped, so a file can be
    /// rendered in parts.
    mutating func render(_ declarations: [SwiftDeclaration]) {
        for declaration in declarations { add(declaration) }
    }

    /// Renders `declaration` after the previous one of the open type (or the top level).
    mutating func add(_ declaration: SwiftDeclaration) {
        separate(compact: Self.isCompact(declaration))
        render(declaration)
    }

    /// Renders `declaration` right under the previous one of the open type, with no
    /// blank line between (a protocol's requirement under its associated type).
    mutating func addJoined(_ declaration: SwiftDeclaration) {
        let last = scopes.count - 1
        if scopes[last].pendingHeader != nil || scopes[last].count == 0 {
            separate(compact: false)
        } else {
            scopes[last].count += 1
            scopes[last].previousWasCompact = false
        }
        render(declaration)
    }

    /// Starts `type` (its `members` are rendered too) after the previous declaration;
    /// the members `add(_:)` renders until `close()` follow its own.
    mutating func open(_ type: SwiftType) {
        separate(compact: false)
        begin(type)
    }

    /// Starts `#if condition` after the previous declaration; what `add(_:)` renders
    /// until `close()` goes in it, separated by blank lines.
    mutating func openConditional(_ condition: String) {
        separate(compact: false)
        writer.line("#if \(condition)")
        scopes.append(Scope(separatesAll: true, isConditional: true))
    }

    /// Ends the type `open(_:)` or the `#if` `openConditional(_:)` started.
    mutating func close() {
        let scope = scopes.removeLast()
        if scope.isConditional {
            writer.line("#endif")
        } else if let header = scope.pendingHeader {
            writeHeader(of: header, opening: false)
        } else {
            writer.close()
        }
    }

    /// Adds, after the members of the open type (at least one), the declarations a
    /// renderer made with `init(after:flush:)` kept in `declarations`, which it forgets.
    mutating func add(rendered declarations: MemorySpill) {
        let last = scopes.count - 1
        precondition(scopes[last].count > 0, "rendered declarations follow a member")
        scopes[last].count += 1
        scopes[last].previousWasCompact = false
        declarations.replay { writer.append(lines: $0) }
    }

    /// Renders, after the previous declaration of the open type (or the top level),
    /// a declaration that `write` writes straight to the writer, docs and all: for
    /// members too many to build as `SwiftDeclaration`s first. `compact` as for an
    /// enum case without docs or a stored property (`isCompact(_:)`).
    mutating func add(compact: Bool = false, _ write: (inout SwiftWriter) -> Void) {
        separate(compact: compact)
        write(&writer)
    }

    /// Renders `function`'s signature (its `body` is ignored) after the previous
    /// declaration, then the body `writeBody` writes one level deeper (at least one
    /// line: an empty body would be written `{}`).
    mutating func add(_ function: SwiftFunction, body writeBody: (inout SwiftWriter) -> Void) {
        separate(compact: false)
        writeSignature(of: function)
        writer.write(" {")
        writer.endLine()
        writer.indent()
        writeBody(&writer)
        writer.close()
    }

    /// Renders `variable`, a computed property (its `getter` is ignored), after the
    /// previous declaration, with the getter `writeGetter` writes one level deeper.
    mutating func add(_ variable: SwiftVariable, getter writeGetter: (inout SwiftWriter) -> Void) {
        var signature = variable
        signature.getter = []
        separate(compact: false)
        render(signature, getter: writeGetter)
    }

    /// Hands what is still gathered to the writer's `flush`.
    mutating func finish() {
        writer.finish()
    }

    /// The blank line, if any, before the next declaration of the innermost scope;
    /// writes its type's opening line first.
    private mutating func separate(compact: Bool) {
        let last = scopes.count - 1
        if let header = scopes[last].pendingHeader {
            scopes[last].pendingHeader = nil
            writeHeader(of: header, opening: true)
        }
        if scopes[last].count > 0 && (scopes[last].separatesAll || !(compact && scopes[last].previousWasCompact)) { writer.line() }
        scopes[last].count += 1
        scopes[last].previousWasCompact = compact
    }

    /// Declarations separated by blank lines, in a scope of their own.
    private mutating func renderSeparated(_ declarations: [SwiftDeclaration]) {
        scopes.append(Scope(separatesAll: true))
        render(declarations)
        scopes.removeLast()
    }

    private mutating func render(_ declaration: SwiftDeclaration) {
        switch declaration {
        case .type(let type): render(type)
        case .function(let function): render(function)
        case .variable(let variable): render(variable)
        case .enumCase(let name, let parameters, let doc):
            writer.doc(doc)
            writer.beginLine()
            writer.write("case ")
            writer.write(name)
            if !parameters.isEmpty {
                writer.write("(")
                for (position, parameter) in parameters.enumerated() {
                    if position > 0 { writer.write(", ") }
                    Self.writeCaseParameter(parameter, into: &writer)
                }
                writer.write(")")
            }
            writer.endLine()
        case .rawValueCase(let name, let rawValue):
            writer.beginLine()
            writer.write("case ")
            writer.write(name)
            writer.write(" = ")
            writer.writeStringLiteral(rawValue)
            writer.endLine()
        case .associatedType(let name, let constraint, let doc):
            writer.doc(doc)
            writer.beginLine()
            writer.write("associatedtype ")
            writer.write(name)
            writer.write(": ")
            writer.write(constraint)
            writer.endLine()
        case .conditional(let condition, let then, let otherwise):
            writer.line("#if \(condition)")
            renderSeparated(then)
            if !otherwise.isEmpty {
                writer.line("#else")
                renderSeparated(otherwise)
            }
            writer.line("#endif")
        case .typeAlias(let name, let type, let access, let doc):
            writer.doc(doc)
            writer.line("\(access?.prefix ?? "")typealias \(name) = \(type)")
        case .mark(let title):
            writer.line("// MARK: - \(title)")
        }
    }

    private mutating func render(_ type: SwiftType) {
        begin(type)
        close()
    }

    /// Writes a type's docs and attributes, and opens the scope of its members
    /// (blank lines between members that carry docs or bodies; cases and short
    /// requirements stay together) with the type's own members in it.
    private mutating func begin(_ type: SwiftType) {
        writer.doc(type.doc)
        for attribute in type.attributes { writer.line(attribute) }
        var header = type
        header.members = []
        scopes.append(Scope(separatesAll: false, pendingHeader: header))
        for member in type.members { add(member) }
    }

    /// `public enum Screen: Hashable, Sendable {` (and one level deeper), or `… {}`
    /// when not `opening`, written piece by piece.
    private mutating func writeHeader(of type: SwiftType, opening: Bool) {
        var head = type.access?.prefix ?? ""
        for modifier in type.modifiers { head += modifier + " " }
        head += type.kind.rawValue + " " + type.name
        let whereClause = type.whereClause.map { " where " + $0 } ?? ""
        let oneLine = head + (type.conformances.isEmpty ? "" : ": " + type.conformances.joined(separator: ", ")) + whereClause
        if writer.indentation + oneLine.utf8.count + 2 <= Self.width || type.conformances.count < 2 {
            writer.beginLine()
            writer.write(oneLine)
        } else {
            // A long conformance list: one conformance a line, the brace on a line of its own.
            writer.line(head + ":")
            writer.indented { writer in
                for (position, conformance) in type.conformances.enumerated() {
                    writer.line(conformance + (position < type.conformances.count - 1 ? "," : whereClause))
                }
            }
            writer.beginLine()
            writer.write(opening ? "{" : "{}")
            writer.endLine()
            if opening { writer.indent() }
            return
        }
        writer.write(opening ? " {" : " {}")
        writer.endLine()
        if opening { writer.indent() }
    }

    private static func isCompact(_ declaration: SwiftDeclaration) -> Bool {
        switch declaration {
        case .enumCase(_, _, let doc): doc.isEmpty
        case .rawValueCase: true
        case .variable(let variable): variable.doc.isEmpty && variable.getter == nil && (variable.didSet == nil || inlineObserver(variable) != nil)
        default: false
        }
    }

    /// Writes the signature piece by piece, then the body.
    private mutating func render(_ function: SwiftFunction) {
        writeSignature(of: function)
        guard let body = function.body else { return writer.endLine() }
        Self.writeBody(body, into: &writer)
    }

    /// Ends a signature's line with its body: ` {}` for none, else ` {`, the statements
    /// one level deeper, and `}`.
    static func writeBody(_ body: [SwiftStatement], into writer: inout SwiftWriter) {
        if body.isEmpty {
            writer.write(" {}")
            return writer.endLine()
        }
        writer.write(" {")
        writer.endLine()
        writer.indent()
        render(body, into: &writer)
        writer.close()
    }

    /// Writes a function's docs, attributes and signature, leaving its last line open.
    /// The widest line the renderer writes on one line; longer headers and signatures
    /// are broken over several.
    static let width = 120

    /// Whether `line` takes at most `columns` characters. Its UTF-8 length, never less
    /// than its count of `Character`s, settles most lines without counting graphemes.
    static func fits(_ line: String, in columns: Int) -> Bool {
        line.utf8.count <= columns || line.count <= columns
    }

    /// Writes a function's docs, attributes and signature, up to where its body's brace
    /// goes; a signature wider than `width` gets one parameter a line. The pieces are
    /// written one by one, and the line's width is added up from theirs: the signature
    /// is never assembled as a `String` first.
    private mutating func writeSignature(of function: SwiftFunction) {
        writer.doc(function.doc)
        for attribute in function.attributes { writer.line(attribute) }
        let parameters = function.parameters
        let oneLine = Self.headColumns(of: function) + 2 + parameters.reduce(0) { $0 + Self.columns(of: $1) } + 2 * max(parameters.count - 1, 0)
            + Self.tailColumns(of: function)
        writer.beginLine()
        Self.writeHead(of: function, into: &writer)
        writer.write("(")
        guard writer.indentation + oneLine + (function.body == nil ? 0 : 2) > Self.width, parameters.count > 1 else {
            for (position, parameter) in parameters.enumerated() {
                if position > 0 { writer.write(", ") }
                Self.writeParameter(parameter, into: &writer)
            }
            writer.write(")")
            return Self.writeTail(of: function, into: &writer)
        }
        writer.endLine()
        writer.indented { writer in
            for (position, parameter) in parameters.enumerated() {
                writer.beginLine()
                Self.writeParameter(parameter, into: &writer)
                if position < parameters.count - 1 { writer.write(",") }
                writer.endLine()
            }
        }
        writer.beginLine()
        writer.write(")")
        Self.writeTail(of: function, into: &writer)
    }

    /// Writes the declaration piece by piece, then a computed property's getter.
    private mutating func render(_ variable: SwiftVariable) {
        render(variable) { writer in
            if let getter = variable.getter { Self.render(getter, into: &writer) }
        }
    }

    /// Writes the declaration piece by piece; for a computed property, then the
    /// getter `writeGetter` writes.
    private mutating func render(_ variable: SwiftVariable, getter writeGetter: (inout SwiftWriter) -> Void) {
        writer.doc(variable.doc)
        writer.beginLine()
        for attribute in variable.attributes {
            writer.write(attribute)
            writer.write(" ")
        }
        if let access = variable.access { writer.write(access.prefix) }
        for modifier in variable.modifiers {
            writer.write(modifier)
            writer.write(" ")
        }
        writer.write(variable.isLet ? "let " : "var ")
        writer.write(variable.name)
        if let type = variable.type {
            writer.write(": ")
            writer.write(type)
        }
        if let requirement = variable.requirement {
            writer.write(" ")
            writer.write(requirement)
        } else if let text = Self.inlineGetter(variable) {
            writer.write(" { \(text) }")
            return writer.endLine()
        } else if variable.getter != nil {
            writer.write(" {")
            writer.endLine()
            writer.indent()
            writeGetter(&writer)
            return writer.close()
        } else if let initialValue = variable.initialValue {
            writer.write(" = ")
            writer.write(initialValue)
        }
        if let observer = variable.didSet {
            if let text = Self.inlineObserver(variable) {
                writer.write(" { didSet { \(text) } }")
            } else {
                writer.write(" {")
                writer.endLine()
                writer.indent()
                Self.render([.block("didSet", observer)], into: &writer)
                return writer.close()
            }
        }
        writer.endLine()
    }

    /// The getter of a computed property written on its declaration's line
    /// (`var restorationFlow: Vault.Flow? { .main }`): one short expression.
    private static func inlineGetter(_ variable: SwiftVariable) -> String? {
        guard let getter = variable.getter, getter.count == 1, case .line(let text) = getter[0], fits(text, in: 40) else { return nil }
        return text
    }

    /// The one line of an undocumented property's `didSet`, written on the property's
    /// line (`var path: [Screen] = [] { didSet { … } }`); `nil` for a block.
    private static func inlineObserver(_ variable: SwiftVariable) -> String? {
        guard variable.doc.isEmpty, let observer = variable.didSet, observer.count == 1, case .line(let text) = observer[0] else { return nil }
        return text
    }

    static func render(_ statements: [SwiftStatement], into writer: inout SwiftWriter) {
        for statement in statements {
            switch statement {
            case .line(let text):
                writer.line(text)
            case .block(let header, let body, let closing):
                writer.beginLine()
                writer.write(header)
                writer.write(" {")
                writer.endLine()
                writer.indent()
                render(body, into: &writer)
                writer.close(closing)
            case .closure(let call, let parameters, let body):
                writer.beginLine()
                writer.write(call)
                writer.write(" { ")
                writer.write(parameters)
                writer.write(" in")
                writer.endLine()
                writer.indent()
                render(body, into: &writer)
                writer.close()
            case .indented(let body):
                writer.indented { writer in render(body, into: &writer) }
            case .switchOver(let subject, let cases, let fallback):
                writer.beginLine()
                writer.write("switch ")
                writer.write(subject)
                writer.write(" {")
                writer.endLine()
                for (pattern, body) in cases {
                    writer.beginLine()
                    writer.write("case ")
                    writer.write(pattern)
                    writer.write(":")
                    writer.endLine()
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
}
