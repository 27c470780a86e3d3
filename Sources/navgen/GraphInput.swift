import NavGenCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading the files the subcommands are given (stage 1 of `Pipeline`).
enum GraphInput {
    /// The file's bytes, or `nil` after printing why it cannot be read
    /// (`PATH: error: cannot read WHAT: REASON`). Reads with POSIX calls, so pipes
    /// such as `/dev/stdin` work and the reason is the system's.
    static func read(_ path: String, as what: String = "the graph") -> [UInt8]? {
        switch contents(of: path) {
        case .success(let bytes): return bytes
        case .failure(let failure):
            Console.error("\(path): error: cannot read \(what): \(failure.reason)")
            return nil
        }
    }

    /// Reads the parts graphs include; a part that cannot be read is a diagnostic at
    /// its `include:` entry, so nothing is printed here.
    static let parts = PartReader { contents(of: $0) }

    /// The file's bytes, or why it cannot be read.
    private static func contents(of path: String) -> Result<[UInt8], PartReader.Failure> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return failure(errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_size > 0 {
            bytes.reserveCapacity(Int(status.st_size))
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let (count, failure) = chunk.withUnsafeMutableBufferPointer { Descriptor.readFully(descriptor, into: $0) }
            if let failure { return Self.failure(failure) }
            bytes.append(contentsOf: chunk[..<count])
            if count < chunk.count { return .success(bytes) }
        }
    }

    private static func failure(_ code: Int32) -> Result<[UInt8], PartReader.Failure> {
        let reason = code == ENOENT ? "no such file" : code == EISDIR ? "it is a directory" : Descriptor.reason(code)
        return .failure(PartReader.Failure(reason: reason))
    }

    /// Stages 1 to 6 for every file, with the parts they include
    /// (`Pipeline.analyze(_:timers:read:)`); `nil` entries are files that could not
    /// be read.
    static func analyze(_ paths: [String]) -> [Analysis?] {
        Pipeline(parts: parts).analyze(paths, read: { read($0) })
    }

    /// Prints each file's stage timings on standard error (`--timings`).
    static func report(_ timers: [StageTimer], for paths: [String]) {
        for (path, timer) in zip(paths, timers) {
            Console.error("\(path): timings: \(timer.summary)")
        }
    }
}
