import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The settings of a `navgen.json`, given to `compile` and `lint` with `--config`.
/// The build plugin passes the `navgen.json` beside a graph (or in a folder above it,
/// within the target); navgen reads it on each run, because SwiftPM does not run a
/// build-tool plugin again when only the content of a file changes.
///
/// ```json
/// { "access": "public", "warningsAsErrors": true }
/// ```
///
/// Both keys are optional; any other key is an error, so a misspelt setting never
/// goes unnoticed. Options given on the command line win.
struct NavGenConfig: Decodable, Equatable {
    /// The access levels `navgen compile --access` takes.
    static let accessLevels = ["public", "package", "internal"]

    /// The access level of the generated declarations; `nil` keeps navgen's default (`internal`).
    var access: String?

    /// Whether warnings fail the build.
    var warningsAsErrors: Bool = false

    init(access: String? = nil, warningsAsErrors: Bool = false) {
        self.access = access
        self.warningsAsErrors = warningsAsErrors
    }

    private enum Key: String, CodingKey, CaseIterable {
        case access, warningsAsErrors
    }

    /// Any key, to find the ones `navgen.json` does not have.
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let all = try decoder.container(keyedBy: AnyKey.self)
        for key in all.allKeys where Key(rawValue: key.stringValue) == nil {
            let known = Key.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: key, in: all,
                debugDescription: "unknown key '\(key.stringValue)'; navgen.json has \(known)")
        }
        let container = try decoder.container(keyedBy: Key.self)
        access = try container.decodeIfPresent(String.self, forKey: .access)
        warningsAsErrors = try container.decodeIfPresent(Bool.self, forKey: .warningsAsErrors) ?? false
        if let access, !Self.accessLevels.contains(access) {
            throw DecodingError.dataCorruptedError(
                forKey: .access, in: container,
                debugDescription: "'access' is '\(access)'; write one of \(Self.accessLevels.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
    }

    /// Why a `navgen.json` cannot be used: `PATH: error: MESSAGE`, the form Xcode and SwiftPM link to the file.
    struct LoadError: Error, CustomStringConvertible {
        var path: String
        var message: String
        var description: String { "\(path): error: \(message)" }
    }

    /// Reads and checks the `navgen.json` at `path`.
    static func load(from path: String) throws(LoadError) -> NavGenConfig {
        guard let data = FileManager.default.contents(atPath: path) else {
            let kind = FileSystem.kind(of: path)
            let reason = kind == nil ? "no such file" : kind == .directory ? "it is a directory" : "permission denied"
            throw LoadError(path: path, message: "cannot read navgen.json: \(reason)")
        }
        do {
            return try JSONDecoder().decode(NavGenConfig.self, from: data)
        } catch let error as DecodingError {
            throw LoadError(path: path, message: "invalid navgen.json: \(describe(error, data: data))")
        } catch {
            throw LoadError(path: path, message: "invalid navgen.json: \(error)")
        }
    }

    /// The configuration at `path`, or `nil` without one; prints the problem and exits 1 when it is unusable.
    static func load(optional path: String?) throws -> NavGenConfig? {
        guard let path else { return nil }
        do {
            return try load(from: path)
        } catch {
            Console.error(error.description)
            throw ExitCode(1)
        }
    }

    /// A decoding error in words: what is wrong, and under which key.
    private static func describe(_ error: DecodingError, data: Data) -> String {
        func at(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "" : " at '\(path.map(\.stringValue).joined(separator: "."))'"
        }
        switch error {
        case .typeMismatch(let type, let context):
            let expected = type == Bool.self ? "true or false" : type == String.self ? "a string" : "\(type)"
            let reason = context.codingPath.isEmpty ? "the file must hold one JSON object" : "expected \(expected)"
            return reason + at(context.codingPath)
        case .valueNotFound(_, let context):
            return "a value is null" + at(context.codingPath)
        case .keyNotFound(let key, _):
            return "the key '\(key.stringValue)' is missing"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return "not valid JSON" + (syntaxErrorDetail(data).map { " (\($0))" } ?? "")
            }
            return context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }

    /// Where the JSON syntax error is ("Invalid value around character 8"), which
    /// JSONDecoder does not tell.
    private static func syntaxErrorDetail(_ data: Data) -> String? {
        guard let detail = JSONErrorDetail.describe(Array(data)) else { return nil }
        return detail.hasSuffix(".") ? String(detail.dropLast()) : detail
    }
}
