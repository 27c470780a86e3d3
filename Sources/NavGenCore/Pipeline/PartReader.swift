/// How the pipeline reads the parts a graph includes (1.1 G): a path, as the
/// pipeline made it from the including file's path, to the file's bytes or the
/// reason it cannot be read. An unreadable part is an `unknown-reference` at its
/// `include:` entry, so the reader reports nothing itself.
public struct PartReader: Sendable {
    /// Why a file cannot be read, as the system words it (`no such file`).
    public struct Failure: Error, Sendable {
        public var reason: String

        public init(reason: String) {
            self.reason = reason
        }
    }

    private let read: @Sendable (String) -> Result<[UInt8], Failure>

    public init(_ read: @escaping @Sendable (String) -> Result<[UInt8], Failure>) {
        self.read = read
    }

    /// The bytes of the file at `path`, or why not.
    public func bytes(of path: String) -> Result<[UInt8], Failure> {
        read(path)
    }

    /// Reads nothing: each include is reported as unreadable. For analyses of bytes
    /// that come from no file system, such as the fuzzer's.
    public static let none = PartReader { _ in .failure(Failure(reason: "this analysis reads no other files")) }

    /// Reads the files of `files`, by path, from memory; any other path is `no such file`.
    public static func inMemory(_ files: [String: String]) -> PartReader {
        PartReader { path in
            files[path].map { .success(Array($0.utf8)) } ?? .failure(Failure(reason: "no such file"))
        }
    }
}
