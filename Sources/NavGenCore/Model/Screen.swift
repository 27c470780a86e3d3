/// A screen: its typed parameters, the links it can follow, its URL patterns.
public struct Screen: Sendable {
    public var name: Located<String>
    public var params: [Parameter]
    public var links: [Link]
    public var urlPatterns: [URLPatternSource]

    public init(name: Located<String>, params: [Parameter] = [], links: [Link] = [], urlPatterns: [URLPatternSource] = []) {
        self.name = name
        self.params = params
        self.links = links
        self.urlPatterns = urlPatterns
    }

    /// The parameter with this name, if the screen has one.
    public func param(named name: String) -> Parameter? {
        params.first { $0.name.value == name }
    }
}

/// One URL pattern of a screen, as written: the text, the optional `via:` flow and
/// fixed `args:`.
public struct URLPatternSource: Sendable {
    public var pattern: Located<String>
    /// The flow whose route a deep link to this pattern takes (`via: Veggie`).
    public var via: Located<String>?
    /// The screen parameters this pattern binds to literals (`args: { compact: true }`, 1.1 F.6).
    public var args: [ArgumentBinding] = []
    /// The column where the pattern's text starts in the file, when it is written
    /// verbatim on one line (`YAMLNode.textColumn`); diagnostics then point at the
    /// very character they are about.
    public var textColumn: Int?

    public init(pattern: Located<String>, via: Located<String>? = nil, textColumn: Int? = nil) {
        self.pattern = pattern
        self.via = via
        self.textColumn = textColumn
    }

    /// The place of the character `offset` (in Unicode scalars) into the pattern's
    /// text, or the pattern's start when its text is not written verbatim.
    public func location(atOffset offset: Int) -> SourceLocation {
        guard let textColumn else { return pattern.location }
        var location = pattern.location
        location.column = textColumn + offset
        return location
    }
}
