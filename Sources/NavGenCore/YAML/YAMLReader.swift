import CLibYAML

/// Reads one YAML document into a `YAMLNode` tree by streaming libyaml's events.
///
/// This file and `YAMLTreeBuilder.swift` are the only ones that touch libyaml; C types
/// never leave them. Besides building the tree, the reader enforces what libyaml
/// does not: the nesting and alias-expansion limits, duplicate keys, undefined
/// aliases, tags outside YAML's core schema, the merge key and one document per file.
/// Every problem becomes a located diagnostic; the reader never traps.
public struct YAMLReader {
    public var file: String
    public var limits: YAMLLimits
    /// With `.parallel`, libyaml parses on a second thread (`YAMLEventPipe`).
    public var parallelism: Parallelism

    public init(file: String, limits: YAMLLimits = .standard, parallelism: Parallelism = .serial) {
        self.file = file
        self.limits = limits
        self.parallelism = parallelism
    }

    /// Parses `bytes`; returns the document's root node, or `nil` when the file is
    /// empty or could not be read (the reason is in `diagnostics`).
    public func read(_ bytes: [UInt8], into diagnostics: inout DiagnosticCollector) -> YAMLNode? {
        var stream = NoEntryStream()
        return read(bytes, streaming: &stream, into: &diagnostics)
    }

    /// Parses `bytes` as `read(_:into:)` does, handing the entries of the top-level
    /// mappings that `stream` accepts to it instead of the tree. When the result is
    /// `nil`, what `stream` took means nothing.
    public func read<Stream: YAMLEntryStream>(_ bytes: [UInt8], streaming stream: inout Stream,
                                              into diagnostics: inout DiagnosticCollector) -> YAMLNode? {
        // libyaml skips a UTF-8 byte order mark but counts it as a column, which shifts
        // the first line's indentation; it is no character of the text, so drop it.
        let bytes = bytes.starts(with: Self.byteOrderMark) ? Array(bytes.dropFirst(3)) : bytes
        guard !bytes.isEmpty else { return nil }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            diagnostics.emit(.yamlSyntax, "libyaml could not be initialised", at: SourceLocation(file: file, line: 1, column: 1))
            return nil
        }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var builder = YAMLTreeBuilder(file: file, limits: limits, stream: stream, byteCount: buffer.count)
            defer { stream = builder.stream }
            let end = withUnsafeMutablePointer(to: &parser) { parser in
                let consume = { (event: UnsafePointer<yaml_event_t>) in builder.consume(event.pointee, diagnostics: &diagnostics) == .proceed }
                return parallelism == .parallel ? YAMLEventPipe(parser: parser).run(consume) : Self.parseSerially(parser, consume)
            }
            switch end {
            case .ended: return builder.root
            case .stopped: return nil
            case .failed:
                diagnostics.emit(libyamlError(parser, bytes: buffer))
                return nil
            }
        }
    }

    /// `YAMLEventPipe.run` on the calling thread: each event is consumed as soon
    /// as it is parsed, and deleted after.
    private static func parseSerially(_ parser: UnsafeMutablePointer<yaml_parser_t>,
                                      _ consume: (UnsafePointer<yaml_event_t>) -> Bool) -> YAMLEventPipe.End {
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) == 1 else { return .failed }
            let proceed = consume(&event)
            let ended = event.type == YAML_STREAM_END_EVENT
            yaml_event_delete(&event)
            if !proceed { return .stopped }
            if ended { return .ended }
        }
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Turns libyaml's error state into a `yaml-syntax` diagnostic at its place.
    private func libyamlError(_ parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        if parser.error == YAML_READER_ERROR {
            var offset = parser.problem_offset
            if problem.contains("trailing") {
                // libyaml gives the bad continuation byte; point at its character's first byte.
                while offset > 0, offset <= bytes.count, bytes[offset - 1] & 0xC0 == 0x80 { offset -= 1 }
                if offset > 0, offset <= bytes.count, bytes[offset - 1] & 0xC0 == 0xC0 { offset -= 1 }
            }
            let location = Self.location(ofByte: offset, in: bytes, file: file)
            let message: String
            if parser.problem_value != -1 && problem.contains("invalid") {
                message = "the file is not valid UTF-8 (\(problem)); save it as UTF-8"
            } else if parser.problem_value != -1 {
                message = "\(problem) (character U+\(String(parser.problem_value, radix: 16, uppercase: true)))"
            } else {
                message = problem
            }
            return Diagnostic(.yamlSyntax, message, at: location)
        }
        var message = problem
        if let context = parser.context {
            message += " \(String(cString: context))"
        }
        if message.contains("found character that cannot start any token") {
            message += "; YAML indentation must use spaces, not tabs"
        }
        let mark = parser.problem_mark
        var notes: [Diagnostic.Note] = []
        if parser.context != nil, parser.context_mark.line != mark.line || parser.context_mark.column != mark.column {
            notes.append(.init("the construct started here", at: location(of: parser.context_mark, in: bytes)))
        }
        return Diagnostic(.yamlSyntax, message, at: location(of: mark, in: bytes), notes: notes)
    }

    /// The 1-based place of a libyaml mark. At the end of a file without a final
    /// newline libyaml moves its mark to a line that does not exist; such a mark is
    /// pulled back to just after the last character.
    private func location(of mark: yaml_mark_t, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let location = SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        let end = Self.location(ofByte: bytes.count, in: bytes, file: file)
        return location.line > end.line ? end : location
    }

    /// The 1-based line and character column of a byte offset (for reader errors,
    /// which libyaml reports as an offset only). Lines break where libyaml's marks
    /// break them (YAML 1.1): at LF, CR LF, a lone CR, NEL, LS and PS, so these
    /// places agree with every other diagnostic's in files with any line endings.
    static func location(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>, file: String) -> SourceLocation {
        let end = max(0, min(offset, bytes.count))
        var line = 1
        var column = 1
        var index = 0
        while index < end {
            if let length = lineBreakLength(at: index, in: bytes), index + length <= end {
                line += 1
                column = 1
                index += length
                continue
            }
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The length in bytes of the line break at `index`, or `nil` when none starts there.
    private static func lineBreakLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return byte(1) == 0x0A ? 2 : 1
        case 0xC2: return byte(1) == 0x85 ? 2 : nil
        case 0xE2: return byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9) ? 3 : nil
        default: return nil
        }
    }
}
