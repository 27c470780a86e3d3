/// Keeps every diagnostic message one line of reasonable length, whatever values
/// the graph holds: `Diagnostic` and `Diagnostic.Note` pass their messages through it.
///
/// Rules quote values in single quotes, most of them whole. A value can be a
/// 10 MB scalar or hold a line break (`"a\nb"`), which would make a 10 MB message or
/// split `FILE:LINE:COLUMN: error: ...` over lines that Xcode and CI cannot read.
/// So control characters and line separators are written as escapes (`\n`,
/// `\u{2028}`), and a message longer than `limit` characters has each quoted part
/// cut to an excerpt, then is cut at `limit`. Ordinary messages pass unchanged.
enum MessageText {
    /// The most characters (Unicode scalars) a message keeps.
    static let limit = 1_000

    static func bounded(_ message: String) -> String {
        var text = message
        if text.unicodeScalars.contains(where: isEscaped) {
            text = escapingControls(text)
        }
        guard text.unicodeScalars.count > limit else { return text }
        text = text.split(separator: "'", omittingEmptySubsequences: false).enumerated().map { index, part in
            index % 2 == 1 ? String(part).excerpt : String(part)
        }.joined(separator: "'")
        guard text.unicodeScalars.count > limit else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))) + "…"
    }

    /// C0 and C1 controls (tab, line feed, carriage return, NEL...), DEL, and the
    /// Unicode line and paragraph separators.
    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    private static func escapingControls(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isEscaped(scalar) else {
                result.append(scalar)
                continue
            }
            let escape = switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
            result.append(contentsOf: escape.unicodeScalars)
        }
        return String(result)
    }
}
