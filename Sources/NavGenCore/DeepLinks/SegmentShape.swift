/// A path segment as the overlap analysis compares it (spec section 8.3): a literal,
/// or a parameter's type, with an enum parameter's texts (1.1 F.7). Names do not
/// matter for matching.
public enum SegmentShape: Sendable, Hashable {
    case literal(String)
    case parameter(ParameterShape)

    /// The shape of `segment`; `choices` are the texts of the pattern's enum parameters.
    public init(_ segment: URLPattern.Segment, choices: [String: [String]] = [:]) {
        switch segment {
        case .literal(let text): self = .literal(text)
        case .parameter(let name, let type): self = .parameter(ParameterShape(type: type, choices: choices[name]))
        }
    }
}

/// What a parameter segment accepts: any text of a built-in type, or, for an enum,
/// exactly one of its texts.
public struct ParameterShape: Sendable, Hashable {
    public var type: BuiltinType
    /// An enum's texts; `nil` for a parameter of a built-in type.
    public var choices: [String]?

    public init(type: BuiltinType, choices: [String]? = nil) {
        self.type = type
        self.choices = choices
    }

    /// Whether the parameter matches the (decoded) literal segment.
    func accepts(_ literal: String) -> Bool {
        choices.map { $0.contains(literal) } ?? type.accepts(literal)
    }

    /// A segment text both parameters accept, for the example of a conflict; `nil`
    /// when they are disjoint (two enums with no common text, an enum and an `Int`).
    func commonSample(with other: ParameterShape) -> String? {
        switch (choices, other.choices) {
        case (let texts?, _): texts.first(where: other.accepts)
        case (nil, let texts?): texts.first(where: accepts)
        case (nil, nil): type.commonSample(with: other.type)
        }
    }

    /// A typical segment text of the parameter: an enum's first text.
    var sample: String { choices?.first ?? type.sample }
}
