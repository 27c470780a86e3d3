/// Decodes an enum parameter's `enum: [totp, hotp]` (1.1 F.7) into the type of the
/// enum navgen generates for it, `<Screen><Param>` (`AddItemKind`), which
/// `GraphDecoder` then qualifies by the graph's namespace.
enum EnumParameterDecoder {
    /// The enum's type, or `nil` after reporting `invalid-value`: a text that does not
    /// match `^[A-Za-z][A-Za-z0-9_-]*$`, two texts with one case name, a case name a
    /// member of the enum takes (`rawValue`), or no text at all.
    static func decode(_ node: YAMLNode, screen: String, parameter: Located<String>,
                       context: inout DecodingContext) -> ParameterType? {
        guard case .sequence = node.content else {
            context.diagnostics.emit(.invalidValue, "'enum' lists the texts of '\(parameter.value)'; write a list such as '[totp, hotp]'", at: node.location)
            return nil
        }
        let texts = context.strings(node, as: "an enum text")
        guard !texts.isEmpty else {
            context.diagnostics.emit(.invalidValue, "the enum '\(parameter.value)' lists no text; write at least one, such as '[totp, hotp]'", at: node.location)
            return nil
        }
        var isValid = true
        var cases: [String: Located<String>] = [:]
        for text in texts {
            guard isEnumText(text.value) else {
                context.diagnostics.emit(.invalidValue, "'\(text.value.excerpt)' is not an enum text; write a letter, then letters, digits, '-' or '_'", at: text.location)
                isValid = false
                continue
            }
            let caseName = NamingRules.enumCase(text.value)
            if reservedCases.contains(caseName) {
                context.diagnostics.emit(.invalidValue, "'\(text.value)' would be the case '\(caseName)', which every generated enum has as a member; rename it", at: text.location)
                isValid = false
            } else if let first = cases[caseName] {
                context.diagnostics.emit(.invalidValue, "'\(text.value)' and '\(first.value)' are both the case '\(caseName)' of the enum '\(parameter.value)'; remove one or rename it",
                                         at: text.location, notes: [.init("'\(first.value)' is listed here", at: first.location)])
                isValid = false
            } else {
                cases[caseName] = text
            }
        }
        guard isValid else { return nil }
        return ParameterType(enumNamed: screen + NamingRules.upperFirst(parameter.value), choices: texts.map(\.value))
    }

    /// Case names that members of every `String`, `CaseIterable` enum already take.
    static let reservedCases: Set<String> = ["rawValue", "allCases", "hashValue", "init", "self"]

    /// `^[A-Za-z][A-Za-z0-9_-]*$`.
    static func isEnumText(_ text: String) -> Bool {
        guard let first = text.utf8.first, (first | 0x20) &- 0x61 < 26 else { return false }
        return text.utf8.allSatisfy { ($0 | 0x20) &- 0x61 < 26 || $0 &- 0x30 < 10 || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }
}
