// Also compiled into the fuzzer (`Scripts/fuzz.sh`), where NavGenCore's sources are
// part of the same module.
#if canImport(NavGenCore)
import NavGenCore
#endif

/// A file's lines as YAML 1.1, and so libyaml's marks, count them: broken at LF,
/// CR LF, a lone CR, NEL (U+0085), LS (U+2028) and PS (U+2029). The hardening tests'
/// and the fuzzer's oracle for "a location inside the file", written apart from the
/// reader's own counting so that a mistake in one shows up against the other.
struct SourceLines {
    /// The number of Unicode scalars on each line.
    private(set) var lengths: [Int] = [0]

    init(_ bytes: [UInt8]) {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var i = 0
        while i < scalars.count {
            switch scalars[i] {
            case "\r":
                if i + 1 < scalars.count, scalars[i + 1] == "\n" { i += 1 }
                lengths.append(0)
            case "\n", "\u{85}", "\u{2028}", "\u{2029}":
                lengths.append(0)
            default:
                lengths[lengths.count - 1] += 1
            }
            i += 1
        }
    }

    var count: Int { lengths.count }

    /// Whether `location` names a character of a line, or the place just after a line's last one.
    func contains(_ location: SourceLocation) -> Bool {
        location.line >= 1 && location.line <= lengths.count
            && location.column >= 1 && location.column <= lengths[location.line - 1] + 1
    }

    /// The places of `diagnostic` (its own and its notes') that are not inside the file.
    func outside(_ diagnostic: Diagnostic) -> [SourceLocation] {
        ([diagnostic.location] + diagnostic.notes.map(\.location)).filter { !contains($0) }
    }
}
