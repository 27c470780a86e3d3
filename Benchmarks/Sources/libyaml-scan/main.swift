// libyaml-scan FILE
//
// Baseline 1: the raw libyaml event scan, the physical limit of navgen's parse stage.
// Reads the whole file into memory, feeds it to yaml_parser_set_input_string and
// counts events. Nothing else: no strings are copied, no tree is built.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CYAMLBench

func writeError(_ text: String) {
    var text = text
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

func fail(_ message: String) -> Never {
    writeError("libyaml-scan: \(message)\n")
    exit(1)
}

let args = CommandLine.arguments
guard args.count == 2 else {
    writeError("usage: libyaml-scan FILE\n")
    exit(2)
}

func readFile(_ path: String) -> [UInt8] {
    guard let f = fopen(path, "rb") else { fail("cannot open \(path)") }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
        let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, f) }
        if n > 0 { bytes.append(contentsOf: chunk[0..<n]) }
        if n < chunk.count {
            if ferror(f) != 0 { fail("cannot read \(path)") }
            break
        }
    }
    return bytes
}

let bytes = readFile(args[1])

var parser = yaml_parser_t()
guard yaml_parser_initialize(&parser) == 1 else { fail("yaml_parser_initialize failed") }
defer { yaml_parser_delete(&parser) }

var events = 0
var failed = false
bytes.withUnsafeBufferPointer { buf in
    yaml_parser_set_input_string(&parser, buf.baseAddress, buf.count)
    var event = yaml_event_t()
    while true {
        if yaml_parser_parse(&parser, &event) != 1 {
            failed = true
            break
        }
        let done = event.type == YAML_STREAM_END_EVENT
        yaml_event_delete(&event)
        events += 1
        if done { break }
    }
}
if failed {
    let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
    fail("\(args[1]):\(parser.problem_mark.line + 1):\(parser.problem_mark.column + 1): \(problem)")
}
print("events: \(events)")
