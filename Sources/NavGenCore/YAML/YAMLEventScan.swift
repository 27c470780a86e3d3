import CLibYAML

/// libyaml's event loop and nothing else: the physical limit of the parse stage.
///
/// The benchmarks (`Benchmarks/`, `libyaml-scan`) time it against `navgen lint` on the
/// same file, through the same libyaml module navgen links. It copies no strings,
/// builds no tree and checks nothing libyaml does not, so navgen never uses it.
public enum YAMLEventScan {
    /// The number of events libyaml produces for `bytes` (stream start and end
    /// included), or `nil` when libyaml reports an error.
    public static func countEvents(in bytes: [UInt8]) -> Int? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            var count = 0
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                let ended = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                count += 1
                if ended { return count }
            }
        }
    }
}
