@testable import NavGenCore
import Testing

@Suite("Long scalars interned")
struct LongScalarInternerTests {
    static func intern(_ text: String, in interner: inout LongScalarInterner) -> String {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { interner.string(UnsafeBufferPointer($0)) }
    }

    static func storage(of string: String) -> UnsafeRawPointer? {
        var string = string
        return string.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("a repeated long text is the first one's string; every text reads back as written, across table growth")
    func repeatedTextsShareOneString() {
        var interner = LongScalarInterner()
        let texts = (0..<5_000).map { "ScheduledBookingHistory\($0)" } + ["café-crème-brûlée-über", "sixteen-bytes-16"]
        let first = texts.map { Self.intern($0, in: &interner) }
        let second = texts.map { Self.intern($0, in: &interner) }
        #expect(first == texts)
        #expect(second == texts)
        #expect(zip(first, second).allSatisfy { Self.storage(of: $0) == Self.storage(of: $1) })
    }

    @Test("texts of 15 bytes or fewer are made as they are")
    func shortTextsAreNotInterned() {
        var interner = LongScalarInterner()
        #expect(Self.intern("fifteen-bytes15", in: &interner) == "fifteen-bytes15")
        #expect(Self.intern("", in: &interner) == "")
        #expect(Self.intern("é", in: &interner) == "é")
    }
}
