import NavGenRuntime

/// Renders what `navgen resolve` found for each URL: JSON exactly as spec
/// section 9 gives it, or a text form for people.
public struct ResolutionReport: Sendable {
    /// One URL as given and what it resolved to.
    public struct Entry: Sendable {
        public var url: String
        public var result: Result<URLResolver.Resolution, NoMatchReason>

        public init(url: String, result: Result<URLResolver.Resolution, NoMatchReason>) {
            self.url = url
            self.result = result
        }
    }

    public var entries: [Entry]

    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// Whether some URL matched nothing (exit status 3).
    public var hasUnmatched: Bool {
        entries.contains { if case .failure = $0.result { true } else { false } }
    }

    /// `[{"url", "match": null | {"screen", "pattern", "params", "steps"}}]`.
    public func json() -> JSONValue {
        .array(entries.map { entry in
            guard case .success(let resolution) = entry.result else {
                return .object([("url", .string(entry.url)), ("match", .null)])
            }
            return .object([
                ("url", .string(entry.url)),
                ("match", .object([
                    ("screen", .string(resolution.route.pattern.screen)),
                    ("pattern", .string(resolution.route.pattern.text)),
                    ("params", Self.json(resolution.params)),
                    ("steps", .array(resolution.steps.map(Self.json))),
                ])),
            ])
        })
    }

    private static func json(_ step: URLResolver.Step) -> JSONValue {
        switch step {
        case .select(let flow, let tab):
            return .object([("action", .string("select")), ("flow", .string(flow)), ("tab", .string(tab))])
        case .show(let flow, let branch, let params):
            var fields: [(String, JSONValue)] = [("action", .string("show")), ("flow", .string(flow)), ("branch", .string(branch))]
            // A live value is the app's, unknown here: it is left out (1.1 B).
            if let params { fields.append(("params", json(params.filter { !$0.isLive }))) }
            return .object(fields)
        case .push(let flow, let screen, let params):
            return .object([("action", .string("push")), ("flow", .string(flow)), ("screen", .string(screen)), ("params", json(params))])
        case .present(let flow, let style, let target, let params):
            var fields: [(String, JSONValue)] = [("action", .string("present")), ("flow", .string(flow)), ("style", .string(style.rawValue)), ("target", .string(target))]
            if let params { fields.append(("params", json(params))) }
            return .object(fields)
        case .showRoot(let flow, let screen, let params):
            return .object([("action", .string("showRoot")), ("flow", .string(flow)), ("screen", .string(screen)), ("params", json(params))])
        }
    }

    private static func json(_ values: [URLResolver.Value]) -> JSONValue {
        .object(values.map { ($0.name, json($0.value)) })
    }

    /// Int and Double as numbers, Bool as booleans, `null` for an absent optional,
    /// strings otherwise (String, UUID, URL).
    static func json(_ literal: Literal) -> JSONValue {
        switch literal {
        case .string(let text): .string(text)
        case .int(let value): .int(value)
        case .double(let value): .double(value)
        case .bool(let value): .bool(value)
        case .null: .null
        case .list(let values): .array(values.map(json))
        }
    }

    /// Per URL: the URL, then the screen and pattern, the parameters and the
    /// numbered steps, or why nothing matched.
    public func text() -> String {
        entries.map { entry in
            var lines = [entry.url]
            switch entry.result {
            case .failure(let reason):
                lines.append("  no match: \(reason)")
            case .success(let resolution):
                let pattern = resolution.route.pattern
                lines.append("  matches \(pattern.text) → \(pattern.screen)  (\(pattern.location))")
                if !resolution.params.isEmpty { lines.append("  params: " + Self.text(resolution.params)) }
                lines.append("  steps:")
                for (number, step) in resolution.steps.enumerated() {
                    lines.append("    \(number + 1). " + Self.text(step))
                }
                if resolution.steps.isEmpty { lines.append("    (none: the target is shown at launch)") }
            }
            return lines.joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
    }

    private static func text(_ step: URLResolver.Step) -> String {
        switch step {
        case .select(let flow, let tab):
            return "select \(tab) in \(flow)"
        case .show(let flow, let branch, let params):
            return "show \(params.map { "\(branch)(\(text($0)))" } ?? branch) in \(flow)"
        case .push(let flow, let screen, let params):
            return "push \(screen)(\(text(params))) on \(flow)"
        case .present(let flow, let style, let target, let params):
            let shown = params.map { "\(target)(\(text($0)))" } ?? target
            return "present \(shown) as \(style.rawValue) from \(flow)"
        case .showRoot(let flow, let screen, let params):
            return "show \(screen)(\(text(params))) as the root of \(flow)"
        }
    }

    /// `accountID: "a", page: 2`; a live value is `live` (1.1 B).
    private static func text(_ values: [URLResolver.Value]) -> String {
        values.map { "\($0.name): \($0.isLive ? "live" : json($0.value).serialized())" }.joined(separator: ", ")
    }
}
