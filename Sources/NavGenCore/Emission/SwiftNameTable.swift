/// The Swift spelling of every screen's and flow's names, made once per graph.
///
/// A screen's case is written in `Screen`, `==`, `hash(into:)`, the view factory,
/// every coordinator that owns it and every deep-link step that shows it; spelling
/// it on each use (`NamingRules.lowerCamel`, then a keyword lookup) was called tens
/// of thousands of times for a 10,000-screen graph, and a default's literal (a
/// `Double` printed anew each time) was spelled again in every route that used it.
struct SwiftNameTable {
    /// What the generated code calls one screen and its parameters.
    struct ScreenNames {
        /// `recipeDetail` (escaped): the screen's case and view-factory method.
        let caseName: String
        /// Each parameter's name, escaped, in declaration order.
        let labels: [String]
        /// Each parameter's default in a signature: its literal, `nil` for an
        /// optional without one (`ScreenTypesTranslator.defaultExpression`).
        let defaults: [String?]
    }

    /// By position in `graph.screens`.
    let screens: [ScreenNames]
    /// Each flow's case in `Flow`, by position in `graph.flows`.
    private let flows: [String]
    private let index: GraphIndex

    init(index: GraphIndex) {
        self.index = index
        screens = index.graph.screens.map { screen in
            ScreenNames(caseName: SwiftNames.screenCase(screen.name.value),
                        labels: screen.params.map { SwiftNames.escaped($0.name.value) },
                        defaults: screen.params.map(ScreenTypesTranslator.defaultExpression))
        }
        flows = index.graph.flows.map { SwiftNames.flowCase($0.name.value) }
    }

    /// The case of the screen or flow `name`: `SwiftNames.screenCase`, `flowCase` and
    /// `tabCase` spell a name alike.
    func caseName(_ name: String) -> String {
        if let flow = index.flowID(name) { return flows[flow] }
        if let screen = index.screenID(name) { return screens[screen].caseName }
        return SwiftNames.screenCase(name)
    }

    /// The default of parameter `position` of screen `screen` when `literal`, as a
    /// value of `type`, is that default spelled alike; else `nil`.
    func defaultExpression(of screen: Int, at position: Int, ifItIs literal: Literal, as type: ParameterType) -> String? {
        let param = index.graph.screens[screen].params[position]
        guard let value = param.defaultValue?.value, Self.spelledAlike(value, literal), param.type == type else { return nil }
        return screens[screen].defaults[position]
    }

    /// Whether two literals have the same Swift spelling: equal, and for doubles the
    /// same bits (`0.0 == -0.0`, but they are written differently).
    private static func spelledAlike(_ lhs: Literal, _ rhs: Literal) -> Bool {
        if case .double(let left) = lhs, case .double(let right) = rhs { return left.bitPattern == right.bitPattern }
        return lhs == rhs
    }
}
