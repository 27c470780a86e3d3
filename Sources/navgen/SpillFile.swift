#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NavGenCore

/// Where `compile` keeps a part of a generated file (the deep links, about 30% of the
/// text, or the views) while the parts before it are rendered and written: a temporary
/// file beside the output, removed from its directory the moment it is made, so that
/// it lives only as long as its descriptor and no interruption can leave it behind.
/// The kept text never counts towards navgen's memory, unless a write fails (a full
/// disk): what comes after is kept in memory.
final class SpillFile: EmissionSpill, @unchecked Sendable {
    private let descriptor: Int32
    /// How many bytes the file holds.
    private var written = 0
    /// The chunks kept once a write failed (a full disk): the text is then kept in
    /// memory, after what the file holds.
    private let overflow = MemorySpill()
    private var failed = false

    /// A spill for the output `path`, or `nil` when no file can be made beside it (the
    /// caller then keeps the text in memory).
    init?(beside path: String) {
        let directory = PathName.deletingLastComponent(of: path)
        guard let file = try? OutputFile.create(beside: path, in: directory.isEmpty ? "." : directory, readable: true),
              let descriptor = file.descriptor else { return nil }
        unlink(file.path)
        InterruptCleanup.finished(file.registration)
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    func keep(_ chunk: UnsafeBufferPointer<UInt8>) {
        if !failed {
            if Descriptor.writeAll(chunk, to: descriptor) == nil {
                written += chunk.count
                return
            }
            failed = true
        }
        overflow.keep(chunk)
    }

    /// Reads the file back from its start, a megabyte at a time, then what was kept
    /// in memory.
    func replay(into output: (UnsafeBufferPointer<UInt8>) -> Void) throws {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw Self.readFailure(errno) }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var remaining = written
        while remaining > 0 {
            let read = buffer.withUnsafeMutableBufferPointer { Descriptor.readFully(descriptor, into: .init(rebasing: $0[..<min($0.count, remaining)])) }
            if let failure = read.failure { throw Self.readFailure(failure) }
            guard read.count > 0 else { throw Self.readFailure(EIO) }
            buffer.withUnsafeBufferPointer { output(.init(rebasing: $0[..<read.count])) }
            remaining -= read.count
        }
        overflow.replay(into: output)
    }

    private static func readFailure(_ code: Int32) -> OutputFile.WriteError {
        OutputFile.WriteError(description: "cannot read back the generated file's deep links from their temporary file: \(Descriptor.reason(code))")
    }
}
