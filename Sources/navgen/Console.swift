import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to the standard streams.
enum Console {
    /// Writes a line to standard error. A failure there has nowhere to be reported,
    /// so it is ignored.
    static func error(_ text: String) {
        var line = terminated(text)
        _ = line.withUTF8 { Descriptor.writeAll($0, to: STDERR_FILENO) }
    }

    /// Writes a line to standard output. When that fails (output redirected to a full
    /// disk, a closed descriptor) it says so on standard error and exits 1.
    static func output(_ text: String) throws {
        var line = terminated(text)
        if let failure = line.withUTF8({ Descriptor.writeAll($0, to: STDOUT_FILENO) }) {
            throw outputFailed(Descriptor.reason(failure))
        }
    }

    /// Says on standard error why standard output could not be written; returns the
    /// exit code to end with.
    static func outputFailed(_ reason: String) -> ExitCode {
        Console.error("navgen: error: cannot write to standard output: \(reason)")
        return ExitCode(1)
    }

    private static func terminated(_ text: String) -> String {
        text.hasSuffix("\n") ? text : text + "\n"
    }
}
