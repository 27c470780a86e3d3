import ArgumentParser
import Foundation
import NavGenCore

/// Reading graph files for the subcommands.
enum GraphInput {
    /// The file's bytes, or `nil` after printing why it cannot be read. Reads with
    /// POSIX calls, so pipes such as `/dev/stdin` work and the reason is the system's.
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return failure(path, errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_size > 0 {
            bytes.reserveCapacity(Int(status.st_size))
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                return failure(path, errno)
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> [UInt8]? {
        let reason = code == ENOENT ? "no such file" : code == EISDIR ? "it is a directory" : String(cString: strerror(code)).lowercased()
        Console.error("\(path): error: cannot read the graph: \(reason)")
        return nil
    }

    /// Analyses every file; `nil` entries are files that could not be read. With
    /// `timers`, each file's stages are timed, reading included.
    static func analyze(_ paths: [String], timers: [StageTimer]? = nil, parallelism: Parallelism = .parallel) -> [Analysis?] {
        paths.indices.map { index in
            let timer = timers?[index] ?? StageTimer()
            guard let bytes = timer.measure("read", { read(paths[index]) }) else { return nil }
            return Pipeline.analyze(file: paths[index], bytes: consume bytes, timer: timer, parallelism: parallelism)
        }
    }

    /// Prints each file's stage timings on standard error (`--timings`).
    static func report(_ timers: [StageTimer], for paths: [String]) {
        for (path, timer) in zip(paths, timers) {
            Console.error("\(path): timings: \(timer.summary)")
        }
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
        try write(Data(text.utf8))
    }

    /// Writes bytes as they are to standard output, failing as `write(_:)` does.
    static func write(_ bytes: some DataProtocol) throws {
        do {
            try FileHandle.standardOutput.write(contentsOf: bytes)
        } catch {
            throw outputFailed(reason(error))
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
