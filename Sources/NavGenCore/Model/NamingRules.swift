/// The naming rules of spec section 3 and the lowerCamel conversion.
public enum NamingRules {
    /// `^[A-Z][A-Za-z0-9]*$` when `upper`, else `^[a-z][A-Za-z0-9]*$`.
    public static func isValid(_ name: String, upper: Bool) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard let first = bytes.first, first &- (upper ? 0x41 : 0x61) < 26 else { return false }
            for byte in bytes where !isAlphanumeric(byte) { return false }
            return true
        }
    }

    /// The lowerCamel form of an UpperCamel name: the leading run of capitals is
    /// lowered, keeping the last of the run when a lowercase letter follows
    /// (`RecipeDetail` → `recipeDetail`, `URLPreview` → `urlPreview`, `ID` → `id`).
    public static func lowerCamel(_ name: String) -> String {
        let bytes = name.utf8
        // Fast path for the common case: only the first letter is a capital.
        if let first = bytes.first, first >= 0x41, first <= 0x5A {
            let second = bytes.dropFirst().first
            if second.map({ !($0 >= 0x41 && $0 <= 0x5A) }) ?? true {
                // Written straight into the new string's storage: one allocation, not an array's too.
                return String(unsafeUninitializedCapacity: bytes.count) { lowered in
                    let (_, count) = lowered.initialize(from: bytes)
                    lowered[0] |= 0x20
                    return count
                }
            }
        }
        let scalars = Array(name.unicodeScalars)
        var run = 0
        while run < scalars.count, isUpper(scalars[run]) { run += 1 }
        if run > 1, run < scalars.count, isLower(scalars[run]) { run -= 1 }
        if run == 0 { return name }
        let head = String(String.UnicodeScalarView(scalars[..<run])).lowercased()
        return head + String(String.UnicodeScalarView(scalars[run...]))
    }

    /// A 64-bit FNV-1a hash of the name's UTF-8 bytes with ASCII capitals lowered.
    ///
    /// `lowerCamel` changes only the case of ASCII letters, so names with equal
    /// lowerCamel forms have equal hashes: checks rule most names out by comparing
    /// these numbers, without building or hashing Strings. Equal hashes prove
    /// nothing; compare the names.
    public static func caseFoldedHash(_ name: String) -> UInt64 {
        name.utf8.withContiguousStorageIfAvailable { foldedHash(of: $0) } ?? foldedHash(of: name.utf8)
    }

    private static func foldedHash(of bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            let folded = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            hash = (hash ^ UInt64(folded)) &* 0x100_0000_01B3
        }
        return hash
    }

    /// The case name of an enum parameter's text (1.1 F.7): `-` and `_` dropped, the
    /// letter after each capitalised, then lowerCamel (`two-factor` → `twoFactor`,
    /// `TOTP` → `totp`).
    public static func enumCase(_ text: String) -> String {
        var joined = ""
        var capitalizeNext = false
        for character in text {
            if character == "-" || character == "_" {
                capitalizeNext = true
            } else {
                joined += capitalizeNext ? character.uppercased() : String(character)
                capitalizeNext = false
            }
        }
        return lowerCamel(joined)
    }

    /// The UpperCamel form of a lowerCamel name (first letter capitalised).
    public static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// A fixed-up name for an invalid one (`recipe_detail` → `RecipeDetail`), if any.
    static func suggestion(for name: String, upper: Bool) -> String? {
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        guard let firstWord = words.first, firstWord.first?.isLetter == true else { return nil }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let candidate = upper ? joined : firstWord.prefix(1).lowercased() + joined.dropFirst()
        return candidate != name && isValid(candidate, upper: upper) ? candidate : nil
    }

    /// An ASCII letter or digit: `| 0x20` lowers a capital and leaves a lowercase
    /// letter alone, and the unsigned subtractions test each range at once.
    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x41 && scalar.value <= 0x5A }
    private static func isLower(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x61 && scalar.value <= 0x7A }
}
