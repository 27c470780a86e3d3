/// What the tables that look texts up by their bytes (`LiteralChildren`,
/// `DeepLinkStepPrefixes`) need to answer as tables keyed by `String` do.
///
/// `String`'s `==` is canonical equivalence, which bytes are not. Two ASCII texts are
/// equivalent exactly when their bytes are equal, and a text that is not ASCII can
/// equal an ASCII one only through the three scalars canonically equivalent to an
/// ASCII character: U+037E (`;`), U+1FEF (`` ` ``) and U+212A (`K`), found by a loop
/// over every Unicode scalar. Any other scalar that is not ASCII has a form that is
/// not ASCII either.
enum CanonicalASCII {
    /// Whether every byte is ASCII, eight at a time.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < bytes.count {
            if bytes[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }

    /// Whether every scalar of `text` is ASCII.
    static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isASCII($0) }
    }

    /// The ASCII text canonically equivalent to `text`, when there is one.
    static func equivalent(of text: String) -> [UInt8]? {
        var ascii: [UInt8] = []
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: ascii.append(UInt8(scalar.value))
            case 0x37E: ascii.append(UInt8(ascii: ";"))
            case 0x1FEF: ascii.append(UInt8(ascii: "`"))
            case 0x212A: ascii.append(UInt8(ascii: "K"))
            default: return nil
            }
        }
        return ascii
    }
}
