/// Every name the generated code uses, and identifier escaping, in one place.
enum SwiftNames {
    /// Words that must be written in backticks to be used as identifiers.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "package", "consume", "copy", "discard", "borrowing", "consuming",
        "some", "any", "Type", "Protocol",
    ]

    /// The identifier, in backticks when it is a keyword.
    static func escaped(_ identifier: String) -> String {
        isKeyword(identifier) ? "`\(identifier)`" : identifier
    }

    /// The argument label of a name spelled `escaped` (by `escaped(_:)`): a keyword
    /// but `inout` needs no backticks as a label in a call, and Swift warns about them.
    static func label(_ escaped: String) -> String {
        guard escaped.utf8.first == UInt8(ascii: "`"), escaped != "`inout`" else { return escaped }
        return String(escaped.dropFirst().dropLast())
    }

    /// The variable a `case` pattern binds a parameter spelled `escaped` to: `self_`
    /// for `self`, which would hide the `self` the case's body uses. Parameter names
    /// have no `_`, so `self_` names no other parameter.
    static func binding(_ escaped: String) -> String {
        escaped == "`self`" ? "self_" : escaped
    }

    private static func isKeyword(_ identifier: String) -> Bool {
        keywords.contains(identifier)
    }

    /// A name of the graph as one identifier: in an app graph, a feature's screen or
    /// flow is named qualified (`Timeline.HomeStack`), and the types and cases the app
    /// generates for it drop the dot (`TimelineHomeStackCoordinator`, `.timelineHomeStack`).
    static func flat(_ name: String) -> String {
        // Over the contiguous bytes: `name.utf8.contains` steps through the view's
        // indices one by one, and every screen's and flow's name is read here.
        var name = name
        let hasDot = name.withUTF8 { $0.contains(UInt8(ascii: ".")) }
        return hasDot ? String(name.filter { $0 != "." }) : name
    }

    /// The case of the app's `Screen` that wraps an imported feature's, and the app's
    /// view factory's property of the feature's: `timeline`.
    static func featureCase(_ feature: String) -> String { escaped(NamingRules.lowerCamel(feature)) }
    /// The app's view factory's associated type of a feature's factory: `TimelineFactory`.
    static func featureFactory(_ feature: String) -> String { "\(feature)Factory" }
    /// The module an imported feature's code is in, when the caller names none: `TimelineNavigation`.
    static func featureModule(_ feature: String) -> String { "\(feature)Navigation" }

    /// The enum case (and factory method) of a screen: `recipeDetail`.
    static func screenCase(_ screen: String) -> String { escaped(NamingRules.lowerCamel(screen)) }
    /// The case of a flow in `Flow`, and a tab coordinator's property for a tab flow.
    static func flowCase(_ flow: String) -> String { escaped(NamingRules.lowerCamel(flat(flow))) }
    /// A tab's case in its tab coordinator's `Tab`.
    static func tabCase(_ target: String) -> String { escaped(NamingRules.lowerCamel(flat(target))) }
    /// `RecipeDetailNavigation`.
    static func navigationProtocol(_ screen: String) -> String { screen + navigationProtocolSuffix }
    /// What `navigationProtocol(_:)` adds to a screen's name.
    static var navigationProtocolSuffix: String { "Navigation" }
    /// `MeatCoordinator`.
    static func coordinator(_ flow: String) -> String { "\(flat(flow))Coordinator" }
    /// `MeatView`.
    static func flowView(_ flow: String) -> String { "\(flat(flow))View" }
    /// The view of every stack flow, which each stack flow's `<Flow>View` names.
    static let stackFlowView = "StackFlowView"
    /// The view factory's associated type for a screen: `RecipeDetailView`.
    static func screenViewType(_ screen: String) -> String { "\(screen)View" }

    /// Shared protocol all coordinators conform to.
    static let coordinatorProtocol = "Coordinator"
    /// Shared protocol of stack coordinators.
    static let stackCoordinatorProtocol = "StackCoordinator"
    /// The stored reference from a child coordinator to the one that holds it.
    static let parentProperty = "parentCoordinator"
    /// The screen at the bottom of a stack coordinator.
    static let rootScreenProperty = "rootScreen"
}

extension SwiftWriter {
    /// Writes `SwiftNames.navigationProtocol(screen)` without making it first: the
    /// views, the protocols and their default overloads name one per screen.
    mutating func writeNavigationProtocol(of screen: String) {
        write(screen)
        write(SwiftNames.navigationProtocolSuffix)
    }
}
