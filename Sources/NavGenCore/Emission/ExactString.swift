/// Strings joined in one allocation of their exact length.
///
/// `+=` on a `String` checks its capacity and may grow it on every piece: a screen
/// expression of three parameters (`.detail(id: id, page: 1, sort: nil)`, sixteen
/// pieces) cost about 4,900 instructions that way, and the emitter makes one for
/// every link method and deep-link step.
enum ExactString {
    /// The pieces, one after the other.
    static func joined(_ pieces: [String]) -> String {
        var length = 0
        for piece in pieces { length += piece.utf8.count }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = 0
            for var piece in pieces {
                piece.withUTF8 { bytes in
                    guard let start = bytes.baseAddress, let destination = buffer.baseAddress else { return }
                    UnsafeMutableRawPointer(destination + end).copyMemory(from: start, byteCount: bytes.count)
                    end += bytes.count
                }
            }
            return end
        }
    }
}
