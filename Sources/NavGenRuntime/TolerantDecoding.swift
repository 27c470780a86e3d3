/// Decodes a value where failing is an answer: a snapshot element that no longer
/// decodes is dropped, and decoding goes on with the next one.
struct Attempt<Value: Decodable>: Decodable {
    /// The value, or why it did not decode.
    let result: Result<Value, Failure>

    /// Why a value did not decode, as a report says it.
    struct Failure: Error {
        let reason: String
    }

    /// Where the value was, as `RestoreReport.Drop.path` writes it.
    let path: String

    init(from decoder: any Decoder) {
        path = CodingPathText.text(decoder.codingPath)
        do {
            // Through a container, so that the decoder's own forms apply (JSON's URL as a string).
            result = .success(try decoder.singleValueContainer().decode(Value.self))
        } catch {
            result = .failure(Failure(reason: Self.reason(error, decoder: decoder)))
        }
    }

    /// Why the value did not decode: the case it named (`'oldScreen'`), when it is
    /// one of the graph's enums, and what the decoder said.
    static func reason(_ error: any Error, decoder: any Decoder) -> String {
        let reason = CodingPathText.reason(error)
        guard let name = CaseName(from: decoder).name else { return reason }
        return "'\(name)' no longer decodes: \(reason)"
    }
}

/// Coding paths and decoding errors as a `RestoreReport` writes them.
enum CodingPathText {
    /// `children[0].path[2]`: keys joined by dots, indexes in brackets.
    static func text(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    /// `path` with `key` appended.
    static func appending(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    /// Why a whole snapshot did not decode: where, and what the decoder said.
    static func failure(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let path: String
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            path = text(context.codingPath)
        @unknown default:
            path = ""
        }
        return (path.isEmpty ? "" : path + ": ") + reason(error)
    }

    /// What a decoding error says, without its coding path (the drop has it).
    static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.debugDescription
        case .keyNotFound(let key, _):
            return "no value for '\(key.stringValue)'"
        @unknown default:
            return "\(error)"
        }
    }
}

/// Any key of a keyed container, to read the case name an enum value was written with.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// The case name a synthesised `Codable` enum value was written with (`{"oldScreen": {}}`).
struct CaseName: Decodable {
    let name: String?

    init(from decoder: any Decoder) {
        let keys = (try? decoder.container(keyedBy: AnyCodingKey.self))?.allKeys ?? []
        name = keys.count == 1 ? keys[0].stringValue : nil
    }
}

extension KeyedDecodingContainer {
    /// The value at `key`, or `nil` with a drop recorded when it no longer decodes.
    func tolerant<Value: Decodable>(_ type: Value.Type, forKey key: Key, drops: inout [RestoreReport.Drop]) -> Value? {
        guard contains(key), let attempt = try? decode(Attempt<Value>.self, forKey: key) else { return nil }
        switch attempt.result {
        case .success(let value):
            return value
        case .failure(let failure):
            drops.append(RestoreReport.Drop(path: attempt.path, reason: failure.reason))
            return nil
        }
    }

    /// The elements at `key` that decode. With `keepingPrefix`, the elements after the
    /// first that does not are dropped too: a stack's screens and a coordinator's modals
    /// were each shown over the one before.
    func tolerantList<Value: Decodable>(_ type: Value.Type, forKey key: Key, keepingPrefix: Bool,
                                        drops: inout [RestoreReport.Drop]) -> [Value] {
        guard contains(key) else { return [] }
        guard var list = try? nestedUnkeyedContainer(forKey: key) else {
            drops.append(RestoreReport.Drop(path: CodingPathText.text(codingPath + [key]), reason: "not a list"))
            return []
        }
        var values: [Value] = [], broken = false
        while !list.isAtEnd, let attempt = try? list.decode(Attempt<Value>.self) {
            switch attempt.result {
            case .success(let value) where !broken:
                values.append(value)
            case .success:
                drops.append(RestoreReport.Drop(path: attempt.path, reason: "shown over one that was dropped"))
            case .failure(let failure):
                drops.append(RestoreReport.Drop(path: attempt.path, reason: failure.reason))
                broken = keepingPrefix
            }
        }
        return values
    }
}
