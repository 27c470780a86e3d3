// yams-baseline FILE
//
// Baseline 2: what a Swift tool would use instead of navgen's own parser. Yams composes
// the file into a node tree and YAMLDecoder decodes it into a Codable model comparable
// to navgen's (graph, screens with params, links and URL patterns, stack and tab flows).
// It prints the number of screens and flows and exits 0; it validates nothing else.
import Foundation
import Yams

/// A literal in `default:` or `args:`.
enum Literal: Decodable {
    case bool(Bool), int(Int), double(Double), string(String)

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let v = try? c.decode(Bool.self) { self = .bool(v) }
        else if let v = try? c.decode(Int.self) { self = .int(v) }
        else if let v = try? c.decode(Double.self) { self = .double(v) }
        else { self = .string(try c.decode(String.self)) }
    }
}

/// `name: T` or `name: { type: T, default: LITERAL }`.
struct Param: Decodable {
    var type: String
    var defaultValue: Literal?

    private enum Keys: String, CodingKey { case type, `default` }

    init(from decoder: Decoder) throws {
        if let c = try? decoder.singleValueContainer(), let t = try? c.decode(String.self) {
            type = t
            defaultValue = nil
            return
        }
        let c = try decoder.container(keyedBy: Keys.self)
        type = try c.decode(String.self, forKey: .type)
        defaultValue = try c.decodeIfPresent(Literal.self, forKey: .default)
    }
}

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

/// `name: STYLE` or `name: { STYLE: TARGET, args: { ... } }`.
struct Link: Decodable {
    var style: String
    var target: String?
    var args: [String: Literal]

    init(from decoder: Decoder) throws {
        if let c = try? decoder.singleValueContainer(), let s = try? c.decode(String.self) {
            style = s
            target = nil
            args = [:]
            return
        }
        let c = try decoder.container(keyedBy: AnyKey.self)
        var style: String?
        var target: String?
        var args: [String: Literal] = [:]
        for key in c.allKeys {
            if key.stringValue == "args" {
                args = try c.decode([String: Literal].self, forKey: key)
            } else {
                guard style == nil else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: c, debugDescription: "a link has one style")
                }
                style = key.stringValue
                target = try c.decode(String.self, forKey: key)
            }
        }
        guard let style else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "a link needs a style"))
        }
        self.style = style
        self.target = target
        self.args = args
    }
}

/// A pattern, `{ pattern: P, via: FLOW }`, or a list of either.
struct URLPattern: Decodable {
    var pattern: String
    var via: String?

    private enum Keys: String, CodingKey { case pattern, via }

    init(from decoder: Decoder) throws {
        if let c = try? decoder.singleValueContainer(), let s = try? c.decode(String.self) {
            pattern = s
            via = nil
            return
        }
        let c = try decoder.container(keyedBy: Keys.self)
        pattern = try c.decode(String.self, forKey: .pattern)
        via = try c.decodeIfPresent(String.self, forKey: .via)
    }
}

struct URLPatterns: Decodable {
    var patterns: [URLPattern]

    init(from decoder: Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var patterns: [URLPattern] = []
            while !list.isAtEnd { patterns.append(try list.decode(URLPattern.self)) }
            self.patterns = patterns
        } else {
            patterns = [try URLPattern(from: decoder)]
        }
    }
}

struct Screen: Decodable {
    var params: [String: Param]?
    var url: URLPatterns?
    var links: [String: Link]?
}

struct Stack: Decodable {
    var root: String
    var args: [String: Literal]?
}

struct Tab: Decodable {
    var flow: String?
    var screen: String?
    var title: String?
    var icon: String?
    var args: [String: Literal]?
}

struct Flow: Decodable {
    var stack: Stack?
    var tabs: [Tab]?
}

struct URLConfig: Decodable {
    var schemes: [String]?
    var hosts: [String]?
}

struct Graph: Decodable {
    var navgen: Int
    var name: String
    var root: String
    var urls: URLConfig?
    var screens: [String: Screen]
    var flows: [String: Flow]
}

// `--compose-only` stops after Yams.compose (the node tree), to split the cost.
var args = Array(CommandLine.arguments.dropFirst())
let composeOnly = args.first == "--compose-only"
if composeOnly { args.removeFirst() }
guard args.count == 1 else {
    FileHandle.standardError.write("usage: yams-baseline [--compose-only] FILE\n".data(using: .utf8)!)
    exit(2)
}
do {
    let text = try String(contentsOfFile: args[0], encoding: .utf8)
    if composeOnly {
        let node = try Yams.compose(yaml: text)
        print("screens: \(node?["screens"]?.mapping?.count ?? 0) flows: \(node?["flows"]?.mapping?.count ?? 0)")
    } else {
        let graph = try YAMLDecoder().decode(Graph.self, from: text)
        print("screens: \(graph.screens.count) flows: \(graph.flows.count)")
    }
} catch {
    FileHandle.standardError.write("yams-baseline: \(args[0]): \(error)\n".data(using: .utf8)!)
    exit(1)
}
