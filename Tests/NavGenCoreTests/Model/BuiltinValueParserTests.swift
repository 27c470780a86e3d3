import NavGenCore
import Testing

/// The text of defaults and `args:` against the text of URL values (spec section 8.2).
@Suite("Built-in values")
struct BuiltinValueParserTests {
    @Test("an empty text is a String default or argument, quoted or (for String?) not")
    func emptyTextIsAStringLiteral() {
        #expect(Literal(RawScalar(text: "", isPlain: false), as: ParameterType(name: "String", isOptional: false)) == .string(""))
        #expect(Literal(RawScalar(text: "", isPlain: false), as: ParameterType(name: "String", isOptional: true)) == .string(""))
        #expect(Literal(RawScalar(text: "", isPlain: true), as: ParameterType(name: "String", isOptional: true)) == .null)
        #expect(Literal(RawScalar(text: "", isPlain: true), as: ParameterType(name: "String", isOptional: false)) == nil)
    }

    @Test("an empty URL segment is no String, so a String parameter never matches one")
    func emptySegmentIsNoString() {
        #expect(BuiltinValueParser.parse("", as: .string) == nil)
        #expect(BuiltinValueParser.parse("a b", as: .string) == .string("a b"))
    }
}
