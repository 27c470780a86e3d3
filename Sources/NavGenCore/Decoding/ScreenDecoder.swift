/// Decodes one entry of `screens:` (spec section 4).
struct ScreenDecoder {
    mutating func decode(_ pair: YAMLNode.Pair, context: inout DecodingContext) -> Screen? {
        guard let name = context.keyName(pair.key) else { return nil }
        context.checkName(name, upper: true, what: "the screen name")
        var screen = Screen(name: name)
        guard let fields = context.fields(of: pair.value, as: "the screen '\(name.value)'", keys: GraphKeys.screen) else { return screen }
        if let params = fields["params"], let pairs = context.mapping(params, as: "'params'") {
            screen.params = pairs.compactMapReserved { decodeParameter($0, screenName: name.value, context: &context) }
        }
        if let links = fields["links"], let pairs = context.mapping(links, as: "'links'") {
            screen.links = pairs.compactMapReserved { decodeLink($0, context: &context) }
        }
        if let url = fields["url"] {
            screen.urlPatterns = decodeURLPatterns(url, context: &context)
        }
        return screen
    }

    /// `name: Type`, `name: { type: Type, default: LITERAL }` or `name: { enum: [a, b], default: a }`.
    func decodeParameter(_ pair: YAMLNode.Pair, screenName: String, context: inout DecodingContext) -> Parameter? {
        guard let name = context.keyName(pair.key) else { return nil }
        context.checkName(name, upper: false, what: "the parameter name")
        var typeNode = pair.value
        var defaultNode: YAMLNode?
        var schemesNode: YAMLNode?
        var enumType: Located<ParameterType>?
        if case .mapping = pair.value.content {
            guard let fields = context.fields(of: pair.value, as: "the parameter '\(name.value)'", keys: GraphKeys.param) else { return nil }
            if let enumNode = fields["enum"] {
                if let written = fields["type"] {
                    context.diagnostics.emit(.invalidValue, "the parameter '\(name.value)' has both 'type' and 'enum'; an enum parameter's type is the enum navgen generates, so remove 'type'", at: written.location)
                }
                guard let type = EnumParameterDecoder.decode(enumNode, screen: screenName, parameter: name, context: &context) else { return nil }
                enumType = Located(type, at: enumNode.location)
            } else {
                guard let node = context.require("type", in: fields, of: "the parameter '\(name.value)'", hint: "add 'type: String' (or another type, or 'enum: [texts]')") else { return nil }
                typeNode = node
            }
            defaultNode = fields["default"]
            schemesNode = fields["schemes"]
        }
        let typeText: Located<String>
        let type: ParameterType
        if let enumType {
            (typeText, type) = (Located(enumType.value.name, at: enumType.location), enumType.value)
        } else {
            guard let text = context.string(typeNode, as: "the type of '\(name.value)'") else { return nil }
            guard let parsed = Self.parseType(text.value) else {
                context.diagnostics.emit(.invalidValue, Self.notATypeMessage(text.value), at: text.location)
                return nil
            }
            (typeText, type) = (text, parsed)
        }
        var parameter = Parameter(name: name, type: type, typeLocation: typeText.location)
        if let schemesNode {
            parameter.urlSchemes = Self.decodeURLSchemes(schemesNode, of: name, type: type, context: &context)
        }
        if let defaultNode {
            if let raw = context.rawScalar(defaultNode, as: "the default of '\(name.value)'") {
                if let literal = Literal(raw.value, as: type) {
                    parameter.defaultValue = Located(literal, at: raw.location)
                } else {
                    context.diagnostics.emit(.invalidValue, "the default '\(raw.value.text.excerpt)' is not a literal of type '\(type)'\(Self.literalHint(for: type))", at: raw.location)
                }
            }
            // Reported once (here or by `rawScalar`): the rules that follow take the
            // parameter for a defaulted one.
            parameter.hasRejectedDefault = parameter.defaultValue == nil
        }
        return parameter
    }

    /// The `schemes:` of a `URL` parameter: scheme names, never `javascript` or `data`.
    private static func decodeURLSchemes(_ node: YAMLNode, of name: Located<String>, type: ParameterType,
                                         context: inout DecodingContext) -> [Located<String>]? {
        let schemes = context.strings(node, as: "a scheme")
        guard type.urlType == .url else {
            context.diagnostics.emit(.invalidValue, "'schemes' lists what a URL parameter accepts, and '\(name.value)' is a '\(type)'; remove it", at: node.location)
            return nil
        }
        var accepted: [Located<String>] = []
        for scheme in schemes {
            let lower = scheme.value.lowercased()
            if lower == "javascript" || lower == "data" {
                context.diagnostics.emit(.invalidValue, "a deep link never hands the app a '\(lower):' URL; remove '\(scheme.value)' from 'schemes'", at: scheme.location)
            } else if !Self.isSchemeName(scheme.value) {
                context.diagnostics.emit(.invalidValue, "'\(scheme.value.excerpt)' is not a URL scheme; write letters, digits, '+', '-' or '.', starting with a letter", at: scheme.location)
            } else {
                accepted.append(Located(lower, at: scheme.location))
            }
        }
        return accepted
    }

    /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
    private static func isSchemeName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) }
    }

    /// `NAME: { STYLE: TARGET, args: {...}, from: presenter }` or `NAME: STYLE` for the
    /// back styles. Flows' `links:` are read here too.
    func decodeLink(_ pair: YAMLNode.Pair, context: inout DecodingContext) -> Link? {
        guard let name = context.keyName(pair.key) else { return nil }
        context.checkName(name, upper: false, what: "the link name")
        if case .scalar(let text, _) = pair.value.content, !pair.value.isNull {
            guard let style = Self.styleNames.firstIndex(of: text).map({ LinkStyle.allCases[$0] }) else {
                context.diagnostics.emit(.invalidValue, "'\(text.excerpt)' is not a link style\(Suggestion.didYouMean(text, in: Self.styleNames)); write 'pop', 'popToRoot', 'dismiss' or '{ push: Screen }'", at: pair.value.location)
                return nil
            }
            guard !style.hasTarget else {
                context.diagnostics.emit(.invalidValue, "a '\(text)' link needs a target; write '{ \(text): Target }'", at: pair.value.location)
                return nil
            }
            return Link(name: name, style: Located(style, at: pair.value.location))
        }
        guard let fields = context.fields(of: pair.value, as: "the link '\(name.value)'", keys: GraphKeys.link) else { return nil }
        // The first two style keys in document order: a link has exactly one.
        var first: (style: LinkStyle, position: Int)?
        var second: (style: LinkStyle, position: Int)?
        for position in fields.positions {
            guard let keyIndex = fields.keyIndex(ofPairAt: position), let style = Self.linkKeyStyles[keyIndex] else { continue }
            if first == nil {
                first = (style, position)
            } else {
                second = (style, position)
                break
            }
        }
        guard let first else {
            context.diagnostics.emit(.missingKey, "the link '\(name.value)' has no style; add one of \(LinkStyle.spelled(LinkStyle.showing)) with its target", at: fields.location)
            return nil
        }
        if let second {
            context.diagnostics.emit(.invalidValue, "the link '\(name.value)' has two styles, '\(first.style.rawValue)' and '\(second.style.rawValue)'; a link has exactly one", at: fields.entry(atPosition: second.position).keyLocation)
            return nil
        }
        let entry = fields.entry(atPosition: first.position)
        guard let target = context.string(entry.node, as: "the target of '\(name.value)'") else { return nil }
        let args = fields["args"].map { context.arguments($0) } ?? []
        var fromPresenter: SourceLocation?
        if let from = fields.entry("from"), let origin = context.string(from.node, as: "'from'") {
            if origin.value == "presenter" {
                fromPresenter = from.keyLocation
            } else {
                context.diagnostics.emit(.invalidValue, "'from' is 'presenter', not '\(origin.value.excerpt)'; write 'from: presenter' to follow the link from the coordinator that presented this screen's modal", at: origin.location)
            }
        }
        return Link(name: name, style: Located(first.style, at: entry.keyLocation), target: target, args: args, fromPresenter: fromPresenter)
    }

    /// The style each key of `GraphKeys.link` names, `nil` for `args`: read once,
    /// so a link's keys are matched by their place in the table and not by
    /// `LinkStyle(rawValue:)`, which compares the text with every style's name.
    private static let linkKeyStyles = GraphKeys.link.map { LinkStyle(rawValue: $0) }

    /// Every style's name, in `LinkStyle.allCases` order, for the same reason.
    private static let styleNames = LinkStyle.allCases.map(\.rawValue)

    /// A pattern, `{ pattern:, via:, args: }`, or a list of either.
    private func decodeURLPatterns(_ node: YAMLNode, context: inout DecodingContext) -> [URLPatternSource] {
        switch node.content {
        case .sequence(let items):
            return items.compactMapReserved { decodeURLPattern($0, context: &context) }
        default:
            return decodeURLPattern(node, context: &context).map { [$0] } ?? []
        }
    }

    private func decodeURLPattern(_ node: YAMLNode, context: inout DecodingContext) -> URLPatternSource? {
        if case .mapping = node.content {
            guard let fields = context.fields(of: node, as: "a URL pattern", keys: GraphKeys.urlPattern),
                  let patternNode = context.require("pattern", in: fields, of: "the URL pattern", hint: "add 'pattern: /path/{param}'"),
                  let pattern = context.string(patternNode, as: "'pattern'")
            else { return nil }
            let via = fields["via"].flatMap { context.string($0, as: "'via'") }
            var source = URLPatternSource(pattern: pattern, via: via, textColumn: patternNode.textColumn)
            source.args = fields["args"].map { context.arguments($0) } ?? []
            return source
        }
        return context.string(node, as: "a URL pattern").map { URLPatternSource(pattern: $0, textColumn: node.textColumn) }
    }

    /// Why `text` is not a parameter type, and what to write instead: a closure gets
    /// its own message, as the rule it breaks is not one of spelling.
    static func notATypeMessage(_ text: String) -> String {
        if text.contains("->") {
            return "'\(text.excerpt)' is a function type, but a parameter's type must be Hashable and Sendable, which a closure is not; "
                + "pass a value (such as an ID) and keep the closure in the view or the view model"
        }
        return "'\(text.excerpt)' is not a Swift type name; write a type such as 'String', 'Int?' or 'Recipe.ID'"
    }

    /// Parses `Name`, `Name?`, `Module.Name`, `[Name]`, `Set<Name>`: a Swift type as written.
    static func parseType(_ text: String) -> ParameterType? {
        var ascii = text
        if let parsed = ascii.withUTF8(parseASCIIType) {
            guard let isOptional = parsed else { return nil }
            return ParameterType(name: isOptional ? String(Substring(text.utf8.dropLast())) : text, isOptional: isOptional)
        }
        let isOptional = text.hasSuffix("?")
        let name = isOptional ? String(text.dropLast()) : text
        guard let first = name.unicodeScalars.first, first == "[" || first == "_" || isLetter(first),
              !name.hasSuffix("?"),
              name.unicodeScalars.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) || "_.<>[]:, ".unicodeScalars.contains($0) })
        else { return nil }
        return ParameterType(name: name, isOptional: isOptional)
    }

    /// `parseType` for ASCII text (nearly every type), by its bytes: the same
    /// checks without making a `Unicode.Scalar` for every character.
    /// `nil` for other text; `.some(nil)` when it is no type; else whether the
    /// type is optional.
    private static func parseASCIIType(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool?? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let isOptional = bytes.last == UInt8(ascii: "?")
        let name = isOptional ? bytes.dropLast() : bytes[...]
        guard let first = name.first, first == UInt8(ascii: "[") || first == UInt8(ascii: "_") || isASCIILetter(first),
              name.last != UInt8(ascii: "?"),
              name.allSatisfy({ isASCIILetter($0) || ($0 >= 0x30 && $0 <= 0x39) || isTypePunctuation($0) })
        else { return .some(nil) }
        return isOptional
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }

    /// `_.<>[]:, `, the punctuation a Swift type name may hold.
    private static func isTypePunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: " "): true
        default: false
        }
    }

    /// A letter of any script; ASCII is answered without Unicode property tables.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (scalar.value | 0x20 >= 0x61 && scalar.value | 0x20 <= 0x7A) : scalar.properties.isAlphabetic
    }

    /// What a literal of the type looks like, for messages.
    static func literalHint(for type: ParameterType) -> String {
        if let choices = type.choices { return "; write one of " + choices.map { "'\($0)'" }.joined(separator: ", ") }
        if type.listElement != nil { return "; a list takes its values from a URL or from the link method's argument" }
        let example: String
        switch type.builtin {
        case .int: example = "a whole number such as 1"
        case .double: example = "a number such as 2.5"
        case .bool: example = "true or false"
        case .uuid: example = "a UUID such as 3F2504E0-4F89-11D3-9A0C-0305E82C3301"
        case .url: example = "an absolute URL such as https://example.com"
        case .string: example = "a text such as \"Untitled\" or \"\""
        case nil: return type.isOptional ? "" : " (null is for optional types only)"
        }
        return "; write \(example)" + (type.isOptional ? " or null" : "")
    }
}
