import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Musl)
import Musl
private let systemWrite = Musl.write
#else
import Darwin
private let systemWrite = Darwin.write
#endif

/// A generated file on disk, written atomically and only when its content changes.
///
/// The text goes to a new temporary file beside the target (`.NAME.navgen-PID-N.tmp`),
/// which is renamed over the target once it is complete, so readers never see a
/// partial file and a failed write leaves the previous file as it was. Every failure
/// (no directory, no permission, a full disk, an interruption) removes the temporary
/// file; `InterruptCleanup` removes it when a signal ends navgen mid-write.
struct OutputFile {
    /// Why a write failed, in words a user can act on.
    struct WriteError: Error, CustomStringConvertible {
        var description: String
    }

    var path: String

    /// Temporary files this process has made, to keep their names distinct.
    nonisolated(unsafe) private static var made = 0

    /// Writes `text` unless the file already holds exactly it (its mtime is then kept).
    /// The bytes written are the string's own UTF-8 storage, not a copy of it: a
    /// generated file can be hundreds of megabytes.
    func write(_ text: String) throws(WriteError) {
        var text = text
        try text.withUTF8 { bytes in Result { () throws(WriteError) in try write(bytes) } }.get()
    }

    /// Writes UTF-8 `bytes` unless the file already holds exactly them.
    func write(_ bytes: [UInt8]) throws(WriteError) {
        try bytes.withUnsafeBufferPointer { bytes in Result { () throws(WriteError) in try write(bytes) } }.get()
    }

    private func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(WriteError) {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size == bytes.count,
           let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(bytes) {
            return
        }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue {
            throw WriteError(description: "cannot write the generated file: the path is a directory; give a file path, or a directory with several graphs")
        }
        let unchanged = exists ? "; the previous file is unchanged" : ""
        let directory = (path as NSString).deletingLastPathComponent
        let (temporary, descriptor) = try create(in: directory.isEmpty ? "." : directory)
        var failure = Self.writeAll(bytes, to: descriptor)
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            InterruptCleanup.finished()
            throw WriteError(description: "cannot write the generated file: \(Self.reason(failure))\(unchanged)")
        }
        InterruptCleanup.finished()
    }

    /// Creates a new temporary file in `directory`, registered with `InterruptCleanup`.
    private func create(in directory: String) throws(WriteError) -> (path: String, descriptor: Int32) {
        let name = (path as NSString).lastPathComponent
        while true {
            Self.made += 1
            let temporary = "\(directory)/.\(name).navgen-\(getpid())-\(Self.made).tmp"
            // Registered before it exists, so no moment has a file the handler does not know.
            InterruptCleanup.writing(temporary)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (temporary, descriptor) }
            let error = errno
            InterruptCleanup.finished()
            // A file left by an earlier process that had the same id: take the next name.
            if error == EEXIST, Self.made < 100 { continue }
            throw WriteError(description: "cannot create the generated file in '\(directory)': \(Self.reason(error)); check that the directory exists and is writable")
        }
    }

    /// Writes every byte, resuming after short writes and interrupted calls;
    /// returns the `errno` of a failure.
    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    private static func reason(_ error: Int32) -> String {
        String(cString: strerror(error)).lowercased()
    }
}
