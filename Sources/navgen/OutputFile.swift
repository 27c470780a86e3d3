#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A generated file on disk, streamed into place as it is rendered: written
/// atomically, and left untouched when its content does not change.
///
/// The text goes, chunk by chunk, to a new temporary file beside the target
/// (`.NAME.navgen-PID-N.tmp`), and is compared on the way with the target's current
/// content. While the two are equal nothing is written: at the first difference,
/// the equal start is copied from the target into the temporary file, and the text
/// follows it. `finish()` ends the stream; `commit()`, called once every graph compiled,
/// renames the temporary file over the target, so readers never see a partial file
/// and a failed compile leaves the previous file as it was. An output equal to the
/// target leaves it untouched (its mtime kept) and removes the temporary file, even
/// when that file could not be created or written (a read-only directory, a full
/// disk). Every failure removes the temporary file; `InterruptCleanup` removes it
/// when a signal ends navgen first. A target that is a device, a pipe or a socket
/// (`-o /dev/null`) is written straight into instead, as it is rendered.
final class OutputFile {
    /// Why a write failed, in words a user can act on.
    struct WriteError: Error, CustomStringConvertible {
        var description: String
    }

    let path: String

    /// The temporary file being written, until it is renamed or removed.
    private var temporary: (path: String, descriptor: Int32?, registration: InterruptCleanup.Registration)?
    /// Why the temporary file could not be created; the output then succeeds only
    /// when it equals the target.
    private var creationFailure: WriteError?
    /// The `errno` of the first failed write to the temporary file.
    private var writeFailure: Int32?
    /// The target, read alongside the output while they are equal so far.
    private var existing: Int32?
    private var existingChunk: [UInt8] = []
    /// How many bytes of the output equal the target's start and are not yet in the
    /// temporary file.
    private var matched = 0
    /// Whether the finished output equals the target.
    private var unchanged = false
    /// `; the previous file is unchanged`, when there is one.
    private let unchangedNote: String

    /// The target itself, when it is a device, a pipe or a socket (`-o /dev/null`):
    /// written straight into, since renaming a file over it would replace it.
    private var special: Int32?

    /// Temporary files this process has made, to keep their names distinct.
    nonisolated(unsafe) private static var made = 0

    /// Starts the output of `path`: fails at once when the path is a directory, or
    /// when the temporary file cannot be created and there is no previous file the
    /// output could equal.
    init(path: String) throws(WriteError) {
        self.path = path
        let kind = FileSystem.kind(of: path)
        if kind == .directory {
            throw WriteError(description: "cannot write the generated file: the path is a directory; give a file path, or a directory with several graphs")
        }
        if kind == .special {
            unchangedNote = ""
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw WriteError(description: "cannot write the generated file: \(Descriptor.reason(errno))") }
            special = descriptor
            return
        }
        unchangedNote = kind != nil ? "; the previous file is unchanged" : ""
        if kind != nil {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            if descriptor >= 0 { existing = descriptor }
        }
        let directory = PathName.deletingLastComponent(of: path)
        do {
            temporary = try Self.create(beside: path, in: directory.isEmpty ? "." : directory)
        } catch {
            creationFailure = error
            if existing == nil { throw error }
        }
    }

    /// Writes `text` as the whole output and renames it into place at once, for an
    /// output that does not wait for others (`scaffold`'s files).
    func write(_ text: String) throws(WriteError) {
        var text = text
        text.withUTF8 { write($0) }
        try finish()
        try commit()
    }

    /// Writes the next chunk of the output; a failure is reported by `finish()`.
    func write(_ chunk: UnsafeBufferPointer<UInt8>) {
        if let special {
            if writeFailure == nil { writeFailure = Descriptor.writeAll(chunk, to: special) }
            return
        }
        if existing != nil {
            if compare(chunk) { return }
            copyMatchedStart()
        }
        if writeFailure == nil, let descriptor = temporary?.descriptor {
            writeFailure = Descriptor.writeAll(chunk, to: descriptor)
        }
    }

    /// Ends the output. An unchanged output's temporary file is removed now; a
    /// failed one's too, and the failure thrown.
    func finish() throws(WriteError) {
        if let descriptor = special {
            if close(descriptor) != 0, writeFailure == nil { writeFailure = errno }
            special = nil
            if let writeFailure { throw WriteError(description: "cannot write the generated file: \(Descriptor.reason(writeFailure))") }
            return
        }
        if let descriptor = existing {
            var byte: UInt8 = 0
            let rest = withUnsafeMutablePointer(to: &byte) { Descriptor.readFully(descriptor, into: .init(start: $0, count: 1)) }
            unchanged = rest.failure == nil && rest.count == 0
            if unchanged {
                close(descriptor)
                existing = nil
            } else {
                copyMatchedStart()
            }
        }
        if let descriptor = temporary?.descriptor {
            if close(descriptor) != 0, writeFailure == nil { writeFailure = errno }
            temporary?.descriptor = nil
        }
        if unchanged {
            discard()
        } else if let creationFailure {
            throw creationFailure
        } else if let writeFailure {
            discard()
            throw WriteError(description: "cannot write the generated file: \(Descriptor.reason(writeFailure))\(unchangedNote)")
        }
    }

    /// Renames the finished temporary file over the target (nothing to do when the
    /// output was unchanged).
    func commit() throws(WriteError) {
        guard let temporary else { return }
        if rename(temporary.path, path) != 0 {
            let failure = errno
            discard()
            throw WriteError(description: "cannot write the generated file: \(Descriptor.reason(failure))\(unchangedNote)")
        }
        InterruptCleanup.finished(temporary.registration)
        self.temporary = nil
    }

    /// Removes the temporary file, if any: the output is not wanted after all.
    func discard() {
        if let special { close(special) }
        special = nil
        if let existing { close(existing) }
        existing = nil
        guard let temporary else { return }
        if let descriptor = temporary.descriptor { close(descriptor) }
        unlink(temporary.path)
        InterruptCleanup.finished(temporary.registration)
        self.temporary = nil
    }

    /// Reads as many bytes of the target as `chunk` has: whether they equal `chunk`.
    /// An equal chunk counts as matched.
    private func compare(_ chunk: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let descriptor = existing else { return false }
        if existingChunk.count < chunk.count { existingChunk = [UInt8](repeating: 0, count: chunk.count) }
        let equal = existingChunk.withUnsafeMutableBufferPointer { buffer in
            let target = Descriptor.readFully(descriptor, into: .init(rebasing: buffer[..<chunk.count]))
            return target.failure == nil && target.count == chunk.count
                && memcmp(buffer.baseAddress!, chunk.baseAddress!, chunk.count) == 0
        }
        if equal { matched += chunk.count }
        return equal
    }

    /// The output differs from the target after all: copies the start they share
    /// from the target into the temporary file, and stops comparing.
    private func copyMatchedStart() {
        guard let descriptor = existing else { return }
        existing = nil
        defer { close(descriptor) }
        guard writeFailure == nil, let temporaryDescriptor = temporary?.descriptor else { return }
        if existingChunk.isEmpty { existingChunk = [UInt8](repeating: 0, count: 1 << 20) }
        var offset = 0
        while offset < matched, writeFailure == nil {
            existingChunk.withUnsafeMutableBufferPointer { buffer in
                let count = pread(descriptor, buffer.baseAddress!, min(buffer.count, matched - offset), off_t(offset))
                if count > 0 {
                    writeFailure = Descriptor.writeAll(.init(rebasing: buffer[..<count]), to: temporaryDescriptor)
                    offset += count
                } else if count == 0 {
                    writeFailure = EIO
                } else if errno != EINTR {
                    writeFailure = errno
                }
            }
        }
    }

    /// Creates a new temporary file in `directory`, registered with `InterruptCleanup`;
    /// `readable` opens it for reading too.
    static func create(beside path: String, in directory: String, readable: Bool = false) throws(WriteError)
        -> (path: String, descriptor: Int32?, registration: InterruptCleanup.Registration) {
        let name = PathName.lastComponent(of: path)
        while true {
            made += 1
            let temporary = "\(directory)/.\(name).navgen-\(getpid())-\(made).tmp"
            // Registered before it exists, so no moment has a file the handler does not know.
            let registration = InterruptCleanup.writing(temporary)
            let descriptor = open(temporary, (readable ? O_RDWR : O_WRONLY) | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (temporary, descriptor, registration) }
            let error = errno
            InterruptCleanup.finished(registration)
            // A file left by an earlier process that had the same id: take the next name.
            if error == EEXIST, made < 100 { continue }
            throw WriteError(description: "cannot create the generated file in '\(directory)': \(Descriptor.reason(error)); check that the directory exists and is writable")
        }
    }
}
