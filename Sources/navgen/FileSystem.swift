#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Questions and changes about paths on disk, with POSIX calls.
enum FileSystem {
    /// What a path names, following symbolic links.
    enum Kind {
        case directory
        /// A regular file.
        case file
        /// A device, a named pipe or a socket (`/dev/null`, `/dev/stdout`): written
        /// into, never replaced.
        case special
    }

    /// What is at `path`, or `nil` when nothing is or it cannot be told (a missing or
    /// unreadable parent): `stat(2)`, as `FileManager.fileExists(atPath:isDirectory:)` asks.
    static func kind(of path: String) -> Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .special
        }
    }

    /// Creates the directory `path` and the missing directories above it (`mkdir -p`);
    /// returns the `errno` of a failure. An existing directory is a success.
    static func createDirectories(_ path: String) -> Int32? {
        if kind(of: path) == .directory { return nil }
        let parent = PathName.deletingLastComponent(of: path)
        if !parent.isEmpty, kind(of: parent) == nil, let failure = createDirectories(parent) {
            return failure
        }
        if mkdir(path, 0o777) == 0 { return nil }
        let failure = errno
        // Made by another process in the meantime.
        return failure == EEXIST && kind(of: path) == .directory ? nil : failure
    }
}
