/// Reads the parts a file includes (1.1 G), and the parts they include, and merges
/// their screens and flows into it.
///
/// Each part is parsed and decoded like a graph file (its screens and flows streamed
/// as they are parsed), under its own path, so every diagnostic about it names it.
/// The merged lists are the including file's, then each included part's in `include`
/// order, a part's own before those of the parts it includes: the order of one file
/// with each part's entries appended to its `screens:` and `flows:`.
///
/// A file is read once. An entry that leads back to a file still being read is an
/// `include-cycle`; one that names a file already read is an `invalid-value` with a
/// note at the first; one that cannot be read is an `unknown-reference`.
struct IncludedParts {
    /// Reads, parses and decodes each part with its `parts`, `limits` and `parallelism`.
    var pipeline: Pipeline

    /// Where each file read so far was included, `nil` for the file the reading began with.
    private var included: [String: SourceLocation?] = [:]
    /// The files being read, outermost first: each includes the next.
    private var open: [String] = []

    init(pipeline: Pipeline) {
        self.pipeline = pipeline
    }

    /// `file` with the screens and flows of every part it includes, directly or not,
    /// appended; the paths of those parts, in reading order.
    mutating func merge(into file: inout DecodedFile, diagnostics: inout DiagnosticCollector) -> [String] {
        let path = IncludePath.simplified(file.file)
        included[path] = .some(nil)
        var parts: [String] = []
        mergeIncludes(file.includes, of: file.file, as: path, into: &file, parts: &parts, diagnostics: &diagnostics)
        return parts
    }

    /// Merges the parts `includes` (the entries of `source`, whose simplified path is
    /// `path`) names into `target`, depth first.
    private mutating func mergeIncludes(_ includes: [Located<String>], of source: String, as path: String, into target: inout DecodedFile,
                                        parts: inout [String], diagnostics: inout DiagnosticCollector) {
        open.append(path)
        defer { open.removeLast() }
        for entry in includes {
            let path = IncludePath.resolve(entry.value, from: source)
            guard let part = read(entry, at: path, diagnostics: &diagnostics) else { continue }
            parts.append(path)
            target.screens.append(contentsOf: part.screens)
            target.flows.append(contentsOf: part.flows)
            mergeIncludes(part.includes, of: path, as: path, into: &target, parts: &parts, diagnostics: &diagnostics)
        }
    }

    /// The part at `path`, decoded, or `nil` after reporting why it is not merged.
    private mutating func read(_ entry: Located<String>, at path: String, diagnostics: inout DiagnosticCollector) -> DecodedFile? {
        let named = path == entry.value ? "'\(entry.value.excerpt)'" : "'\(entry.value.excerpt)' (read as '\(path.excerpt)')"
        if let start = open.firstIndex(of: path) {
            let chain = (open[start...] + [path]).map { "'\($0.excerpt)'" }.joined(separator: " includes ")
            let notes = (included[path] ?? nil).map { [Diagnostic.Note("'\(path.excerpt)' is included here", at: $0)] } ?? []
            diagnostics.emit(.includeCycle, "including \(named) here makes a cycle: \(chain); remove this entry", at: entry.location, notes: notes)
            return nil
        }
        if let first = included[path] {
            let notes = first.map { [Diagnostic.Note("'\(path.excerpt)' is first included here", at: $0)] } ?? []
            diagnostics.emit(.invalidValue, "\(named) is already included; a part is included once, so remove this entry", at: entry.location, notes: notes)
            return nil
        }
        included[path] = .some(entry.location)
        let bytes: [UInt8]
        switch pipeline.parts.bytes(of: path) {
        case .success(let read): bytes = read
        case .failure(let failure):
            diagnostics.emit(.unknownReference, "cannot read the included file \(named): \(failure.reason); an include's path is relative to the including file",
                             at: entry.location)
            return nil
        }
        var partDiagnostics = DiagnosticCollector()
        let part = pipeline.parse(path, bytes, into: &partDiagnostics).flatMap { pipeline.decode($0, as: .part, into: &partDiagnostics) }
        diagnostics.emit(contentsOf: partDiagnostics)
        return part
    }
}
