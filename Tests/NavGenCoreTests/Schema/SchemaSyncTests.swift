import Foundation
import NavGenCore
import Testing

/// Keeps the decoder, `Schemas/keys.json` and `Schemas/navgraph-v1.schema.json`
/// in step: the keys the decoder accepts are the schema's. (`Scripts/check-schema.py`
/// checks the same file against the schema's key order and validates the example
/// graphs with Python's jsonschema.)
@Suite("JSON Schema in sync with the decoder")
struct SchemaSyncTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("keys.json lists exactly the decoder's key tables, in the decoder's order")
    func keysFileMatchesDecoder() throws {
        let keys = try Self.keysFile()
        #expect(keys.keys.sorted() == GraphKeys.all.keys.sorted())
        for (table, decoderKeys) in GraphKeys.all.sorted(by: { $0.key < $1.key }) {
            #expect(keys[table] == decoderKeys, "keys.json '\(table)'")
        }
    }

    @Test("every key table is the property list of a closed object of the schema, and every closed object is a key table")
    func schemaObjectsMatchKeyTables() throws {
        let schema = try Self.schema()
        let closed = Self.closedObjects(in: schema)
        #expect(closed.keys.sorted() == GraphKeys.all.keys.sorted(), "closed objects of the schema: \(closed.keys.sorted())")
        for (table, decoderKeys) in GraphKeys.all.sorted(by: { $0.key < $1.key }) {
            let object = try #require(closed[table], "no closed object for '\(table)' in the schema")
            let properties = try #require(object["properties"] as? [String: Any], "'\(table)' has no properties")
            let missing = decoderKeys.filter { properties[$0] == nil }
            let extra = properties.keys.filter { !decoderKeys.contains($0) }.sorted()
            #expect(missing.isEmpty, "schema '\(table)' lacks keys the decoder accepts: \(missing)")
            #expect(extra.isEmpty, "schema '\(table)' has keys the decoder rejects: \(extra)")
        }
    }

    @Test("mappings left empty (null) decode cleanly, and the schema allows null in the same places")
    func nullMappings() throws {
        let yaml = "navgen: 1\nname: Tiny\nroot: Licenses\nurls:\nscreens:\n  Licenses:\n  About:\n    params:\n    links:\nflows:\n"
        let analysis = Pipeline.analyze(file: "tiny.nav.yaml", bytes: Array(yaml.utf8))
        #expect(analysis.diagnostics.diagnostics.filter { $0.severity == .error }.isEmpty, "\(analysis.diagnostics.diagnostics)")
        let schema = try Self.schema()
        let closed = Self.closedObjects(in: schema)
        let top = try #require(schema["properties"] as? [String: [String: Any]])
        let screen = try #require(closed["screen"])
        let screenProperties = try #require(screen["properties"] as? [String: [String: Any]])
        let places: [(String, [String: Any]?)] = [
            ("a screen", screen), ("urls", closed["urls"]), ("screens", top["screens"]), ("flows", top["flows"]),
            ("params", screenProperties["params"]), ("links", screenProperties["links"]),
        ]
        for (what, node) in places {
            #expect(Self.types(of: try #require(node, "\(what) is not in the schema")).contains("null"), "the schema rejects null \(what)")
        }
    }

    /// The schema's closed objects (`additionalProperties: false`) by key-table
    /// name: the document itself is `top`, each object under `$defs` keeps its name.
    static func closedObjects(in schema: [String: Any]) -> [String: [String: Any]] {
        var result: [String: [String: Any]] = [:]
        if isClosedObject(schema) { result["top"] = schema }
        let definitions = schema["$defs"] as? [String: Any] ?? [:]
        for (name, definition) in definitions {
            if let object = definition as? [String: Any], isClosedObject(object) { result[name] = object }
        }
        return result
    }

    static func isClosedObject(_ node: [String: Any]) -> Bool {
        types(of: node).contains("object") && (node["additionalProperties"] as? Bool) == false
    }

    /// `type` as a list (`"object"` or `["object", "null"]`).
    static func types(of node: [String: Any]) -> [String] {
        if let single = node["type"] as? String { return [single] }
        return node["type"] as? [String] ?? []
    }

    static func keysFile() throws -> [String: [String]] {
        let data = try Data(contentsOf: root.appendingPathComponent("Schemas/keys.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String]])
    }

    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent("Schemas/navgraph-v1.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}
