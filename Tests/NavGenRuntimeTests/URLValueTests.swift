import Foundation
import NavGenRuntime
import Testing

@Suite("URLValue: the six types a URL carries")
struct URLValueTests {
    @Test func integers() {
        #expect(URLValue.int("42") == 42)
        #expect(URLValue.int("-7") == -7)
        #expect(URLValue.int("+7") == nil)
        #expect(URLValue.int("4.0") == nil)
        #expect(URLValue.int("99999999999999999999") == nil)
        #expect(URLValue.int("") == nil)
    }

    @Test func doubles() {
        #expect(URLValue.double("1") == 1)
        #expect(URLValue.double("-2.5") == -2.5)
        #expect(URLValue.double("3e4") == 30000)
        #expect(URLValue.double("1e400") == nil)
        #expect(URLValue.double(".5") == nil)
        #expect(URLValue.double("nan") == nil)
    }

    @Test func boolsAndUUIDsAndStrings() {
        #expect(URLValue.bool("true") == true)
        #expect(URLValue.bool("True") == nil)
        #expect(URLValue.uuid("3f2504e0-4f89-11d3-9a0c-0305e82c3301")?.uuidString == "3F2504E0-4F89-11D3-9A0C-0305E82C3301")
        #expect(URLValue.uuid("3f2504e04f8911d39a0c0305e82c3301") == nil)
        #expect(URLValue.string("") == nil)
        #expect(URLValue.string("x") == "x")
    }

    @Test("URL values are http or https unless the parameter lists its schemes", arguments: [
        ("https://example.com/a", true),
        ("HTTP://example.com", true),
        ("javascript:alert(1)", false),
        ("JavaScript:alert(1)", false),
        ("data:text/html,<b>", false),
        ("ftp://example.com", false),
        ("myapp://item", false),
        ("https://exa mple.com", false),
        ("https://bücher.example/ü", true),
        ("https://example.com/\u{00A0}", false),
        ("https://example.com/<b>", false),
        ("example.com", false),
    ])
    func webURLs(_ text: String, _ accepted: Bool) {
        #expect((URLValue.url(text) != nil) == accepted)
    }

    @Test func listedSchemesReplaceTheDefaultButNeverAllowScripts() {
        #expect(URLValue.url("myapp://item", schemes: ["https", "myapp"]) != nil)
        #expect(URLValue.url("http://example.com", schemes: ["https", "myapp"]) == nil)
        #expect(URLValue.url("javascript:alert(1)", schemes: ["javascript"]) == nil)
        #expect(URLValue.url("data:,x", schemes: ["data"]) == nil)
    }

    @Test func writersGiveTextTheReadersAccept() {
        let id = UUID()
        #expect(URLValue.uuid(URLValue.text(id)) == id)
        #expect(URLValue.double(URLValue.text(0.1)) == 0.1)
        #expect(URLValue.double(URLValue.text(1e-5)) == 1e-5)
        #expect(URLValue.int(URLValue.text(Int.min)) == Int.min)
        #expect(URLValue.text(nil as Int?) == nil)
    }
}
