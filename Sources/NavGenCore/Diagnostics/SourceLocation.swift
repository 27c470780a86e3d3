/// A place in a graph file.
///
/// `line` and `column` are 1-based. `column` counts Unicode characters (scalars),
/// as libyaml's marks do, not UTF-8 bytes. Lines break where libyaml (YAML 1.1)
/// breaks them: at LF, CR LF, a lone CR, NEL, LS and PS.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file path as the user gave it (never made absolute).
    public var file: String
    private var storedLine: UInt32
    private var storedColumn: UInt32

    public init(file: String, line: Int, column: Int) {
        self.file = file
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// 1-based column, in Unicode characters.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    /// `FILE:LINE:COLUMN`, the form Xcode and SwiftPM recognise.
    public var description: String { "\(file):\(line):\(column)" }
}
