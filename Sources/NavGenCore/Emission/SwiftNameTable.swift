/// The Swift spelling of every screen's and flow's names, made once per graph.
///
/// A screen's case is written in `Screen`, `==`, `hash(into:)`, the view factory,
/// every coordinator that owns it and every deep-link step that shows it; spelling
/// it on each use (`NamingRules.lowerCamel`, then a keyword lookup) was called tens
/// of thousands of times for a 10,000-screen graph, and a default's literal (a
/// `Double` printed anew each time) was spelled again in every route that used it.
///
/// The labels and defaults of all screens are kept in two flat arrays, each screen's
/// a run of them: an array per screen cost a header and an allocation each, 10 MiB of
/// `compile`'s peak memory at 100,000 screens.
struct SwiftNameTable {
    /// What the generated code calls one screen and its parameters.
    struct ScreenNames {
        /// `recipeDetail` (escaped): the screen's case and view-factory method. For a
        /// screen of an imported feature, its case in the feature's own `Screen`.
        let caseName: String
        /// For a screen of an imported feature (issue 40), the case of the app's
        /// `Screen` that wraps the feature's (`timeline`); `nil` for the graph's own.
        let feature: String?
        /// Each parameter's name, escaped, in declaration order.
        let labels: Run<String>
        /// Each parameter's default in a signature: its literal, `nil` for an
        /// optional without one (`ScreenTypesTranslator.defaultExpression`).
        let defaults: Run<String?>

        /// How the screen's case or pattern starts after its `.`: `recipeDetail`, or
        /// `timeline(.statusDetail` for a feature's screen, which `closing` ends.
        var opening: String { feature.map { "\($0)(.\(caseName)" } ?? caseName }
        /// `)` after a feature's screen (`.timeline(.statusDetail(statusID: id))`), else empty.
        var closing: String { feature == nil ? "" : ")" }

        /// The screen's case with `payload` (`(let id)`, or empty) after its own
        /// name: `recipeDetail(let id)`, `timeline(.statusDetail(let id))`.
        func spelled(_ payload: String) -> String { feature == nil ? caseName + payload : opening + payload + closing }
    }

    /// One screen's part of a flat array, indexed from 0.
    struct Run<Element>: RandomAccessCollection {
        fileprivate let base: [Element]
        fileprivate let start: Int
        let count: Int

        var startIndex: Int { 0 }
        var endIndex: Int { count }

        subscript(position: Int) -> Element {
            precondition(position >= 0 && position < count, "a parameter position out of range")
            return base[start + position]
        }
    }

    /// The names of every screen, by position in `graph.screens`.
    struct Screens: RandomAccessCollection {
        fileprivate let caseNames: [String]
        fileprivate let labels: [String]
        fileprivate let defaults: [String?]
        /// Per screen, its feature's case; empty in a graph that imports no feature.
        fileprivate let features: [String?]
        /// Where each screen's run of `labels` and `defaults` starts; one more than the
        /// screens, the last the end of the runs.
        fileprivate let starts: [Int32]

        var startIndex: Int { 0 }
        var endIndex: Int { caseNames.count }

        subscript(screen: Int) -> ScreenNames {
            let start = Int(starts[screen]), count = Int(starts[screen + 1]) - start
            return ScreenNames(caseName: caseNames[screen], feature: features.isEmpty ? nil : features[screen], labels: Run(base: labels, start: start, count: count),
                               defaults: Run(base: defaults, start: start, count: count))
        }
    }

    /// By position in `graph.screens`.
    let screens: Screens
    /// Each flow's case in `Flow`, by position in `graph.flows`.
    private let flows: [String]
    private let index: GraphIndex

    init(index: GraphIndex) {
        self.index = index
        // By position, not `for screen in`: that copies each screen whole, a retain of
        // each of its arrays, where this reads two of its fields.
        let graphScreens = index.graph.screens
        var parameterCount = 0
        for screen in graphScreens.indices { parameterCount += graphScreens[screen].params.count }
        var caseNames: [String] = [], labels: [String] = [], defaults: [String?] = [], starts: [Int32] = [0]
        caseNames.reserveCapacity(graphScreens.count)
        labels.reserveCapacity(parameterCount)
        defaults.reserveCapacity(parameterCount)
        starts.reserveCapacity(graphScreens.count + 1)
        // An app graph's feature screens (`Timeline.StatusDetail`) are their feature's case
        // (`statusDetail`) inside the app's case of the feature (`timeline`).
        let importsFeatures = index.graph.importsFeatures
        var features: [String?] = []
        if importsFeatures { features.reserveCapacity(graphScreens.count) }
        for screen in graphScreens.indices {
            let name = graphScreens[screen].name.value
            if importsFeatures, let dot = name.firstIndex(of: ".") {
                features.append(SwiftNames.featureCase(String(name[..<dot])))
                caseNames.append(SwiftNames.screenCase(String(name[name.index(after: dot)...])))
            } else {
                if importsFeatures { features.append(nil) }
                caseNames.append(SwiftNames.screenCase(name))
            }
            let params = graphScreens[screen].params
            for param in params.indices {
                labels.append(SwiftNames.escaped(params[param].name.value))
                defaults.append(ScreenTypesTranslator.defaultExpression(params[param]))
            }
            starts.append(Int32(labels.count))
        }
        screens = Screens(caseNames: caseNames, labels: labels, defaults: defaults, features: features, starts: starts)
        flows = index.graph.flows.map { SwiftNames.flowCase($0.name.value) }
    }

    /// The case of the screen or flow `name`: `SwiftNames.screenCase`, `flowCase` and
    /// `tabCase` spell a name alike. A feature's screen, as a tab or branch, is one
    /// word (`timelineHome`), as a feature's flow is.
    func caseName(_ name: String) -> String {
        if let flow = index.flowID(name) { return flows[flow] }
        if let screen = index.screenID(name) { return screens[screen].feature == nil ? screens[screen].caseName : SwiftNames.tabCase(name) }
        return SwiftNames.screenCase(name)
    }

    /// The default of parameter `position` of screen `screen` when `literal`, as a
    /// value of `type`, is that default spelled alike; else `nil`.
    func defaultExpression(of screen: Int, at position: Int, ifItIs literal: Literal, as type: ParameterType) -> String? {
        let params = index.graph.screens[screen].params
        guard let value = params[position].defaultValue?.value, Self.spelledAlike(value, literal), params[position].type == type else { return nil }
        return screens[screen].defaults[position]
    }

    /// Whether two literals have the same Swift spelling: equal, and for doubles the
    /// same bits (`0.0 == -0.0`, but they are written differently).
    private static func spelledAlike(_ lhs: Literal, _ rhs: Literal) -> Bool {
        if case .double(let left) = lhs, case .double(let right) = rhs { return left.bitPattern == right.bitPattern }
        return lhs == rhs
    }
}
