/// What the app module of an app graph that imports features (issue 40,
/// `Docs/FeatureModules.md` section 3) takes from the feature modules instead of
/// generating it again: each feature's `Screen`, navigation protocols, parameter
/// enums and `ViewFactory`. In the composed graph, exactly the screens and flows of
/// the features are named qualified (`Timeline.StatusDetail`).
extension EmissionPlan {
    /// Whether screen number `screen` belongs to an imported feature, whose module
    /// declares its case, its navigation protocol and its view-factory method.
    func isImported(screen: Int) -> Bool {
        names.screens[screen].feature != nil
    }

    /// Whether the screen or flow `name` belongs to an imported feature.
    static func isImported(_ name: String) -> Bool {
        name.utf8.contains(UInt8(ascii: "."))
    }

    /// The navigation protocol of the screen or flow `name` as the file names it outside
    /// the namespace: `Recipes.RecipeListNavigation`, or, for a feature's screen,
    /// the feature module's `Timeline.StatusDetailNavigation`.
    func navigationProtocol(of name: String) -> String {
        Self.isImported(name) ? SwiftNames.navigationProtocol(name) : "\(namespace).\(SwiftNames.navigationProtocol(name))"
    }

    /// The modules the generated file imports for its features, in `features:` order:
    /// each feature's `--feature NAME=MODULE:PATH`, else `<Name>Navigation`.
    var featureModules: [String] {
        graph.features.map { $0.module ?? SwiftNames.featureModule($0.name.value) }
    }
}
