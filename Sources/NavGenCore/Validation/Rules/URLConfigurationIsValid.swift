import NavGenRuntime

/// `invalid-value`: `urls.schemes` are URL schemes and `urls.hosts` are host names,
/// so that a URL can ever match them (spec section 8.1). Both compare without
/// regard to case, as URLs do.
///
/// Rejected:
/// ```yaml
/// urls:
///   schemes: [recipes://]             # write 'recipes'
///   hosts: [https://recipes.example.com/]   # write 'recipes.example.com'
/// ```
struct URLConfigurationIsValid: DeepLinkRule {
    /// It owns no rule id: `invalid-value` is described with the rules of reading.
    static let descriptions: [RuleDescription] = []

    func check(_ analysis: DeepLinkAnalysis, into diagnostics: inout DiagnosticCollector) {
        let urls = analysis.context.graph.urls
        for scheme in urls.schemes {
            if let problem = Self.schemeProblem(scheme.value) {
                diagnostics.emit(.invalidValue, problem, at: scheme.location)
            }
        }
        for host in urls.hosts {
            if let problem = Self.hostProblem(host.value) {
                diagnostics.emit(.invalidValue, problem, at: host.location)
            }
        }
        report(duplicatesIn: urls.schemes, what: "scheme", into: &diagnostics)
        report(duplicatesIn: urls.hosts, what: "host", into: &diagnostics)
    }

    static func schemeProblem(_ scheme: String) -> String? {
        let lower = scheme.lowercased()
        if lower == "http" || lower == "https" {
            return "'\(scheme)' URLs are universal links, matched by host; list their hosts under 'hosts' and remove '\(scheme)' here"
        }
        if let range = scheme.firstRange(of: ":") {
            return "a scheme is the name before '://'; write '\(scheme[..<range.lowerBound])'"
        }
        let bytes = Array(scheme.utf8)
        guard let first = bytes.first, URLCharacters.isAlphanumeric(first), !(first >= 0x30 && first <= 0x39),
              bytes.allSatisfy({ URLCharacters.isAlphanumeric($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else {
            return "'\(scheme)' is not a URL scheme; a scheme is a letter followed by letters, digits, '+', '-' or '.' (such as 'recipes')"
        }
        return nil
    }

    static func hostProblem(_ host: String) -> String? {
        if let range = host.firstRange(of: "://") {
            let rest = host[range.upperBound...]
            return "a host is written without a scheme; write '\(rest.prefix { $0 != "/" && $0 != ":" })'"
        }
        if let cut = host.firstIndex(where: { $0 == "/" || $0 == ":" || $0 == "?" || $0 == "#" }) {
            return "a host is a name alone, without a path or port; write '\(host[..<cut])'"
        }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        let valid = !host.isEmpty && labels.allSatisfy { label in
            !label.isEmpty && label.utf8.allSatisfy { URLCharacters.isAlphanumeric($0) || $0 == UInt8(ascii: "-") }
                && label.first != "-" && label.last != "-"
        }
        return valid ? nil : "'\(host)' is not a host name; write a name such as 'recipes.example.com' (letters, digits and '-' between dots; no wildcards)"
    }

    private func report(duplicatesIn values: [Located<String>], what: String, into diagnostics: inout DiagnosticCollector) {
        var first: [String: SourceLocation] = [:]
        for value in values {
            let key = value.value.lowercased()
            if let earlier = first[key] {
                diagnostics.emit(.invalidValue, "the \(what) '\(value.value)' is listed twice (\(what)s ignore case); remove one",
                                 at: value.location, notes: [.init("'\(value.value)' is first listed here", at: earlier)])
            } else {
                first[key] = value.location
            }
        }
    }
}
