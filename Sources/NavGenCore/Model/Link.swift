/// How a link navigates (spec section 4).
public enum LinkStyle: String, Sendable, CaseIterable, Hashable {
    /// `exit` names an exit of a feature graph (`{ exit: ShowStatus }`), which the app
    /// that imports the feature binds to one of the other styles.
    case push, replace, sheet, cover, popover, tab, `switch`, exit, pop, popToRoot, dismiss

    /// Whether the style names a target (`push: Detail`) or stands alone (`dismiss`).
    public var hasTarget: Bool {
        switch self {
        case .pop, .popToRoot, .dismiss: false
        default: true
        }
    }

    /// Whether the style presents its target modally.
    public var isModal: Bool { self == .sheet || self == .cover || self == .popover }

    /// Whether the style needs an enclosing navigation stack.
    public var needsStack: Bool { self == .push || self == .replace || self == .pop || self == .popToRoot }
}

/// A link of a screen: `showRatings: { sheet: Ratings }`, `close: dismiss`.
public struct Link: Sendable {
    public var name: Located<String>
    public var style: Located<LinkStyle>
    /// The target screen or flow; `nil` for the back styles.
    public var target: Located<String>?
    /// Fixed values for some of the target's parameters (or, for a flow, its `params`).
    public var args: [ArgumentBinding]
    /// `from: presenter` (1.1 D): where the key is written, when the link closes the
    /// modal that holds its screen and is then followed from the modal's presenter.
    public var fromPresenter: SourceLocation?
    /// For a link of an imported feature that composition bound from an exit link
    /// (issue 40): the exit's parameters the link's method takes, in the exit's order
    /// and with its types, so that the app's coordinator implements the feature's
    /// navigation protocol as declared. `nil` for every other link.
    public var exitParameters: [Parameter]?

    public init(name: Located<String>, style: Located<LinkStyle>, target: Located<String>? = nil, args: [ArgumentBinding] = [],
                fromPresenter: SourceLocation? = nil) {
        self.name = name
        self.style = style
        self.target = target
        self.args = args
        self.fromPresenter = fromPresenter
    }

    /// Whether the link is followed from the presenter of the modal holding its screen.
    public var isFromPresenter: Bool { fromPresenter != nil }
}

/// A fixed value bound to a parameter by `args:`. The value's type is checked
/// against the parameter once the target is known.
public struct ArgumentBinding: Sendable {
    public var name: Located<String>
    public var value: Located<RawScalar>

    public init(name: Located<String>, value: Located<RawScalar>) {
        self.name = name
        self.value = value
    }
}

/// A scalar's text as written, before it is read as a literal of some type.
public struct RawScalar: Sendable, Hashable {
    public var text: String
    /// False for quoted scalars, which are always strings.
    public var isPlain: Bool

    public init(text: String, isPlain: Bool) {
        self.text = text
        self.isPlain = isPlain
    }
}
