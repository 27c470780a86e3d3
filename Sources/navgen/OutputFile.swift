import Foundation

/// A generated file on disk, written atomically and only when its content changes.
struct OutputFile {
    /// Why a write failed, in words a user can act on.
    struct WriteError: Error, CustomStringConvertible {
        var description: String
    }

    var path: String

    /// Writes `text` unless the file already holds exactly it (its mtime is then
    /// kept). The text goes to a temporary file beside the target, which is renamed
    /// over it, so readers never see a partial file.
    func write(_ text: String) throws {
        var text = text
        // The file's bytes are the string's own UTF-8 storage, not a copy of it:
        // a generated file can be hundreds of megabytes.
        try text.withUTF8 { bytes in
            let data = bytes.baseAddress.map { Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: bytes.count, deallocator: .none) } ?? Data()
            try write(data)
        }
    }

    private func write(_ data: Data) throws {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size == data.count,
           let existing = FileManager.default.contents(atPath: path), existing == data {
            return
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw WriteError(description: "cannot write the generated file: the path is a directory; give a file path, or a directory with several graphs")
        }
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.\((path as NSString).lastPathComponent).navgen-\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw WriteError(description: "cannot write the generated file: the directory '\(directory.isEmpty ? "." : directory)' does not exist or is not writable")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(description: "cannot write the generated file: \(reason)")
        }
    }
}
