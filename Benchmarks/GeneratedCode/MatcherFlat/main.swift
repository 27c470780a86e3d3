// Resolve time of NavGenRuntime's DeepLinkMatcher alone over the `--url-only` patterns
// (with the 1.1 F shapes) at several sizes, for the "flat from 100 to 10k" figure when the
// generated 10k matcher takes longer to build than there is time for:
//
//   swiftc -O -swift-version 6 main.swift -I results/navgen-runtime -L results/navgen-runtime -lNavGenRuntime -o flat
//   ./flat results/url-only-100.routes.tsv results/url-only-1000.routes.tsv results/url-only-10000.routes.tsv
//
// Each file's patterns go into one matcher; 500 URLs are drawn from a hit per pattern
// (both schemes) and a variant with an extra segment; ns per URL, median of 7 passes of
// at least 0.25 s.
import Foundation
import NavGenRuntime
#if canImport(Glibc)
import Glibc
#endif

func now() -> Double { var t = timespec(); clock_gettime(CLOCK_MONOTONIC, &t); return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9 }
func parameter(_ type: String) -> URLParameter {
    switch type { case "Int": .int; case "Double": .double; case "Bool": .bool; case "UUID": .uuid; default: .string }
}
func sample(_ type: String) -> String {
    switch type { case "Int": "42"; case "Double": "2.5"; case "Bool": "true"; case "UUID": "3F2504E0-4F89-11D3-9A0C-0305E82C3301"; default: "caf%C3%A9" }
}
for file in CommandLine.arguments.dropFirst() {
    let lines = try! String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
    var matcher = DeepLinkMatcher(schemes: ["benchapp"], hosts: ["bench.example.com"])
    var urls: [String] = []
    for line in lines {
        let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
        let pattern = String(columns[0])
        var types: [String: URLParameter] = [:]
        var raw: [String: String] = [:]
        if columns.count > 1 {
            for entry in columns[1].split(separator: ",") {
                let pair = entry.split(separator: ":").map(String.init)
                let optional = pair[1].hasSuffix("?")
                let type = optional ? String(pair[1].dropLast()) : pair[1]
                types[pair[0]] = optional ? parameter(type).optional : parameter(type)
                raw[pair[0]] = type
            }
        }
        matcher.add(DeepLinkPattern(pattern, types))
        var url = pattern
        for (name, type) in raw { url = url.replacingOccurrences(of: "{\(name)...}", with: "a/b").replacingOccurrences(of: "{\(name)}", with: sample(type)) }
        url = url.replacingOccurrences(of: "*", with: "x")
        urls.append("https://bench.example.com" + url)
        urls.append("benchapp:/" + url)
        urls.append("https://bench.example.com" + url.replacingOccurrences(of: "?", with: "/extra?"))
    }
    var rng = SystemRandomNumberGenerator()
    let mix = (0..<500).map { _ in DeepLinkURL.parse(urls.randomElement(using: &rng)!) }.compactMap { try? $0.get() }
    var hits = 0
    for url in mix where matcher.first(url, { $0 }) != nil { hits += 1 }
    var runs: [Double] = []
    for _ in 0..<7 {
        var reps = 0
        let start = now()
        repeat { for url in mix { _ = matcher.first(url, { $0.index }) }; reps += 1 } while now() - start < 0.25
        runs.append((now() - start) / Double(reps * mix.count) * 1e9)
    }
    runs.sort()
    print("\(lines.count) patterns: \(Int(runs[3])) ns/URL (median of 7), \(hits) of \(mix.count) URLs matched")
}
