// libyaml-scan FILE
//
// Baseline 1: the raw libyaml event scan, the physical limit of navgen's parse stage.
// Reads the whole file into memory and counts libyaml's events with the main package's
// `YAMLEventScan` (NavGenCore's YAML layer, the same CLibYAML module navgen links).
// Nothing else: no strings are copied, no tree is built.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavGenCore

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
guard let events = YAMLEventScan.countEvents(in: bytes) else {
    fail("\(args[1]): libyaml reports a syntax error")
}
print("events: \(events)")
