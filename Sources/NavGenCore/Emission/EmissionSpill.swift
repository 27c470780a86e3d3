/// Holds the text of a part of the generated file (`SwiftEmitter.Part`) rendered
/// while the parts before it are still being rendered and written.
///
/// `keep(_:)` is called by the thread that renders the part, chunk by chunk in order;
/// `replay(into:)` once, by the writing thread, after every part was rendered.
public protocol EmissionSpill: AnyObject, Sendable {
    /// Keeps the next chunk of the later part.
    func keep(_ chunk: UnsafeBufferPointer<UInt8>)
    /// Hands every kept chunk to `output`, in order, and forgets them; throws when
    /// what was kept cannot be read back.
    func replay(into output: (UnsafeBufferPointer<UInt8>) -> Void) throws
}

/// An `EmissionSpill` in memory: the part exists whole until it is replayed (the deep
/// links are about 30% of the file). For a file on disk, navgen keeps it in a
/// temporary file. `StepPrefixes` keeps its functions in one until the functions of
/// `Routes` that come before them are written.
public final class MemorySpill: EmissionSpill, @unchecked Sendable {
    /// The chunks kept, in order. Written by the rendering thread only, then read by
    /// the writing thread after joining it, which orders the two.
    private var chunks: [[UInt8]] = []

    public init() {}

    public func keep(_ chunk: UnsafeBufferPointer<UInt8>) {
        chunks.append(Array(chunk))
    }

    public func replay(into output: (UnsafeBufferPointer<UInt8>) -> Void) {
        for chunk in chunks { chunk.withUnsafeBufferPointer(output) }
        chunks = []
    }
}
