/// `url-suspicious-literal` (1.1 F.14): a literal segment, or the literal part of a
/// partial segment (`:{id}`), that holds another router's syntax (`:id`, `(.*)`, `$`,
/// `+`, a `*` inside text) is matched as text, which is rarely what was meant. A whole
/// `*` or `**` segment is a wildcard, not text. A literal is judged as written: a
/// percent-encoded character (`/files/a%2Ab`) is the usual way to say "this very
/// character", so it does not warn.
///
/// Warned:
/// ```yaml
/// url: /users/:id               # Express's parameter; navgen's is {id}
/// ```
struct URLLiteralsLookLikeText: DeepLinkRule {
    static let descriptions = [
        RuleDescription(
            id: .urlSuspiciousLiteral, severity: .warning,
            summary: "a literal path segment that looks like another router's syntax",
            failing: """
            navgen: 1
            name: App
            root: Detail
            screens:
              Detail:
                params: { id: { type: Int, default: 1 } }
                url: /users/:id?id={id}
            """,
            passing: """
            navgen: 1
            name: App
            root: Detail
            screens:
              Detail:
                params: { id: { type: Int, default: 1 } }
                url: /users/{id}
            """),
    ]

    func check(_ analysis: DeepLinkAnalysis, into diagnostics: inout DiagnosticCollector) {
        for index in analysis.entries.indices where analysis.entries[index].syntaxErrors == nil {
            let source = analysis.entries[index].source
            guard Self.mayHoldSuspiciousLiteral(source.pattern.value),
                  case .success(let syntax) = URLPatternParser.parse(source.pattern.value) else { continue }
            let scalars = Array(source.pattern.value.unicodeScalars)
            for (offset, isWhole) in Self.literals(of: syntax.segments + (syntax.fragment?.segments ?? [])) {
                let text = Self.written(in: scalars, from: offset)
                guard let hint = Self.hint(for: text, isWholeSegment: isWhole) else { continue }
                diagnostics.emit(.urlSuspiciousLiteral,
                                 "the segment '\(text)' of '\(source.pattern.value)' is matched as text; \(hint)",
                                 at: source.location(atOffset: offset))
            }
        }
    }

    /// Whether `pattern` has a byte that `hint(for:isWholeSegment:)` looks for (`:`,
    /// `*`, `(`, `)`, `$`, `+`). A pattern without any (nearly every one) has no
    /// suspicious literal, so it is not parsed again; each looked-for character is
    /// ASCII, so its byte is there.
    private static func mayHoldSuspiciousLiteral(_ pattern: String) -> Bool {
        // The string's own bytes, searched as a buffer: through `utf8`'s indices, a
        // large string's bytes were read one call at a time.
        var text = pattern
        return text.withUTF8 { bytes in
            bytes.contains { byte in
                switch byte {
                case UInt8(ascii: ":"), UInt8(ascii: "*"), UInt8(ascii: "("), UInt8(ascii: ")"),
                     UInt8(ascii: "$"), UInt8(ascii: "+"): true
                default: false
                }
            }
        }
    }

    /// Where each literal text of `segments` starts in the pattern: whole literal
    /// segments, and the prefix and suffix of partial ones.
    private static func literals(of segments: [PatternSyntax.Segment]) -> [(offset: Int, isWhole: Bool)] {
        var literals: [(offset: Int, isWhole: Bool)] = []
        for segment in segments {
            switch segment {
            case .literal(_, let offset):
                literals.append((offset, true))
            case .partial(let name, let prefix, let suffix, let offset, let parameterOffset):
                if !prefix.isEmpty { literals.append((offset, false)) }
                if !suffix.isEmpty { literals.append((parameterOffset + name.unicodeScalars.count + 2, false)) }
            case .parameter, .wildcard, .rest:
                continue
            }
        }
        return literals
    }

    /// The literal text that starts at `offset` of the pattern's scalars, as written:
    /// up to the next `/`, `{`, `?` or `#`, or the end.
    private static func written(in scalars: [Unicode.Scalar], from offset: Int) -> String {
        var text = String.UnicodeScalarView()
        for scalar in scalars[offset...] {
            if "/{?#".unicodeScalars.contains(scalar) { break }
            text.append(scalar)
        }
        return String(text)
    }

    /// What to write instead, when `text` looks like another router's syntax.
    /// `isWholeSegment` is false for the literal part of a partial segment, where even a
    /// lone `*` is text.
    static func hint(for text: String, isWholeSegment: Bool) -> String? {
        if text == ":" {
            return "a parameter is written '{name}' without a ':'; remove it"
        }
        if text.hasPrefix(":") {
            return "for a parameter write '{\(text.dropFirst())}'"
        }
        if (!isWholeSegment || (text != "*" && text != "**")) && text.contains("*") {
            return "'*' is a wildcard only as a whole segment; write '*' or '**' alone, or percent-encode it as '%2A'"
        }
        if text.contains(where: { "()$+".contains($0) }) {
            return "navgen patterns have no regular expressions; write '{name}' for a parameter, or percent-encode the character"
        }
        return nil
    }
}

extension RuleID {
    /// A literal path segment that looks like another router's syntax.
    public static let urlSuspiciousLiteral = RuleID(rawValue: "url-suspicious-literal")
}
