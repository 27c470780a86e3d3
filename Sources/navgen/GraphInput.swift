import NavGenCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
            let (count, failure) = chunk.withUnsafeMutableBufferPointer { Descriptor.readFully(descriptor, into: $0) }
            if let failure { return Self.failure(path, failure) }
            bytes.append(contentsOf: chunk[..<count])
            if count < chunk.count { return bytes }
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> [UInt8]? {
        let reason = code == ENOENT ? "no such file" : code == EISDIR ? "it is a directory" : Descriptor.reason(code)
        Console.error("\(path): error: cannot read the graph: \(reason)")
        return nil
    }

    /// Analyses every file; `nil` entries are files that could not be read. With
    /// `timers`, each file's stages are timed, reading included.
    static func analyze(_ paths: [String], timers: [StageTimer]? = nil, parallelism: Parallelism = .parallel) -> [Analysis?] {
        analyze(paths, timers: timers, parallelism: parallelism, alongside: { _ in () }).map { $0?.analysis }
    }

    /// `analyze(_:timers:parallelism:)`, with what `alongside` made of each model that
    /// the graph rules found no error in (`Pipeline.analyze(file:bytes:limits:timer:parallelism:alongside:)`).
    static func analyze<Extra: Sendable>(_ paths: [String], timers: [StageTimer]? = nil, parallelism: Parallelism = .parallel,
                                         alongside: @escaping @Sendable (ValidationContext) -> Extra) -> [(analysis: Analysis, extra: Extra?)?] {
        paths.indices.map { index in
            let timer = timers?[index] ?? StageTimer()
            guard let bytes = timer.measure("read", { read(paths[index]) }) else { return nil }
            return Pipeline.analyze(file: paths[index], bytes: consume bytes, timer: timer, parallelism: parallelism, alongside: alongside)
        }
    }

    /// Prints each file's stage timings on standard error (`--timings`).
    static func report(_ timers: [StageTimer], for paths: [String]) {
        for (path, timer) in zip(paths, timers) {
            Console.error("\(path): timings: \(timer.summary)")
        }
    }
}
