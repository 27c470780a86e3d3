/// What a URL pattern's `{name}` accepts: the parameter's type, and whether a URL
/// must carry it.
///
/// Generated code writes these as literals beside each pattern:
/// `["recipeID": .uuid, "page": .int.optional, "site": .url(schemes: ["https"])]`.
public struct URLParameter: Sendable, Hashable {
    /// The six types a URL can carry (spec section 8.2), and enums (1.1 F.7).
    public enum Kind: Sendable, Hashable {
        case string, int, double, bool, uuid, url
        /// Exactly one of these texts (an enum parameter's raw values).
        case choice([String])
    }

    /// The parameter's type.
    public var kind: Kind
    /// Whether a URL without this query item matches nothing. Path parameters are
    /// always required.
    public var isRequired: Bool
    /// For `url` parameters: the schemes a value may have, lower-case.
    public var schemes: [String]
    /// Whether the parameter is a list that collects every occurrence of its query
    /// item (1.1 F.8); absent is empty, so a list is never required.
    public var isList = false

    /// A required parameter of `kind`; a `url` one accepts `schemes`.
    public init(_ kind: Kind, isRequired: Bool = true, schemes: [String] = URLParameter.webSchemes) {
        self.kind = kind
        self.isRequired = isRequired
        self.schemes = kind == .url ? schemes.map { $0.lowercased() } : []
    }

    /// The schemes a `URL` parameter accepts unless it lists others.
    public static let webSchemes = ["http", "https"]

    public static let string = URLParameter(.string)
    public static let int = URLParameter(.int)
    public static let double = URLParameter(.double)
    public static let bool = URLParameter(.bool)
    public static let uuid = URLParameter(.uuid)
    /// An absolute `http` or `https` URL.
    public static let url = URLParameter(.url)

    /// An absolute URL with one of `schemes` (`javascript` and `data` are never accepted).
    public static func url(schemes: [String]) -> URLParameter {
        URLParameter(.url, schemes: schemes)
    }

    /// An enum parameter whose raw values are `texts`.
    public static func oneOf(_ texts: [String]) -> URLParameter {
        URLParameter(.choice(texts))
    }

    /// A list of values of this parameter's type, from a repeated query item.
    public var list: URLParameter {
        var copy = self
        copy.isList = true
        copy.isRequired = false
        return copy
    }

    /// The same parameter, which a URL may leave out (an optional or defaulted one).
    public var optional: URLParameter {
        var copy = self
        copy.isRequired = false
        return copy
    }

    /// Whether `text` (percent-decoded) is a value of this parameter.
    public func accepts(_ text: String) -> Bool {
        value(of: text, ignoringCase: false) != nil
    }

    /// The text to bind for `text`, or `nil` when it is no value of this parameter: an
    /// enum's listed spelling, where case is ignored; else `text` itself.
    func value(of text: String, ignoringCase: Bool) -> String? {
        if case .choice(let texts) = kind {
            return texts.first { ignoringCase ? $0.lowercased() == text.lowercased() : $0 == text }
        }
        return isValue(text) ? text : nil
    }

    private func isValue(_ text: String) -> Bool {
        switch kind {
        case .string: URLValue.string(text) != nil
        case .int: URLValue.int(text) != nil
        case .double: URLValue.double(text) != nil
        case .bool: URLValue.bool(text) != nil
        case .uuid: URLValue.uuid(text) != nil
        case .url: URLValue.url(text, schemes: schemes) != nil
        case .choice: false
        }
    }

    /// The order in which the matcher tries parameters at one segment: the narrowest
    /// type first, so that `/u/42` prefers an `Int` parameter to a `String` one.
    var rank: Int {
        switch kind {
        case .uuid: 0
        case .int: 1
        case .double: 2
        case .bool: 3
        case .choice: 4
        case .url: 5
        case .string: 6
        }
    }
}
