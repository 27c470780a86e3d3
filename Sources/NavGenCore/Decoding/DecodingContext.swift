/// Shared state and node-reading helpers for the decoders: every helper reports
/// a wrong node kind as `invalid-value` and returns `nil` rather than failing.
struct DecodingContext {
    var diagnostics: DiagnosticCollector

    /// The entries of a closed mapping (a key the format defines, never a name),
    /// reporting unknown keys with a "did you mean". `nil` when `node` is no mapping.
    mutating func fields(of node: YAMLNode, as what: @autoclosure () -> String, keys: [String]) -> Fields? {
        guard let pairs = mapping(node, as: what()) else { return nil }
        for pair in pairs {
            let key = pair.key
            guard case .scalar(let text, _) = key.content else {
                diagnostics.emit(.invalidValue, "a key must be a name, not \(key.kindDescription)", at: key.location)
                continue
            }
            if !keys.contains(text) {
                let known = keys.map { "'\($0)'" }.joined(separator: ", ")
                diagnostics.emit(.unknownKey, "\(what()) has no key '\(text.excerpt)'\(Suggestion.didYouMean(text, in: keys)) (known keys: \(known))", at: key.location)
            }
        }
        return Fields(location: node.location, pairs: pairs, keys: keys)
    }

    /// The pairs of an open mapping (names as keys), or `nil` when `node` is none.
    /// A null node (`screens:` with nothing after it) is an empty mapping.
    mutating func mapping(_ node: YAMLNode, as what: @autoclosure () -> String) -> [YAMLNode.Pair]? {
        if node.isNull { return [] }
        guard case .mapping(let pairs) = node.content else {
            diagnostics.emit(.invalidValue, "\(what()) must be a mapping, not \(node.kindDescription)", at: node.location)
            return nil
        }
        return pairs
    }

    /// The items of a list, or `nil` when `node` is none.
    mutating func sequence(_ node: YAMLNode, as what: @autoclosure () -> String) -> [YAMLNode]? {
        guard case .sequence(let items) = node.content else {
            diagnostics.emit(.invalidValue, "\(what()) must be a list, not \(node.kindDescription)", at: node.location)
            return nil
        }
        return items
    }

    /// A scalar's text and place, or `nil` when `node` is a collection or null.
    mutating func string(_ node: YAMLNode, as what: @autoclosure () -> String) -> Located<String>? {
        guard case .scalar(let text, _) = node.content, !node.isNull else {
            diagnostics.emit(.invalidValue, "\(what()) must be a text value, not \(node.kindDescription)", at: node.location)
            return nil
        }
        return Located(text, at: node.location)
    }

    /// A scalar as written, for a literal whose type is known later.
    mutating func rawScalar(_ node: YAMLNode, as what: @autoclosure () -> String) -> Located<RawScalar>? {
        guard case .scalar(let text, let isPlain) = node.content else {
            diagnostics.emit(.invalidValue, "\(what()) must be a single value, not \(node.kindDescription)", at: node.location)
            return nil
        }
        return Located(RawScalar(text: text, isPlain: isPlain), at: node.location)
    }

    /// A mapping key, which must be a scalar.
    mutating func keyName(_ node: YAMLNode) -> Located<String>? {
        guard case .scalar(let text, _) = node.content else {
            diagnostics.emit(.invalidValue, "a key must be a name, not \(node.kindDescription)", at: node.location)
            return nil
        }
        return Located(text, at: node.location)
    }

    /// A single scalar or a list of scalars, as a list of strings.
    mutating func strings(_ node: YAMLNode, as what: @autoclosure () -> String) -> [Located<String>] {
        if case .sequence(let items) = node.content {
            return items.compactMapReserved { string($0, as: what()) }
        }
        return string(node, as: what()).map { [$0] } ?? []
    }

    /// `true` or `false` (spec section 2: `yes`, `on` and the like are strings).
    mutating func bool(_ node: YAMLNode, as what: @autoclosure () -> String) -> Bool? {
        guard let raw = rawScalar(node, as: what()) else { return nil }
        if raw.value.isPlain, raw.value.text == "true" { return true }
        if raw.value.isPlain, raw.value.text == "false" { return false }
        diagnostics.emit(.invalidValue, "\(what()) is 'true' or 'false', not '\(raw.value.text.excerpt)'", at: raw.location)
        return nil
    }

    /// Reports a name that breaks the naming rule (`upper` for screens and flows).
    mutating func checkName(_ name: Located<String>, upper: Bool, what: String) {
        guard !NamingRules.isValid(name.value, upper: upper) else { return }
        let form = upper ? "UpperCamelCase (like 'RecipeDetail')" : "lowerCamelCase (like 'recipeID')"
        let hint = NamingRules.suggestion(for: name.value, upper: upper).map { "; write '\($0.excerpt)'" } ?? ""
        diagnostics.emit(.invalidName, "\(what) '\(name.value.excerpt)' must be \(form): a letter, then letters and digits only\(hint)", at: name.location)
    }
}
