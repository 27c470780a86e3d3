extension EmissionPlan {
    /// `Swift.Codable` for the value types a snapshot stores (`Screen`, `Flow`, the enums
    /// of enum parameters, a tab bar's `Tab` and a switch's `Branch`) when the graph
    /// restores state; nothing otherwise. Declared with the type, as one writes it.
    var restorationConformances: [String] {
        graph.restoresState ? [SDKNames.codable] : []
    }

    /// The conformance every coordinator declares when the graph restores state: the
    /// namespace's `RestorableCoordinator`, whose runtime extensions snapshot and restore it.
    var restorableCoordinatorConformance: [String] {
        graph.restoresState ? ["RestorableCoordinator"] : []
    }
}
