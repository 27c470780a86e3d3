import ArgumentParser
import NavGenCore

/// How every subcommand reports diagnostics as text and ends on them (spec section 9):
/// `FILE:LINE:COLUMN: error: MESSAGE [rule-id]` lines on standard error, and exit
/// status 1 when there is an error.
enum DiagnosticOutput {
    /// Prints `report` as text on standard error, when it has any diagnostic.
    static func print(_ report: DiagnosticReport) {
        if !report.diagnostics.isEmpty { Console.error(report.text()) }
    }

    /// Exits 1 when `report` has an error, or `failed` (a file could not be read).
    static func exitOnErrors(_ report: DiagnosticReport, failed: Bool = false) throws {
        if failed || report.hasErrors { throw ExitCode(1) }
    }

    /// `print(_:)`, then `exitOnErrors(_:failed:)`.
    static func report(_ report: DiagnosticReport, failed: Bool = false) throws {
        print(report)
        try exitOnErrors(report, failed: failed)
    }
}
