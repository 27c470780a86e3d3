import NavGenCore
import Testing

/// `url-suspicious-literal` (1.1 F.14): literal segments, and the literal parts of
/// partial segments, that hold another router's syntax warn at the text; whole
/// wildcards and ordinary text do not.
@Suite("url-suspicious-literal")
struct URLSuspiciousLiteralTests {
    typealias S = DeepLinkTestSupport

    private func graph(_ pattern: String) -> String {
        """
        navgen: 1
        name: Test
        root: Main
        flows:
          Main: { stack: { root: Home } }
        screens:
          Home:
            url: \(pattern)
        """
    }

    @Test("another router's syntax warns at the segment, with what to write instead", arguments: [
        ("/users/:id", "8:17", "for a parameter write '{id}'"),
        ("/users/%3Aid", "8:17", "for a parameter write '{id}'"),
        ("/files/a*b", "8:17", "'*' is a wildcard only as a whole segment"),
        ("/p/(.*)", "8:13", "'*' is a wildcard only as a whole segment"),
        ("/price/$x", "8:17", "no regular expressions"),
        ("/a+b", "8:11", "no regular expressions"),
        ("/u/:{id}", "8:13", "without a ':'"),
        ("/f/{id}(.json)", "8:17", "no regular expressions"),
        ("/f/{id}*", "8:17", "'*' is a wildcard only as a whole segment"),
        ("/f/${id}", "8:13", "no regular expressions"),
        ("/help#/faq/:topic", "8:21", "for a parameter write '{topic}'"),
    ])
    func warns(_ pattern: String, _ place: String, _ hint: String) {
        let findings = S.findings(.urlSuspiciousLiteral, in: graph(pattern))
        #expect(S.places(findings) == [place], "\(pattern)")
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains(hint) == true, "\(findings.map(\.message))")
    }

    @Test("ordinary literals do not warn", arguments: ["/users/me", "/a-b_c.d~e", "/@me", "/x:y", "/@{id}", "/{id}.json", "/a/*", "/a/**"])
    func ordinary(_ pattern: String) {
        #expect(S.findings(.urlSuspiciousLiteral, in: graph(pattern)).isEmpty, "\(pattern)")
    }
}
