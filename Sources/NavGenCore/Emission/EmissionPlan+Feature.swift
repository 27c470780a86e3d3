extension EmissionPlan {
    /// Whether the graph has a launch and a root coordinator, which its deep links and
    /// navigation events go through: every graph but a feature graph compiled alone,
    /// whose flows the app places, whose deep links resolve through the app's root,
    /// and whose coordinators report no events of their own (`Docs/FeatureModules.md`).
    var hasRoot: Bool { !graph.isFeature }
}
