/// What a URL pattern's `{name}` accepts: the parameter's type, and whether a URL
/// must carry it.
///
/// Generated code writes these as literals beside each pattern:
/// `["recipeID": .uuid, "page": .int.optional, "site": .url(schemes: ["https"])]`.
public struct URLParameter: Sendable, Hashable {
    /// The six types a URL can carry (spec section 8.2).
    public enum Kind: Sendable, Hashable {
        case string, int, double, bool, uuid, url
    }

    /// The parameter's type.
    public var kind: Kind
    /// Whether a URL without this query item matches nothing. Path parameters are
    /// always required.
    public var isRequired: Bool
    /// For `url` parameters: the schemes a value may have, lower-case.
    public var schemes: [String]

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

    /// The same parameter, which a URL may leave out (an optional or defaulted one).
    public var optional: URLParameter {
        var copy = self
        copy.isRequired = false
        return copy
    }

    /// Whether `text` (percent-decoded) is a value of this parameter.
    public func accepts(_ text: String) -> Bool {
        switch kind {
        case .string: URLValue.string(text) != nil
        case .int: URLValue.int(text) != nil
        case .double: URLValue.double(text) != nil
        case .bool: URLValue.bool(text) != nil
        case .uuid: URLValue.uuid(text) != nil
        case .url: URLValue.url(text, schemes: schemes) != nil
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
        case .url: 4
        case .string: 5
        }
    }
}
