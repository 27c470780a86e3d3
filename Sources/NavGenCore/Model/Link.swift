/// How a link navigates (spec section 4). The styles' keys (`GraphKeys.link`) are
/// their raw values, a modal style's the runtime's `ModalStyle` of the same name.
public enum LinkStyle: String, Sendable, CaseIterable, Hashable {
    /// `exit` names an exit of a feature graph (`{ exit: ShowStatus }`), which the app
    /// that imports the feature binds to one of the other styles.
    case push, replace, sheet, cover, popover, tab, `switch`, exit, pop, popToRoot, dismiss

    /// What the style does. Placement, routes, rules, drawings and the coordinators'
    /// methods decide by it, so a style of an existing kind (another modal
    /// presentation, say) is a case here, its `kind`, and what only it needs.
    public var kind: LinkKind {
        switch self {
        case .push, .replace: .stack
        case .sheet, .cover, .popover: .modal
        case .tab, .switch: .selection
        case .exit: .exit
        case .pop, .popToRoot, .dismiss: .back
        }
    }

    /// Whether the style names a target (`push: Detail`) or stands alone (`dismiss`).
    public var hasTarget: Bool { kind != .back }

    /// Whether the style presents its target modally.
    public var isModal: Bool { kind == .modal }

    /// Whether the style needs an enclosing navigation stack.
    public var needsStack: Bool { kind == .stack || self == .pop || self == .popToRoot }

    /// The styles a link can name its target with, in the order the docs list them.
    public static let targeted = allCases.filter(\.hasTarget)

    /// The styles that show a screen or flow from any graph, and so can bind a
    /// feature's exit: the stack and modal styles and `tab`.
    public static let showing = targeted.filter { $0.kind == .stack || $0.kind == .modal || $0 == .tab }

    /// The modal styles.
    public static let modal = allCases.filter(\.isModal)

    /// `'sheet', 'cover' or 'popover'`: `styles` as a message lists them.
    public static func spelled(_ styles: [LinkStyle]) -> String {
        let quoted = styles.map { "'\($0.rawValue)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}

/// What a `LinkStyle` does.
public enum LinkKind: Sendable, Hashable {
    /// `push`, `replace`: shows a screen on the enclosing navigation stack.
    case stack
    /// `sheet`, `cover`, `popover`: presents a screen or a flow modally, in the
    /// runtime's `ModalStyle` of the style's name.
    case modal
    /// `tab`, `switch`: selects a tab or shows a branch of an enclosing flow.
    case selection
    /// `exit`: leaves a feature graph through one of its exits.
    case exit
    /// `pop`, `popToRoot`, `dismiss`: goes back, with no target.
    case back
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
