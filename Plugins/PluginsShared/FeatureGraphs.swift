import Foundation

/// A feature graph (`feature: NAME`, issue 40) found in a target the app's target
/// depends on: what `--feature NAME=MODULE:PATH` tells navgen.
struct FeatureGraph: Equatable {
    /// The feature's name, its `feature:` value: what an app graph's `features:` lists.
    var name: String

    /// The module the feature's code is generated into: the target that holds the graph.
    var module: String

    /// The feature graph, an absolute path.
    var url: URL

    /// navgen's argument: `--feature NAME=MODULE:PATH`.
    var arguments: [String] { ["--feature", "\(name)=\(module):\(url.path)"] }
}

enum FeatureGraphs {
    /// Whether `graph` is a feature graph: its text has a top-level `feature:` key.
    static func isFeature(_ graph: URL) -> Bool {
        featureName(of: graph) != nil
    }

    /// The graph's top-level `feature:` value, or `nil` for an app graph or a part.
    static func featureName(of graph: URL) -> String? {
        guard let text = try? String(contentsOf: graph, encoding: .utf8) else { return nil }
        return TopLevelKeys.scalar(named: "feature", in: text)
    }

    /// The feature graphs among `targets` (module name and files of each target the
    /// app's target depends on), by feature name. Where two targets hold a feature of
    /// one name, the first in `targets`' order is kept and navgen never sees the other,
    /// as SwiftPM would refuse two modules defining it anyway.
    static func find(in targets: [(module: String, files: [URL])]) -> [FeatureGraph] {
        var found: [FeatureGraph] = [], names: Set<String> = []
        for target in targets {
            for graph in GraphFiles.find(in: target.files) {
                guard let name = featureName(of: graph.url), names.insert(name).inserted else { continue }
                found.append(FeatureGraph(name: name, module: target.module, url: graph.url))
            }
        }
        return found
    }
}
