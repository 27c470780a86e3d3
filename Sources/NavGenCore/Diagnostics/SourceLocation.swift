/// A place in a graph file.
///
/// `line` and `column` are 1-based. `column` counts Unicode characters (scalars),
/// as libyaml's marks do, not UTF-8 bytes. Lines break where libyaml (YAML 1.1)
/// breaks them: at LF, CR LF, a lone CR, NEL, LS and PS.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file path as the user gave it (never made absolute).
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode characters.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `FILE:LINE:COLUMN`, the form Xcode and SwiftPM recognise.
    public var description: String { "\(file):\(line):\(column)" }
}
