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

    /// Analyses every file; `nil` entries are files that could not be read.
    static func analyze(_ paths: [String]) -> [Analysis?] {
        paths.map { path in read(path).map { Pipeline.analyze(file: path, bytes: $0) } }
    }
}

/// Writing to the standard streams.
enum Console {
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
