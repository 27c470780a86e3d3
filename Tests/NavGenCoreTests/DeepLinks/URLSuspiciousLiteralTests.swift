import NavGenCore
import Testing

/// `url-suspicious-literal` (1.1 F.14): literal segments that hold another router's
/// syntax warn at the segment; whole wildcards and ordinary text do not.
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
        ("/files/a*b", "8:17", "'*' is a wildcard only as a whole segment"),
        ("/p/(.*)", "8:13", "'*' is a wildcard only as a whole segment"),
        ("/price/$x", "8:17", "no regular expressions"),
        ("/a+b", "8:11", "no regular expressions"),
    ])
    func warns(_ pattern: String, _ place: String, _ hint: String) {
        let findings = S.findings(.urlSuspiciousLiteral, in: graph(pattern))
        #expect(S.places(findings) == [place], "\(pattern)")
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains(hint) == true, "\(findings.map(\.message))")
    }

    @Test("ordinary literals do not warn", arguments: ["/users/me", "/a-b_c.d~e", "/@me", "/x:y"])
    func ordinary(_ pattern: String) {
        #expect(S.findings(.urlSuspiciousLiteral, in: graph(pattern)).isEmpty, "\(pattern)")
    }
}
