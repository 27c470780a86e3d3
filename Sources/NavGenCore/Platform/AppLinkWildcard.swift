/// Apple's wildcards in `apple-app-site-association` components: `*` matches zero or
/// more characters (across `/` too), `?` exactly one, anything else itself.
enum AppLinkWildcard {
    /// Whether `text` matches `pattern`; ASCII letters match in either case when
    /// `ignoringCase` (the file's `caseSensitive: false`).
    static func matches(_ pattern: String, _ text: String, ignoringCase: Bool = false) -> Bool {
        let pattern = Array(pattern.unicodeScalars), text = Array(text.unicodeScalars)
        func same(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
            a == b || (ignoringCase && a.isASCII && b.isASCII && Character(a).lowercased() == Character(b).lowercased())
        }
        // The classic linear glob walk: on a mismatch, go back to the last `*` and let
        // it take one more character.
        var p = 0, t = 0, star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if p < pattern.count, pattern[p] == "?" || same(pattern[p], text[t]) {
                p += 1
                t += 1
            } else if let last = star {
                p = last.pattern + 1
                t = last.text + 1
                star = (last.pattern, last.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
