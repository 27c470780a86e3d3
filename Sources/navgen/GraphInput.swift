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
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
