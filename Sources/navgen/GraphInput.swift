import ArgumentParser
import Foundation
import NavGenCore

/// Reading graph files for the subcommands.
enum GraphInput {
    /// The file's bytes, or `nil` after printing why it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let reason = !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) ? "no such file"
                : isDirectory.boolValue ? "it is a directory" : "permission denied"
            Console.error("\(path): error: cannot read the graph: \(reason)")
            return nil
        }
        return [UInt8](data)
    }

    /// Analyses every file; `nil` entries are files that could not be read.
    static func analyze(_ paths: [String]) -> [Analysis?] {
        paths.map { path in read(path).map { Pipeline.analyze(file: path, bytes: $0) } }
    }
}

/// Writing to the standard streams.
enum Console {
    /// Writes a line to standard error. A failure there has nowhere to be reported,
    /// so it is ignored.
    static func error(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(terminated(text).utf8))
    }

    /// Writes a line to standard output.
    static func output(_ text: String) throws {
        try write(terminated(text))
    }

    /// Writes `text` as it is to standard output. When that fails (output redirected
    /// to a full disk, a closed descriptor) it says so on standard error and exits 1.
    static func write(_ text: String) throws {
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
        } catch {
            Console.error("navgen: error: cannot write to standard output: \(reason(error))")
            throw ExitCode(1)
        }
    }

    private static func terminated(_ text: String) -> String {
        text.hasSuffix("\n") ? text : text + "\n"
    }

    /// The system's words for a failed write (`no space left on device`).
    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code))).lowercased()
        }
        if nsError.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(nsError.code))).lowercased()
        }
        return nsError.localizedDescription
    }
}
