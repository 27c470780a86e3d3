import Foundation

/// The settings of a `navgen.json`, which applies to the graphs in its directory
/// and in the directories below it (the nearest `navgen.json` wins).
///
/// ```json
/// { "access": "public", "warningsAsErrors": true }
/// ```
///
/// Both keys are optional; any other key is an error, so a misspelt setting never
/// goes unnoticed.
struct NavGenConfig: Decodable, Equatable {
    /// The access levels `navgen compile --access` takes.
    static let accessLevels = ["public", "package", "internal"]

    /// The access level of the generated declarations; `nil` keeps navgen's default (`internal`).
    var access: String?

    /// Whether warnings fail the build.
    var warningsAsErrors: Bool = false

    /// The file name the plugins look for.
    static let fileName = "navgen.json"

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

    /// Reads and checks the `navgen.json` at `url`.
    /// - Throws: `PluginError.unreadableConfig` or `.invalidConfig`, naming the file.
    static func load(from url: URL) throws -> NavGenConfig {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PluginError.unreadableConfig(path: url.path, reason: error.localizedDescription)
        }
        do {
            return try JSONDecoder().decode(NavGenConfig.self, from: data)
        } catch let error as DecodingError {
            throw PluginError.invalidConfig(path: url.path, reason: Self.describe(error, data: data))
        } catch {
            throw PluginError.invalidConfig(path: url.path, reason: "\(error)")
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

    /// Where the JSON syntax error is, as JSONSerialization says it
    /// ("Invalid value around character 8."); JSONDecoder does not tell on every platform.
    private static func syntaxErrorDetail(_ data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data)
            return nil
        } catch {
            guard let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else { return nil }
            return detail.hasSuffix(".") ? String(detail.dropLast()) : detail
        }
    }
}
